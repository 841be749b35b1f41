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
