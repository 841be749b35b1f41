import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { reportTestApp } from './fixtures/report-app';
import { inReach, type Reach, round1 } from './fixtures/report-expect';
import {
  FIXTURE_DOMAINS,
  FIXTURE_LEVELS,
  MARCH,
  MARCH_FROM,
  MARCH_TO,
  mx,
  REGIONS,
  STORES,
} from './fixtures/report-fixture';
import {
  ANSWERS,
  type FixtureAnswer,
  OPENINGS,
  writeSatisfactionFixture,
} from './fixtures/satisfaction-fixture';
import { testDbSource } from './harness/test-db';

// The performance indicators of guest satisfaction (/gem/performance-indicators):
// per store, the surveys finished, the surveys opened, the completion rate and the NPS against
// its target, with the totals of the scope; computed here from the fixture's answers and
// openings by the contract's definitions, per scope level, on the range's edges in two time
// zones, per survey; search, sorts and paging; the export; 400, 403 and 404.

type Indicators = components['schemas']['SatisfactionIndicators'];
type Row = components['schemas']['SatisfactionIndicatorRow'];
type ErrorBody = components['schemas']['ErrorBody'];

const app = reportTestApp();
beforeAll(async () => {
  await writeSatisfactionFixture(app.t.db);
});

const PATH = '/admin/v2/satisfaction/indicators';

const get = <T>(path: string, securityId: number, query: Record<string, unknown> = {}) =>
  app.t.admin<T>('GET', path, {
    token: app.token,
    // The list's whole filter on one page (the export takes no paging).
    query: {
      security_id: securityId,
      ...MARCH,
      ...(path === PATH && { page_size: 100 }),
      ...query,
    },
  });

const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((l) => l !== '');

/** The NPS figure of some answers, written out from the definitions (admin.yaml). */
function npsOf(list: FixtureAnswer[], min: number) {
  const promoters = list.filter((a) => a.score >= 9).length;
  const passives = list.filter((a) => a.score === 7 || a.score === 8).length;
  const detractors = list.filter((a) => a.score <= 6).length;
  const n = list.length;
  const nps = n === 0 ? null : round1((100 * (promoters - detractors)) / n);
  const m = n + 3;
  const p = (promoters + 0.75) / m;
  const d = (detractors + 0.75) / m;
  const se = 100 * Math.sqrt((p + d - (p - d) ** 2) / m);
  const label =
    nps === null ? null : nps >= 70 ? 'excellent' : nps >= 30 ? 'good' : nps >= 0 ? 'fair' : 'poor';
  const level = n >= Math.max(100, min) ? 'high' : n >= min ? 'medium' : 'low';
  const margin = n === 0 ? null : round1(1.96 * se);
  return { n, promoters, passives, detractors, nps, margin, label, level } as const;
}

/** Surveys, openings, completion and NPS against the target (50) of answers and openings. */
function figuresOf(list: FixtureAnswer[], opened: number, min: number) {
  const nps = npsOf(list, min);
  return {
    surveys: list.length,
    opened,
    completion_rate: opened === 0 ? null : round1((100 * list.length) / opened),
    ...nps,
    target: 50,
    vs_target: nps.nps === null ? null : round1(nps.nps - 50),
    meets_target: nps.nps === null || nps.level === 'low' ? null : nps.nps >= 50,
  };
}

interface Filter {
  from?: Date;
  to?: Date;
  reach?: Reach;
  survey?: number;
  min?: number;
}

/** Every store with an answer or an opening in [from, to), newest definition of each column. */
function expected({ from = MARCH_FROM, to = MARCH_TO, reach = {}, survey, min = 30 }: Filter) {
  const keep = (x: { store: number; survey: number; at: Date }) =>
    x.at >= from && x.at < to && inReach(x.store, reach) && (survey ?? x.survey) === x.survey;
  const answers = ANSWERS.filter(keep);
  const openings = OPENINGS.filter(keep);
  const opened = (list: typeof openings) => list.reduce((s, o) => s + o.opened, 0);
  const rows = STORES.filter(
    (s) => answers.some((a) => a.store === s.id) || openings.some((o) => o.store === s.id),
  ).map((s) => ({
    store: { id: s.id, name: s.name },
    region: { id: s.region, name: REGIONS.find((r) => r.id === s.region)?.name ?? '' },
    ...figuresOf(
      answers.filter((a) => a.store === s.id),
      opened(openings.filter((o) => o.store === s.id)),
      min,
    ),
  }));
  return {
    rows,
    totals: { stores: rows.length, ...figuresOf(answers, opened(openings), min) },
  };
}

