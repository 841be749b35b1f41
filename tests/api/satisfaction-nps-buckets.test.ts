import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { reportTestApp } from './fixtures/report-app';
import { inReach, round1 } from './fixtures/report-expect';
import { BRAND, FIXTURE_ADMIN_EMAIL, FIXTURE_LEVELS, STORES } from './fixtures/report-fixture';
import {
  ANSWERS,
  type FixtureAnswer,
  writeSatisfactionFixture,
} from './fixtures/satisfaction-fixture';

// The NPS report places every answer of both periods in one pass, by comparing its instant with
// the first instant of each bucket (satisfaction-nps.ts). Here the figures, the histogram and
// every bucket of both series are recounted from the answers' local days in the admin's time
// zone, for a day, a week and a month grouping whose first week or month began before the period
// (the bucket is cut at the period's start), in zones with a DST change (New York at 02:00,
// Santiago at midnight: its local day then starts at 01:00) and a half-hour offset (Kolkata),
// with answers on each local midnight and a millisecond before it.

type Nps = components['schemas']['SatisfactionNps'];

const app = reportTestApp();

/** The local day (YYYY-MM-DD) of an instant in a zone. */
const formats = new Map<string, Intl.DateTimeFormat>();
function localDay(at: Date | number, zone: string): string {
  let format = formats.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    formats.set(zone, format);
  }
  return format.format(at);
}

