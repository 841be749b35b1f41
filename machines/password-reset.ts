import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { isNewPasswordReady, resetFailureOfError, resetProblems } from './rules/password-reset';
import type {
  CompleteResetInput,
  RequestCodeInput,
  ResetFailure,
  ResetField,
  ResetFields,
  ResetProblems,
  VerifyCodeInput,
} from './types/password-reset';

/** Input of the password-reset actor. */
export interface PasswordResetInput {
  /** The console's locale, sent with the code request so the e-mail comes in it. */
  locale: string;
}

/** Context of the password-reset actor. */
export interface PasswordResetContext {
  locale: string;
  fields: ResetFields;
  /** Set by a submit: from then on the current step's field problems show. */
  submitted: boolean;
  /** The last failure of a reset call, until the next call starts. */
  failure: ResetFailure | null;
  /** True after a resend succeeded, until the next call starts. */
  resent: boolean;
}

/** Events the password-reset flow accepts. */
export type PasswordResetEvent =
  | { type: 'reset.edit'; field: ResetField; value: string }
  | { type: 'reset.submitEmail' }
  | { type: 'reset.submitCode' }
  | { type: 'reset.resendCode' }
  | { type: 'reset.submitPassword' };

/** Events the flow emits: the new password is saved (the view notifies and returns to sign-in). */
export type PasswordResetEmitted = { type: 'reset.completed' };

function notProvided(name: string): never {
  throw new Error(`passwordReset: the ${name} actor is provided by the view`);
}

const emptyFields: ResetFields = { email: '', code: '', password: '', confirmation: '' };

// The calls send what the contract wants: the e-mail and the code without stray spaces.
const requestInput = ({ context }: { context: PasswordResetContext }): RequestCodeInput => ({
  email: context.fields.email.trim(),
  locale: context.locale,
});

