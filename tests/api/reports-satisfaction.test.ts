import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { reportTestApp } from './fixtures/report-app';
import { inReach, type Reach, round1 } from './fixtures/report-expect';
import {
  BRAND,
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
  SURVEYS,
  writeSatisfactionFixture,
} from './fixtures/satisfaction-fixture';

// Guest satisfaction on the hand-written brand: NPS with its n, 95 % margin, label,
// level and significance of change per scope level, against figures computed here from the
// fixture's answers; the edge cases (no answers, one, all passives, all promoters); the
// leaderboard with its unranked low-n rows; the answers with their filters and sorts; the
// exports; 400 on bad input and 404 without the satisfaction module.

type Nps = components['schemas']['SatisfactionNps'];
type Breakdown = components['schemas']['SatisfactionBreakdown'];
type Responses = components['schemas']['SatisfactionResponsePage'];
type Surveys = components['schemas']['SatisfactionSurveys'];
type ErrorBody = components['schemas']['ErrorBody'];

const app = reportTestApp();
beforeAll(async () => {
  await writeSatisfactionFixture(app.t.db);
});

const PREV_FROM = mx('2026-01-29T00:00');

const get = <T>(path: string, securityId: number, query: Record<string, unknown> = {}) =>
  app.t.admin<T>('GET', `/admin/v2/satisfaction/${path}`, {
    token: app.token,
    query: { security_id: securityId, ...MARCH, ...query },
  });

const between = (from: Date, to: Date, r: Reach, survey?: number) =>
  ANSWERS.filter(
    (a) =>
      a.at >= from &&
      a.at < to &&
      inReach(a.store, r) &&
      (survey === undefined || a.survey === survey),
  );
const march = (r: Reach, survey?: number) => between(MARCH_FROM, MARCH_TO, r, survey);
const previousOf = (r: Reach, survey?: number) => between(PREV_FROM, MARCH_FROM, r, survey);

/** The NPS figure of some answers, written out from the definitions (admin.yaml). */
function expectedFigure(list: FixtureAnswer[], min = 30) {
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
  return {
    figure: {
      n,
      promoters,
      passives,
      detractors,
      nps,
      margin: n === 0 ? null : round1(1.96 * se),
      label,
      level,
    },
    se,
  };
}

function expectedChange(now: FixtureAnswer[], then: FixtureAnswer[], min = 30) {
  const a = expectedFigure(now);
  const b = expectedFigure(then);
  if (a.figure.nps === null || b.figure.nps === null) return { delta: null, significant: false };
  const z = (a.figure.nps - b.figure.nps) / Math.sqrt(a.se ** 2 + b.se ** 2);
  // Beyond noise only when both periods have at least `min` answers.
  const enough = now.length >= min && then.length >= min;
  return { delta: round1(a.figure.nps - b.figure.nps), significant: enough && Math.abs(z) >= 1.96 };
}

