import { useIntl } from 'react-intl';
import { authMessages } from './auth-messages';
import { BusySpinner } from './busy-spinner';
import { FormField } from './form-field';

/** The password field and the submit button that end the sign-in and unlock forms. */
export function PasswordSubmit({
  value,
  onChange,
  error,
  busy,
  submitLabel,
}: {
  value: string;
  onChange(value: string): void;
  error: string;
  busy: boolean;
  submitLabel: string;
}) {
  const intl = useIntl();
  return (
    <>
      <FormField
        label={intl.formatMessage(authMessages.password)}
        error={error}
        name="password"
        type="password"
        value={value}
        onChange={onChange}
        autoComplete="current-password"
      />
      <button className="auth-button" type="submit" disabled={busy}>
        {busy && <BusySpinner />}
        {submitLabel}
      </button>
    </>
  );
}
