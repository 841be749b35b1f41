import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type PasswordResetInput,
  type PasswordResetSnapshot,
  passwordResetMachine,
  selectCodeResent,
  selectFailure,
  selectFields,
  selectIsBusy,
  selectProblems,
  selectSentTo,
  selectStep,
} from '../../machines/password-reset';
import { resetProblems } from '../../machines/rules/password-reset';
import type {
  CompleteResetInput,
  RequestCodeInput,
  ResetField,
  VerifyCodeInput,
} from '../../machines/types/password-reset';
import { controlled, type MachineModel } from './harness';
import { pathSuite } from './suite';

const machine = passwordResetMachine.provide({
  actors: { requestCode: controlled(), verifyCode: controlled(), completeReset: controlled() },
});

const EMAIL = 'ana@example.com';
const CODE = '1234';
const PASSWORD = 'Secret123';
const snap = (s: unknown) => s as PasswordResetSnapshot;
const edit = (field: ResetField, value: string) => ({ type: 'reset.edit', field, value });
const fail = (id: string, reason: string) => ({
  type: `xstate.error.actor.${id}`,
  error: { reason, message: reason },
});
const network = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('down') });
const done = (id: string) => ({ type: `xstate.done.actor.${id}`, output: undefined });

// The fields each step shows; a busy step takes no typing in the model (so the calls' inputs
// stay fixed constants); the last test below types during a call on its own.
const emailEvents = [
  edit('email', ` ${EMAIL} `),
  edit('email', 'not-an-email'),
  { type: 'reset.submitEmail' },
];
const codeEvents = [
  edit('code', ` ${CODE} `),
  edit('code', '12a'),
  { type: 'reset.submitCode' },
  { type: 'reset.resendCode' },
];
const passwordEvents = [
  edit('password', PASSWORD),
  edit('password', 'short'),
  edit('confirmation', PASSWORD),
  edit('confirmation', ''),
  edit('confirmation', 'Other1234'),
  { type: 'reset.submitPassword' },
];
const answers = [
  done('requestCode'),
  fail('requestCode', 'too_many_requests'),
  network('requestCode'),
  done('verifyCode'),
  fail('verifyCode', 'reset_code_invalid'),
  fail('verifyCode', 'reset_locked'),
  done('resendCode'),
  fail('resendCode', 'too_many_requests'),
  done('completeReset'),
  fail('completeReset', 'reset_code_invalid'),
  network('completeReset'),
];

