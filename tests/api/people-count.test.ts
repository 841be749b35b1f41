import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { startTestApp, type TestApp } from './harness/test-app';

// The people list's total with a small exact maximum (PEOPLE_COUNT_EXACT_MAX): above it the
// reply marks its total as an estimate, and the estimate stays near the real count and never
// below the rows the page proves; within it, and on the list's last page, the total is exact.

type Page = components['schemas']['PersonPage'];

const EXACT_MAX = 40;

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp({ config: { peopleCountExactMax: EXACT_MAX } });
  Object.assign(tokens, await t.signInAll());
});
afterAll(async () => {
  await t.close();
});

const list = async (who: string, query: Record<string, unknown>) => {
  const r = await t.admin<Page>('GET', '/admin/v2/people', { token: tokens[who], query });
  expect(r.status).toBe(200);
  return r.body;
};

/** Active people matching a SQL condition over people p. */
async function count(where: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM people p WHERE p.deleted_at IS NULL AND ${where}`,
  );
  return rows[0]?.n ?? -1;
}

/** A store of brand 1 with more people than one page of 10 and no more than EXACT_MAX. */
async function smallStore(): Promise<{ id: number; people: number }> {
  const { rows } = await t.db.query<{ id: number; n: number }>(
    `SELECT store_id AS id, count(*)::int AS n FROM people
      WHERE brand_id = 1 AND deleted_at IS NULL GROUP BY store_id
     HAVING count(*) BETWEEN 11 AND ${EXACT_MAX} ORDER BY store_id LIMIT 1`,
  );
  const row = rows[0];
  if (!row) throw new Error('the small seed has no store of 11 to 40 people');
  return { id: row.id, people: row.n };
}

describe('GET /admin/v2/people: the total above and below the exact maximum', () => {
  it('estimates a large list, marked as such, near the real count', async () => {
    const real = await count('p.brand_id = 1');
    expect(real).toBeGreaterThan(EXACT_MAX * 10);
    const page = await list('brand', { security_id: 2 });
    expect(page.total_estimated).toBe(true);
    expect(page.items).toHaveLength(10);
    expect(page.total).toBeGreaterThan(EXACT_MAX);
    expect(Math.abs(page.total - real) / real).toBeLessThan(0.25);
  });

  it('estimates a filtered list above the maximum within the same bound', async () => {
    const real = await count(`p.brand_id = 1 AND p.status = 'active'`);
    expect(real).toBeGreaterThan(EXACT_MAX);
    const page = await list('brand', { security_id: 2, status: 'active', page: 2 });
    expect(page.total_estimated).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(11 + page.items.length);
    expect(Math.abs(page.total - real) / real).toBeLessThan(0.25);
  });

  it('counts exactly a list of at most the maximum that spans several pages', async () => {
    const store = await smallStore();
    const page = await list('brand', { security_id: 2, store_id: store.id });
    expect(page.items).toHaveLength(10);
    expect(page.total_estimated).toBe(false);
    expect(page.total).toBe(store.people);
  });

  it('counts exactly a search below the maximum', async () => {
    const page = await list('brand', { security_id: 2, search: 'garc', page_size: 5 });
    const real = await count(`p.brand_id = 1 AND p.search_text LIKE '%garc%'`);
    expect(real).toBeGreaterThan(5);
    expect(real).toBeLessThanOrEqual(EXACT_MAX);
    expect(page.total_estimated).toBe(false);
    expect(page.total).toBe(real);
  });

  it('gives the exact total on the last page of a list otherwise estimated', async () => {
    const real = await count('p.brand_id = 1');
    const last = Math.ceil(real / 500);
    const page = await list('brand', { security_id: 2, page: last, page_size: 500 });
    expect(page.items.length).toBe(real - (last - 1) * 500);
    expect(page.total_estimated).toBe(false);
    expect(page.total).toBe(real);
  });
});
