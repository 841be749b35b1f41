import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/platform/auth/tokens';
import type { Db } from '../../server/platform/db/db';
import { PgDb } from '../../server/platform/db/pg-db';
import { lastResetCode } from './harness/reset-code';
import { startTestApp, type TestApp } from './harness/test-app';

// GET /me answers from the database on every call (one statement: session, account, domains,
// tour), so whatever ends a session or changes a role or scope is seen by the very next /me, on
// this server and on any other server on the same database. Two apps here stand for two API
// processes: on PostgreSQL each has its own pool, on PGlite they share the one database.

interface Me {
  accessToken: string;
  user: {
    first_name: string;
    role: string | null;
    domains: { id: number; role_id: number; organization: { id: number; name: string } }[];
    tour: { show_tour: boolean };
  };
}

let a: TestApp;
let b: TestApp;
let secondDb: Db | undefined;
beforeAll(async () => {
  a = await startTestApp();
  if (a.db instanceof PgDb) {
    const url = a.db.pool.options.connectionString;
    if (!url) throw new Error('the test database has no URL');
    secondDb = new PgDb(url, { max: 4 });
  }
  b = await startTestApp({ db: secondDb ?? a.db });
});
afterAll(async () => {
  await secondDb?.close();
  await a.close();
});

const me = (t: TestApp, token: string) => t.main<Me>('GET', '/api/v2/me', { token });

/** The stored expiry of the session of a token, in ms. */
async function expiryOf(token: string) {
  const { rows } = await a.db.query<{ expires_at: Date }>(
    'SELECT expires_at FROM sessions WHERE token_hash = $1',
    [hashToken(token)],
  );
  const at = rows[0]?.expires_at;
  if (!at) throw new Error('no session');
  return at.getTime();
}

async function domainOf(email: string) {
  const { rows } = await a.db.query<{
    id: number;
    admin_id: number;
    role_id: number;
    organization_id: number;
    brand_store_group_id: number | null;
  }>(
    `SELECT d.id, d.admin_id, d.role_id, d.organization_id, d.brand_store_group_id
       FROM admin_domains d
       JOIN admins x ON x.id = d.admin_id WHERE x.email = $1 ORDER BY d.id LIMIT 1`,
    [email],
  );
  const row = rows[0];
  if (!row) throw new Error(`${email} has no domain`);
  return row;
}

