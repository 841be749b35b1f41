import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { startTestApp, type TestApp } from './harness/test-app';
import { testEngine } from './harness/test-db';

// Integration keys: who manages them, what is kept of them, the activity log, and what a key
// opens (the ingestion routes of its kinds, nothing else): revoked and expired keys at once,
// and the per-key rate limit under a concurrent burst.

type CreatedKey = components['schemas']['CreatedIntegrationKey'];
type Key = components['schemas']['IntegrationKey'];
type Result = components['schemas']['IngestResult'];

let t: TestApp;
const tokens: Record<string, string> = {};
const sid: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  Object.assign(tokens, await t.signInAll(['super', 'brand', 'region', 'store']));
  for (const name of ['super', 'brand', 'region', 'store']) {
    const [domain] = await t.domains(tokens[name] as string);
    sid[name] = domain?.security_id ?? 0;
  }
});
afterAll(async () => {
  await t.close();
});

const query = (who: string) => ({
  security_id: sid[who],
  ...(who === 'super' ? { brand_id: 1 } : {}),
});

async function createKey(
  who: string,
  body: Record<string, unknown> = { name: 'Learning app', kinds: ['regions', 'stores'] },
) {
  return t.admin<CreatedKey>('POST', '/admin/v2/integration-keys', {
    token: tokens[who],
    query: query(who),
    body,
  });
}

const load = (key: string, kind: string, items: unknown[] = []) =>
  t.admin<Result & { reason?: string; retry_after?: number }>('POST', `/ingest/v1/${kind}`, {
    token: key,
    body: { items },
  });

async function lastActivity() {
  const { rows } = await t.db.query<{
    action: string;
    brand_id: number;
    admin_id: number | null;
    target_type: string;
    target_id: string;
    details: Record<string, unknown>;
  }>(
    `SELECT action, brand_id, admin_id, target_type, target_id, details
       FROM activity_log ORDER BY id DESC LIMIT 1`,
  );
  return rows[0];
}

