// SPEC §5 rules of the password-reset flow, as plain functions (the forms only map the results
// to texts).

/** Minimal length of a new password (SPEC §5, completePasswordReset's minLength). */
export const PASSWORD_MIN_LENGTH = 8;

/** True for a reset code: exactly 4 digits (SPEC §5 'Reset code is 4 numbers'). */
export function isResetCode(value: string): boolean {
  return /^[0-9]{4}$/.test(value.trim());
}

/** What is wrong with a new password, or null. */
export function newPasswordProblem(password: string): 'tooShort' | null {
  return password.length < PASSWORD_MIN_LENGTH ? 'tooShort' : null;
}

/** What is wrong with the confirmation of `password`, or null. */
export function confirmationProblem(
  password: string,
  confirmation: string,
): 'required' | 'mismatch' | null {
  if (confirmation === '') return 'required';
  return confirmation === password ? null : 'mismatch';
}

/** The failures the reset calls answer with (openapi/admin.yaml, server reasons). */
export type ResetFailure = 'codeInvalid' | 'locked' | 'tooManyRequests' | 'other';

/** Maps an API error reason to the failure the form shows. */
export function resetFailureOf(reason: string | undefined): ResetFailure {
  switch (reason) {
    case 'reset_code_invalid':
      return 'codeInvalid';
    case 'reset_locked':
      return 'locked';
    case 'too_many_requests':
      return 'tooManyRequests';
    default:
      return 'other';
  }
}
