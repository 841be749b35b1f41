import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastResetCode } from './harness/reset-code';
import { DEMO_PASSWORD, startTestApp, type TestApp } from './harness/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const lastCode = (email: string) => lastResetCode(t.db, email);

const post = (step: string, body: object) =>
  t.admin<{ ok?: true; reason?: string }>('POST', `/admin/v2/password-reset/${step}`, { body });

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('password reset with an e-mailed 4-digit code', () => {
  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const r = await post('request', { email: 'ghost@demo.test' });
    expect(r.status).toBe(200);
    const { rows } = await t.db.query(`SELECT 1 FROM outbox WHERE recipient = 'ghost@demo.test'`);
    expect(rows).toHaveLength(0);
  });

  it('request → verify → complete sets the password and ends the sessions', async () => {
    const email = 'store@demo.test';
    const oldToken = await t.login(email);
    expect((await post('request', { email, locale: 'es-ES' })).status).toBe(200);
    const code = await lastCode(email);
    expect((await post('verify', { email, code })).status).toBe(200);
    const done = await post('complete', { email, code, password: 'Nueva-Clave-2026' });
    expect(done.status).toBe(200);
    expect((await t.main('GET', '/api/v2/me', { token: oldToken })).status).toBe(401);
    await t.login(email, 'Nueva-Clave-2026');
    // The code is used up.
    expect((await post('complete', { email, code, password: 'Otra-Clave-2026' })).status).toBe(400);
  });

  it('rejects short passwords and malformed codes by the contract', async () => {
    const short = await post('complete', { email: 'brand@demo.test', code: '1234', password: 'x' });
    expect(short.status).toBe(400);
    expect((short.body as { field?: string }).field).toBe('password');
    const badCode = await post('verify', { email: 'brand@demo.test', code: '12a4' });
    expect(badCode.status).toBe(400);
  });

  it('expires codes after 15 minutes', async () => {
    const email = 'brand@demo.test';
    await post('request', { email });
    const code = await lastCode(email);
    const before = t.clock.now;
    t.clock.now = new Date(before.getTime() + 15 * 60 * 1000 + 1);
    try {
      const r = await post('verify', { email, code });
      expect(r.status).toBe(400);
      expect(r.body.reason).toBe('reset_code_invalid');
    } finally {
      t.clock.now = before;
    }
  });

  it('locks a code after five wrong attempts, even the right one then', async () => {
    const email = 'region@demo.test';
    await post('request', { email });
    const code = await lastCode(email);
    for (let i = 0; i < 5; i++) {
      expect((await post('verify', { email, code: wrong(code) })).status).toBe(400);
    }
    const locked = await post('verify', { email, code });
    expect(locked.status).toBe(429);
    expect(locked.body.reason).toBe('reset_locked');
    await t.login(email, DEMO_PASSWORD);
  });

  it('limits how many codes one account can request', async () => {
    const email = 'multi@demo.test';
    for (let i = 0; i < 3; i++) expect((await post('request', { email })).status).toBe(200);
    expect((await post('request', { email })).status).toBe(429);
  });
});
