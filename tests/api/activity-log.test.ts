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

  it('shows a regional admin only the entries made in domains of the region', async () => {
    const byRegion = await createPerson('region', 3, 1003);
    const byStore = await createPerson('store', 4, 1001);
    const byBrand = await createPerson('brand', 2, 1004);
    const byOtherStore = await createPerson('multi', 7, 1014);
    const entries = await all('region', { security_id: 3 });
    const targets = entries.map((e) => e.target_id);
    expect(targets).toContain(String(byRegion));
    expect(targets).toContain(String(byStore));
    expect(targets).not.toContain(String(byBrand));
    expect(targets).not.toContain(String(byOtherStore));
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM activity_log WHERE brand_id = 1 AND security_id IN (
         SELECT d.id FROM admin_domains d JOIN organizations o ON o.id = d.organization_id
          WHERE d.brand_store_group_id = 101 OR o.region_id = 101)`,
    );
    expect(entries.length).toBe(rows[0]?.n);
    expect(new Set(entries.map((e) => e.domain))).toEqual(new Set([3, 4]));
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
