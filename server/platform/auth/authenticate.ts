import type { Context } from 'hono';
import { ApiFailure } from '../http/api-failure';
import type { AppEnv, SignedInAdmin } from '../http/env';
import { hashToken } from './tokens';

/** The bearer token of a request: `Authorization: Bearer …`, else the `AccessToken` header. */
export function requestToken(c: Context<AppEnv>): string | undefined {
  const auth = c.req.header('authorization');
  const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? c.req.header('accesstoken') ?? undefined;
}

/** Resolves the signed-in admin from the token or fails with 401. */
export async function authenticate(c: Context<AppEnv>): Promise<SignedInAdmin> {
  const token = requestToken(c);
  if (!token) throw new ApiFailure(401, 'unauthenticated', 'Sign in first');
  const { db, now } = c.var.deps;
  const tokenHash = hashToken(token);
  const { rows } = await db.query<Omit<SignedInAdmin, 'tokenHash'>>(
    `SELECT a.id, a.email, a.first_name, a.last_name, a.phone, a.avatar, a.locale,
            a.profile_image, a.timezone, s.created_at AS "sessionCreatedAt"
       FROM sessions s JOIN admins a ON a.id = s.admin_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [tokenHash, now()],
    // Every admin call runs it first: parsed once per connection, not on every request.
    { prepared: 'authenticate_session' },
  );
  const row = rows[0];
  if (!row) throw new ApiFailure(401, 'session_expired', 'The session has expired or was ended');
  return { ...row, tokenHash };
}
