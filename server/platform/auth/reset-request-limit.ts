import type { Db } from '../db/db';
import { ApiFailure } from '../http/api-failure';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_REQUESTS = 3;

/** How the reset routes key an e-mail: as given, trimmed and in lower case. */
export const resetEmailKey = (email: string) => email.trim().toLowerCase();

/**
 * Records one reset request for `email`, or throws 429 when it already had MAX_REQUESTS in the
 * window. Applied before looking the e-mail up, so known and unknown e-mails answer alike (the
 * contract promises one answer either way). Count and record happen under one transaction-level
 * advisory lock per e-mail, so a burst cannot slip past the limit.
 */
export async function claimResetRequest(db: Db, email: string, now: Date): Promise<void> {
  const key = resetEmailKey(email);
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`reset:${key}`]);
    const { rows } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM password_reset_requests WHERE email = $1 AND at > $2',
      [key, new Date(now.getTime() - WINDOW_MS)],
    );
    if ((rows[0]?.n ?? 0) >= MAX_REQUESTS) {
      throw new ApiFailure(429, 'too_many_requests', 'Too many codes requested. Try again later.', {
        retry_after: WINDOW_MS / 1000,
      });
    }
    await tx.query('INSERT INTO password_reset_requests (email, at) VALUES ($1, $2)', [key, now]);
  });
}
