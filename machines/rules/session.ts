import type { Message } from '../types/messages';
import type { AccountUser, SessionView } from '../types/session';
import { fullNameOf } from './display-name';
import { messages } from './messages';

/** Storage key of the access token. */
export const ACCESS_TOKEN_KEY = 'accessToken';

/** Why a login failed (SPEC §8). */
export type LoginErrorKind = 'invalidCredentials' | 'noAdminAccount' | 'noDomains' | 'other';

/** A login error as shown to the user. */
export interface LoginError {
  kind: LoginErrorKind;
  code: number | null;
  title: Message;
  description: Message;
}

/** The numeric code of a thrown login error, if it has one. */
export function errorCode(error: unknown): number | null {
  if (error !== null && typeof error === 'object' && 'code' in error) {
    const code = Number((error as { code: unknown }).code);
    return Number.isFinite(code) ? code : null;
  }
  return null;
}

/**
 * How GET /api/v2/me is tried again when the server cannot answer: after the n-th failure in a
 * row the next try waits `firstDelayMs · 2^(n-1)`, at most `maxDelayMs` (1 s, 2 s, 4 s, 8 s,
 * 10 s); after `automaticTries` such waits only the user's "Reintentar" tries again, so a server
 * that stays down is not polled for ever.
 */
export const ACCOUNT_RETRY = { firstDelayMs: 1000, maxDelayMs: 10_000, automaticTries: 5 } as const;

/** The HTTP status a failed call was answered with; null when no response came (network, abort). */
export function httpStatusOf(error: unknown): number | null {
  if (error !== null && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' && Number.isInteger(status) ? status : null;
  }
  return null;
}

/**
 * Whether a failed call means the session is over: only the server refusing the token (401)
 * does. A 5xx, a timeout or a dropped connection says nothing about the token, and throwing it
 * away would sign the user out for a moment's outage.
 */
export function endsSession(error: unknown): boolean {
  return httpStatusOf(error) === 401;
}

/** Whether the `failures`-th failed account load in a row is still followed by an automatic try. */
export function retriesAutomatically(failures: number): boolean {
  return failures <= ACCOUNT_RETRY.automaticTries;
}

/**
 * The failure count after one more failure. It stops one past the automatic tries: beyond that
 * the count changes nothing, and a bounded count keeps the machine's states finite.
 */
export function countedFailures(failures: number): number {
  return Math.min(failures + 1, ACCOUNT_RETRY.automaticTries + 1);
}

/** Milliseconds to wait before trying again after `failures` failed account loads in a row. */
export function accountRetryDelay(failures: number): number {
  const { firstDelayMs, maxDelayMs } = ACCOUNT_RETRY;
  const exponent = Math.max(0, failures - 1);
  // Capped before the power grows: 2^n of a large n is Infinity, not a delay.
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(exponent, 30));
}

/** The login error for a failure kind (SPEC §8). */
export function loginError(kind: LoginErrorKind, code: number | null = null): LoginError {
  switch (kind) {
    case 'invalidCredentials':
      return { kind, code, title: messages.loginFailedTitle, description: messages.loginFailed };
    case 'noAdminAccount':
      return {
        kind,
        code,
        title: messages.noAdminAccountTitle,
        description: messages.noAdminAccount,
      };
    case 'noDomains':
      return { kind, code, title: messages.loginErrorTitle, description: messages.noDomains };
    case 'other':
      return { kind, code, title: messages.loginErrorTitle, description: messages.loginError };
  }
}

/** The session view of an account (SPEC §3). */
export function sessionViewOf(user: AccountUser): SessionView {
  return {
    id: user.id,
    name: fullNameOf(user.first_name, user.last_name) || user.email || '',
    role: user.role,
    email: user.email,
    phone: user.phone,
    profileImage: user.profile_image ?? user.avatar,
    locale: user.locale,
    timezone: user.timezone,
  };
}
