import { createHash, randomInt } from 'node:crypto';
import { logActivity } from '../platform/activity/activity';
import { hashPassword } from '../platform/auth/password';
import { claimResetRequest, resetEmailKey } from '../platform/auth/reset-request-limit';
import { revokeAllSessions } from '../platform/auth/tokens';
import type { Db } from '../platform/db/db';
import { ApiFailure } from '../platform/http/api-failure';
import { type Routes, reply, route } from '../platform/http/operation';
import { enqueue } from '../platform/mail/outbox';

const CODE_TTL_MS = 15 * 60 * 1000;
const MAX_ATTEMPTS = 5;

const codeHash = (adminId: number, code: string) =>
  createHash('sha256').update(`${adminId}:${code}`).digest('hex');

const wrongCode = () =>
  new ApiFailure(400, 'reset_code_invalid', 'The code is not valid or has expired', {
    field: 'code',
  });

interface Claim {
  id: number;
  admin_id: number;
  ok: boolean;
}

/**
 * Checks a code against the e-mail's live reset and counts the try, in one UPDATE: the row lock
 * it takes makes concurrent checks of one reset run one after another, each seeing the count the
 * last one left, so no burst checks more than MAX_ATTEMPTS wrong codes. A right code costs no
 * try (verify, then complete); with `consume` it also marks the reset used, so only one of many
 * identical completes gets through.
 */
async function claimCheck(
  db: Db,
  email: string,
  code: string,
  now: Date,
  consume: boolean,
): Promise<Claim> {
  const { rows: admins } = await db.query<{ id: number }>(
    'SELECT id FROM admins WHERE lower(email) = $1',
    [resetEmailKey(email)],
  );
  const admin = admins[0];
  if (!admin) throw wrongCode();
  const { rows } = await db.query<Claim>(
    `UPDATE password_resets r
        SET attempts = r.attempts + (r.code_hash <> $2)::int,
            used_at = CASE WHEN $4::boolean AND r.code_hash = $2 THEN $3 ELSE r.used_at END
      WHERE r.id = (SELECT id FROM password_resets
                     WHERE admin_id = $1 AND used_at IS NULL AND expires_at > $3
                     ORDER BY created_at DESC LIMIT 1)
        AND r.used_at IS NULL AND r.expires_at > $3 AND r.attempts < $5
      RETURNING r.id, r.admin_id, r.code_hash = $2 AS ok`,
    [admin.id, codeHash(admin.id, code), now, consume, MAX_ATTEMPTS],
  );
  const claim = rows[0];
  if (claim?.ok) return claim;
  if (!claim) {
    // Nothing was claimed: no live reset, or one whose tries are used up.
    const { rows: live } = await db.query<{ attempts: number }>(
      `SELECT attempts FROM password_resets
        WHERE admin_id = $1 AND used_at IS NULL AND expires_at > $2
        ORDER BY created_at DESC LIMIT 1`,
      [admin.id, now],
    );
    if ((live[0]?.attempts ?? 0) >= MAX_ATTEMPTS) {
      throw new ApiFailure(429, 'reset_locked', 'Too many wrong codes. Request a new one.');
    }
  }
  throw wrongCode();
}

/** Password reset: e-mailed 4-digit code → verify → new password. */
export function passwordResetRoutes(routes: Routes): void {
  route(routes, 'requestPasswordReset', async (c, { body }) => {
    const { db, now } = c.var.deps;
    const { email, locale } = body;
    const at = now();
    // The answer is the same for unknown e-mails (the limit too), so the form cannot be used to
    // find accounts.
    await claimResetRequest(db, email, at);
    const { rows } = await db.query<{ id: number; email: string }>(
      'SELECT id, email FROM admins WHERE lower(email) = $1',
      [resetEmailKey(email)],
    );
    const admin = rows[0];
    if (!admin) return reply(c, { ok: true });
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    const english = locale !== undefined && !locale.startsWith('es');
    await db.transaction(async (tx) => {
      await tx.query(
        'UPDATE password_resets SET used_at = $2 WHERE admin_id = $1 AND used_at IS NULL',
        [admin.id, at],
      );
      await tx.query(
        `INSERT INTO password_resets (admin_id, code_hash, created_at, expires_at)
         VALUES ($1, $2, $3, $4)`,
        [admin.id, codeHash(admin.id, code), at, new Date(at.getTime() + CODE_TTL_MS)],
      );
      await enqueue(
        tx,
        {
          channel: 'email',
          recipient: admin.email,
          subject: english
            ? 'Your password reset code'
            : 'Tu código para restablecer la contraseña',
          body: english
            ? `Your code is ${code}. It expires in 15 minutes.`
            : `Tu código es ${code}. Vence en 15 minutos.`,
          meta: { kind: 'password_reset', code },
        },
        at,
      );
    });
    return reply(c, { ok: true });
  });

  route(routes, 'verifyPasswordReset', async (c, { body }) => {
    const { db, now } = c.var.deps;
    const { email, code } = body;
    await claimCheck(db, email, code, now(), false);
    return reply(c, { ok: true });
  });

  route(routes, 'completePasswordReset', async (c, { body }) => {
    const { db, now } = c.var.deps;
    const { email, code, password } = body;
    const at = now();
    const reset = await claimCheck(db, email, code, at, true);
    try {
      const hash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx.query('UPDATE admins SET password_hash = $2 WHERE id = $1', [
          reset.admin_id,
          hash,
        ]);
        await revokeAllSessions(tx, reset.admin_id, at);
        await logActivity(
          tx,
          { brandId: null, adminId: reset.admin_id, securityId: null, action: 'password_reset' },
          at,
        );
      });
    } catch (error) {
      // The code was taken for this call; give it back so the user can try again with it.
      await db
        .query('UPDATE password_resets SET used_at = NULL WHERE id = $1 AND used_at = $2', [
          reset.id,
          at,
        ])
        .catch(() => {});
      throw error;
    }
    return reply(c, { ok: true });
  });
}
