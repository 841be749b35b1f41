import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { reportTestApp } from './fixtures/report-app';
import { asOf, type Reach } from './fixtures/report-expect';
import {
  ATTEMPTS,
  BRAND,
  FIXTURE_DOMAINS,
  FIXTURE_LEVELS,
  FIXTURE_NOW,
  MARCH,
  MARCH_FROM,
  MARCH_TO,
  mx,
} from './fixtures/report-fixture';

// The dashboard's operations on a hand-written brand (tests/api/fixtures): every figure is
// checked against the definitions applied in plain TypeScript, per scope level, with the range's
// edges in America/Mexico_City and the previous period's values.

type KeyMetrics = components['schemas']['KeyMetrics'];
type Usage = components['schemas']['UsageSeries'];
type Progress = components['schemas']['ProgressPanel'];
type Exams = components['schemas']['ExamsPanel'];

const app = reportTestApp();
const FROM = MARCH_FROM;
const TO = MARCH_TO;
const PREV_FROM = mx('2026-01-29T00:00');
const LEVELS = FIXTURE_LEVELS;

const get = <T>(path: string, query: Record<string, unknown>, who?: string) =>
  app.t.admin<T>('GET', path, { token: who ?? app.token, query });

describe('GET /admin/v2/dashboard/key-metrics', () => {
  it.each(LEVELS)(
    '%s admin: every figure as of the end of the range and of the previous period',
    async (_, securityId, reach) => {
      const r = await get<KeyMetrics>('/admin/v2/dashboard/key-metrics', {
        security_id: securityId,
        ...MARCH,
      });
      expect(r.status, r.text).toBe(200);
      const now = asOf(TO, reach);
      const prev = asOf(FROM, reach);
      const pair = (a: number | null, b: number | null) => ({
        value: a,
        previous: b,
        delta: a === null || b === null ? null : Math.round((a - b) * 10) / 10,
      });
      expect(r.body.range).toEqual(MARCH);
      expect(r.body.previous_range).toEqual({ start: '2026-01-29', end: '2026-02-28' });
      expect(r.body.registered).toEqual(pair(now.registered, prev.registered));
      expect(r.body.active).toEqual(pair(now.active, prev.active));
      expect(r.body.adoption).toEqual(pair(now.adoption, prev.adoption));
      expect(r.body.progress).toEqual(pair(now.progress, prev.progress));
      expect(r.body.completed_courses).toEqual(pair(now.completed, prev.completed));
      expect(r.body.available_courses).toEqual(pair(now.available, prev.available));
      expect(r.body.remaining_courses).toEqual(pair(now.remaining, prev.remaining));
      expect(r.body.incomplete_courses).toEqual(pair(now.incomplete, prev.incomplete));
      expect(r.body.exams_approved).toEqual(pair(now.approved, prev.approved));
      expect(r.body.exams_failed).toEqual(pair(now.failed, prev.failed));
      expect(r.body.score).toEqual(pair(now.score, prev.score));
      expect(r.body.courses).toEqual(pair(2, 2));
      expect(r.body.microlessons).toEqual(pair(5, 5));
    },
  );

  // Progress "as of" an instant reads the rollup up to the nearer edge of the instant's UTC
  // month and the raw rows between them, added (edge before) or taken away (edge after): these
  // ranges put their bounds on both sides of mid-month, with rows between bound and edge.
  const NEAR_EDGES: [string, string][] = [
    ['2026-02-20', '2026-03-19'],
    ['2026-03-05', '2026-03-24'],
    ['2026-01-16', '2026-02-27'],
    ['2026-03-02', '2026-03-14'],
  ];
  it.each(
    LEVELS.flatMap(([level, securityId, reach]) =>
      NEAR_EDGES.map(([start, end]) => [level, start, end, securityId, reach] as const),
    ),
  )('%s admin, %s to %s: progress as of both bounds', async (_, start, end, securityId, reach) => {
    const r = await get<KeyMetrics>('/admin/v2/dashboard/key-metrics', {
      security_id: securityId,
      start,
      end,
    });
    expect(r.status, r.text).toBe(200);
    const next = new Date(Date.parse(`${end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const now = asOf(mx(`${next}T00:00`), reach);
    const prev = asOf(mx(`${start}T00:00`), reach);
    const figures = (k: KeyMetrics, at: 'value' | 'previous') => [
      k.completed_courses[at],
      k.incomplete_courses[at],
      k.available_courses[at],
      k.active[at],
    ];
    expect(figures(r.body, 'value')).toEqual([
      now.completed,
      now.incomplete,
      now.available,
      now.active,
    ]);
    expect(figures(r.body, 'previous')).toEqual([
      prev.completed,
      prev.incomplete,
      prev.available,
      prev.active,
    ]);
  });

  it('counts 23:59:59.999 of the last day and not 00:00 of the next (Mexico City)', async () => {
    const r = await get<KeyMetrics>('/admin/v2/dashboard/key-metrics', {
      security_id: FIXTURE_DOMAINS.store,
      ...MARCH,
    });
    // Beto's topic completed at 23:59:59.999 on 31 March counts; Carla's at 00:00 on 1 April
    // does not (it is still incomplete), and Hugo, registered at 00:00 on 1 April, is not yet.
    expect(r.body.completed_courses.value).toBe(2);
    expect(r.body.incomplete_courses.value).toBe(2);
    expect(r.body.registered.value).toBe(3);
    // One more day takes both in: the brand's March has 4 completions, 1 April adds Carla's.
    const march = await get<KeyMetrics>('/admin/v2/dashboard/key-metrics', {
      security_id: FIXTURE_DOMAINS.brand,
      ...MARCH,
    });
    const longer = await get<KeyMetrics>('/admin/v2/dashboard/key-metrics', {
      security_id: FIXTURE_DOMAINS.brand,
      start: '2026-03-01',
      end: '2026-04-01',
    });
    expect(march.body.completed_courses.value).toBe(4);
    expect(longer.body.completed_courses.value).toBe(5);
    expect(march.body.registered.value).toBe(5);
    expect(longer.body.registered.value).toBe(6);
  });

  it('a super administrator sees the chosen brand', async () => {
    const superToken = await app.t.login('super@demo.test');
    const r = await get<KeyMetrics>(
      '/admin/v2/dashboard/key-metrics',
      { security_id: 1, brand_id: BRAND, ...MARCH },
      superToken,
    );
    expect(r.status).toBe(200);
    expect(r.body.registered.value).toBe(asOf(TO, {}).registered);
  });

  it('refuses a range that ends before it starts, or is too long, naming the field', async () => {
    for (const range of [
      { start: '2026-03-02', end: '2026-03-01' },
      { start: '2020-01-01', end: '2026-01-01' },
    ]) {
      const r = await get<{ field: string }>('/admin/v2/dashboard/key-metrics', {
        security_id: FIXTURE_DOMAINS.brand,
        ...range,
      });
      expect(r.status).toBe(400);
      expect(r.body.field).toBe('end');
    }
    const bad = await get<{ field: string }>('/admin/v2/dashboard/key-metrics', {
      security_id: FIXTURE_DOMAINS.brand,
      start: '2026-02-30',
      end: '2026-03-01',
    });
    expect(bad.status).toBe(400);
  });

  it('keeps other scopes out: a store admin cannot widen to the brand or another store', async () => {
    const other = await get('/admin/v2/dashboard/key-metrics', {
      security_id: FIXTURE_DOMAINS.store,
      store_id: 9002,
      ...MARCH,
    });
    expect(other.status).toBe(403);
    const region = await get('/admin/v2/dashboard/key-metrics', {
      security_id: FIXTURE_DOMAINS.region,
      store_id: 9003,
      ...MARCH,
    });
    expect(region.status).toBe(403);
    const brand = await get('/admin/v2/dashboard/key-metrics', {
      security_id: FIXTURE_DOMAINS.brand,
      brand_id: 1,
      ...MARCH,
    });
    expect(brand.status).toBe(403);
  });
});

describe('GET /admin/v2/dashboard/usage', () => {
  const started = (reach: Reach, until: Date) =>
    ATTEMPTS.filter(
      (a) =>
        a.started >= FROM &&
        a.started < until &&
        (reach.store === undefined || a.store === reach.store),
    );

  it('by hour: 24 buckets, each the total of that hour over the range', async () => {
    const r = await get<Usage>('/admin/v2/dashboard/usage', {
      security_id: FIXTURE_DOMAINS.brand,
      group: 'hour',
      ...MARCH,
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.buckets).toHaveLength(24);
    const mine = started({}, TO);
    for (const b of r.body.buckets) {
      const hour = Number(b.key);
      const inHour = mine.filter((a) => (a.started.getUTCHours() + 18) % 24 === hour);
      expect(b.sessions, `hour ${b.key}`).toBe(inHour.length);
      expect(b.users).toBe(new Set(inHour.map((a) => a.person)).size);
    }
    expect(r.body.total_sessions).toBe(mine.length);
    expect(r.body.total_users).toBe(new Set(mine.map((a) => a.person)).size);
  });

  it('by day, week and month: every bucket of the range, empty ones included', async () => {
    const day = await get<Usage>('/admin/v2/dashboard/usage', {
      security_id: FIXTURE_DOMAINS.store,
      group: 'day',
      ...MARCH,
    });
    expect(day.body.buckets).toHaveLength(31);
    expect(day.body.buckets[0]?.key).toBe('2026-03-01');
    const mine = started({ store: 9001 }, TO);
    expect(day.body.buckets.find((b) => b.key === '2026-03-31')?.sessions).toBe(
      mine.filter((a) => a.started >= mx('2026-03-31T00:00')).length,
    );
    expect(day.body.buckets.reduce((s, b) => s + b.sessions, 0)).toBe(mine.length);
    const week = await get<Usage>('/admin/v2/dashboard/usage', {
      security_id: FIXTURE_DOMAINS.brand,
      group: 'week',
      ...MARCH,
    });
    // The totals count each attempt and each person once, whatever the grouping.
    const all = started({}, TO);
    expect(week.body.total_sessions).toBe(all.length);
    expect(week.body.total_users).toBe(new Set(all.map((a) => a.person)).size);
    expect(day.body.total_users).toBe(new Set(mine.map((a) => a.person)).size);
    // ISO weeks touching March 2026: from Monday 23 February to Monday 30 March.
    expect(week.body.buckets.map((b) => b.key)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
    const month = await get<Usage>('/admin/v2/dashboard/usage', {
      security_id: FIXTURE_DOMAINS.brand,
      group: 'month',
      ...MARCH,
    });
    expect(month.body.buckets).toEqual([
      { key: '2026-03-01', sessions: started({}, TO).length, users: expect.any(Number) },
    ]);
  });

  it('is cut off at the previous day', async () => {
    app.t.clock.now = mx('2026-03-10T12:00');
    try {
      const r = await get<Usage>('/admin/v2/dashboard/usage', {
        security_id: FIXTURE_DOMAINS.brand,
        group: 'day',
        ...MARCH,
      });
      expect(r.body.buckets.at(-1)?.key).toBe('2026-03-09');
      expect(r.body.total_sessions).toBe(started({}, mx('2026-03-10T00:00')).length);
    } finally {
      app.t.clock.now = FIXTURE_NOW;
    }
  });
});

describe('GET /admin/v2/dashboard/progress and /exams', () => {
  it('progress per topic adds up to the key metrics', async () => {
    const r = await get<Progress>('/admin/v2/dashboard/progress', {
      security_id: FIXTURE_DOMAINS.brand,
      ...MARCH,
    });
    expect(r.status, r.text).toBe(200);
    const now = asOf(TO, {});
    expect(r.body.progress.value).toBe(now.progress);
    expect(r.body.progress.previous).toBe(asOf(FROM, {}).progress);
    expect(r.body.courses.map((c) => c.id)).toEqual([9101, 9102]);
    expect(r.body.courses.reduce((s, c) => s + c.available, 0)).toBe(now.available);
    expect(r.body.courses.reduce((s, c) => s + c.completed, 0)).toBe(now.completed);
    expect(r.body.courses.reduce((s, c) => s + c.in_progress, 0)).toBe(now.incomplete);
  });

  it('exams in the range against the previous period', async () => {
    const r = await get<Exams>('/admin/v2/dashboard/exams', {
      security_id: FIXTURE_DOMAINS.brand,
      ...MARCH,
    });
    expect(r.status, r.text).toBe(200);
    const done = (from: Date, to: Date) =>
      ATTEMPTS.filter(
        (a) => a.score !== null && a.ended !== null && a.ended >= from && a.ended < to,
      );
    const now = done(FROM, TO);
    const prev = done(PREV_FROM, FROM);
    expect(r.body.approved.value).toBe(now.filter((a) => a.approved).length);
    expect(r.body.failed.value).toBe(now.filter((a) => !a.approved).length);
    expect(r.body.approved.previous).toBe(prev.filter((a) => a.approved).length);
    expect(r.body.failed.previous).toBe(prev.filter((a) => !a.approved).length);
    const avg = (xs: typeof now) =>
      Math.round((xs.reduce((s, a) => s + (a.score ?? 0), 0) / xs.length) * 10) / 10;
    expect(r.body.score.value).toBe(avg(now));
    expect(r.body.score.previous).toBe(avg(prev));
    expect(r.body.courses.reduce((s, c) => s + c.approved + c.failed, 0)).toBe(now.length);
  });
});
