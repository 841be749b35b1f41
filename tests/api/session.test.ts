import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApp, type TestApp } from './harness/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const signIn = (username: string, password: string) =>
  t.main<{ error: true; code: number; reason: string; message: string; retry_after?: number }>(
    'POST',
    '/token',
    { body: { username, password, client_id: 'test', grant_type: 'password' } },
  );

describe('POST /token', () => {
  it('signs in a demo admin and returns a bearer token', async () => {
    const r = await t.main<{ access_token: string; token_type: string; expires_in: number }>(
      'POST',
      '/token',
      {
        body: {
          username: 'Brand@Demo.Test',
          password: DEMO_PASSWORD,
          client_id: 'x',
          grant_type: 'password',
        },
      },
    );
    expect(r.status).toBe(200);
    expect(r.body.token_type).toBe('Bearer');
    expect(r.body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.body.expires_in).toBeGreaterThan(0);
    const stored = await t.db.query<{ token_hash: string }>(
      `SELECT s.token_hash FROM sessions s JOIN admins a ON a.id = s.admin_id
        WHERE a.email = 'brand@demo.test'`,
    );
    // Only the hash is kept.
    expect(stored.rows.map((x) => x.token_hash)).not.toContain(r.body.access_token);
    expect(stored.rows.length).toBeGreaterThan(0);
  });

  it('answers code 1 for a wrong password and for an unknown e-mail, encrypted', async () => {
    const wrong = await signIn('store@demo.test', 'nope-nope');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ error: true, code: 1, reason: 'invalid_credentials' });
    expect(wrong.body.message).toBe('Invalid email or password. Please try again.');
    expect(JSON.parse(wrong.text)).toHaveProperty('encr_resp');
    const unknown = await signIn('nobody@nowhere.test', DEMO_PASSWORD);
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe(1);
  });

  it('answers code 2 for an e-mail that belongs to no admin account', async () => {
    const r = await signIn('collab@demo.test', DEMO_PASSWORD);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 2, reason: 'no_admin_account' });
    expect(r.body.message).toBe("Sorry! We don't have any admin account associated to this email");
  });

  it('lets an admin without domains sign in; /me shows no domains', async () => {
    const token = await t.login('nodomain@demo.test');
    const me = await t.main<{ user: { domains: unknown[]; role: string | null } }>(
      'GET',
      '/api/v2/me',
      { token },
    );
    expect(me.status).toBe(200);
    expect(me.body.user.domains).toEqual([]);
    expect(me.body.user.role).toBeNull();
  });

  it('throttles after five failures in 15 minutes, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await signIn('region@demo.test', `bad-${i}`)).status).toBe(401);
    }
    const blocked = await signIn('region@demo.test', DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.reason).toBe('too_many_attempts');
    expect(blocked.body.retry_after).toBeGreaterThan(0);
    expect(blocked.body.retry_after).toBeLessThanOrEqual(900);
    // Another account is not affected.
    expect((await signIn('brand@demo.test', DEMO_PASSWORD)).status).toBe(200);
    // Fifteen minutes later the account may sign in again.
    const before = t.clock.now;
    t.clock.now = new Date(before.getTime() + 15 * 60 * 1000 + 1000);
    try {
      expect((await signIn('region@demo.test', DEMO_PASSWORD)).status).toBe(200);
    } finally {
      t.clock.now = before;
    }
  });
});

describe('sessions', () => {
  it('/me returns the account with its domains and refreshes the token', async () => {
    const token = await t.login('multi@demo.test');
    const me = await t.main<{
      accessToken: string;
      user: { email: string; role: string; domains: { id: number; role_id: number }[] };
    }>('GET', '/api/v2/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('multi@demo.test');
    expect(me.body.user.domains.length).toBeGreaterThan(1);
    expect(me.body.accessToken).toBe(token);
    const before = t.clock.now;
    const at = (hours: number) => new Date(before.getTime() + hours * 3600 * 1000);
    try {
      // Refreshed at 11 h, the token outlives its first 12 h; unrefreshed it would not.
      t.clock.now = at(11);
      expect((await t.main('GET', '/api/v2/me', { token })).status).toBe(200);
      t.clock.now = at(13);
      expect((await t.main('GET', '/api/v2/me', { token })).status).toBe(200);
      // However often it is refreshed, a session ends 30 days after sign-in.
      for (let h = 24; h < 30 * 24; h += 11) {
        t.clock.now = at(h);
        await t.main('GET', '/api/v2/me', { token });
      }
      t.clock.now = at(30 * 24 + 1);
      expect((await t.main('GET', '/api/v2/me', { token })).status).toBe(401);
    } finally {
      t.clock.now = before;
    }
  });

  it('rejects a missing, unknown or expired token with 401', async () => {
    expect((await t.main('GET', '/api/v2/me')).status).toBe(401);
    expect((await t.main('GET', '/api/v2/me', { token: 'x'.repeat(43) })).status).toBe(401);
    const token = await t.login('store@demo.test');
    const before = t.clock.now;
    t.clock.now = new Date(before.getTime() + 13 * 3600 * 1000);
    try {
      const r = await t.main<{ reason: string }>('GET', '/api/v2/me', { token });
      expect(r.status).toBe(401);
      expect(r.body.reason).toBe('session_expired');
    } finally {
      t.clock.now = before;
    }
  });

  it('accepts the AccessToken header alone', async () => {
    const token = await t.login('store@demo.test');
    const res = await t.app.request('/api/v2/me', { headers: { AccessToken: token } });
    expect(res.status).toBe(200);
  });

  it('logout revokes the token; setLastActivity records the activity', async () => {
    const token = await t.login('brand@demo.test');
    const me = await t.main<{ accessToken: string; user: { domains: { id: number }[] } }>(
      'GET',
      '/api/v2/me',
      { token },
    );
    const fresh = me.body.accessToken;
    const securityId = me.body.user.domains[0]?.id;
    expect(securityId).toBeDefined();
    const act = await t.main('POST', '/api/v2/setLastActivity', {
      token: fresh,
      body: { security_id: securityId },
    });
    expect(act.status).toBe(200);
    const { rows } = await t.db.query<{ last_activity_at: Date | null }>(
      `SELECT last_activity_at FROM admins WHERE email = 'brand@demo.test'`,
    );
    expect(rows[0]?.last_activity_at).toBeInstanceOf(Date);
    // Someone else's domain is refused.
    const other = await t.db.query<{ id: number }>(
      `SELECT d.id FROM admin_domains d JOIN admins a ON a.id = d.admin_id
        WHERE a.email = 'store@demo.test'`,
    );
    const foreign = await t.main('POST', '/api/v2/setLastActivity', {
      token: fresh,
      body: { security_id: other.rows[0]?.id },
    });
    expect(foreign.status).toBe(403);
    const out = await t.main('POST', '/logout', { token: fresh, body: { token: fresh } });
    expect(out.status).toBe(200);
    expect((await t.main('GET', '/api/v2/me', { token: fresh })).status).toBe(401);
  });
});
