import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['super', 'brand', 'region', 'store', 'multi', 'nodomain']) {
    tokens[who] = await t.login(`${who}@demo.test`);
  }
});
afterAll(async () => {
  await t.close();
});

interface Org {
  id: number;
  name: string;
  kind: string;
  storeType: Record<string, string>;
  parent: { id: number } | null;
}
interface Scope {
  stores: { id: number; brand_store_group_id: number | null }[];
  regions: { id: number; storeGroup: { id: number; translations: string } }[];
  brands: { id: number }[];
  group: { name: string; translations: Record<string, string> };
}

const orgs = (who: string, query: Record<string, unknown> = {}) =>
  t.main<Org[]>('GET', '/api/v2/organizations', { token: tokens[who], query });
const scopes = (who: string, level: string, id: number) =>
  t.main<Scope>('GET', `/api/v2/fetchScopes/${level}/${id}`, { token: tokens[who] });

async function brandCount() {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM organizations WHERE kind = 'brand'`,
  );
  return rows[0]?.n ?? 0;
}

describe('GET /api/v2/organizations', () => {
  it('gives a super administrator every brand, with store-type translations', async () => {
    const r = await orgs('super', { 'filter[kind]': 'brand', include: 'storeType' });
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(await brandCount());
    expect(r.body.every((o) => o.kind === 'brand' && typeof o.storeType.es === 'string')).toBe(
      true,
    );
  });

  it('gives other admins only the organisations of their domains', async () => {
    const brand = await orgs('brand', { 'filter[kind]': 'brand' });
    expect(brand.body).toHaveLength(1);
    const store = await orgs('store');
    expect(store.body).toHaveLength(1);
    expect(store.body[0]?.kind).toBe('store');
    expect(store.body[0]?.parent).not.toBeNull();
    expect((await orgs('nodomain')).body).toEqual([]);
  });
});

describe('GET /api/v2/fetchScopes/{level}/{id}', () => {
  it('lists the regions and stores of a brand for its manager', async () => {
    const [domain] = await t.domains(tokens.brand as string);
    const r = await scopes('brand', 'brand', domain?.brand_id ?? 0);
    expect(r.status).toBe(200);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM organizations WHERE kind = 'store' AND brand_id = $1`,
      [domain?.brand_id],
    );
    expect(r.body.stores).toHaveLength(rows[0]?.n ?? -1);
    expect(r.body.regions.length).toBeGreaterThan(0);
    expect(JSON.parse(r.body.regions[0]?.storeGroup.translations ?? '{}')).toHaveProperty('en');
    expect(r.body.brands).toEqual([{ id: domain?.brand_id, name: domain?.name }]);
    expect(r.body.group.translations).toHaveProperty('es');
  });

  it('keeps a region administrator inside their region', async () => {
    const [domain] = await t.domains(tokens.region as string);
    expect(domain?.region_id).not.toBeNull();
    const own = await scopes('region', 'region', domain?.region_id ?? 0);
    expect(own.status).toBe(200);
    expect(own.body.regions.map((x) => x.id)).toEqual([domain?.region_id]);
    expect(own.body.stores.every((s) => s.brand_store_group_id === domain?.region_id)).toBe(true);
    expect((await scopes('region', 'brand', domain?.brand_id ?? 0)).status).toBe(403);
    const other = await t.db.query<{ id: number }>(
      'SELECT id FROM regions WHERE brand_id = $1 AND id <> $2 LIMIT 1',
      [domain?.brand_id, domain?.region_id],
    );
    expect((await scopes('region', 'region', other.rows[0]?.id ?? 0)).status).toBe(403);
  });

  it('keeps a store administrator on their store; 404 for what does not exist', async () => {
    const [domain] = await t.domains(tokens.store as string);
    const own = await scopes('store', 'store', domain?.store_id ?? 0);
    expect(own.status).toBe(200);
    expect(own.body.stores.map((s) => s.id)).toEqual([domain?.store_id]);
    const other = await t.db.query<{ id: number }>(
      `SELECT id FROM organizations WHERE kind = 'store' AND id <> $1 LIMIT 1`,
      [domain?.store_id],
    );
    expect((await scopes('store', 'store', other.rows[0]?.id ?? 0)).status).toBe(403);
    expect((await scopes('store', 'store', 999_999)).status).toBe(404);
    expect((await scopes('super', 'region', 999_999)).status).toBe(404);
  });

  it('rejects a level outside the contract with 400', async () => {
    const r = await t.main<{ field: string }>('GET', '/api/v2/fetchScopes/planet/1', {
      token: tokens.super,
    });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('level');
  });
});

describe('GET /admin/v2/domains', () => {
  it('lists every brand for a super administrator, searchable and sorted by name', async () => {
    const all = await t.domains(tokens.super as string);
    expect(all).toHaveLength(await brandCount());
    expect(all.every((d) => d.role === 'superAdmin')).toBe(true);
    const names = all.map((d) => d.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    const first = all[0]?.name ?? '';
    const needle = first.slice(1, 4).toUpperCase();
    const found = await t.admin<{ name: string }[]>('GET', '/admin/v2/domains', {
      token: tokens.super,
      query: { search: needle },
    });
    expect(found.body.length).toBeGreaterThan(0);
    expect(found.body.every((d) => d.name.toLowerCase().includes(needle.toLowerCase()))).toBe(true);
  });

  it('derives each role from the domain record (SPEC §6)', async () => {
    expect((await t.domains(tokens.brand as string)).map((d) => d.role)).toEqual(['brandAdmin']);
    expect((await t.domains(tokens.region as string)).map((d) => d.role)).toEqual([
      'regionalAdmin',
    ]);
    expect((await t.domains(tokens.store as string)).map((d) => d.role)).toEqual(['storeAdmin']);
    const multi = new Set((await t.domains(tokens.multi as string)).map((d) => d.role));
    expect(multi.size).toBeGreaterThan(1);
    expect(await t.domains(tokens.nodomain as string)).toEqual([]);
  });
});
