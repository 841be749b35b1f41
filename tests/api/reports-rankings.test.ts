import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { reportTestApp } from './fixtures/report-app';
import { MANAGERS, storeRanking, userRanking } from './fixtures/report-expect';
import {
  COURSES,
  FIXTURE_DOMAINS,
  FIXTURE_LEVELS,
  MARCH,
  MARCH_FROM,
  MARCH_TO,
  PEOPLE,
  STORES,
} from './fixtures/report-fixture';

// The three rankings and their exports on the hand-written brand: rows, ranks, medals and
// levels against the definitions applied in plain TypeScript, per scope level.

type UserPage = components['schemas']['UserRankingPage'];
type StorePage = components['schemas']['StoreRankingPage'];
type ManagerPage = components['schemas']['ManagerRankingPage'];

const app = reportTestApp();
const FROM = MARCH_FROM;
const TO = MARCH_TO;
const LEVELS = FIXTURE_LEVELS;

const get = <T>(path: string, query: Record<string, unknown>) =>
  app.t.admin<T>('GET', path, { token: app.token, query });

/** Parses the export (CRLF, no quoted commas in the fixture) into header + rows. */
function parseCsv(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((l) => l !== '')
    .map((l) => l.split(','));
}

describe('GET /admin/v2/rankings/users', () => {
  it.each(LEVELS)(
    '%s admin: every registered person, ranked by performance',
    async (_, securityId, reach) => {
      const r = await get<UserPage>('/admin/v2/rankings/users', {
        security_id: securityId,
        ...MARCH,
        page_size: 50,
      });
      expect(r.status, r.text).toBe(200);
      const expected = userRanking(FROM, TO, reach);
      expect(r.body.total).toBe(expected.length);
      expect(r.body.items).toHaveLength(expected.length);
      for (const row of r.body.items) {
        const want = expected.find((e) => e.person_id === row.person_id);
        expect(want, `person ${row.person_id}`).toBeDefined();
        expect({
          rank: row.rank,
          score: row.score,
          progress: row.progress,
          performance: row.performance,
          completed_exams: row.completed_exams,
          approved_exams: row.approved_exams,
          medal: row.medal,
          level: row.level,
          name: row.name,
        }).toEqual({
          rank: want?.rank,
          score: want?.score,
          progress: want?.progress,
          performance: want?.performance,
          completed_exams: want?.completed_exams,
          approved_exams: want?.approved_exams,
          medal: want?.medal,
          level: want?.level,
          name: want?.name,
        });
      }
      const perf = r.body.items.map((i) => i.performance);
      expect([...perf].sort((a, b) => b - a)).toEqual(perf);
    },
  );

  it('gives each medal its meaning on the fixture', async () => {
    const r = await get<UserPage>('/admin/v2/rankings/users', {
      security_id: FIXTURE_DOMAINS.brand,
      ...MARCH,
    });
    const medal = (id: number) => r.body.items.find((i) => i.person_id === id)?.medal;
    // Eloy: 3 exams in March, 2 failed → destroyer. Ana: nothing in March → sleepy.
    expect(medal(90105)).toBe('destroyer');
    expect(medal(90101)).toBe('sleepy');
    // Gus (deleted), Fany (preregistered) and Hugo (registered after the range) are not ranked.
    const ids = r.body.items.map((i) => i.person_id);
    for (const absent of [90106, 90107, 90108]) expect(ids).not.toContain(absent);
  });

  it('filters by search, position and topic, sorts and pages', async () => {
    const search = await get<UserPage>('/admin/v2/rankings/users', {
      security_id: FIXTURE_DOMAINS.brand,
      ...MARCH,
      search: 'dora',
    });
    expect(search.body.items.map((i) => i.person_id)).toEqual([90104]);
    const cashiers = await get<UserPage>('/admin/v2/rankings/users', {
      security_id: FIXTURE_DOMAINS.brand,
      ...MARCH,
      position_id: 90002,
    });
    const cashierIds = PEOPLE.filter((p) => p.position === 90002).map((p) => p.id);
    for (const i of cashiers.body.items) expect(cashierIds).toContain(i.person_id);
    // The total counts the position's registered people (from the counts, without a search).
    const wantCashiers = userRanking(FROM, TO, {}).filter((w) => cashierIds.includes(w.person_id));
    expect(wantCashiers.length).toBeGreaterThan(0);
    expect(cashiers.body.items).toHaveLength(wantCashiers.length);
    expect(cashiers.body.total).toBe(wantCashiers.length);
    expect(search.body.total).toBe(1);
    const topic = await get<UserPage>('/admin/v2/rankings/users', {
      security_id: FIXTURE_DOMAINS.brand,
      ...MARCH,
      course_id: 9102,
    });
    // Only Caja counts: Dora's two Caja exams (70 approved, 40 failed) average 55.
    expect(topic.body.items.find((i) => i.person_id === 90104)?.score).toBe(55);
    const byName = await get<UserPage>('/admin/v2/rankings/users', {
      security_id: FIXTURE_DOMAINS.brand,
      ...MARCH,
      sort: 'name',
      page: 2,
      page_size: 5,
    });
    expect(byName.body.total).toBe(5);
    expect(byName.body.items).toEqual([]);
    // By rank (the default's own query): the first page of 5 is everyone (the brand has 5
    // ranked people), a page past the end keeps the total.
    const all = await get<UserPage>('/admin/v2/rankings/users', {
      security_id: FIXTURE_DOMAINS.brand,
      ...MARCH,
      page_size: 50,
    });
    const first5 = await get<UserPage>('/admin/v2/rankings/users', {
      security_id: FIXTURE_DOMAINS.brand,
      ...MARCH,
      page_size: 5,
    });
    expect(first5.body.items).toEqual(all.body.items.slice(0, 5));
    const past = await get<UserPage>('/admin/v2/rankings/users', {
      security_id: FIXTURE_DOMAINS.brand,
      ...MARCH,
      page: 2,
      page_size: 5,
    });
    expect(past.body.total).toBe(all.body.total);
    expect(past.body.items).toEqual([]);
    const first = await get<UserPage>('/admin/v2/rankings/users', {
      security_id: FIXTURE_DOMAINS.brand,
      ...MARCH,
      sort: 'name',
      page_size: 5,
    });
    expect(first.body.items.map((i) => i.name)).toEqual(
      [...first.body.items.map((i) => i.name)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('exports the whole ranking of the filter as CSV', async () => {
    const r = await app.t.admin<string>('GET', '/admin/v2/rankings/users/export', {
      token: app.token,
      query: { security_id: FIXTURE_DOMAINS.region, ...MARCH },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/csv');
    const [header, ...rows] = parseCsv(r.text);
    expect(header).toEqual([
      'rank',
      'name',
      'email',
      'phone',
      'enrollment',
      'position',
      'store',
      'score',
      'progress',
      'completed_exams',
      'medal',
      'level',
    ]);
    // Each row's rank, medal and level as the page gives them (the export computes who was
    // active in the period for every row at once, a page for its own rows).
    const want = userRanking(FROM, TO, { region: 901 });
    expect(rows.map((r) => [r[0], r[1], r[10], r[11]].join('|')).sort()).toEqual(
      want.map((w) => [w.rank, w.name, w.medal, w.level].join('|')).sort(),
    );
    // The text decoder drops the byte-order mark; the bytes carry it for spreadsheets.
    const raw = await app.t.app.request(
      `/admin/v2/rankings/users/export?security_id=${FIXTURE_DOMAINS.brand}&start=2026-03-01&end=2026-03-31`,
      { headers: { authorization: `Bearer ${app.token}` } },
    );
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('GET /admin/v2/rankings/stores', () => {
  it.each(LEVELS)(
    '%s admin: every store of the scope, the empty one included',
    async (_, securityId, reach) => {
      const r = await get<StorePage>('/admin/v2/rankings/stores', {
        security_id: securityId,
        ...MARCH,
      });
      expect(r.status, r.text).toBe(200);
      const expected = storeRanking(FROM, TO, reach);
      expect(r.body.total).toBe(expected.length);
      for (const row of r.body.items) {
        const want = expected.find((e) => e.store === row.store.id);
        expect(row).toMatchObject({
          rank: want?.rank,
          people: want?.people,
          active: want?.active,
          adoption: want?.adoption,
          progress: want?.progress,
          score: want?.score,
          completed_courses: want?.completed_courses,
          growth: want?.growth,
        });
      }
    },
  );

  it('orders by each of the six sorts', async () => {
    const expected = storeRanking(FROM, TO, {});
    const by = async (sort: string) =>
      (
        await get<StorePage>('/admin/v2/rankings/stores', {
          security_id: FIXTURE_DOMAINS.brand,
          ...MARCH,
          sort,
        })
      ).body.items.map((i) => i.store.id);
    const name = (id: number) => STORES.find((s) => s.id === id)?.name ?? '';
    const order = (key: (e: (typeof expected)[number]) => number, dir: 1 | -1) =>
      [...expected]
        .sort((a, b) => dir * (key(a) - key(b)) || name(a.store).localeCompare(name(b.store)))
        .map((e) => e.store);
    expect(await by('top')).toEqual(order((e) => e.rank, 1));
    expect(await by('most_completed')).toEqual(order((e) => e.completed_courses, -1));
    expect(await by('least_completed')).toEqual(order((e) => e.completed_courses, 1));
    expect(await by('best_growth')).toEqual(order((e) => e.growth, -1));
    expect(await by('worst_growth')).toEqual(order((e) => e.growth, 1));
    expect((await by('bottom'))[0]).toBe(9003);
  });

  it('exports every store, ranked', async () => {
    const r = await app.t.admin<string>('GET', '/admin/v2/rankings/stores/export', {
      token: app.token,
      query: { security_id: FIXTURE_DOMAINS.brand, ...MARCH },
    });
    expect(r.status).toBe(200);
    const [header, ...rows] = parseCsv(r.text);
    expect(header?.[0]).toBe('rank');
    expect(rows.map((row) => row[1])).toContain('Tienda Vacía');
    expect(rows).toHaveLength(STORES.length);
  });
});

describe('GET /admin/v2/rankings/managers', () => {
  it('lists the store managers with their store and rank (figures: rankings-period)', async () => {
    const r = await get<ManagerPage>('/admin/v2/rankings/managers', {
      security_id: FIXTURE_DOMAINS.brand,
      ...MARCH,
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.items.map((i) => i.person_id).sort()).toEqual(MANAGERS.map((m) => m.id).sort());
    for (const row of r.body.items) {
      const manager = MANAGERS.find((m) => m.id === row.person_id);
      expect(row.store.id).toBe(manager?.store);
    }
    const ranks = r.body.items.map((i) => i.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const search = await get<ManagerPage>('/admin/v2/rankings/managers', {
      security_id: FIXTURE_DOMAINS.brand,
      ...MARCH,
      search: 'parque',
    });
    expect(search.body.items.map((i) => i.store.id)).toEqual([9002]);
    const exp = await app.t.admin<string>('GET', '/admin/v2/rankings/managers/export', {
      token: app.token,
      query: { security_id: FIXTURE_DOMAINS.store, ...MARCH },
    });
    const [, ...rows] = parseCsv(exp.text);
    expect(rows).toHaveLength(MANAGERS.filter((m) => m.store === 9001).length);
  });
});

describe("GET /admin/v2/topics (the user ranking's topic filter)", () => {
  it.each(LEVELS)(
    "%s admin: the brand's topics that are not inactive, by name",
    async (_, securityId) => {
      const r = await get<{ id: number; name: string }[]>('/admin/v2/topics', {
        security_id: securityId,
      });
      expect(r.status, r.text).toBe(200);
      const expected = COURSES.filter((c) => c.type !== 'inactive')
        .map((c) => ({ id: c.id, name: c.name }))
        .sort((a, b) => a.name.localeCompare(b.name));
      expect(r.body).toEqual(expected);
    },
  );
});
