import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { startTestApp, type TestApp } from './harness/test-app';

// listActivityLog: who may read it (not store admins), whose entries each role sees, search,
// pages, and that the people operations record themselves in it.

type Entry = components['schemas']['ActivityEntry'];
type Page = components['schemas']['ActivityPage'];

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  Object.assign(tokens, await t.signInAll());
});
afterAll(async () => {
  await t.close();
});

const log = (who: string, query: Record<string, unknown>) =>
  t.admin<Page & { reason?: string }>('GET', '/admin/v2/activity-log', {
    token: tokens[who],
    query,
  });

async function all(who: string, query: Record<string, unknown>): Promise<Entry[]> {
  const out: Entry[] = [];
  for (let page = 1; ; page++) {
    const r = await log(who, { ...query, page, page_size: 500 });
    expect(r.status).toBe(200);
    out.push(...r.body.items);
    if (out.length >= r.body.total || r.body.items.length === 0) return out;
  }
}

let serial = 0;
async function createPerson(who: string, securityId: number, storeId: number, positionId = 103) {
  serial++;
  const r = await t.admin<{ id: number }>('POST', '/admin/v2/people', {
    token: tokens[who],
    query: { security_id: securityId },
    body: {
      first_name: 'Bitácora',
      last_name: String(serial),
      email: `bitacora.${serial}@ejemplo.mx`,
      country: 'MX',
      position_id: positionId,
      store_id: storeId,
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id;
}

describe('GET /admin/v2/activity-log', () => {
  it('refuses store admins (403) with no data, in any store domain', async () => {
    for (const [who, securityId] of [
      ['store', 4],
      ['multi', 7],
    ] as const) {
      const r = await log(who, { security_id: securityId });
      expect(r.status).toBe(403);
      expect(r.body.reason).toBe('forbidden');
      expect(r.body).not.toHaveProperty('items');
    }
  });

  it('shows a brand admin every entry of the brand, newest first, with the actor', async () => {
    const id = await createPerson('brand', 2, 1002);
    const r = await log('brand', { security_id: 2, page_size: 5 });
    expect(r.status).toBe(200);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM activity_log WHERE brand_id = 1',
    );
    expect(r.body.total).toBe(rows[0]?.n);
    expect(r.body.items[0]).toMatchObject({
      action: 'create_person',
      actor: { id: 2, email: 'brand@demo.test', name: 'Ricardo Méndez Aranda' },
      domain: 2,
      target_type: 'person',
      target_id: String(id),
    });
    const everything = await all('brand', { security_id: 2 });
    expect(everything.length).toBe(rows[0]?.n);
    for (let i = 1; i < everything.length; i++) {
      const a = everything[i - 1] as Entry;
      const b = everything[i] as Entry;
      expect(a.created_at >= b.created_at).toBe(true);
    }
  });

  it('shows a regional admin the entries made in or about the region only', async () => {
    const byRegion = await createPerson('region', 3, 1003);
    const byStore = await createPerson('store', 4, 1001);
    const byBrand = await createPerson('brand', 2, 1004);
    const byOtherStore = await createPerson('multi', 7, 1014);
    const entries = await all('region', { security_id: 3 });
    const targets = entries.map((e) => e.target_id);
    expect(targets).toContain(String(byRegion));
    expect(targets).toContain(String(byStore));
    // Made by the brand admin, but about a person of a store in the region (1004 is in 101).
    expect(targets).toContain(String(byBrand));
    expect(targets).not.toContain(String(byOtherStore));
    // Made in a domain of the region, or about a person, store or the region itself in it.
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM activity_log l WHERE brand_id = 1 AND (security_id IN (
         SELECT d.id FROM admin_domains d JOIN organizations o ON o.id = d.organization_id
          WHERE d.brand_store_group_id = 101 OR o.region_id = 101)
        OR (target_type = 'person' AND target_id::int IN (SELECT id FROM people WHERE region_id = 101))
        OR (target_type = 'store' AND target_id::int IN (
              SELECT id FROM organizations WHERE region_id = 101))
        OR (target_type = 'region' AND target_id = '101'))`,
    );
    expect(entries.length).toBe(rows[0]?.n);
    const ownDomains = entries.filter((e) => e.domain !== null && [3, 4].includes(e.domain));
    expect(ownDomains.length).toBeGreaterThan(0);
  });

  it('scopes a super admin to the chosen brand and a multi admin to the acting domain', async () => {
    await createPerson('multi', 5, 2001, 201);
    const count = async (brand: number) =>
      (
        await t.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM activity_log WHERE brand_id = $1',
          [brand],
        )
      ).rows[0]?.n;
    const superB2 = await log('super', { security_id: 1, brand_id: 2 });
    expect(superB2.body.total).toBe(await count(2));
    const multiB2 = await log('multi', { security_id: 5 });
    expect(multiB2.body.total).toBe(await count(2));
    expect(multiB2.body.items[0]?.actor?.email).toBe('multi@demo.test');
    const multiRegion = await all('multi', { security_id: 6 });
    for (const e of multiRegion) expect(e.domain).not.toBe(5);
    expect((await log('brand', { security_id: 2, brand_id: 2 })).status).toBe(403);
  });

  it('searches action, target and actor e-mail', async () => {
    const id = await createPerson('region', 3, 1005);
    const byTarget = await all('brand', { security_id: 2, search: String(id) });
    expect(byTarget.map((e) => e.target_id)).toContain(String(id));
    const byActor = await all('brand', { security_id: 2, search: 'REGION@demo' });
    expect(byActor.length).toBeGreaterThan(0);
    for (const e of byActor) expect(e.actor?.email).toBe('region@demo.test');
    const byAction = await all('brand', { security_id: 2, search: 'create_person' });
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM activity_log WHERE brand_id = 1 AND action = 'create_person'`,
    );
    expect(byAction.length).toBe(rows[0]?.n);
    expect((await log('brand', { security_id: 2, search: '%' })).body.total).toBe(0);
  });

  it('pages consistently', async () => {
    const p1 = await log('brand', { security_id: 2, page: 1, page_size: 5 });
    const p2 = await log('brand', { security_id: 2, page: 2, page_size: 5 });
    const both = await log('brand', { security_id: 2, page: 1, page_size: 10 });
    expect([...p1.body.items, ...p2.body.items].map((e) => e.id)).toEqual(
      both.body.items.map((e) => e.id),
    );
    expect(p2.body).toMatchObject({ page: 2, page_size: 5 });
  });

  it('records every people operation with its domain', async () => {
    const q = { security_id: 2 };
    const id = await createPerson('brand', 2, 1006);
    const other = await createPerson('brand', 2, 1006);
    const third = await createPerson('brand', 2, 1006);
    await t.admin('PUT', `/admin/v2/people/${id}`, {
      token: tokens.brand,
      query: q,
      body: { country: 'MX', position_id: 104, store_id: 1006 },
    });
    await t.admin('DELETE', `/admin/v2/people/${id}`, { token: tokens.brand, query: q });
    await t.admin('POST', '/admin/v2/people/reactivate', {
      token: tokens.brand,
      query: q,
      body: { email: `bitacora.${serial - 2}@ejemplo.mx` },
    });
    await t.admin('POST', '/admin/v2/people/bulk-delete', {
      token: tokens.brand,
      query: q,
      body: { ids: [other, third] },
    });
    await t.admin('POST', '/admin/v2/people/import', {
      token: tokens.brand,
      query: q,
      raw: { type: 'text/csv', text: 'email,position,store\r\n' },
    });
    await t.admin('GET', '/admin/v2/people/export', { token: tokens.brand, query: q });
    const recent = (await log('brand', { security_id: 2, page_size: 7 })).body.items;
    expect(recent.map((e) => e.action)).toEqual([
      'export_people',
      'import_people',
      'delete_people',
      'reactivate_person',
      'delete_person',
      'update_person',
      'create_person',
    ]);
    for (const e of recent) {
      expect(e.domain).toBe(2);
      expect(e.actor?.id).toBe(2);
    }
    expect(recent[3]?.target_id).toBe(String(id));
  });
});

describe('POST /admin/v2/activity-log', () => {
  const record = (who: string, securityId: number, body: Record<string, unknown>) =>
    t.admin('POST', '/admin/v2/activity-log', {
      token: tokens[who],
      query: { security_id: securityId },
      body,
    });

  it('records a domain change and a setting in the caller’s domain, readable by the brand', async () => {
    expect(
      (await record('store', 4, { action: 'domain_change', domain_name: 'Sucursal 1' })).status,
    ).toBe(204);
    expect(
      (await record('region', 3, { action: 'settings_change', key: 'theme', value: 'dark' }))
        .status,
    ).toBe(204);
    const entries = await all('brand', { security_id: 2 });
    const domain = entries.find((e) => e.action === 'domain_change' && e.domain === 4);
    expect(domain?.details).toEqual({ name: 'Sucursal 1' });
    expect(domain?.target_name).toBe('Sucursal 1');
    expect(domain?.actor?.email).toBe('store@demo.test');
    const setting = entries.find((e) => e.action === 'settings_change' && e.domain === 3);
    expect(setting).toMatchObject({
      target_type: 'setting',
      target_id: 'theme',
      details: { value: 'dark' },
    });
  });

  it('refuses any other action, unknown settings and someone else’s domain', async () => {
    expect((await record('brand', 2, { action: 'delete_person', domain_name: 'x' })).status).toBe(
      400,
    );
    expect(
      (await record('brand', 2, { action: 'settings_change', key: 'password', value: 'x' })).status,
    ).toBe(400);
    expect((await record('store', 2, { action: 'domain_change', domain_name: 'x' })).status).toBe(
      403,
    );
  });
});

// Entries written straight into the table at chosen instants, found again by their action.
async function insertEntry(action: string, at: string, extra: Record<string, unknown> = {}) {
  const e = { brand_id: 1, security_id: 2, target_type: null, target_id: null, ...extra };
  await t.db.query(
    `INSERT INTO activity_log (brand_id, admin_id, security_id, action, target_type, target_id,
                               details, created_at)
     VALUES ($1, 2, $2, $3, $4, $5, '{}'::jsonb, $6::timestamptz)`,
    [e.brand_id, e.security_id, action, e.target_type, e.target_id, at],
  );
}

const regionOf = async (store: number) =>
  (
    await t.db.query<{ region_id: number }>('SELECT region_id FROM organizations WHERE id = $1', [
      store,
    ])
  ).rows[0]?.region_id as number;

describe('GET /admin/v2/activity-log: date range', () => {
  beforeAll(async () => {
    await t.db.query(
      `UPDATE admins SET timezone = 'America/Mexico_City' WHERE email = 'brand@demo.test'`,
    );
    // Mexico City is UTC−6 all year (no daylight saving since 2022).
    await insertEntry('probe_day', '2026-03-09T23:59:59.999-06:00');
    await insertEntry('probe_day', '2026-03-10T00:00:00.000-06:00');
    await insertEntry('probe_day', '2026-03-10T23:59:59.999-06:00');
    await insertEntry('probe_day', '2026-03-11T00:00:00.000-06:00');
  });

  const probes = async (query: Record<string, unknown>) =>
    (await all('brand', { security_id: 2, search: 'probe_day', ...query })).map((e) =>
      new Date(e.created_at).toISOString(),
    );

  it('keeps whole days in the admin’s time zone, from 00:00 to 23:59:59.999', async () => {
    expect(await probes({})).toHaveLength(4);
    expect(await probes({ start: '2026-03-10', end: '2026-03-10' })).toEqual([
      '2026-03-11T05:59:59.999Z',
      '2026-03-10T06:00:00.000Z',
    ]);
    expect(await probes({ start: '2026-03-11', end: '2026-03-12' })).toEqual([
      '2026-03-11T06:00:00.000Z',
    ]);
    expect(await probes({ start: '2026-03-01', end: '2026-03-09' })).toEqual([
      '2026-03-10T05:59:59.999Z',
    ]);
  });

  it('counts the total of the range only', async () => {
    const r = await log('brand', {
      security_id: 2,
      search: 'probe_day',
      start: '2026-03-09',
      end: '2026-03-10',
    });
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(3);
  });

  it('answers a bad range with 400 naming the field', async () => {
    const bad = async (query: Record<string, unknown>, field: string) => {
      const r = await t.admin<{ field?: string; message?: string }>(
        'GET',
        '/admin/v2/activity-log',
        { token: tokens.brand, query: { security_id: 2, ...query } },
      );
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.field).toBe(field);
      expect(typeof r.body.message).toBe('string');
    };
    await bad({ start: '2026-03-10' }, 'end');
    await bad({ end: '2026-03-10' }, 'start');
    await bad({ start: '2026-03-10', end: '2026-03-09' }, 'end');
    await bad({ start: '10/03/2026', end: '2026-03-10' }, 'start');
  });
});

