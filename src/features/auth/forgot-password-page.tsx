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
import { type FormEvent, type ReactNode, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import type { Message } from '../../../machines/types/messages';
import { isValidEmail } from '../../../openapi/rules/recipients';
import { useNotify } from '../../app/notices';
import { authMessages } from './auth-messages';
import { FormField } from './form-field';
import { completeReset, type ResetResult, requestReset, verifyReset } from './reset-api';
import {
  confirmationProblem,
  isResetCode,
  newPasswordProblem,
  type ResetFailure,
} from './reset-rules';

const useStyles = makeStyles({ form: { display: 'grid', gap: '16px' } });

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

type Step = 'email' | 'code' | 'password';

/** SPEC §2 reset flow: e-mail → 4-digit code → new password, then back to /auth/login. */
export function ForgotPasswordPage() {
  const styles = useStyles();
  const intl = useIntl();
  const notify = useNotify();
  const [, navigate] = useLocation();
  // Field contents and the current step are the form's own input.
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ResetFailure | null>(null);
  const t = (m: MessageDescriptor) => intl.formatMessage(m);

  const valid = {
    email: isValidEmail(email.trim()),
    code: isResetCode(code),
    password: newPasswordProblem(password) === null,
    confirmation: confirmationProblem(password, confirmation) === null,
  };
  const confirmProblem = confirmationProblem(password, confirmation);

  const call = async (result: Promise<ResetResult>, next: () => void) => {
    setBusy(true);
    setFailure(null);
    const outcome = await result;
    setBusy(false);
    if (!outcome.ok) return setFailure(outcome.failure);
    setSubmitted(false);
    next();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const mail = email.trim();
    if (step === 'email' && valid.email) {
      void call(requestReset(mail, intl.locale), () => setStep('code'));
    } else if (step === 'code' && valid.code) {
      void call(verifyReset(mail, code.trim()), () => setStep('password'));
    } else if (step === 'password' && valid.password && valid.confirmation) {
      void call(completeReset(mail, code.trim(), password), () => {
        notify({
          kind: 'success',
          title: authMessages.resetDoneTitle,
          description: authMessages.resetDone,
        });
        navigate('/auth/login', { replace: true });
      });
    }
  };

  const error = (ok: boolean, text: MessageDescriptor) => (submitted && !ok ? t(text) : '');
  let fields: ReactNode;
  if (step === 'email') {
    fields = (
      <FormField
        label={t(authMessages.email)}
        error={error(valid.email, authMessages.invalidEmail)}
        name="email"
        type="email"
        value={email}
        onChange={setEmail}
        autoComplete="username"
      />
    );
  } else if (step === 'code') {
    fields = (
      <FormField
        label={t(authMessages.code)}
        error={error(valid.code, authMessages.invalidCode)}
        name="code"
        inputMode="numeric"
        maxLength={4}
        value={code}
        onChange={setCode}
        autoComplete="one-time-code"
      />
    );
  } else {
    fields = (
      <>
        <FormField
          label={t(authMessages.newPassword)}
          error={error(valid.password, authMessages.passwordTooShort)}
          name="new-password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
        />
        <FormField
          label={t(authMessages.confirmPassword)}
          error={submitted && confirmProblem ? t(CONFIRM_TEXT[confirmProblem]) : ''}
          name="confirm-password"
          type="password"
          value={confirmation}
          onChange={setConfirmation}
          autoComplete="new-password"
        />
      </>
    );
  }

  const title = {
    email: authMessages.forgotPasswordTitle,
    code: authMessages.codeTitle,
    password: authMessages.newPasswordTitle,
  }[step];
  const action = {
    email: authMessages.sendCode,
    code: authMessages.verifyCode,
    password: authMessages.savePassword,
  }[step];

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="forgot-password">
      <Title2 as="h1">{t(title)}</Title2>
      {step === 'email' && <Body1>{t(authMessages.forgotPasswordIntro)}</Body1>}
      {step === 'code' && <Body1>{intl.formatMessage(CODE_INTRO, { email: email.trim() })}</Body1>}
      {failure && (
        <MessageBar intent="error" data-testid="reset-error">
          <MessageBarBody>{t(FAILURE_TEXT[failure])}</MessageBarBody>
        </MessageBar>
      )}
      {fields}
      <Button
        appearance="primary"
        type="submit"
        disabled={busy}
        icon={busy ? <Spinner size="tiny" /> : undefined}
      >
        {t(action)}
      </Button>
      <Link href="/auth/login" asChild>
        <FluentLink>{t(authMessages.backToLogin)}</FluentLink>
      </Link>
    </form>
  );
}
