import { describe, expect, it } from 'vitest';
import {
  confirmationProblem,
  emailProblem,
  isNewPasswordReady,
  isResetCode,
  newPasswordProblem,
  resetFailureOf,
  resetFailureOfError,
  resetProblems,
} from '../../machines/rules/password-reset';

describe('password-reset rules (SPEC §5)', () => {
  it('accepts exactly 4 digits as a reset code', () => {
    expect(isResetCode('0123')).toBe(true);
    expect(isResetCode(' 9876 ')).toBe(true);
    for (const bad of ['', '123', '12345', '12a4', '12 3', '１２３４']) {
      expect(isResetCode(bad)).toBe(false);
    }
  });

  it('wants a valid e-mail, spaces around it aside', () => {
    expect(emailProblem(' ana@example.com ')).toBeNull();
    for (const bad of ['', 'ana', 'ana@', '@example.com', 'ana example@x.com']) {
      expect(emailProblem(bad)).toBe('invalid');
    }
  });

  it('wants at least 8 characters in a new password', () => {
    expect(newPasswordProblem('')).toBe('tooShort');
    expect(newPasswordProblem('1234567')).toBe('tooShort');
    expect(newPasswordProblem('12345678')).toBeNull();
  });

  it('wants a confirmation that matches', () => {
    expect(confirmationProblem('Secret123', '')).toBe('required');
    expect(confirmationProblem('Secret123', 'Secret124')).toBe('mismatch');
    expect(confirmationProblem('Secret123', 'Secret123')).toBeNull();
  });

  it('lists every field problem at once, and says when the new password may be sent', () => {
    const fields = { email: 'x', code: '12', password: 'short', confirmation: '' };
    expect(resetProblems(fields)).toEqual({
      email: 'invalid',
      code: 'invalid',
      password: 'tooShort',
      confirmation: 'required',
    });
    expect(isNewPasswordReady(fields)).toBe(false);
    expect(isNewPasswordReady({ ...fields, password: 'Secret123', confirmation: 'Secret12' })).toBe(
      false,
    );
    const ready = {
      email: 'a@b.co',
      code: '0000',
      password: 'Secret123',
      confirmation: 'Secret123',
    };
    expect(resetProblems(ready)).toEqual({
      email: null,
      code: null,
      password: null,
      confirmation: null,
    });
    expect(isNewPasswordReady(ready)).toBe(true);
  });

  it("maps the server's reasons to the texts the form shows", () => {
    expect(resetFailureOf('reset_code_invalid')).toBe('codeInvalid');
    expect(resetFailureOf('reset_locked')).toBe('locked');
    expect(resetFailureOf('too_many_requests')).toBe('tooManyRequests');
    expect(resetFailureOf('network')).toBe('other');
    expect(resetFailureOf(undefined)).toBe('other');
  });

  it('reads the reason of whatever a call threw', () => {
    expect(resetFailureOfError({ reason: 'reset_locked', code: 429 })).toBe('locked');
    expect(
      resetFailureOfError(Object.assign(new Error('x'), { reason: 'too_many_requests' })),
    ).toBe('tooManyRequests');
    for (const other of [new Error('down'), null, undefined, 'reset_locked', { reason: 7 }]) {
      expect(resetFailureOfError(other)).toBe('other');
    }
  });
});