const byName = (a: Row, b: Row) =>
  a.store.name.localeCompare(b.store.name, 'es') || a.store.id - b.store.id;
/** The documented order on a column: nulls last whichever the direction, ties by name. */
const sorted = (rows: Row[], value: (r: Row) => number | null, dir: 1 | -1) =>
  [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return Number(x === null) - Number(y === null) || byName(a, b);
    return dir * (x - y) || byName(a, b);
  });

describe('GET /admin/v2/satisfaction/indicators', () => {
  it.each(FIXTURE_LEVELS)(
    '%s admin: every store of the scope with its figures',
    async (_, id, r) => {
      const res = await get<Indicators>(PATH, id);
      expect(res.status, res.text).toBe(200);
      const want = expected({ reach: r });
      expect(want.rows.length).toBeGreaterThan(0);
      expect(res.body.items).toEqual(sorted(want.rows, (x) => x.surveys, -1));
      expect(res.body.totals).toEqual(want.totals);
      expect(res.body).toMatchObject({
        range: MARCH,
        target: 50,
        min_answers: 30,
        total: want.rows.length,
        page: 1,
        page_size: 100,
      });
    },
  );

  it('the figures of the fixture, written out', async () => {
    const res = await get<Indicators>(PATH, FIXTURE_DOMAINS.brand, { min_answers: 2 });
    expect(
      res.body.items.map((i) => [
        i.store.id,
        i.surveys,
        i.opened,
        i.completion_rate,
        i.nps,
        i.vs_target,
        i.meets_target,
      ]),
    ).toEqual([
      // Centro: 8 answers on the first quarter hour and 1 on the last millisecond; 10 + 2 + 2
      // openings (the delivery survey twice, never finished).
      [9001, 9, 14, 64.3, 33.3, -16.7, false],
      [9002, 2, 5, 40, 0, -50, false],
      // Vacía: opened four times, never finished: listed, completion 0, no NPS.
      [9003, 0, 4, 0, null, null, null],
    ]);
    expect(res.body.totals).toMatchObject({ stores: 3, surveys: 11, opened: 23, n: 11 });
  });

  it('range edges: the first and last quarter hours count, the next one does not', async () => {
    const lastDay = await get<Indicators>(PATH, FIXTURE_DOMAINS.brand, {
      start: '2026-03-31',
      end: '2026-03-31',
    });
    const want = expected({ from: mx('2026-03-31T00:00'), to: MARCH_TO });
    expect(lastDay.body.items).toEqual(sorted(want.rows, (x) => x.surveys, -1));
    expect(lastDay.body.items.map((i) => [i.store.id, i.surveys, i.opened])).toEqual([
      [9001, 1, 2],
      [9002, 0, 2],
    ]);
    const nextDay = await get<Indicators>(PATH, FIXTURE_DOMAINS.brand, {
      start: '2026-04-01',
      end: '2026-04-01',
    });
    expect(nextDay.body.items.map((i) => [i.store.id, i.surveys, i.opened])).toEqual([
      [9001, 1, 3],
    ]);
    const dayBefore = await get<Indicators>(PATH, FIXTURE_DOMAINS.brand, {
      start: '2026-02-28',
      end: '2026-02-28',
    });
    expect(dayBefore.body.items.map((i) => [i.store.id, i.surveys, i.opened])).toEqual([
      [9001, 0, 5],
      [9002, 0, 1],
    ]);
    const nothing = await get<Indicators>(PATH, FIXTURE_DOMAINS.brand, {
      start: '2025-01-01',
      end: '2025-01-31',
    });
    expect(nothing.body.items).toEqual([]);
    expect(nothing.body.totals).toMatchObject({
      stores: 0,
      surveys: 0,
      opened: 0,
      completion_rate: null,
      nps: null,
      meets_target: null,
    });
  });

  it("follows the caller's time zone: exact in Kolkata (UTC+05:30) too", async () => {
    await app.t.db.query(`UPDATE admins SET timezone = 'Asia/Kolkata' WHERE id = 900`);
    try {
      const res = await get<Indicators>(PATH, FIXTURE_DOMAINS.brand);
      const want = expected({
        from: new Date('2026-03-01T00:00:00+05:30'),
        to: new Date('2026-04-01T00:00:00+05:30'),
      });
      expect(res.body.items).toEqual(sorted(want.rows, (x) => x.surveys, -1));
      expect(res.body.totals).toEqual(want.totals);
      // Not Mexico City's figures: the quarter hours of both ends move.
      expect(res.body.totals.opened).not.toBe(expected({}).totals.opened);
    } finally {
      await app.t.db.query(`UPDATE admins SET timezone = 'America/Mexico_City' WHERE id = 900`);
    }
  });

  it('one survey: answers and openings of that survey only', async () => {
    const res = await get<Indicators>(PATH, FIXTURE_DOMAINS.brand, {
      survey_id: 9502,
      min_answers: 1,
    });
    const want = expected({ survey: 9502, min: 1 });
    expect(res.body.items).toEqual(sorted(want.rows, (x) => x.surveys, -1));
    expect(res.body.totals).toEqual(want.totals);
    // Parque's delivery answer has no opening recorded: no completion rate; Centro opened it
    // twice without finishing.
    expect(res.body.items.map((i) => [i.store.id, i.completion_rate, i.meets_target])).toEqual([
      [9002, null, true],
      [9001, 0, null],
    ]);
    const none = await get<Indicators>(PATH, FIXTURE_DOMAINS.brand, { survey_id: 9503 });
    expect(none.body.items).toEqual([]);
  });

  it('search narrows the rows (accents folded), not the totals', async () => {
    const res = await get<Indicators>(PATH, FIXTURE_DOMAINS.brand, { search: 'VACIA' });
    expect(res.body.items.map((i) => i.store.id)).toEqual([9003]);
    expect(res.body.total).toBe(1);
    expect(res.body.totals).toEqual(expected({}).totals);
    const none = await get<Indicators>(PATH, FIXTURE_DOMAINS.brand, { search: '100%_' });
    expect(none.body.items).toEqual([]);
  });

  it('sorts by every column both ways', async () => {
    const rows = expected({}).rows;
    const orders: [string, Row[]][] = [
      ['surveys', sorted(rows, (x) => x.surveys, 1)],
      ['-surveys', sorted(rows, (x) => x.surveys, -1)],
      ['completion', sorted(rows, (x) => x.completion_rate, 1)],
      ['-completion', sorted(rows, (x) => x.completion_rate, -1)],
      ['nps', sorted(rows, (x) => x.nps, 1)],
      ['-nps', sorted(rows, (x) => x.nps, -1)],
      ['name', [...rows].sort(byName)],
      ['-name', [...rows].sort((a, b) => byName(b, a))],
    ];
    for (const [sort, want] of orders) {
      const res = await get<Indicators>(PATH, FIXTURE_DOMAINS.brand, { sort });
      expect(
        res.body.items.map((i) => i.store.id),
        sort,
      ).toEqual(want.map((i) => i.store.id));
    }
    // Vacía has no NPS: last both ways.
    const nps = await get<Indicators>(PATH, FIXTURE_DOMAINS.brand, { sort: 'nps' });
    expect(nps.body.items.at(-1)?.store.id).toBe(9003);
  });

  it('the export has every row of the filter in the same order', async () => {
    for (const query of [{}, { sort: 'name' }, { survey_id: 9501, sort: '-completion' }]) {
      const list = await get<Indicators>(PATH, FIXTURE_DOMAINS.brand, query);
      const csv = await get<string>(`${PATH}/export`, FIXTURE_DOMAINS.brand, query);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      const lines = csvLines(csv.text);
      expect(lines[0]).toBe(
        'store,region,surveys,opened,completion_rate,nps,margin,label,level,promoters,passives,' +
          'detractors,target,vs_target,meets_target',
      );
      expect(lines.slice(1)).toEqual(
        list.body.items.map((i) =>
          [
            i.store.name,
            i.region?.name ?? '',
            i.surveys,
            i.opened,
            i.completion_rate ?? '',
            i.nps ?? '',
            i.margin ?? '',
            i.label ?? '',
            i.level,
            i.promoters,
            i.passives,
            i.detractors,
            i.target,
            i.vs_target ?? '',
            i.meets_target ?? '',
          ].join(','),
        ),
      );
    }
    const { rows } = await app.t.db.query<{ details: Record<string, string> }>(
      `SELECT details FROM activity_log WHERE admin_id = 900 AND action = 'export_report'
        ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]?.details).toMatchObject({ report: 'satisfaction', kind: 'indicators' });
  });

  it('refuses bad input with the field and a sentence (400), outside the scope with 403', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sort: 'best' }, 'sort'],
      [{ page_size: 1 }, 'page_size'],
      [{ page: 0 }, 'page'],
      [{ min_answers: 0 }, 'min_answers'],
      [{ survey_id: 0 }, 'survey_id'],
      [{ survey_id: 'x' }, 'survey_id'],
      [{ search: 'x'.repeat(101) }, 'search'],
      [{ start: '2026-3-1' }, 'start'],
      [{ start: '2026-04-01', end: '2026-03-01' }, 'end'],
      [{ start: '2020-01-01', end: '2026-03-01' }, 'end'],
    ];
    for (const path of [PATH, `${PATH}/export`]) {
      for (const [query, field] of cases) {
        const res = await get<ErrorBody>(path, FIXTURE_DOMAINS.brand, query);
        expect(res.status, `${path} ${JSON.stringify(query)}`).toBe(400);
        expect(res.body.field).toBe(field);
        expect(res.body.message).toMatch(/^\S.* \S/);
      }
      const outside = await get<ErrorBody>(path, FIXTURE_DOMAINS.region, { store_id: 9003 });
      expect(outside.status).toBe(403);
    }
  });

  it('answers 404 for a brand without the satisfaction module', async () => {
    await app.t.db.query('UPDATE organizations SET satisfaction_module = false WHERE id = 9');
    try {
      for (const path of [PATH, `${PATH}/export`]) {
        const res = await get<ErrorBody>(path, FIXTURE_DOMAINS.brand);
        expect(res.status, path).toBe(404);
      }
    } finally {
      await app.t.db.query('UPDATE organizations SET satisfaction_module = true WHERE id = 9');
    }
  });
});

describe('the demo seed (brand 1, 50 stores): paging and completion rates', () => {
  it('pages are slices of the whole list; every store opened what it answered', async () => {
    const token = await app.t.login('brand@demo.test');
    const day = (offset: number) =>
      new Date(Date.parse(testDbSource().seedDay) + offset * 86_400_000).toISOString().slice(0, 10);
    const call = (query: Record<string, unknown>) =>
      app.t.admin<Indicators>('GET', PATH, {
        token,
        query: { security_id: 2, start: day(-365), end: day(-1), ...query },
      });
    const all = await call({ page_size: 500, sort: 'completion' });
    expect(all.status, all.text).toBe(200);
    expect(all.body.items.length).toBe(50);
    for (const i of all.body.items) {
      expect(i.opened).toBeGreaterThanOrEqual(i.surveys);
      expect(i.completion_rate).toBeGreaterThanOrEqual(45);
      expect(i.completion_rate).toBeLessThanOrEqual(100);
    }
    // The stores differ: the page has a story.
    const rates = all.body.items.map((i) => i.completion_rate ?? 0);
    expect(Math.max(...rates) - Math.min(...rates)).toBeGreaterThan(15);
    expect(all.body.totals.surveys).toBe(all.body.items.reduce((s, i) => s + i.surveys, 0));
    expect(all.body.totals.opened).toBe(all.body.items.reduce((s, i) => s + i.opened, 0));
    const page3 = await call({ page: 3, page_size: 7, sort: 'completion' });
    expect(page3.body).toMatchObject({ total: 50, page: 3, page_size: 7 });
    expect(page3.body.items).toEqual(all.body.items.slice(14, 21));
    const past = await call({ page: 9, page_size: 7, sort: 'completion' });
    expect(past.body.items).toEqual([]);
    expect(past.body.total).toBe(50);
  });
});
