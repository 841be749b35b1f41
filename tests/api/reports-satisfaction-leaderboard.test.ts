import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { reportTestApp } from './fixtures/report-app';
import { BRAND, FIXTURE_DOMAINS, insert, mx, STORES } from './fixtures/report-fixture';
import { writeSatisfactionFixture } from './fixtures/satisfaction-fixture';

// The NPS leaderboard when most places have too few answers (as over a short range): the rows
// that reach the minimum come first by NPS, the others follow by their answers (never by an NPS
// that is noise), and no change is called significant unless both periods reach the minimum.
// June 2025 (and May, its previous period) hold only the answers written here.

type Breakdown = components['schemas']['SatisfactionBreakdown'];
type Nps = components['schemas']['SatisfactionNps'];

const JUNE = { start: '2025-06-01', end: '2025-06-30' };
const app = reportTestApp();

let id = 9900;
const answers = (store: number, at: string, scores: number[]) =>
  scores.map((score, i) => ({
    id: id++,
    brand_id: BRAND,
    store_id: store,
    region_id: STORES.find((s) => s.id === store)?.region ?? null,
    survey_id: 9501,
    nps_score: score,
    comment: null,
    created_at: new Date(mx(at).getTime() + i * 60_000),
  }));
const times = (n: number, score: number) => Array.from({ length: n }, () => score);

beforeAll(async () => {
  await writeSatisfactionFixture(app.t.db);
  await insert(app.t.db, 'survey_responses', [
    // Tienda Centro: 40 answers in June at +50 (30 promoters, 10 passives... see below), and 40 in
    // May at −50: a real change between two samples that both reach the minimum.
    ...answers(9001, '2025-06-10T12:00', [...times(25, 10), ...times(10, 8), ...times(5, 3)]),
    ...answers(9001, '2025-05-10T12:00', [...times(5, 10), ...times(10, 8), ...times(25, 3)]),
    // Tienda Parque: 3 answers at +100 in June, 3 at −100 in May: far apart, but 3 answers.
    ...answers(9002, '2025-06-12T12:00', times(3, 10)),
    ...answers(9002, '2025-05-12T12:00', times(3, 0)),
    // Tienda Vacía: 5 answers at 0 in June.
    ...answers(9003, '2025-06-14T12:00', [10, 10, 8, 2, 2]),
  ]);
});

const get = <T>(path: string, query: Record<string, unknown> = {}) =>
  app.t.admin<T>('GET', `/admin/v2/satisfaction/${path}`, {
    token: app.token,
    query: { security_id: FIXTURE_DOMAINS.brand, ...JUNE, ...query },
  });

describe('the NPS leaderboard over a thin range', () => {
  it('ranks the rows with enough answers, then lists the others by their answers', async () => {
    const res = await get<Breakdown>('nps/breakdown');
    expect(res.status, res.text).toBe(200);
    expect(res.body.items.map((i) => [i.name, i.rank, i.n, i.nps])).toEqual([
      ['Tienda Centro', 1, 40, 50],
      // Not ranked: 5 answers come before 3, whatever their NPS (+100 from 3 answers is noise).
      ['Tienda Vacía', null, 5, 0],
      ['Tienda Parque', null, 3, 100],
    ]);
  });

  it('calls a change significant only when both periods reach the minimum', async () => {
    const res = await get<Breakdown>('nps/breakdown');
    const change = Object.fromEntries(res.body.items.map((i) => [i.name, i.change]));
    expect(change['Tienda Centro']).toEqual({ delta: 100, significant: true });
    // +100 against −100 is far beyond the z-test's noise, but from 3 answers against 3.
    expect(change['Tienda Parque']).toEqual({ delta: 200, significant: false });
    expect(change['Tienda Vacía']).toEqual({ delta: null, significant: false });
    // With a minimum of 3, both of Tienda Parque's periods reach it: the z-test decides.
    const three = await get<Breakdown>('nps/breakdown', { min_answers: 3 });
    const parque = three.body.items.find((i) => i.name === 'Tienda Parque');
    expect(parque?.change).toEqual({ delta: 200, significant: true });
    expect(parque?.rank).toBe(1);
  });

  it('the NPS block of one store follows the same rule', async () => {
    const parque = await get<Nps>('nps', { store_id: 9002 });
    expect(parque.status, parque.text).toBe(200);
    expect(parque.body.change).toEqual({ delta: 200, significant: false });
    const brand = await get<Nps>('nps');
    // 48 answers in June against 43 in May: both reach 30.
    expect(brand.body.current.n).toBe(48);
    expect(brand.body.previous.n).toBe(43);
    expect(brand.body.change.significant).toBe(true);
  });
});
