import type { Hono } from 'hono';
import type { AppEnv } from '../platform/http/env';

/** Development-only helpers: the outbox, so demo e-mails and SMS can be read without SMTP. */
export function devRoutes(app: Hono<AppEnv>): void {
  app.get('/dev/outbox', async (c) => {
    const { db } = c.var.deps;
    const recipient = c.req.query('recipient');
    const { rows } = await db.query(
      `SELECT id, channel, recipient, subject, body, meta, created_at, sent_at
         FROM outbox WHERE ($1::text IS NULL OR recipient = $1) ORDER BY id DESC LIMIT 100`,
      [recipient ?? null],
    );
    return c.json(rows);
  });
}
