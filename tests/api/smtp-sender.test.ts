import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/platform/db/db';
import { enqueue } from '../../server/platform/mail/outbox';
import { startSender } from '../../server/platform/mail/sender';
import { openTestDb } from './harness/test-db';

// SMTP_URL delivery against a real SMTP conversation on loopback: a minimal server that speaks
// just enough of RFC 5321 for nodemailer and keeps what it was sent.

interface Received {
  from: string;
  to: string[];
  data: string;
}

function smtpServer(): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((socket: Socket) => {
    let mail: Received = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i = buffer.indexOf('\r\n');
      while (i >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else {
            mail.data += `${line}\n`;
          }
        } else {
          const cmd = line.slice(0, 4).toUpperCase();
          if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250 test\r\n');
          else if (cmd === 'MAIL') {
            mail.from = line;
            socket.write('250 ok\r\n');
          } else if (cmd === 'RCPT') {
            mail.to.push(line);
            socket.write('250 ok\r\n');
          } else if (cmd === 'DATA') {
            inData = true;
            socket.write('354 go on\r\n');
          } else if (cmd === 'QUIT') {
            socket.end('221 bye\r\n');
          } else socket.write('250 ok\r\n');
        }
        i = buffer.indexOf('\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        port: typeof address === 'object' && address ? address.port : 0,
        received,
      });
    });
  });
}

let db: Db;
let smtp: Awaited<ReturnType<typeof smtpServer>>;
beforeAll(async () => {
  db = await openTestDb();
  smtp = await smtpServer();
});
afterAll(async () => {
  smtp.server.close();
  await db.close();
});

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
}

describe('the outbox sender (SMTP_URL)', () => {
  it('delivers queued e-mails and marks them sent; SMS stay in the outbox', async () => {
    await enqueue(
      db,
      {
        channel: 'email',
        recipient: 'gerente@ejemplo.mx',
        subject: 'Código',
        body: 'Tu código es 4821.',
      },
      new Date(),
    );
    await enqueue(db, { channel: 'sms', recipient: '+525512345678', body: 'Llave: X' }, new Date());
    const stop = await startSender(db, `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, 50);
    try {
      await until(async () => {
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM outbox
            WHERE recipient = 'gerente@ejemplo.mx' AND sent_at IS NOT NULL`,
        );
        return (rows[0]?.n ?? 0) === 1;
      });
    } finally {
      stop();
    }
    const mail = smtp.received.find((m) => m.to.some((t) => t.includes('gerente@ejemplo.mx')));
    expect(mail?.data).toContain('Tu c');
    expect(mail?.data).toMatch(/Subject: /);
    const sms = await db.query<{ sent_at: Date | null }>(
      `SELECT sent_at FROM outbox WHERE recipient = '+525512345678'`,
    );
    expect(sms.rows[0]?.sent_at).toBeNull();
  });
});
