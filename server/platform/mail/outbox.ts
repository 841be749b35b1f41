import type { Db } from '../db/db';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
  meta?: Record<string, unknown>;
}

/** Queues a message; the sender (or /dev/outbox outside production) picks it up. */
export async function enqueue(db: Db, m: OutboxMessage, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO outbox (channel, recipient, subject, body, meta, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [m.channel, m.recipient, m.subject ?? '', m.body, JSON.stringify(m.meta ?? {}), at],
  );
}
