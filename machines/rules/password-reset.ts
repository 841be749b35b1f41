// SPEC §5 rules of the password-reset flow as plain functions: the machine decides with them and
// the view only maps their results to texts.
import { isValidEmail } from '../../openapi/rules/recipients';
import type { ResetFailure, ResetFields, ResetProblems } from '../types/password-reset';

/** Minimal length of a new password (SPEC §5, completePasswordReset's minLength). */
const PASSWORD_MIN_LENGTH = 8;

/** True for a reset code: exactly 4 digits (SPEC §5 'Reset code is 4 numbers'). */
export function isResetCode(value: string): boolean {
  return /^[0-9]{4}$/.test(value.trim());
}

/** What is wrong with the e-mail a code is asked for, or null (SPEC §5 'Please enter a valid email'). */
export function emailProblem(email: string): 'invalid' | null {
  return isValidEmail(email.trim()) ? null : 'invalid';
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

/** Every field's problem, whether or not its step is showing. */
export function resetProblems(fields: ResetFields): ResetProblems {
  return {
    email: emailProblem(fields.email),
    code: isResetCode(fields.code) ? null : 'invalid',
    password: newPasswordProblem(fields.password),
    confirmation: confirmationProblem(fields.password, fields.confirmation),
  };
}

/** True when the new password and its confirmation may be sent. */
export function isNewPasswordReady(fields: ResetFields): boolean {
  const problems = resetProblems(fields);
  return problems.password === null && problems.confirmation === null;
}

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

/** The failure of whatever a reset call threw: its `reason` when it has one, else 'other'. */
export function resetFailureOfError(error: unknown): ResetFailure {
  if (typeof error !== 'object' || error === null || !('reason' in error)) return 'other';
  const { reason } = error as { reason: unknown };
  return resetFailureOf(typeof reason === 'string' ? reason : undefined);
}
