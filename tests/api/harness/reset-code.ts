import { expect } from 'vitest';
import type { Db } from '../../../server/platform/db/db';

/** The newest password-reset code e-mailed to `email` (read from the outbox). */
export async function lastResetCode(db: Db, email: string): Promise<string> {
  const { rows } = await db.query<{ meta: { code: string } }>(
    `SELECT meta FROM outbox WHERE recipient = $1 AND meta->>'kind' = 'password_reset'
      ORDER BY id DESC LIMIT 1`,
    [email],
  );
  const code = rows[0]?.meta.code;
  expect(code).toMatch(/^[0-9]{4}$/);
  return code as string;
}
