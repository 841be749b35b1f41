import type { Db } from '../db/db';

// Delivers queued e-mails through SMTP_URL. SMS have no gateway in the reference API: they stay
// in the outbox, where /dev/outbox shows them.

interface Pending {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  meta: {
    attachment?: {
      filename: string;
      content_type: string;
      content: string;
      /** `base64` for a binary file (a workbook); text otherwise. */
      encoding?: 'base64';
    };
  } | null;
}

/** Starts polling the outbox every `everyMs`; returns a stop function. */
export async function startSender(db: Db, smtpUrl: string, everyMs = 2000): Promise<() => void> {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(smtpUrl);
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const { rows } = await db.query<Pending>(
        `SELECT id, recipient, subject, body, meta FROM outbox
          WHERE channel = 'email' AND sent_at IS NULL AND error IS NULL ORDER BY id LIMIT 20`,
      );
      for (const m of rows) {
        try {
          await transport.sendMail({
            from: 'no-reply@admin.local',
            to: m.recipient,
            subject: m.subject,
            text: m.body,
            // Exports made on the server travel as one attachment in the message's meta.
            attachments: m.meta?.attachment
              ? [
                  {
                    filename: m.meta.attachment.filename,
                    contentType: m.meta.attachment.content_type,
                    content: m.meta.attachment.content,
                    encoding: m.meta.attachment.encoding,
                  },
                ]
              : [],
          });
          await db.query('UPDATE outbox SET sent_at = now() WHERE id = $1', [m.id]);
        } catch (err) {
          await db.query('UPDATE outbox SET error = $2 WHERE id = $1', [m.id, String(err)]);
        }
      }
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  return () => clearInterval(timer);
}