describe('GET /admin/v2/activity-log: scope filter', () => {
  it('narrows to a store: entries made there or about its people', async () => {
    const inside = await createPerson('brand', 2, 1003);
    const outside = await createPerson('brand', 2, 1004);
    const entries = await all('brand', { security_id: 2, store_id: 1003 });
    const targets = entries.map((e) => e.target_id);
    expect(targets).toContain(String(inside));
    expect(targets).not.toContain(String(outside));
    const brandTotal = (await log('brand', { security_id: 2 })).body.total;
    expect(entries.length).toBeLessThan(brandTotal);
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT l.id::text FROM activity_log l WHERE l.brand_id = 1 AND (
          l.security_id IN (SELECT id FROM admin_domains WHERE organization_id = 1003)
          OR (l.target_type = 'person' AND l.target_id::int IN (
                SELECT id FROM people WHERE store_id = 1003))
          OR (l.target_type = 'store' AND l.target_id = '1003'))`,
    );
    expect(new Set(entries.map((e) => String(e.id)))).toEqual(new Set(rows.map((r) => r.id)));
  });

  it('narrows to a region, and a store of another region is refused to a regional admin', async () => {
    const region = await regionOf(1003);
    const inside = await createPerson('brand', 2, 1003);
    const entries = await all('brand', { security_id: 2, region_id: region });
    expect(entries.map((e) => e.target_id)).toContain(String(inside));
    const brandTotal = (await log('brand', { security_id: 2 })).body.total;
    expect(entries.length).toBeLessThan(brandTotal);
    const stores = (
      await t.db.query<{ id: number }>(
        `SELECT id FROM organizations WHERE kind = 'store' AND brand_id = 1 AND region_id <> $1`,
        [region],
      )
    ).rows;
    const elsewhere = stores[0]?.id as number;
    expect((await log('region', { security_id: 3, store_id: elsewhere })).status).toBe(403);
  });

  it('refuses a region or store outside the caller’s brand with 403', async () => {
    const foreignStore = (
      await t.db.query<{ id: number }>(
        `SELECT id FROM organizations WHERE kind = 'store' AND brand_id <> 1 LIMIT 1`,
      )
    ).rows[0]?.id as number;
    const foreignRegion = (
      await t.db.query<{ id: number }>('SELECT id FROM regions WHERE brand_id <> 1 LIMIT 1')
    ).rows[0]?.id as number;
    const a = await log('brand', { security_id: 2, store_id: foreignStore });
    expect(a.status).toBe(403);
    expect(a.body).not.toHaveProperty('items');
    expect((await log('brand', { security_id: 2, region_id: foreignRegion })).status).toBe(403);
  });
});

describe('GET /admin/v2/activity-log: target names', () => {
  it('names a person, also after the deletion, and a brand, a domain; not a setting', async () => {
    const id = await createPerson('brand', 2, 1006);
    const name = `Bitácora ${serial}`;
    await t.admin('DELETE', `/admin/v2/people/${id}`, {
      token: tokens.brand,
      query: { security_id: 2 },
    });
    const about = await all('brand', { security_id: 2, search: String(id) });
    const mine = about.filter((e) => e.target_id === String(id));
    expect(mine.map((e) => e.action).sort()).toEqual(['create_person', 'delete_person']);
    for (const e of mine) expect(e.target_name).toBe(name);

    await insertEntry('probe_brand', '2026-01-05T12:00:00Z', {
      target_type: 'brand',
      target_id: '1',
    });
    await insertEntry('probe_domain', '2026-01-05T12:00:00Z', {
      target_type: 'domain',
      target_id: '4',
    });
    await insertEntry('probe_setting', '2026-01-05T12:00:00Z', {
      target_type: 'setting',
      target_id: 'theme',
    });
    const names = async (action: string) =>
      (await all('brand', { security_id: 2, search: action })).map((e) => e.target_name);
    const orgName = async (sql: string) =>
      (await t.db.query<{ name: string }>(sql)).rows[0]?.name as string;
    expect(await names('probe_brand')).toEqual([
      await orgName('SELECT name FROM organizations WHERE id = 1'),
    ]);
    expect(await names('probe_domain')).toEqual([
      await orgName(
        'SELECT o.name FROM admin_domains d JOIN organizations o ON o.id = d.organization_id WHERE d.id = 4',
      ),
    ]);
    expect(await names('probe_setting')).toEqual([null]);
  });
});
