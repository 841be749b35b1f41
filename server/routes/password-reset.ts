import { createHash, randomInt } from 'node:crypto';
import { logActivity } from '../activity';
import { hashPassword } from '../auth/password';
import { claimResetRequest, resetEmailKey } from '../auth/reset-request-limit';
import { revokeAllSessions } from '../auth/tokens';
import type { Db } from '../db/db';
import { ApiFailure } from '../http/api-failure';
import { type Routes, reply, route } from '../http/operation';
import { enqueue } from '../mail/outbox';

const CODE_TTL_MS = 15 * 60 * 1000;
const MAX_ATTEMPTS = 5;

const codeHash = (adminId: number, code: string) =>
  createHash('sha256').update(`${adminId}:${code}`).digest('hex');

const wrongCode = () =>
  new ApiFailure(400, 'reset_code_invalid', 'The code is not valid or has expired', {
    field: 'code',
  });

interface ResetRow {
  id: number;
  admin_id: number;
  code_hash: string;
  attempts: number;
}

/** Finds the live reset of an e-mail and checks the code, counting wrong attempts. */
async function checkCode(db: Db, email: string, code: string, now: Date): Promise<ResetRow> {
  const { rows } = await db.query<ResetRow>(
    `SELECT r.id, r.admin_id, r.code_hash, r.attempts
       FROM password_resets r JOIN admins a ON a.id = r.admin_id
      WHERE lower(a.email) = $1 AND r.used_at IS NULL AND r.expires_at > $2
      ORDER BY r.created_at DESC LIMIT 1`,
    [email.trim().toLowerCase(), now],
  );
  const reset = rows[0];
  if (!reset) throw wrongCode();
  if (reset.attempts >= MAX_ATTEMPTS) {
    throw new ApiFailure(429, 'reset_locked', 'Too many wrong codes. Request a new one.');
  }
  if (reset.code_hash !== codeHash(reset.admin_id, code)) {
    await db.query('UPDATE password_resets SET attempts = attempts + 1 WHERE id = $1', [reset.id]);
    throw wrongCode();
  }
  return reset;
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
    await checkCode(db, email, code, now());
    return reply(c, { ok: true });
  });

  route(routes, 'completePasswordReset', async (c, { body }) => {
    const { db, now } = c.var.deps;
    const { email, code, password } = body;
    const at = now();
    const reset = await checkCode(db, email, code, at);
    const hash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE admins SET password_hash = $2 WHERE id = $1', [reset.admin_id, hash]);
      await tx.query('UPDATE password_resets SET used_at = $2 WHERE id = $1', [reset.id, at]);
      await revokeAllSessions(tx, reset.admin_id, at);
      await logActivity(
        tx,
        { brandId: null, adminId: reset.admin_id, securityId: null, action: 'password_reset' },
        at,
      );
    });
    return reply(c, { ok: true });
  });
}
