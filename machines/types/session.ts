import type { DomainSecurity } from './organization';
import type { AdminTourSettings } from './tour';

/** Credentials sent to POST /token. */
export interface LoginInput {
  username: string;
  password: string;
}

/** Successful POST /token answer. */
export interface LoginOutput {
  access_token: string;
}

/** The current user from GET /api/v2/me (SPEC §3). */
export interface AccountUser {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  avatar: string | null;
  role: string | null;
  locale: string | null;
  profile_image: string | null;
  timezone: string | null;
  domains: DomainSecurity[];
  /** Guided-tour settings kept with the admin, so every browser starts from them. */
  tour: AdminTourSettings;
}

/** GET /api/v2/me answer: a refreshed token and the user. */
export interface AccountOutput {
  accessToken: string;
  user: AccountUser;
}

/** What the session shows of the user (SPEC §3 "session view"). */
export interface SessionView {
  id: number;
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
  profileImage: string | null;
  locale: string | null;
  timezone: string | null;
}
