import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { startTestApp, type TestApp } from './harness/test-app';

// listPeople and getPerson against the seeded database: every total is recomputed in SQL from
// the rows themselves, so a wrong scope, filter or count fails here.

type Person = components['schemas']['Person'];
type Page = components['schemas']['PersonPage'];

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  Object.assign(tokens, await t.signInAll());
});
afterAll(async () => {
  await t.close();
});

const list = (who: string, query: Record<string, unknown>) =>
  t.admin<Page>('GET', '/admin/v2/people', { token: tokens[who], query });

/** Active people matching a SQL condition over people p. */
async function count(where: string, params: unknown[] = []): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM people p WHERE p.deleted_at IS NULL AND ${where}`,
    params,
  );
  return rows[0]?.n ?? -1;
}

/** Every page of a query, page_size 500. */
async function all(who: string, query: Record<string, unknown>): Promise<Person[]> {
  const out: Person[] = [];
  for (let page = 1; ; page++) {
    const r = await list(who, { ...query, page, page_size: 500 });
    expect(r.status).toBe(200);
    out.push(...r.body.items);
    if (out.length >= r.body.total || r.body.items.length === 0) return out;
  }
}

describe('GET /admin/v2/people: scope per role', () => {
  it('brand admin: every active person of the brand, newest first, 10 per page', async () => {
    const r = await list('brand', { security_id: 2 });
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(await count('p.brand_id = 1'));
    expect(r.body.total).toBeGreaterThan(500);
    expect(r.body.page).toBe(1);
    expect(r.body.page_size).toBe(10);
    expect(r.body.items).toHaveLength(10);
    for (const p of r.body.items) expect(p.brand?.id).toBe(1);
    const created = r.body.items.map((p) => p.created_at);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('regional admin: only the region', async () => {
    const people = await all('region', { security_id: 3 });
    expect(people.length).toBe(await count('p.brand_id = 1 AND p.region_id = 101'));
    expect(new Set(people.map((p) => p.region?.id))).toEqual(new Set([101]));
  });

  it('store admin: only the store, deleted people excluded', async () => {
    const people = await all('store', { security_id: 4 });
    expect(people.length).toBe(await count('p.store_id = 1001'));
    expect(new Set(people.map((p) => p.store?.id))).toEqual(new Set([1001]));
    const ids = people.map((p) => p.id);
    for (const id of [1, 2, 3, 4, 5, 6, 7, 9, 10]) expect(ids).toContain(id);
    expect(ids).not.toContain(8);
  });

  it('super admin: its own brand by default, another with brand_id', async () => {
    const own = await list('super', { security_id: 1 });
    expect(own.body.total).toBe(await count('p.brand_id = 1'));
    const other = await list('super', { security_id: 1, brand_id: 2, page_size: 50 });
    expect(other.status).toBe(200);
    expect(other.body.total).toBe(await count('p.brand_id = 2'));
    for (const p of other.body.items) expect(p.brand?.id).toBe(2);
  });

  it('multi admin: each domain gives its own scope', async () => {
    const asBrand = await list('multi', { security_id: 5 });
    expect(asBrand.body.total).toBe(await count('p.brand_id = 2'));
    const asRegion = await all('multi', { security_id: 6 });
    expect(asRegion.length).toBe(await count('p.brand_id = 3 AND p.region_id = 302'));
    expect(new Set(asRegion.map((p) => p.region?.id))).toEqual(new Set([302]));
    const asStore = await all('multi', { security_id: 7 });
    expect(asStore.length).toBe(await count('p.store_id = 1014'));
    expect(new Set(asStore.map((p) => p.store?.id))).toEqual(new Set([1014]));
  });

  it('narrows with the scope filter inside the domain and refuses one outside (403)', async () => {
    const region = await list('brand', { security_id: 2, region_id: 102 });
    expect(region.body.total).toBe(await count('p.brand_id = 1 AND p.region_id = 102'));
    const store = await all('brand', { security_id: 2, store_id: 1014 });
    expect(store.length).toBe(await count('p.store_id = 1014'));
    const inRegion = await list('region', { security_id: 3, store_id: 1002 });
    expect(inRegion.body.total).toBe(await count('p.store_id = 1002'));

    for (const [who, query] of [
      ['region', { security_id: 3, store_id: 1014 }],
      ['region', { security_id: 3, region_id: 102 }],
      ['store', { security_id: 4, store_id: 1002 }],
      ['brand', { security_id: 2, store_id: 2001 }],
      ['brand', { security_id: 2, brand_id: 2 }],
      ['multi', { security_id: 7, store_id: 1001 }],
    ] as const) {
      const r = await list(who, query);
      expect(r.status, `${who} ${JSON.stringify(query)}`).toBe(403);
      expect(r.body).not.toHaveProperty('items');
    }
  });

  it("refuses a security_id that is not the caller's (403) and a missing one (400)", async () => {
    expect((await list('store', { security_id: 2 })).status).toBe(403);
    expect((await list('brand', {})).status).toBe(400);
  });
});

describe('GET /admin/v2/people: search and filters', () => {
  it('searches name, e-mail, phone and employee number, case- and accent-insensitively', async () => {
    const q = (search: string) => all('store', { security_id: 4, search });
    expect((await q('carla ruiz')).map((p) => p.id)).toContain(1);
    expect((await q('COLLAB@demo')).map((p) => p.id)).toEqual([1]);
    expect((await q('5500007919')).map((p) => p.id)).toEqual([1]);
    expect((await q('sf000001')).map((p) => p.id)).toContain(1);
    const tomas = await q('tomas aguilar');
    expect(tomas.map((p) => p.id)).toContain(9);
    expect((await q('Tomás Aguilar')).map((p) => p.id)).toEqual(tomas.map((p) => p.id));
    // The deleted person is never found by the list.
    expect(await q('rocio.vargas')).toEqual([]);
  });

  it('matches the database count for a search across the brand', async () => {
    const r = await list('brand', { security_id: 2, search: 'garc' });
    expect(r.body.total).toBe(await count(`p.brand_id = 1 AND p.search_text LIKE '%garc%'`));
    expect(r.body.total).toBeGreaterThan(0);
  });

  it('treats LIKE wildcards in the search as text', async () => {
    expect((await list('brand', { security_id: 2, search: '%' })).body.total).toBe(0);
    expect((await list('brand', { security_id: 2, search: '_' })).body.total).toBe(0);
  });

  it('filters by position', async () => {
    const r = await list('brand', { security_id: 2, position_id: 103, page_size: 100 });
    expect(r.body.total).toBe(await count('p.brand_id = 1 AND p.position_id = 103'));
    for (const p of r.body.items) expect(p.position?.id).toBe(103);
  });

  it('filters by status: each option is its stored status; registered only under all', async () => {
    const totals: Record<string, number> = {};
    for (const status of ['all', 'preregistered', 'registeredWNAct', 'active']) {
      const r = await list('brand', { security_id: 2, status, page_size: 100 });
      expect(r.status).toBe(200);
      totals[status] = r.body.total;
      if (status !== 'all') {
        expect(r.body.total).toBe(await count('p.brand_id = 1 AND p.status = $1', [status]));
        for (const p of r.body.items) expect(p.status).toBe(status);
      }
    }
    const registered = await count(`p.brand_id = 1 AND p.status = 'registered'`);
    expect(registered).toBeGreaterThan(0);
    expect(totals.all).toBe(
      (totals.preregistered ?? 0) +
        (totals.registeredWNAct ?? 0) +
        (totals.active ?? 0) +
        registered,
    );
    expect((await list('brand', { security_id: 2, status: 'registered' })).status).toBe(400);
  });

  it('filters by time in product (calendar months since created_at)', async () => {
    const now = t.clock.now;
    const bounds = {
      lt1: `p.created_at > $1::timestamptz - interval '1 month'`,
      '1to3': `p.created_at <= $1::timestamptz - interval '1 month' AND p.created_at > $1::timestamptz - interval '3 months'`,
      '3to6': `p.created_at <= $1::timestamptz - interval '3 months' AND p.created_at > $1::timestamptz - interval '6 months'`,
      gt6: `p.created_at <= $1::timestamptz - interval '6 months'`,
    } as const;
    let sum = 0;
    for (const [bucket, where] of Object.entries(bounds)) {
      const r = await list('brand', { security_id: 2, time_in_product: bucket, page_size: 50 });
      expect(r.status).toBe(200);
      expect(r.body.total, bucket).toBe(await count(`p.brand_id = 1 AND ${where}`, [now]));
      sum += r.body.total;
      const months = bucket === 'gt6' ? 6 : bucket === 'lt1' ? 0 : Number(bucket[0]);
      for (const p of r.body.items) {
        const ageDays = (now.getTime() - Date.parse(p.created_at)) / 86_400_000;
        expect(ageDays).toBeGreaterThanOrEqual(months * 28 - 1);
      }
    }
    expect(sum).toBe(await count('p.brand_id = 1'));
  });

  it('combines filters with the scope filter', async () => {
    const r = await list('brand', {
      security_id: 2,
      region_id: 101,
      status: 'active',
      position_id: 105,
    });
    expect(r.body.total).toBe(
      await count(
        `p.brand_id = 1 AND p.region_id = 101 AND p.status = 'active' AND p.position_id = 105`,
      ),
    );
  });
});

describe('GET /admin/v2/people: sort and pages', () => {
  const keyOf: Record<string, (p: Person) => string | number> = {
    name: (p) => `${p.first_name} ${p.last_name}`.toLowerCase(),
    email: (p) => (p.email ?? '').toLowerCase(),
    created_at: (p) => Date.parse(p.created_at),
    last_activity_at: (p) => (p.last_activity_at ? Date.parse(p.last_activity_at) : -Infinity),
    employee_number: (p) => p.employee_number ?? '',
    store: (p) => (p.store?.name ?? '').toLowerCase(),
    status: (p) => ['preregistered', 'registeredWNAct', 'registered', 'active'].indexOf(p.status),
  };

  it.each(Object.keys(keyOf))('sorts by %s both ways with an id tie-break', async (key) => {
    for (const desc of [false, true]) {
      const people = await all('region', { security_id: 3, sort: desc ? `-${key}` : key });
      expect(people.length).toBe(await count('p.brand_id = 1 AND p.region_id = 101'));
      const k = keyOf[key] as (p: Person) => string | number;
      for (let i = 1; i < people.length; i++) {
        const a = people[i - 1] as Person;
        const b = people[i] as Person;
        const [ka, kb] = [k(a), k(b)];
        const ordered = desc
          ? ka > kb || (ka === kb && a.id > b.id)
          : ka < kb || (ka === kb && a.id < b.id);
        expect(ordered, `${desc ? '-' : ''}${key} at ${i}: ${ka} ${a.id} / ${kb} ${b.id}`).toBe(
          true,
        );
      }
    }
  });

  it('pages are consecutive slices of one order', async () => {
    const q = { security_id: 2, sort: 'store' };
    const p1 = await list('brand', { ...q, page: 1, page_size: 10 });
    const p2 = await list('brand', { ...q, page: 2, page_size: 10 });
    const both = await list('brand', { ...q, page: 1, page_size: 20 });
    expect([...p1.body.items, ...p2.body.items].map((p) => p.id)).toEqual(
      both.body.items.map((p) => p.id),
    );
    const last = Math.ceil(both.body.total / 20);
    const tail = await list('brand', { ...q, page: last, page_size: 20 });
    expect(tail.body.items.length).toBe(both.body.total - (last - 1) * 20);
    const beyond = await list('brand', { ...q, page: last + 1, page_size: 20 });
    expect(beyond.body.items).toEqual([]);
    expect(beyond.body.total).toBe(both.body.total);
  });

  it('accepts page sizes 5 to 500 only', async () => {
    expect((await list('brand', { security_id: 2, page_size: 5 })).body.items).toHaveLength(5);
    expect((await list('brand', { security_id: 2, page_size: 500 })).body.items).toHaveLength(500);
    expect((await list('brand', { security_id: 2, page_size: 4 })).status).toBe(400);
    expect((await list('brand', { security_id: 2, page_size: 501 })).status).toBe(400);
    expect((await list('brand', { security_id: 2, sort: 'password' })).status).toBe(400);
  });
});

describe('GET /admin/v2/people/{id}', () => {
  const get = (who: string, id: number, query: Record<string, unknown>) =>
    t.admin<Person & { reason?: string }>('GET', `/admin/v2/people/${id}`, {
      token: tokens[who],
      query,
    });

  it('returns the person with the display-name rule applied', async () => {
    const expected: Record<number, string> = {
      1: 'Carla Ruiz Mendoza',
      2: 'sin.nombre@saborfresco.mx',
      5: 'Pérez Gómez',
      6: 'Luis',
    };
    for (const [id, name] of Object.entries(expected)) {
      const r = await get('store', Number(id), { security_id: 4 });
      expect(r.status).toBe(200);
      expect(r.body.displayName).toBe(name);
    }
    const p3 = await get('store', 3, { security_id: 4 });
    expect(p3.body.displayName).toBe(p3.body.phone);
    const p4 = await get('store', 4, { security_id: 4 });
    expect(p4.body.displayName).toBe(p4.body.employee_number);
    expect(p4.body.enrollment).toBe(p4.body.employee_number);
    const p1 = await get('brand', 1, { security_id: 2 });
    expect(p1.body).toMatchObject({
      id: 1,
      email: 'collab@demo.test',
      phone: '5500007919',
      employee_number: 'SF000001',
      store: { id: 1001 },
      region: { id: 101 },
      brand: { id: 1, name: 'Sabor Fresco' },
      deleted: false,
    });
  });

  it('answers 404 without data outside the scope, for deleted and for unknown ids', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT id FROM people WHERE store_id = 1002 AND deleted_at IS NULL ORDER BY id LIMIT 1`,
    );
    const other = rows[0]?.id as number;
    const cases: [string, number, Record<string, unknown>][] = [
      ['store', other, { security_id: 4 }],
      ['multi', 1, { security_id: 7 }],
      ['multi', 1, { security_id: 5 }],
      ['super', 1, { security_id: 1, brand_id: 2 }],
      ['brand', 8, { security_id: 2 }],
      ['brand', 99_999_999, { security_id: 2 }],
    ];
    for (const [who, id, query] of cases) {
      const r = await get(who, id, query);
      expect(r.status, `${who} ${id}`).toBe(404);
      expect(r.body.reason).toBe('not_found');
      expect(r.text).not.toContain('first_name');
    }
    expect((await get('brand', other, { security_id: 2 })).status).toBe(200);
  });
});