/** Password reset (SPEC §2): e-mail → 4-digit code (resendable) → new password, then sign-in. */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
    emitted: {} as PasswordResetEmitted,
    tags: {} as 'busy',
  },
  actors: {
    requestCode: fromPromise<void, RequestCodeInput>(async () => notProvided('requestCode')),
    verifyCode: fromPromise<void, VerifyCodeInput>(async () => notProvided('verifyCode')),
    completeReset: fromPromise<void, CompleteResetInput>(async () => notProvided('completeReset')),
  },
  actions: {
    edit: assign(({ context }, params: { field: ResetField; value: string }) => ({
      fields: { ...context.fields, [params.field]: params.value },
    })),
    markSubmitted: assign({ submitted: true }),
    // As the form always did: a valid submit also marks the step submitted and clears the
    // previous failure while the call runs.
    startCall: assign({ submitted: true, failure: null, resent: false }),
    setFailure: assign((_, params: { error: unknown }) => ({
      failure: resetFailureOfError(params.error),
    })),
    nextStep: assign({ submitted: false }),
  },
  guards: {
    emailValid: ({ context }) => resetProblems(context.fields).email === null,
    codeValid: ({ context }) => resetProblems(context.fields).code === null,
    newPasswordValid: ({ context }) => isNewPasswordReady(context.fields),
  },
}).createMachine({
  id: 'passwordReset',
  description:
    'The forgot-password flow of the sign-in screens: ask a code by e-mail, check it, set a new password.',
  context: ({ input }) => ({
    locale: input.locale,
    fields: emptyFields,
    submitted: false,
    failure: null,
    resent: false,
  }),
  // Typing is never blocked, not even while a call runs (the form only disables its button).
  on: {
    'reset.edit': {
      actions: {
        type: 'edit',
        params: ({ event }) => ({ field: event.field, value: event.value }),
      },
    },
  },
  initial: 'email',
  states: {
    email: {
      description: "Step 1, 'Recuperar contraseña': the e-mail the 4-digit code is sent to.",
      initial: 'editing',
      states: {
        editing: {
          description:
            "The e-mail field. Submitting an invalid e-mail shows 'Por favor, ingresa un correo válido'.",
          on: {
            'reset.submitEmail': [
              { guard: { type: 'emailValid' }, target: 'requesting', actions: 'startCall' },
              { actions: 'markSubmitted' },
            ],
          },
        },
        requesting: {
          description:
            'POST /admin/v2/password-reset/request: the server e-mails a code (same answer for unknown e-mails).',
          tags: ['busy'],
          invoke: {
            id: 'requestCode',
            src: 'requestCode',
            input: requestInput,
            onDone: { target: '#passwordReset.code', actions: 'nextStep' },
            onError: {
              target: 'editing',
              actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    code: {
      description: "Step 2, 'Ingresa el código': the 4-digit code e-mailed to the address.",
      initial: 'editing',
      states: {
        editing: {
          description:
            "The code field. Submitting anything but 4 digits shows 'El código debe tener 4 números'; a new code can be asked for.",
          on: {
            'reset.submitCode': [
              { guard: { type: 'codeValid' }, target: 'verifying', actions: 'startCall' },
              { actions: 'markSubmitted' },
            ],
            'reset.resendCode': {
              target: 'resending',
              actions: assign({ failure: null, resent: false }),
            },
          },
        },
        verifying: {
          description:
            'POST /admin/v2/password-reset/verify checks the code without using it (a wrong one counts as an attempt).',
          tags: ['busy'],
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ context }) => ({
              email: context.fields.email.trim(),
              code: context.fields.code.trim(),
            }),
            onDone: { target: '#passwordReset.password', actions: 'nextStep' },
            onError: {
              target: 'editing',
              actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        resending: {
          description:
            'POST /admin/v2/password-reset/request again: a new code replaces the old one, which is cleared from the field.',
          tags: ['busy'],
          invoke: {
            id: 'resendCode',
            src: 'requestCode',
            input: requestInput,
            onDone: {
              target: 'editing',
              actions: assign(({ context }) => ({
                fields: { ...context.fields, code: '' },
                submitted: false,
                resent: true,
              })),
            },
            onError: {
              target: 'editing',
              actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    password: {
      description: "Step 3, 'Nueva contraseña': the new password, typed twice.",
      initial: 'editing',
      states: {
        editing: {
          description:
            'The new password (8 characters at least) and its confirmation, which must match.',
          on: {
            'reset.submitPassword': [
              { guard: { type: 'newPasswordValid' }, target: 'saving', actions: 'startCall' },
              { actions: 'markSubmitted' },
            ],
          },
        },
        saving: {
          description:
            'POST /admin/v2/password-reset/complete sets the password and ends every session of the account.',
          tags: ['busy'],
          invoke: {
            id: 'completeReset',
            src: 'completeReset',
            input: ({ context }) => ({
              email: context.fields.email.trim(),
              code: context.fields.code.trim(),
              password: context.fields.password,
            }),
            onDone: {
              target: '#passwordReset.done',
              actions: ['nextStep', emit({ type: 'reset.completed' })],
            },
            onError: {
              target: 'editing',
              actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    done: {
      description:
        "The password is saved: the view shows 'Contraseña actualizada' and returns to sign-in.",
      type: 'final',
    },
  },
});

/** Snapshot of the password-reset actor. */
export type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;

/** The step of the flow: which fields, title and button the form shows. */
export type ResetStep = 'email' | 'code' | 'password' | 'done';

/** The current step. */
export const selectStep = (s: PasswordResetSnapshot): ResetStep => {
  if (s.matches('email')) return 'email';
  if (s.matches('code')) return 'code';
  if (s.matches('password')) return 'password';
  return 'done';
};
/** True while a reset call runs (the submit button is disabled and spins). */
export const selectIsBusy = (s: PasswordResetSnapshot): boolean => s.hasTag('busy');
/** The fields as typed. */
export const selectFields = (s: PasswordResetSnapshot): ResetFields => s.context.fields;
/** The e-mail the code goes to, as sent. */
export const selectSentTo = (s: PasswordResetSnapshot): string => s.context.fields.email.trim();
/** The failure of the last call, or null. */
export const selectFailure = (s: PasswordResetSnapshot): ResetFailure | null => s.context.failure;
/** True when a new code was just sent. */
export const selectCodeResent = (s: PasswordResetSnapshot): boolean => s.context.resent;

const noProblems: ResetProblems = { email: null, code: null, password: null, confirmation: null };

/** The field problems to show: none until the step is submitted. */
export const selectProblems = (s: PasswordResetSnapshot): ResetProblems =>
  s.context.submitted ? resetProblems(s.context.fields) : noProblems;
