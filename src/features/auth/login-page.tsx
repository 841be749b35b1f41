import { useIntl } from 'react-intl';
import { authMessages } from './auth-messages';
import { LoginForm } from './login-form';
import { TextLink } from './text-link';

/** The /auth/login screen. */
export function LoginPage() {
  const intl = useIntl();
  return (
    <>
      <LoginForm />
      <p>
        <TextLink href="/auth/forgot-password">
          {intl.formatMessage(authMessages.forgotPassword)}
        </TextLink>
      </p>
    </>
  );
}