const model: MachineModel<PasswordResetInput> = {
  name: 'passwordReset',
  machine,
  scenarios: [{ name: 'es-ES', input: () => ({ locale: 'es-ES' }) }],
  events: (s) => {
    if (s.hasTag('busy')) return answers;
    if (s.matches('email')) return emailEvents;
    if (s.matches('code')) return codeEvents;
    return passwordEvents;
  },
  // What the view can tell apart: the state, each field's problem, and the flags.
  serialize: (s) =>
    JSON.stringify({
      value: s.value,
      problems: resetProblems(s.context.fields),
      submitted: s.context.submitted,
      failure: s.context.failure,
      resent: s.context.resent,
    }),
  edgeKey: (s) => JSON.stringify([s.context.failure, s.context.submitted, s.context.resent]),
  invariant: (s, w) => {
    const busy = selectIsBusy(snap(s));
    expect(busy).toBe(w.pending.size > 0);
    if (busy) expect(selectFailure(snap(s))).toBeNull();
    if (!s.context.submitted)
      expect(selectProblems(snap(s))).toEqual({
        email: null,
        code: null,
        password: null,
        confirmation: null,
      });
    if (s.status !== 'done') expect(w.emitted).toEqual([]);
  },
  states: {
    'passwordReset.email.editing': (s, w) => {
      expect(selectStep(snap(s))).toBe('email');
      expect(w.calls.every(([id]) => id === 'requestCode')).toBe(true);
      expect([null, 'tooManyRequests', 'other']).toContain(selectFailure(snap(s)));
      // A submit that stays on the step is a refused one: its text shows.
      if (w.lastEvent?.type === 'reset.submitEmail')
        expect(selectProblems(snap(s)).email).toBe('invalid');
    },
    'passwordReset.email.requesting': (s, w) => {
      expect(selectStep(snap(s))).toBe('email');
      expect(w.pending.get('requestCode')?.input).toEqual({ email: EMAIL, locale: 'es-ES' });
      expect(s.context.submitted).toBe(true);
    },
    'passwordReset.code.editing': (s, w) => {
      expect(selectStep(snap(s))).toBe('code');
      expect(selectSentTo(snap(s))).toBe(EMAIL);
      expect(w.calls.map(([id]) => id)).toContain('requestCode');
      expect([null, 'codeInvalid', 'locked', 'tooManyRequests']).toContain(selectFailure(snap(s)));
      if (selectCodeResent(snap(s))) {
        expect(w.calls.at(-1)?.[0]).toBe('resendCode');
        expect(selectFailure(snap(s))).toBeNull();
      }
      // The old code is void once a new one is sent.
      if (w.lastEvent?.type === 'xstate.done.actor.resendCode') {
        expect(selectFields(snap(s)).code).toBe('');
        expect(selectProblems(snap(s)).code).toBeNull();
      }
      if (w.lastEvent?.type === 'reset.submitCode')
        expect(selectProblems(snap(s)).code).toBe('invalid');
    },
    'passwordReset.code.verifying': (s, w) => {
      expect(selectStep(snap(s))).toBe('code');
      expect(w.pending.get('verifyCode')?.input).toEqual({ email: EMAIL, code: CODE });
      expect(selectCodeResent(snap(s))).toBe(false);
    },
    'passwordReset.code.resending': (s, w) => {
      expect(selectStep(snap(s))).toBe('code');
      expect(w.pending.get('resendCode')?.input).toEqual({ email: EMAIL, locale: 'es-ES' });
    },
    'passwordReset.password.editing': (s, w) => {
      expect(selectStep(snap(s))).toBe('password');
      expect(w.calls.map(([id]) => id)).toContain('verifyCode');
      expect([null, 'codeInvalid', 'other']).toContain(selectFailure(snap(s)));
      const problems = selectProblems(snap(s));
      if (w.lastEvent?.type === 'reset.submitPassword')
        expect(problems.password ?? problems.confirmation).not.toBeNull();
    },
    'passwordReset.password.saving': (s, w) => {
      expect(selectStep(snap(s))).toBe('password');
      expect(w.pending.get('completeReset')?.input).toEqual({
        email: EMAIL,
        code: CODE,
        password: PASSWORD,
      });
    },
    'passwordReset.done': (s, w) => {
      expect(s.status).toBe('done');
      expect(selectStep(snap(s))).toBe('done');
      expect(w.emitted).toEqual([{ type: 'reset.completed' }]);
      expect(w.calls.at(-1)?.[0]).toBe('completeReset');
    },
  },
};

pathSuite(model);

describe('passwordReset while a call runs', () => {
  it('lets the user type during a call; a resend clears the code and asks again', async () => {
    const inputs: [string, unknown][] = [];
    const answer =
      (name: string) =>
      async ({ input }: { input: unknown }): Promise<void> => {
        inputs.push([name, input]);
      };
    const actor = createActor(
      passwordResetMachine.provide({
        actors: {
          requestCode: fromPromise<void, RequestCodeInput>(answer('requestCode')),
          verifyCode: fromPromise<void, VerifyCodeInput>(answer('verifyCode')),
          completeReset: fromPromise<void, CompleteResetInput>(answer('completeReset')),
        },
      }),
      { input: { locale: 'en-US' } },
    );
    actor.start();
    actor.send({ type: 'reset.edit', field: 'email', value: EMAIL });
    actor.send({ type: 'reset.submitEmail' });
    // Typing is not blocked while the request runs.
    actor.send({ type: 'reset.edit', field: 'code', value: '9' });
    expect(actor.getSnapshot().context.fields.code).toBe('9');
    await new Promise((r) => setTimeout(r, 0));
    expect(selectStep(actor.getSnapshot())).toBe('code');
    actor.send({ type: 'reset.resendCode' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.fields.code).toBe('');
    expect(selectCodeResent(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'reset.edit', field: 'code', value: '4321' });
    actor.send({ type: 'reset.submitCode' });
    expect(selectCodeResent(actor.getSnapshot())).toBe(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(inputs).toEqual([
      ['requestCode', { email: EMAIL, locale: 'en-US' }],
      ['requestCode', { email: EMAIL, locale: 'en-US' }],
      ['verifyCode', { email: EMAIL, code: '4321' }],
    ]);
    actor.stop();
  });
});
