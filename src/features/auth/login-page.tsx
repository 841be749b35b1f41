import { Link as FluentLink } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { authMessages } from './auth-messages';
import { LoginForm } from './login-form';

/** The /auth/login screen. */
export function LoginPage() {
  const intl = useIntl();
  return (
    <>
      <LoginForm />
      <p>
        <Link href="/auth/forgot-password" asChild>
          <FluentLink>{intl.formatMessage(authMessages.forgotPassword)}</FluentLink>
        </Link>
      </p>
    </>
  );
}
