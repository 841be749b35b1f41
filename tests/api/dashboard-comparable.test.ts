import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { reportTestApp } from './fixtures/report-app';
import { ATTEMPTS, FIXTURE_DOMAINS, FIXTURE_NOW, mx } from './fixtures/report-fixture';

// The exams panel's change is only shown between comparable periods: a range that reaches the
// current moment is set against the previous period up to the same time of day (never a
// partial day against a whole one), and a range that has not begun shows no change.

type Exams = components['schemas']['ExamsPanel'];

const app = reportTestApp();
afterEach(() => {
  app.t.clock.now = FIXTURE_NOW;
});

const exams = async (start: string, end: string) => {
  const r = await app.t.admin<Exams>('GET', '/admin/v2/dashboard/exams', {
    token: app.token,
    query: { security_id: FIXTURE_DOMAINS.brand, start, end },
  });
  expect(r.status, r.text).toBe(200);
  return r.body;
};

/** Completed exams of the fixture that ended in [from, to). */
const done = (from: Date, to: Date) =>
  ATTEMPTS.filter((a) => a.score !== null && a.ended !== null && a.ended >= from && a.ended < to);

describe('GET /admin/v2/dashboard/exams: comparable periods', () => {
  it('today until now against yesterday until the same hour', async () => {
    // 9 March has a failed exam at 15:20 and 10 March an approved one at 09:30 (Mexico City).
    app.t.clock.now = mx('2026-03-10T12:00');
    const noon = await exams('2026-03-10', '2026-03-10');
    const now = done(mx('2026-03-10T00:00'), mx('2026-03-10T12:00'));
    const before = done(mx('2026-03-09T00:00'), mx('2026-03-09T12:00'));
    expect([now.length, before.length]).toEqual([1, 0]);
    // The whole of yesterday would be 1 and the change 0: here yesterday's 15:20 is not yet due.
    expect(noon.attempts).toEqual({ value: 1, previous: 0, delta: 1 });
    expect(noon.approved).toEqual({ value: 1, previous: 0, delta: 1 });
    expect(noon.failed).toEqual({ value: 0, previous: 0, delta: 0 });
    expect(noon.score).toEqual({ value: 70, previous: null, delta: null });

    // Later in the day the previous period reaches yesterday's 15:20 exam.
    app.t.clock.now = mx('2026-03-10T16:00');
    const later = await exams('2026-03-10', '2026-03-10');
    expect(later.attempts).toEqual({ value: 1, previous: 1, delta: 0 });
    expect(later.failed).toEqual({ value: 0, previous: 1, delta: -1 });
    expect(later.score).toEqual({ value: 70, previous: 40, delta: 30 });
  });

  it('a week that ends today against the week before up to the same weekday and hour', async () => {
    app.t.clock.now = mx('2026-03-10T09:00');
    const week = await exams('2026-03-04', '2026-03-10');
    const now = done(mx('2026-03-04T00:00'), mx('2026-03-10T09:00'));
    const before = done(mx('2026-02-25T00:00'), mx('2026-03-03T09:00'));
    expect(now.length).toBe(3);
    expect(week.attempts).toEqual({
      value: now.length,
      previous: before.length,
      delta: now.length - before.length,
    });
    expect(week.courses.reduce((s, c) => s + c.approved + c.failed, 0)).toBe(now.length);
  });

  it('a range that has not begun shows no change', async () => {
    app.t.clock.now = mx('2026-03-01T12:00');
    const ahead = await exams('2026-03-02', '2026-03-08');
    for (const f of [ahead.attempts, ahead.approved, ahead.failed, ahead.score]) {
      expect(f.previous).toBeNull();
      expect(f.delta).toBeNull();
    }
  });

  it('a range that is over keeps the whole previous period', async () => {
    const march = await exams('2026-03-01', '2026-03-31');
    const now = done(mx('2026-03-01T00:00'), mx('2026-04-01T00:00'));
    const before = done(mx('2026-01-29T00:00'), mx('2026-03-01T00:00'));
    expect(march.attempts).toEqual({
      value: now.length,
      previous: before.length,
      delta: now.length - before.length,
    });
  });
});