describe('GET /admin/v2/satisfaction/nps', () => {
  it.each(FIXTURE_LEVELS)('%s admin: NPS, n, margin, change and histogram', async (_, id, r) => {
    const res = await get<Nps>('nps', id);
    expect(res.status, res.text).toBe(200);
    const now = march(r);
    expect(now.length).toBeGreaterThan(0);
    expect(res.body.current).toEqual(expectedFigure(now).figure);
    expect(res.body.previous).toEqual(expectedFigure(previousOf(r)).figure);
    expect(res.body.change).toEqual(expectedChange(now, previousOf(r)));
    expect(res.body.histogram).toEqual(
      Array.from({ length: 11 }, (_, s) => now.filter((a) => a.score === s).length),
    );
    expect(res.body).toMatchObject({
      group: 'day',
      target: 50,
      min_answers: 30,
      range: MARCH,
      previous_range: { start: '2026-01-29', end: '2026-02-28' },
    });
  });

  it('the trend has every day of the range, each with its answers (Mexico City days)', async () => {
    const res = await get<Nps>('nps', FIXTURE_DOMAINS.brand);
    expect(res.body.series.map((p) => p.key)).toEqual(
      Array.from({ length: 31 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`),
    );
    for (const point of res.body.series) {
      const day = ANSWERS.filter(
        (a) =>
          a.at >= mx(`${point.key}T00:00`) &&
          a.at < new Date(mx(`${point.key}T00:00`).getTime() + 86_400_000),
      );
      const want = expectedFigure(day).figure;
      expect([point.n, point.nps, point.margin], point.key).toEqual([
        want.n,
        want.nps,
        want.margin,
      ]);
    }
    expect(res.body.series.find((p) => p.key === '2026-03-31')?.n).toBe(1);
    expect(res.body.previous_series).toHaveLength(31);
    expect(res.body.previous_series.reduce((s, p) => s + p.n, 0)).toBe(previousOf({}).length);
  });

  it('edge cases: no answers, one answer, all passives, all promoters', async () => {
    const none = await get<Nps>('nps', FIXTURE_DOMAINS.store, { survey_id: 9502 });
    expect(none.body.current).toEqual({
      n: 0,
      promoters: 0,
      passives: 0,
      detractors: 0,
      nps: null,
      margin: null,
      label: null,
      level: 'low',
    });
    expect(none.body.histogram).toEqual(Array(11).fill(0));
    expect(none.body.change).toEqual({ delta: null, significant: false });
    const one = await get<Nps>('nps', FIXTURE_DOMAINS.brand, { survey_id: 9502 });
    expect(one.body.current).toEqual(expectedFigure(march({}, 9502)).figure);
    expect(one.body.current).toMatchObject({ n: 1, nps: 100, label: 'excellent' });
    expect(one.body.current.margin).toBeGreaterThan(50);
    // Tienda Parque's previous period: all passives (NPS 0, a margin all the same).
    const passives = await get<Nps>('nps', FIXTURE_DOMAINS.brand, {
      store_id: 9002,
      start: '2026-02-01',
      end: '2026-02-28',
    });
    expect(passives.body.current).toMatchObject({ n: 3, passives: 3, nps: 0, label: 'fair' });
    expect(passives.body.current.margin).toBeGreaterThan(0);
    // Tienda Vacía: all promoters in February, none in March.
    const promoters = await get<Nps>('nps', FIXTURE_DOMAINS.brand, {
      store_id: 9003,
      start: '2026-02-01',
      end: '2026-02-28',
    });
    expect(promoters.body.current).toMatchObject({ n: 3, promoters: 3, nps: 100 });
    expect(promoters.body.current.margin).toBeGreaterThan(0);
    expect(promoters.body.current.margin).toEqual(
      expectedFigure(ANSWERS.filter((a) => a.store === 9003 && a.score >= 9)).figure.margin,
    );
  });

  it('a minimum of answers sets the level; a bad one is refused with its field', async () => {
    const res = await get<Nps>('nps', FIXTURE_DOMAINS.brand, { min_answers: 5 });
    expect(res.body.current.level).toBe('medium');
    expect(res.body.min_answers).toBe(5);
    const bad = await get<ErrorBody>('nps', FIXTURE_DOMAINS.brand, { min_answers: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('min_answers');
  });
});

describe('GET /admin/v2/satisfaction/nps/breakdown', () => {
  const storeName = (id: number) => STORES.find((s) => s.id === id)?.name ?? '';

  it.each(FIXTURE_LEVELS)('%s admin: the stores ranked by NPS', async (_, id, r) => {
    const res = await get<Breakdown>('nps/breakdown', id, { min_answers: 2 });
    expect(res.status, res.text).toBe(200);
    const stores = STORES.filter((s) => march(r).some((a) => a.store === s.id));
    const rows = stores
      .map((s) => {
        const now = march(r).filter((a) => a.store === s.id);
        const then = previousOf(r).filter((a) => a.store === s.id);
        return {
          id: s.id,
          name: s.name,
          ...expectedFigure(now, 2).figure,
          previous_nps: expectedFigure(then).figure.nps,
          change: expectedChange(now, then, 2),
        };
      })
      .sort((a, b) => (b.nps ?? -101) - (a.nps ?? -101) || b.n - a.n);
    expect(res.body.items).toEqual(rows.map((row, i) => ({ ...row, rank: i + 1 })));
  });

  it('rows below the minimum are not ranked and come last; by region', async () => {
    const res = await get<Breakdown>('nps/breakdown', FIXTURE_DOMAINS.brand, { min_answers: 3 });
    // Tienda Parque has 2 answers in March: listed after the ranked ones, without a place.
    expect(res.body.items.map((i) => [i.name, i.rank, i.level])).toEqual([
      [storeName(9001), 1, 'medium'],
      [storeName(9002), null, 'low'],
    ]);
    const regions = await get<Breakdown>('nps/breakdown', FIXTURE_DOMAINS.brand, { by: 'region' });
    expect(regions.body.by).toBe('region');
    const north = march({ region: 901 });
    expect(regions.body.items).toEqual([
      {
        id: 901,
        name: REGIONS[0]?.name,
        ...expectedFigure(north).figure,
        previous_nps: expectedFigure(previousOf({ region: 901 })).figure.nps,
        change: expectedChange(north, previousOf({ region: 901 })),
        rank: null,
      },
    ]);
    const csv = await get<string>('nps/breakdown/export', FIXTURE_DOMAINS.brand, {
      min_answers: 3,
    });
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((l) => l !== '');
    expect(lines[0]).toBe(
      'rank,name,n,nps,margin,promoters,passives,detractors,previous_nps,change,significant',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 3))).toEqual([
      ['1', storeName(9001), '9'],
      ['', storeName(9002), '2'],
    ]);
  });
});

describe('GET /admin/v2/satisfaction/responses', () => {
  const newestFirst = (list: FixtureAnswer[]) =>
    [...list].sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);

  it.each(FIXTURE_LEVELS)('%s admin: the answers of the range, newest first', async (_, id, r) => {
    const res = await get<Responses>('responses', id, { page_size: 100 });
    expect(res.status, res.text).toBe(200);
    const want = newestFirst(march(r));
    expect(res.body.total).toBe(want.length);
    expect(
      res.body.items.map((i) => [i.id, i.store.id, i.survey.id, i.score, i.comment, i.date]),
    ).toEqual(want.map((a) => [a.id, a.store, a.survey, a.score, a.comment, a.at.toISOString()]));
    const survey = SURVEYS.find((s) => s.id === res.body.items[0]?.survey.id);
    expect(res.body.items[0]).toMatchObject({
      survey: { name: survey?.name },
      survey_number: survey?.number,
    });
  });

  it('filters by survey, group, comment and search (accents folded); sorts by score', async () => {
    const ids = async (q: Record<string, unknown>) =>
      (
        await get<Responses>('responses', FIXTURE_DOMAINS.brand, { page_size: 100, ...q })
      ).body.items
        .map((i) => i.id)
        .sort();
    const all = march({});
    const idsOf = (list: FixtureAnswer[]) => list.map((a) => a.id).sort();
    expect(await ids({ survey_id: 9502 })).toEqual(idsOf(all.filter((a) => a.survey === 9502)));
    expect(await ids({ group: 'detractors' })).toEqual(idsOf(all.filter((a) => a.score <= 6)));
    expect(await ids({ group: 'passives' })).toEqual(
      idsOf(all.filter((a) => a.score === 7 || a.score === 8)),
    );
    expect(await ids({ commented: true })).toEqual(
      idsOf(all.filter((a) => a.comment !== null && a.comment !== '')),
    );
    expect(await ids({ search: 'MAL' })).toEqual(
      idsOf(all.filter((a) => /mal/i.test(a.comment ?? ''))),
    );
    expect(await ids({ search: 'volveria' })).toEqual(
      idsOf(all.filter((a) => a.comment?.includes('volvería'))),
    );
    const byScore = await get<Responses>('responses', FIXTURE_DOMAINS.brand, {
      sort: '-score',
      page_size: 100,
    });
    const scores = byScore.body.items.map((i) => i.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(byScore.body.items.map((i) => i.group)).toEqual(
      scores.map((s) => (s >= 9 ? 'promoters' : s >= 7 ? 'passives' : 'detractors')),
    );
    const bad = await get<ErrorBody>('responses', FIXTURE_DOMAINS.brand, { group: 'fans' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('group');
  });

  it('exports the view, and the full export has every answer of the range', async () => {
    const csvLines = async (path: string, q: Record<string, unknown>) => {
      const res = await get<string>(path, FIXTURE_DOMAINS.brand, q);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      return res.text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter((l) => l !== '');
    };
    const view = await csvLines('responses/export', { survey_id: 9501, group: 'detractors' });
    expect(view[0]).toBe('survey,survey_number,store,region,date,score,group,comment');
    expect(view.length - 1).toBe(march({}, 9501).filter((a) => a.score <= 6).length);
    const full = await csvLines('responses/full-export', {});
    expect(full.length - 1).toBe(march({}).length);
    const store = await csvLines('responses/full-export', { store_id: 9002 });
    expect(store.length - 1).toBe(march({ store: 9002 }).length);
  });
});

describe('GET /admin/v2/satisfaction/surveys', () => {
  it.each(FIXTURE_LEVELS)('%s admin: every survey with its answers in range', async (_, id, r) => {
    const res = await get<Surveys>('surveys', id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.surveys).toEqual(
      SURVEYS.map((s) => ({
        id: s.id,
        name: s.name,
        survey_number: s.number,
        count: march(r, s.id).length,
      })),
    );
  });
});

describe('a brand without the satisfaction module', () => {
  it('answers 404 on every satisfaction operation', async () => {
    await app.t.db.query('UPDATE organizations SET satisfaction_module = false WHERE id = $1', [
      BRAND,
    ]);
    try {
      for (const path of [
        'surveys',
        'nps',
        'nps/breakdown',
        'nps/breakdown/export',
        'responses',
        'responses/export',
        'responses/full-export',
      ]) {
        const res = await get<ErrorBody>(path, FIXTURE_DOMAINS.brand);
        expect(res.status, path).toBe(404);
      }
    } finally {
      await app.t.db.query('UPDATE organizations SET satisfaction_module = true WHERE id = $1', [
        BRAND,
      ]);
    }
  });
});
