import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness/test-app';

// The reset-code limit applies to the e-mail as given, known or not: a 429 for a known e-mail and
// a 200 for an unknown one would tell an attacker which e-mails have an account.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const request = (email: string) =>
  t.admin('POST', '/admin/v2/password-reset/request', { body: { email } });

async function answers(email: string, times: number) {
  const out: { status: number; text: string }[] = [];
  for (let i = 0; i < times; i++) {
    const r = await request(email);
    out.push({ status: r.status, text: r.text });
  }
  return out;
}

describe('password-reset request limit', () => {
  it('answers a known and an unknown e-mail identically, limit included', async () => {
    const known = await answers('region@demo.test', 5);
    const unknown = await answers('nadie.aqui@demo.test', 5);
    expect(known.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    expect(unknown).toEqual(known);
  });

  it('keys the limit by the e-mail normalised as the lookup does', async () => {
    const spellings = ['ghost@demo.test', 'Ghost@Demo.Test', 'GHOST@DEMO.TEST'];
    for (const email of spellings) expect((await request(email)).status).toBe(200);
    expect((await request('ghost@demo.test')).status).toBe(429);
    // Another e-mail is not affected.
    expect((await request('ghost2@demo.test')).status).toBe(200);
  });

  it('lets no more than 3 of a concurrent burst through', async () => {
    const replies = await Promise.all(Array.from({ length: 20 }, () => request('super@demo.test')));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(17);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox
        WHERE recipient = 'super@demo.test' AND meta->>'kind' = 'password_reset'`,
    );
    expect(rows[0]?.n).toBe(3);
  });

  it('lets requests through again once the window has passed', async () => {
    const before = t.clock.now;
    t.clock.now = new Date(before.getTime() + 15 * 60 * 1000 + 1000);
    try {
      expect((await request('ghost@demo.test')).status).toBe(200);
      expect((await request('region@demo.test')).status).toBe(200);
    } finally {
      t.clock.now = before;
    }
  });
});
