import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Spinner,
  Title2,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectIsLoading, selectLoginError } from '../../../machines/session';
import { isValidEmail } from '../../../openapi/rules/recipients';
import { useAppActor } from '../../app/system/system-context';
import { authMessages } from './auth-messages';
import { FormField } from './form-field';

const useStyles = makeStyles({ form: { display: 'grid', gap: '16px' } });

/** E-mail and password with the §5 validation; failures come from the session machine. */
export function LoginForm() {
  const styles = useStyles();
  const intl = useIntl();
  const session = useAppActor('session');
  const error = useSelector(session, selectLoginError);
  const busy = useSelector(session, selectIsLoading);
  // Field contents are the form's own input, not machine state.
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const emailError =
    submitted && !isValidEmail(email.trim()) ? intl.formatMessage(authMessages.invalidEmail) : '';
  const passwordError =
    submitted && password === '' ? intl.formatMessage(authMessages.passwordRequired) : '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!isValidEmail(email.trim()) || password === '') return;
    session.send({ type: 'session.login', username: email.trim(), password });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="login">
      <Title2 as="h1">{intl.formatMessage(authMessages.signInTitle)}</Title2>
      {error && (
        <MessageBar intent="error" data-testid="login-error">
          <MessageBarBody>
            <MessageBarTitle>{intl.formatMessage(error.title)}</MessageBarTitle>
            {intl.formatMessage(error.description)}
          </MessageBarBody>
        </MessageBar>
      )}
      <FormField
        label={intl.formatMessage(authMessages.email)}
        error={emailError}
        name="email"
        type="email"
        value={email}
        onChange={setEmail}
        autoComplete="username"
      />
      <FormField
        label={intl.formatMessage(authMessages.password)}
        error={passwordError}
        name="password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      <Button
        appearance="primary"
        type="submit"
        disabled={busy}
        icon={busy ? <Spinner size="tiny" /> : undefined}
      >
        {intl.formatMessage(authMessages.submit)}
      </Button>
    </form>
  );
}
