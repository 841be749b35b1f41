/** The failures the reset calls end in (openapi/admin.yaml, server reasons). */
export type ResetFailure = 'codeInvalid' | 'locked' | 'tooManyRequests' | 'other';

/** The fields of the reset form, one per input. */
export type ResetField = 'email' | 'code' | 'password' | 'confirmation';

/** What the user typed, as typed (rules trim where the contract wants it). */
export type ResetFields = Record<ResetField, string>;

/** Input of the `requestCode` actor (POST /admin/v2/password-reset/request). */
export interface RequestCodeInput {
  email: string;
  /** The console's locale; the API client narrows it to the contract's locales. */
  locale: string;
}

/** Input of the `verifyCode` actor (POST /admin/v2/password-reset/verify). */
export interface VerifyCodeInput {
  email: string;
  code: string;
}

/** Input of the `completeReset` actor (POST /admin/v2/password-reset/complete). */
export interface CompleteResetInput {
  email: string;
  code: string;
  password: string;
}

/** What is wrong with each field (SPEC §5), or null when it is fine. */
export interface ResetProblems {
  email: 'invalid' | null;
  code: 'invalid' | null;
  password: 'tooShort' | null;
  confirmation: 'required' | 'mismatch' | null;
}