/** The first instant whose local day in `zone` is `day` (binary search over the milliseconds). */
function dayStart(day: string, zone: string): number {
  let lo = Date.parse(`${day}T00:00:00Z`) - 15 * 3_600_000;
  let hi = lo + 30 * 3_600_000;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (localDay(mid, zone) < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** date_trunc of a day by the series' group (weeks start on Monday). */
function bucketOf(day: string, group: string): string {
  if (group === 'month') return `${day.slice(0, 7)}-01`;
  if (group === 'week') {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    return addDays(day, -((weekday + 6) % 7));
  }
  return day;
}

const ZONES = ['America/Mexico_City', 'America/New_York', 'America/Santiago', 'Asia/Kolkata'];

// Local midnights where buckets and periods meet: the ranges' starts and ends, the Mondays and
// first days around them, and the DST changes (New York 2026-03-08, Santiago 2025-09-07 and
// 2026-04-05).
const EDGE_DAYS = [
  ...Array.from({ length: 16 }, (_, i) => addDays('2026-02-24', i)),
  ...Array.from({ length: 5 }, (_, i) => addDays('2025-09-04', i)),
  '2025-02-28',
  '2025-03-01',
  '2025-08-01',
  '2025-09-01',
  '2025-09-15',
  '2025-10-01',
  '2025-10-15',
  '2025-10-13',
  '2025-10-20',
  '2026-01-05',
  '2026-01-07',
  '2026-01-12',
  '2026-02-01',
  '2026-04-01',
  '2026-04-05',
];

let nextId = 20_000;
const extra: FixtureAnswer[] = [];
const answer = (at: number, store: number, score: number) =>
  extra.push({ id: nextId++, store, survey: 9501, score, comment: null, at: new Date(at) });
// One answer every 5 h 17 min from February 2025 to April 2026, across the three stores.
for (let at = Date.parse('2025-02-01T00:00:00Z'), i = 0; at < Date.parse('2026-04-08'); i++) {
  answer(at, STORES[i % 3]?.id ?? 9001, (i * 7) % 11);
  at += (5 * 60 + 17) * 60_000;
}
for (const [z, zone] of ZONES.entries()) {
  for (const [d, day] of EDGE_DAYS.entries()) {
    const start = dayStart(day, zone);
    answer(start, 9001 + ((z + d) % 3), (z + d) % 11);
    answer(start - 1, 9001 + ((z + d + 1) % 3), (z + 2 * d + 5) % 11);
  }
}
const ALL = [...ANSWERS, ...extra];

/** An answer with its local day in the admin's zone. */
type Dated = FixtureAnswer & { day: string };

beforeAll(async () => {
  await writeSatisfactionFixture(app.t.db);
  const region = (store: number) => STORES.find((s) => s.id === store)?.region ?? null;
  await app.t.db.query(
    `INSERT INTO survey_responses (id, brand_id, store_id, region_id, survey_id, nps_score,
                                   created_at)
     SELECT i.id, $1, i.store, i.region, i.survey, i.score, i.at
       FROM unnest($2::bigint[], $3::int[], $4::int[], $5::int[], $6::int[], $7::timestamptz[])
            AS i(id, store, region, survey, score, at)`,
    [
      BRAND,
      extra.map((a) => a.id),
      extra.map((a) => a.store),
      extra.map((a) => region(a.store)),
      extra.map((a) => a.survey),
      extra.map((a) => a.score),
      extra.map((a) => a.at.toISOString()),
    ],
  );
});

const counts = (list: FixtureAnswer[]) => ({
  promoters: list.filter((a) => a.score >= 9).length,
  passives: list.filter((a) => a.score === 7 || a.score === 8).length,
  detractors: list.filter((a) => a.score <= 6).length,
});

/** n, NPS and margin of some answers, from the definitions (admin.yaml). */
function point(list: FixtureAnswer[]) {
  const c = counts(list);
  const n = list.length;
  const m = n + 3;
  const p = (c.promoters + 0.75) / m;
  const d = (c.detractors + 0.75) / m;
  return {
    n,
    nps: n === 0 ? null : round1((100 * (c.promoters - c.detractors)) / n),
    margin: n === 0 ? null : round1(1.96 * (100 * Math.sqrt((p + d - (p - d) ** 2) / m))),
  };
}

/** Every bucket of [first, last] with the answers of those local days, in order. */
function expectedSeries(list: Dated[], first: string, last: string, group: string) {
  const keys: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const key = bucketOf(day, group);
    if (!keys.includes(key)) keys.push(key);
  }
  return keys.map((key) => ({
    key,
    ...point(list.filter((a) => bucketOf(a.day, group) === key)),
  }));
}

const CASES = [
  { start: '2026-03-01', end: '2026-03-31', group: 'day' },
  { start: '2025-09-01', end: '2025-09-30', group: 'day' },
  // 84 days: the week of 2026-01-05 is cut between the two periods.
  { start: '2026-01-07', end: '2026-03-31', group: 'week' },
  // 198 days: September 2025 is cut between the two periods.
  { start: '2025-09-15', end: '2026-03-31', group: 'month' },
];

describe('GET /admin/v2/satisfaction/nps: every answer in the bucket of its local day', () => {
  it.each(ZONES)('%s: both periods, the histogram and every bucket', async (zone) => {
    await app.t.db.query('UPDATE admins SET timezone = $1 WHERE email = $2', [
      zone,
      FIXTURE_ADMIN_EMAIL,
    ]);
    for (const { start, end, group } of CASES) {
      for (const [level, id, reach] of FIXTURE_LEVELS) {
        const res = await app.t.admin<Nps>('GET', '/admin/v2/satisfaction/nps', {
          token: app.token,
          query: { security_id: id, start, end },
        });
        expect(res.status, res.text).toBe(200);
        const mine = ALL.filter((a) => inReach(a.store, reach)).map((a) => ({
          ...a,
          day: localDay(a.at, zone),
        }));
        const prev = res.body.previous_range;
        const now = mine.filter((a) => a.day >= start && a.day <= end);
        const before = mine.filter((a) => a.day >= prev.start && a.day <= prev.end);
        const what = `${zone} ${level} ${start}…${end}`;
        expect(res.body.group, what).toBe(group);
        expect(res.body.current, what).toMatchObject({ ...counts(now), ...point(now) });
        expect(res.body.previous, what).toMatchObject({ ...counts(before), ...point(before) });
        expect(res.body.histogram, what).toEqual(
          Array.from({ length: 11 }, (_, s) => now.filter((a) => a.score === s).length),
        );
        expect(res.body.series, what).toEqual(expectedSeries(now, start, end, group));
        expect(res.body.previous_series, what).toEqual(
          expectedSeries(before, prev.start, prev.end, group),
        );
      }
    }
  });

  it('the extra answers reach every case (the recount is not of empty buckets)', () => {
    for (const zone of ZONES) {
      for (const { start, end } of CASES) {
        const days = new Set(
          ALL.map((a) => localDay(a.at, zone)).filter((d) => d >= start && d <= end),
        );
        // An answer every 5 h 17 min: every local day has one.
        expect(days.size, `${zone} ${start}`).toBe(
          (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1,
        );
      }
    }
  });
});