describe('managing integration keys', () => {
  it('creates a key shown once, keeps only its hash and logs the creation', async () => {
    const r = await createKey('brand');
    expect(r.status, r.text).toBe(201);
    expect(r.body.key).toMatch(/^ik_[A-Za-z0-9_-]{43}$/);
    expect(r.body.prefix).toBe(r.body.key.slice(0, 10));
    expect(r.body.kinds).toEqual(['regions', 'stores']);
    expect(r.body.revoked_at).toBeNull();
    expect(r.body.created_by?.email).toBe('brand@demo.test');
    const { rows } = await t.db.query<{ key_hash: string; brand_id: number }>(
      'SELECT key_hash, brand_id FROM integration_keys WHERE id = $1',
      [r.body.id],
    );
    expect(rows[0]?.brand_id).toBe(1);
    expect(rows[0]?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    const stored = JSON.stringify(
      (await t.db.query('SELECT * FROM integration_keys WHERE id = $1', [r.body.id])).rows,
    );
    expect(stored).not.toContain(r.body.key);
    const entry = await lastActivity();
    expect(entry).toMatchObject({
      action: 'create_integration_key',
      brand_id: 1,
      target_type: 'integration_key',
      target_id: String(r.body.id),
      details: { name: 'Learning app', kinds: ['regions', 'stores'] },
    });
    const list = await t.admin<Key[]>('GET', '/admin/v2/integration-keys', {
      token: tokens.brand,
      query: query('brand'),
    });
    expect(list.status).toBe(200);
    expect(list.body.map((k) => k.id)).toContain(r.body.id);
    expect(list.text).not.toContain(r.body.key);
    // Two keys never share a secret.
    expect((await createKey('brand')).body.key).not.toBe(r.body.key);
  });

  it('is for brand-level admins only', async () => {
    for (const who of ['region', 'store']) {
      expect((await createKey(who)).status, who).toBe(403);
      const list = await t.admin('GET', '/admin/v2/integration-keys', {
        token: tokens[who],
        query: query(who),
      });
      expect(list.status, who).toBe(403);
    }
    expect((await createKey('super')).status).toBe(201);
  });

  it('refuses an expiry in the past and an unknown kind (400)', async () => {
    const past = await createKey('brand', {
      name: 'x',
      kinds: ['stores'],
      expires_at: '2000-01-01T00:00:00Z',
    });
    expect(past.status).toBe(400);
    expect((await createKey('brand', { name: 'x', kinds: ['payroll'] })).status).toBe(400);
    expect((await createKey('brand', { name: 'x', kinds: [] })).status).toBe(400);
  });

  it("lists and revokes only the caller's brand's keys", async () => {
    const other = await t.admin<CreatedKey>('POST', '/admin/v2/integration-keys', {
      token: tokens.super,
      query: { security_id: sid.super, brand_id: 2 },
      body: { name: 'Brand two', kinds: ['stores'] },
    });
    expect(other.status).toBe(201);
    const list = await t.admin<Key[]>('GET', '/admin/v2/integration-keys', {
      token: tokens.brand,
      query: query('brand'),
    });
    expect(list.body.map((k) => k.id)).not.toContain(other.body.id);
    const revoke = await t.admin('DELETE', `/admin/v2/integration-keys/${other.body.id}`, {
      token: tokens.brand,
      query: query('brand'),
    });
    expect(revoke.status).toBe(404);
    expect((await load(other.body.key, 'stores')).status).toBe(200);
  });
});

describe('what a key opens', () => {
  it('revoked: 401 at once, logged once', async () => {
    const { body: key } = await createKey('brand');
    expect((await load(key.key, 'regions')).status).toBe(200);
    const r = await t.admin<Key>('DELETE', `/admin/v2/integration-keys/${key.id}`, {
      token: tokens.brand,
      query: query('brand'),
    });
    expect(r.status).toBe(200);
    expect(r.body.revoked_at).not.toBeNull();
    expect(r.body.last_used_at).not.toBeNull();
    expect(await lastActivity()).toMatchObject({
      action: 'revoke_integration_key',
      brand_id: 1,
      target_id: String(key.id),
    });
    const refused = await load(key.key, 'regions');
    expect(refused.status).toBe(401);
    expect(refused.body.reason).toBe('invalid_integration_key');
    // Revoking again changes nothing and logs nothing.
    const { rows: before } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM activity_log',
    );
    const again = await t.admin<Key>('DELETE', `/admin/v2/integration-keys/${key.id}`, {
      token: tokens.brand,
      query: query('brand'),
    });
    expect(again.body.revoked_at).toBe(r.body.revoked_at);
    const { rows: after } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM activity_log',
    );
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('expired: 401 once its expiry passes', async () => {
    const expiry = new Date(t.clock.now.getTime() + 60_000);
    const { body: key } = await createKey('brand', {
      name: 'Short',
      kinds: ['regions'],
      expires_at: expiry.toISOString(),
    });
    expect((await load(key.key, 'regions')).status).toBe(200);
    const saved = t.clock.now;
    t.clock.now = new Date(expiry.getTime() + 1);
    try {
      expect((await load(key.key, 'regions')).status).toBe(401);
    } finally {
      t.clock.now = saved;
    }
  });

  it('no key, a made-up key or a console session: 401 on the ingestion routes', async () => {
    const fake = `ik_${'A'.repeat(43)}`;
    expect((await load('', 'regions')).status).toBe(401);
    expect((await load(fake, 'regions')).status).toBe(401);
    expect((await load(tokens.brand as string, 'regions')).status).toBe(401);
  });

  it('opens no console operation', async () => {
    const { body: key } = await createKey('brand');
    const admin = await t.admin('GET', '/admin/v2/people', {
      token: key.key,
      query: { security_id: sid.brand },
    });
    expect(admin.status).toBe(401);
    const keys = await t.admin('GET', '/admin/v2/integration-keys', {
      token: key.key,
      query: { security_id: sid.brand },
    });
    expect(keys.status).toBe(401);
    const main = await t.main('GET', '/api/v2/me', { token: key.key });
    expect(main.status).toBe(401);
    const domains = await t.admin('GET', '/admin/v2/domains', { token: key.key });
    expect(domains.status).toBe(401);
  });

  it('loads only the kinds it was given (403 otherwise)', async () => {
    const { body: key } = await createKey('brand', { name: 'Stores only', kinds: ['stores'] });
    const r = await load(key.key, 'people');
    expect(r.status).toBe(403);
    expect(r.body.reason).toBe('kind_not_allowed');
  });
});

describe('the rate limit', () => {
  it(`lets exactly N requests of a burst through per minute (${testEngine()})`, async () => {
    const limit = 8;
    const { body: key } = await createKey('brand', {
      name: 'Burst',
      kinds: ['regions'],
      requests_per_minute: limit,
    });
    const answers = await Promise.all(
      Array.from({ length: limit + 5 }, () => load(key.key, 'regions')),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.body.reason).toBe('rate_limited');
    expect(refused?.body.retry_after).toBeGreaterThan(0);
    expect(refused?.body.retry_after).toBeLessThanOrEqual(60);
    expect(refused?.headers.get('retry-after')).toBe(String(refused?.body.retry_after));
    // A new minute, a new window.
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 60_001);
    try {
      expect((await load(key.key, 'regions')).status).toBe(200);
    } finally {
      t.clock.now = saved;
    }
  });
});
