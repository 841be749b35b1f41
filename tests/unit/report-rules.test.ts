import { describe, expect, it } from 'vitest';
import { levelOf, MEDAL_THRESHOLDS, medalOf, performance } from '../../openapi/rules/ranking';
import { ApiFailure } from '../../server/platform/http/api-failure';
import {
  addDays,
  localDay,
  MAX_RANGE_DAYS,
  reportRange,
} from '../../server/platform/reports/range';

describe('report range and its previous period', () => {
  it('a month is compared with the same number of days before it', () => {
    expect(reportRange('2026-03-01', '2026-03-31')).toEqual({
      start: '2026-03-01',
      end: '2026-03-31',
      days: 31,
      previous: { start: '2026-01-29', end: '2026-02-28' },
    });
  });

  it('one day with the day before, across a year boundary', () => {
    expect(reportRange('2026-01-01', '2026-01-01').previous).toEqual({
      start: '2025-12-31',
      end: '2025-12-31',
    });
  });

  it('leap days count', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(reportRange('2028-02-01', '2028-02-29').days).toBe(29);
  });

  it('refuses an end before the start and a range over the limit, on the end field', () => {
    for (const [start, end] of [
      ['2026-03-02', '2026-03-01'],
      ['2020-01-01', addDays('2020-01-01', MAX_RANGE_DAYS)],
    ] as const) {
      try {
        reportRange(start, end);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(ApiFailure);
        expect((e as ApiFailure).status).toBe(400);
        expect(JSON.stringify((e as ApiFailure).body())).toContain('"field":"end"');
      }
    }
    expect(reportRange('2020-01-01', addDays('2020-01-01', MAX_RANGE_DAYS - 1)).days).toBe(
      MAX_RANGE_DAYS,
    );
  });

  it('the local day of an instant follows the zone, not UTC', () => {
    const lateEvening = new Date('2026-03-31T23:30:00-06:00');
    expect(localDay(lateEvening, 'America/Mexico_City')).toBe('2026-03-31');
    expect(localDay(lateEvening, 'UTC')).toBe('2026-04-01');
  });
});

describe('ranking medals and levels', () => {
  it('performance is the mean of score and progress, progress alone without a score', () => {
    expect(performance(90, 70)).toBe(80);
    expect(performance(null, 45.5)).toBe(45.5);
    expect(performance(85.5, 66.6)).toBe(76.1);
  });

  it('levels: high from 80, medium from 60', () => {
    expect(levelOf(80)).toBe('high');
    expect(levelOf(79.9)).toBe('medium');
    expect(levelOf(60)).toBe('medium');
    expect(levelOf(59.9)).toBe('low');
  });

  const base = { activeInPeriod: true, completedExams: 2, approvedExams: 2 };
  it('medals by threshold, so any store can win gold', () => {
    expect(medalOf({ ...base, performance: MEDAL_THRESHOLDS.gold })).toBe('gold');
    expect(medalOf({ ...base, performance: 89.9 })).toBe('silver');
    expect(medalOf({ ...base, performance: 80 })).toBe('silver');
    expect(medalOf({ ...base, performance: 70 })).toBe('bronze');
    expect(medalOf({ ...base, performance: 69.9 })).toBeNull();
  });

  it('sleepy: nothing in the period, whatever the past results', () => {
    expect(medalOf({ ...base, activeInPeriod: false, performance: 100 })).toBe('sleepy');
  });

  it('destroyer: three or more exams, more failed than approved', () => {
    expect(medalOf({ ...base, completedExams: 3, approvedExams: 1, performance: 95 })).toBe(
      'destroyer',
    );
    expect(medalOf({ ...base, completedExams: 2, approvedExams: 0, performance: 10 })).toBeNull();
    expect(medalOf({ ...base, completedExams: 4, approvedExams: 2, performance: 72 })).toBe(
      'bronze',
    );
  });
});
