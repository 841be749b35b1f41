import { useSelector } from '@xstate/react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectIsLoading, selectLoginError } from '../../../machines/session';
import { isValidEmail } from '../../../openapi/rules/recipients';
import { useAppActor } from '../../app-kit/system-context';
import { authMessages } from './auth-messages';
import { FormField } from './form-field';
import { PasswordSubmit } from './password-submit';

// Fetched when the form is sent, so the box is there by the time a failure comes back.
const loadLoginError = () => import('./login-error');
const LoginError = lazy(loadLoginError);

/** E-mail and password with the §5 validation; failures come from the session machine. */
export function LoginForm() {
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
    void loadLoginError();
    session.send({ type: 'session.login', username: email.trim(), password });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="login">
      <h1 className="auth-title">{intl.formatMessage(authMessages.signInTitle)}</h1>
      {error && (
        <Suspense fallback={null}>
          <LoginError error={error} />
        </Suspense>
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
      <PasswordSubmit
        value={password}
        onChange={setPassword}
        error={passwordError}
        busy={busy}
        submitLabel={intl.formatMessage(authMessages.submit)}
      />
    </form>
  );
}