describe('/me sees every change at once, on every server', () => {
  it('answers 401 on both servers right after a logout on one', async () => {
    const token = await a.login('brand@demo.test');
    expect((await me(a, token)).status).toBe(200);
    expect((await me(b, token)).status).toBe(200);
    const out = await b.main('POST', '/logout', { token, body: { token } });
    expect(out.status).toBe(200);
    expect((await me(a, token)).status).toBe(401);
    expect((await me(b, token)).status).toBe(401);
  });

  // This file's database is its own: the record is left as the test leaves it.
  it('shows a role change and a scope change at the next /me on both servers', async () => {
    const token = await a.login('region@demo.test');
    const domain = await domainOf('region@demo.test');
    const before = await me(b, token);
    expect(before.body.user.role).toBe('regionalAdmin');
    // Warm both servers, so a kept answer would be what they send next.
    expect((await me(a, token)).body.user.role).toBe('regionalAdmin');
    await a.db.query(
      'UPDATE admin_domains SET role_id = 1, brand_store_group_id = NULL WHERE id = $1',
      [domain.id],
    );
    for (const t of [a, b]) {
      const r = await me(t, token);
      expect(r.body.user.role).toBe('superAdmin');
      expect(r.body.user.domains[0]?.role_id).toBe(1);
    }
    // The scope: the record now points at a store.
    const { rows } = await a.db.query<{ id: number; name: string }>(
      `SELECT id, name FROM organizations WHERE kind = 'store' ORDER BY id LIMIT 1`,
    );
    const store = rows[0];
    if (!store) throw new Error('no store');
    await a.db.query('UPDATE admin_domains SET role_id = 4, organization_id = $2 WHERE id = $1', [
      domain.id,
      store.id,
    ]);
    for (const t of [b, a]) {
      const r = await me(t, token);
      expect(r.body.user.role).toBe('storeAdmin');
      expect(r.body.user.domains[0]?.organization).toMatchObject({ id: store.id });
    }
    // A record taken away is gone at the next /me too.
    await a.db.query('DELETE FROM admin_domains WHERE id = $1', [domain.id]);
    for (const t of [a, b]) {
      const r = await me(t, token);
      expect(r.body.user.domains).toEqual([]);
      expect(r.body.user.role).toBeNull();
    }
  });

  it('shows a new name and tour settings saved through the other server', async () => {
    const token = await a.login('multi@demo.test');
    expect((await me(a, token)).body.user.tour.show_tour).toBe(true);
    const saved = await b.main('PATCH', '/api/v2/me/tour', { token, body: { show_tour: false } });
    expect(saved.status).toBe(200);
    expect((await me(a, token)).body.user.tour.show_tour).toBe(false);
    await a.db.query(`UPDATE admins SET first_name = 'Renamed' WHERE email = 'multi@demo.test'`);
    expect((await me(b, token)).body.user.first_name).toBe('Renamed');
  });

  it('ends every other session of an admin whose password changed, on both servers', async () => {
    const email = 'store@demo.test';
    const onA = await a.login(email);
    const onB = await b.login(email);
    expect((await me(a, onA)).status).toBe(200);
    expect((await me(b, onB)).status).toBe(200);
    const post = (step: string, body: object) =>
      a.admin('POST', `/admin/v2/password-reset/${step}`, { body });
    expect((await post('request', { email })).status).toBe(200);
    const code = await lastResetCode(a.db, email);
    expect((await post('verify', { email, code })).status).toBe(200);
    expect((await post('complete', { email, code, password: 'Otra-Clave-2026' })).status).toBe(200);
    for (const t of [a, b]) {
      expect((await me(t, onA)).status).toBe(401);
      expect((await me(t, onB)).status).toBe(401);
    }
    const fresh = await b.login(email, 'Otra-Clave-2026');
    expect((await me(a, fresh)).status).toBe(200);
  });

  it('ends a session at its expiry on both servers, to the millisecond', async () => {
    const token = await a.login('super@demo.test');
    expect((await me(a, token)).status).toBe(200);
    const expires = await expiryOf(token);
    const before = { a: a.clock.now, b: b.clock.now };
    try {
      b.clock.now = new Date(expires);
      a.clock.now = new Date(expires - 1);
      // At its end the session is over; a millisecond before, it is live.
      expect((await me(b, token)).status).toBe(401);
      expect((await me(a, token)).status).toBe(200);
    } finally {
      a.clock.now = before.a;
      b.clock.now = before.b;
    }
  });
});

describe('the sliding expiry', () => {
  it('is written once it lags by more than a minute, not on every /me', async () => {
    const token = await a.login('brand@demo.test');
    const start = a.clock.now;
    const ttl = 12 * 3600 * 1000;
    try {
      a.clock.now = new Date(start.getTime() + 30_000);
      expect((await me(a, token)).status).toBe(200);
      // Thirty seconds behind: left as it was.
      expect(await expiryOf(token)).toBe(start.getTime() + ttl);
      a.clock.now = new Date(start.getTime() + 61_000);
      expect((await me(a, token)).status).toBe(200);
      expect(await expiryOf(token)).toBe(start.getTime() + 61_000 + ttl);
    } finally {
      a.clock.now = start;
    }
  });
});

describe('a burst of /me on both servers', () => {
  it('answers every call and slides the expiry once; after a logout, none', async () => {
    const token = await a.login('multi@demo.test');
    const start = { a: a.clock.now, b: b.clock.now };
    const later = new Date(start.a.getTime() + 120_000);
    const burst = () => Array.from({ length: 40 }, (_, i) => me(i % 2 === 0 ? a : b, token));
    try {
      a.clock.now = later;
      b.clock.now = later;
      const answers = await Promise.all(burst());
      expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
      expect(await expiryOf(token)).toBe(later.getTime() + 12 * 3600 * 1000);
      // Calls racing the logout may go either way; every call after its answer is refused.
      const racing = burst();
      expect((await b.main('POST', '/logout', { token, body: { token } })).status).toBe(200);
      for (const r of await Promise.all(racing)) expect([200, 401]).toContain(r.status);
      const after = await Promise.all(burst());
      expect(after.map((r) => r.status)).toEqual(after.map(() => 401));
    } finally {
      a.clock.now = start.a;
      b.clock.now = start.b;
    }
  });
});
