import {
  Avatar,
  Body1,
  Button,
  Link as FluentLink,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Text,
  Title2,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, Redirect, useLocation } from 'wouter';
import {
  selectIsAuthorised,
  selectIsLoading,
  selectLoginError,
  selectUser,
} from '../../../machines/session';
import { useAppActor, useConsoleActor } from '../../app-kit/system-context';
import { authMessages } from './auth-messages';
import {
  clearLockIdentity,
  type LockIdentity,
  readLockIdentity,
  saveLockIdentity,
} from './lock-identity';
import { clearLockReturn, lockReturnOfState, readLockReturn, saveLockReturn } from './lock-return';
import { PasswordSubmit } from './password-submit';

const messages = defineMessages({
  intro: {
    id: 'auth.lockscreen.intro',
    defaultMessage: 'Ingresa tu contraseña para desbloquear la consola.',
  },
  unlock: { id: 'auth.lockscreen.unlock', defaultMessage: 'Desbloquear' },
  other: { id: 'auth.lockscreen.other', defaultMessage: 'Iniciar sesión con otra cuenta' },
  // Only the password was typed: the sign-in's 'e-mail or password' would blame the e-mail too.
  wrongPasswordTitle: {
    id: 'auth.lockscreen.wrongPasswordTitle',
    defaultMessage: 'Contraseña incorrecta',
  },
  wrongPassword: {
    id: 'auth.lockscreen.wrongPassword',
    defaultMessage: 'La contraseña no es correcta. Inténtalo de nuevo.',
  },
  nobody: {
    id: 'auth.lockscreen.nobody',
    defaultMessage: 'No hay una sesión bloqueada en esta pestaña.',
  },
});

const useStyles = makeStyles({
  // One card-wide column, as the sign-in form: a long error text cannot widen it.
  form: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '16px' },
  who: { display: 'flex', alignItems: 'center', gap: '12px' },
  whoText: { display: 'grid' },
});

/**
 * The lock screen (SPEC §2 /auth/lockscreen). Locking ends the server session (the token is
 * gone, so nothing behind it is reachable) but remembers who was signed in; unlocking signs
 * that same e-mail in again through the session machine and returns to the page that was open
 * (path + query): the profile menu, and the console's routes while locked, pass it as the
 * navigation's `returnTo` state.
 */
export function LockscreenPage() {
  const styles = useStyles();
  const intl = useIntl();
  const session = useAppActor('session');
  const user = useSelector(session, selectUser);
  const authorised = useSelector(session, selectIsAuthorised);
  const busy = useSelector(session, selectIsLoading);
  const error = useSelector(session, selectLoginError);
  // Signed out the console's actors may not run yet; the context is read directly so the auth
  // screens' chunk does not carry the domain machine.
  const securityId = useSelector(useConsoleActor('domain'), (s) => s?.context.access?.security_id);
  const [, navigate] = useLocation();
  // The locked identity and the form's own input.
  const [identity, setIdentity] = useState<LockIdentity | null>(() => readLockIdentity());
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [unlocking, setUnlocking] = useState(false);

  // A navigation that names where the user was (the lock entry, a route opened while locked)
  // updates the return address; a reload of the lock screen keeps the stored one.
  useEffect(() => {
    const returnTo = lockReturnOfState(window.history.state);
    if (returnTo) saveLockReturn(returnTo);
  }, []);

  // Arriving signed in locks: remember the user, then end the session.
  useEffect(() => {
    if (!authorised || unlocking || !user?.email) return;
    const locked = { name: user.name, email: user.email, image: user.profileImage };
    saveLockIdentity(locked);
    setIdentity(locked);
    session.send({ type: 'session.logout', securityId: securityId ?? null });
  }, [authorised, unlocking, user, session, securityId]);

  if (unlocking && authorised && !busy) {
    const returnTo = readLockReturn() ?? '/';
    clearLockIdentity();
    clearLockReturn();
    return <Redirect to={returnTo} replace />;
  }

  if (!identity) {
    return (
      <section className={styles.form}>
        <Title2 as="h1">{intl.formatMessage(authMessages.lockscreenTitle)}</Title2>
        <Body1>{intl.formatMessage(messages.nobody)}</Body1>
        <Link href="/auth/login" asChild>
          <Button as="a" appearance="primary">
            {intl.formatMessage(authMessages.backToLogin)}
          </Button>
        </Link>
      </section>
    );
  }

  const passwordError =
    submitted && password === '' ? intl.formatMessage(authMessages.passwordRequired) : '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (password === '' || authorised) return;
    setUnlocking(true);
    session.send({ type: 'session.login', username: identity.email, password });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="lock-title">
      <Title2 as="h1" id="lock-title">
        {intl.formatMessage(authMessages.lockscreenTitle)}
      </Title2>
      <div className={styles.who} data-testid="lock-identity">
        <Avatar
          name={identity.name}
          image={identity.image ? { src: identity.image } : undefined}
          size={48}
          color="brand"
        />
        <span className={styles.whoText}>
          <Text weight="semibold">{identity.name}</Text>
          <Text size={200}>{identity.email}</Text>
        </span>
      </div>
      <Body1>{intl.formatMessage(messages.intro)}</Body1>
      {error && unlocking && (
        <MessageBar intent="error" layout="multiline" data-testid="lock-error">
          <MessageBarBody>
            <MessageBarTitle>
              {error.kind === 'invalidCredentials'
                ? intl.formatMessage(messages.wrongPasswordTitle)
                : intl.formatMessage(error.title)}
            </MessageBarTitle>
            {error.kind === 'invalidCredentials'
              ? intl.formatMessage(messages.wrongPassword)
              : intl.formatMessage(error.description)}
          </MessageBarBody>
        </MessageBar>
      )}
      <PasswordSubmit
        value={password}
        onChange={setPassword}
        error={passwordError}
        busy={busy}
        submitLabel={intl.formatMessage(messages.unlock)}
      />
      <FluentLink
        as="button"
        type="button"
        onClick={() => {
          clearLockIdentity();
          clearLockReturn();
          navigate('/auth/login');
        }}
      >
        {intl.formatMessage(messages.other)}
      </FluentLink>
    </form>
  );
}
