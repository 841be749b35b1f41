import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../../server/platform/db/seed/seed-data';
import { loadContract } from '../../server/platform/http/contract';
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
  theme_settings: Record<string, unknown>;
  admin_logo: string | null;
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

describe('the domain colour and logo (theme_settings, admin_logo)', () => {
  const seeded = (id: number) => BRANDS.find((b) => b.id === id);

  it('sends each brand its seeded colour as theme_settings.color, and its logo', async () => {
    const r = await orgs('super', { 'filter[kind]': 'brand' });
    const demo = r.body.filter((o) => seeded(o.id));
    expect(demo).toHaveLength(BRANDS.length);
    for (const o of demo) {
      expect(o.theme_settings).toEqual({ color: seeded(o.id)?.color });
      expect(o.admin_logo).toBe(`/demo/logo-${seeded(o.id)?.industry}.svg`);
    }
    // A store carries its brand's look; /me sends the same organisation and the admin's picture.
    const [store] = (await orgs('store')).body;
    expect(store?.theme_settings).toEqual({ color: seeded(store?.parent?.id ?? 0)?.color });
    const me = await t.main<{
      user: { profile_image: string | null; domains: { organization: Org }[] };
    }>('GET', '/api/v2/me', { token: tokens.brand });
    expect(me.body.user.profile_image).toBe('/demo/avatar-brand-manager.svg');
    expect(me.body.user.domains[0]?.organization.theme_settings).toEqual({
      color: seeded(1)?.color,
    });
  });

  it('types theme_settings in the contract: any other key breaks the answer', async () => {
    const contract = loadContract();
    const answers: [string, unknown][] = [
      ['listOrganizations', (await orgs('brand')).body],
      ['getMe', (await t.main('GET', '/api/v2/me', { token: tokens.brand })).body],
      ['listDomains', (await t.admin('GET', '/admin/v2/domains', { token: tokens.brand })).body],
    ];
    for (const [op, body] of answers) {
      const validate = contract.responseValidator(op, 200);
      const themed = (theme: unknown) => withTheme(body, theme);
      expect(validate?.(themed({ color: '#c0392b' })), op).toBe(true);
      expect(validate?.(themed({})), op).toBe(true);
      expect(validate?.(themed({ primaryColor: '#c0392b' })), op).toBe(false);
      expect(validate?.(themed({ color: 'red' })), op).toBe(false);
    }
  });

  it('renames a colour stored as primaryColor by an earlier seed (migration 024)', async () => {
    const brand = BRANDS[2];
    await t.db.query(
      `UPDATE organizations SET theme_settings = jsonb_build_object('primaryColor', $2::text)
       WHERE id = $1`,
      [brand?.id, brand?.color],
    );
    const before = (await orgs('super', { 'filter[kind]': 'brand' })).body;
    expect(before.find((o) => o.id === brand?.id)?.theme_settings).toEqual({});
    await t.db.exec(
      readFileSync(
        new URL('../../server/platform/db/migrations/024_theme_color.sql', import.meta.url),
        'utf8',
      ),
    );
    const after = (await orgs('super', { 'filter[kind]': 'brand' })).body;
    expect(after.find((o) => o.id === brand?.id)?.theme_settings).toEqual({ color: brand?.color });
  });
});

/** A copy of an answer with every organisation's theme_settings replaced by `theme`. */
function withTheme(body: unknown, theme: unknown): unknown {
  if (Array.isArray(body)) return body.map((x) => withTheme(x, theme));
  if (body === null || typeof body !== 'object') return body;
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, k === 'theme_settings' ? theme : withTheme(v, theme)]),
  );
}

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
