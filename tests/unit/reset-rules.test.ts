import { describe, expect, it } from 'vitest';
import {
  confirmationProblem,
  isResetCode,
  newPasswordProblem,
  resetFailureOf,
} from '../../src/features/auth/reset-rules';

describe('password-reset rules (SPEC §5)', () => {
  it('accepts exactly 4 digits as a reset code', () => {
    expect(isResetCode('0123')).toBe(true);
    expect(isResetCode(' 9876 ')).toBe(true);
    for (const bad of ['', '123', '12345', '12a4', '12 3', '１２３４']) {
      expect(isResetCode(bad)).toBe(false);
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

  it("maps the server's reasons to the texts the form shows", () => {
    expect(resetFailureOf('reset_code_invalid')).toBe('codeInvalid');
    expect(resetFailureOf('reset_locked')).toBe('locked');
    expect(resetFailureOf('too_many_requests')).toBe('tooManyRequests');
    expect(resetFailureOf('network')).toBe('other');
    expect(resetFailureOf(undefined)).toBe('other');
  });
});
