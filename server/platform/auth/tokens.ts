import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db';

/** A fresh random 256-bit bearer token (base64url). */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for an admin and returns its token. */
export async function createSession(
  db: Db,
  adminId: number,
  clientId: string | null,
  ttlSeconds: number,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO sessions (token_hash, admin_id, client_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [hashToken(token), adminId, clientId, now, new Date(now.getTime() + ttlSeconds * 1000)],
  );
  return token;
}

/** Revokes every session of an admin (password change). */
export async function revokeAllSessions(db: Db, adminId: number, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE admin_id = $1 AND revoked_at IS NULL', [
    adminId,
    now,
  ]);
}
