import {
  Body1,
  Button,
  Link as FluentLink,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Title2,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, type ReactNode, useEffect } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import {
  passwordResetMachine,
  type ResetStep,
  selectCodeResent,
  selectFailure,
  selectFields,
  selectIsBusy,
  selectProblems,
  selectSentTo,
  selectStep,
} from '../../../machines/password-reset';
import type { Message } from '../../../machines/types/messages';
import type { ResetFailure, ResetField } from '../../../machines/types/password-reset';
import { useApiClients } from '../../api/api-context';
import type { AdminClient } from '../../api/clients';
import { useAppActor } from '../../app-kit/system-context';
import { useNotify } from '../../app-kit/use-notify';
import { authMessages } from './auth-messages';
import { FormField } from './form-field';
import { completeReset, requestReset, verifyReset } from './reset-api';

const useStyles = makeStyles({
  // One card-wide column, as the sign-in form: a long error text cannot widen it.
  form: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '16px' },
  resend: { justifySelf: 'start' },
});

const resetMessages = defineMessages({
  resendCode: { id: 'auth.forgot.resend', defaultMessage: 'Reenviar código' },
  codeResent: { id: 'auth.forgot.resent', defaultMessage: 'Te enviamos un código nuevo.' },
});

const FAILURE_TEXT: Record<ResetFailure, MessageDescriptor> = {
  codeInvalid: authMessages.resetCodeInvalid,
  locked: authMessages.resetLocked,
  tooManyRequests: authMessages.resetTooManyRequests,
  other: authMessages.resetError,
};

const CONFIRM_TEXT = {
  required: authMessages.confirmRequired,
  mismatch: authMessages.passwordMismatch,
} as const;

// A plain descriptor, so the `{email}` value type-checks.
const CODE_INTRO: Message = authMessages.codeIntro;

const TITLE: Record<Exclude<ResetStep, 'done'>, MessageDescriptor> = {
  email: authMessages.forgotPasswordTitle,
  code: authMessages.codeTitle,
  password: authMessages.newPasswordTitle,
};
const ACTION: Record<Exclude<ResetStep, 'done'>, MessageDescriptor> = {
  email: authMessages.sendCode,
  code: authMessages.verifyCode,
  password: authMessages.savePassword,
};
const SUBMIT = {
  email: 'reset.submitEmail',
  code: 'reset.submitCode',
  password: 'reset.submitPassword',
} as const;

/** The reset machine with its calls going through `admin`. */
function resetMachineFor(admin: AdminClient) {
  return passwordResetMachine.provide({
    actors: {
      requestCode: fromPromise(({ input }) => requestReset(admin, input)),
      verifyCode: fromPromise(({ input }) => verifyReset(admin, input)),
      completeReset: fromPromise(({ input }) => completeReset(admin, input)),
    },
  });
}

/** SPEC §2 reset flow: e-mail → 4-digit code → new password, then back to /auth/login. */
export function ForgotPasswordPage() {
  const styles = useStyles();
  const { admin } = useApiClients();
  const intl = useIntl();
  const notify = useNotify();
  const [, navigate] = useLocation();
  // useActorRef starts the first machine it is given and keeps it for the page's life.
  const reset = useActorRef(resetMachineFor(admin), { input: { locale: intl.locale } });
  const step = useSelector(reset, selectStep);
  const fields = useSelector(reset, selectFields);
  const problems = useSelector(reset, selectProblems);
  const failure = useSelector(reset, selectFailure);
  const busy = useSelector(reset, selectIsBusy);
  const resent = useSelector(reset, selectCodeResent);
  const sentTo = useSelector(reset, selectSentTo);
  const t = (m: MessageDescriptor) => intl.formatMessage(m);
  const session = useAppActor('session');

  // The sign-in failure that led here is answered by this flow: the login screen it returns to
  // must not show it again beside the success toast.
  useEffect(() => {
    session.send({ type: 'session.error.dismiss' });
  }, [session]);

  useEffect(() => {
    const done = reset.on('reset.completed', () => {
      // Again at the end: a sign-in still running when the user came here may have failed since.
      session.send({ type: 'session.error.dismiss' });
      notify({
        kind: 'success',
        title: authMessages.resetDoneTitle,
        description: authMessages.resetDone,
      });
      navigate('/auth/login', { replace: true });
    });
    return () => done.unsubscribe();
  }, [reset, session, notify, navigate]);

  // The final state only lasts until the navigation above unmounts the page.
  const shown = step === 'done' ? 'password' : step;
  const edit = (field: ResetField) => (value: string) =>
    reset.send({ type: 'reset.edit', field, value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (step !== 'done') reset.send({ type: SUBMIT[step] });
  };

  let inputs: ReactNode;
  if (shown === 'email') {
    inputs = (
      <FormField
        label={t(authMessages.email)}
        error={problems.email ? t(authMessages.invalidEmail) : ''}
        name="email"
        type="email"
        value={fields.email}
        onChange={edit('email')}
        autoComplete="username"
      />
    );
  } else if (shown === 'code') {
    inputs = (
      <>
        <FormField
          label={t(authMessages.code)}
          error={problems.code ? t(authMessages.invalidCode) : ''}
          name="code"
          inputMode="numeric"
          maxLength={4}
          value={fields.code}
          onChange={edit('code')}
          autoComplete="one-time-code"
        />
        <FluentLink
          as="button"
          type="button"
          className={styles.resend}
          disabled={busy}
          onClick={() => reset.send({ type: 'reset.resendCode' })}
        >
          {t(resetMessages.resendCode)}
        </FluentLink>
      </>
    );
  } else {
    inputs = (
      <>
        <FormField
          label={t(authMessages.newPassword)}
          error={problems.password ? t(authMessages.passwordTooShort) : ''}
          name="new-password"
          type="password"
          value={fields.password}
          onChange={edit('password')}
          autoComplete="new-password"
        />
        <FormField
          label={t(authMessages.confirmPassword)}
          error={problems.confirmation ? t(CONFIRM_TEXT[problems.confirmation]) : ''}
          name="confirm-password"
          type="password"
          value={fields.confirmation}
          onChange={edit('confirmation')}
          autoComplete="new-password"
        />
      </>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="forgot-password">
      <Title2 as="h1">{t(TITLE[shown])}</Title2>
      {shown === 'email' && <Body1>{t(authMessages.forgotPasswordIntro)}</Body1>}
      {shown === 'code' && <Body1>{intl.formatMessage(CODE_INTRO, { email: sentTo })}</Body1>}
      {failure && (
        <MessageBar layout="multiline" intent="error" data-testid="reset-error">
          <MessageBarBody>{t(FAILURE_TEXT[failure])}</MessageBarBody>
        </MessageBar>
      )}
      {resent && (
        <MessageBar layout="multiline" intent="success" data-testid="reset-resent">
          <MessageBarBody>{t(resetMessages.codeResent)}</MessageBarBody>
        </MessageBar>
      )}
      {inputs}
      <Button
        appearance="primary"
        type="submit"
        disabled={busy}
        icon={busy ? <Spinner size="tiny" /> : undefined}
      >
        {t(ACTION[shown])}
      </Button>
      <Link href="/auth/login" asChild>
        <FluentLink>{t(authMessages.backToLogin)}</FluentLink>
      </Link>
    </form>
  );
}
