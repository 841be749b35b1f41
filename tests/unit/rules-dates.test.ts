import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  customRange,
  DEFAULT_TIME_ZONE,
  isAllowedDate,
  isTimeZone,
  parsePlainDate,
  periodContaining,
  periodFrom,
  presetPeriod,
  presetRange,
  previousPeriod,
  RANGE_PRESET_ORDER,
  RANGE_PRESETS,
  rezoned,
  timeScopeRange,
  timeScopeRangeFrom,
  todayIn,
  unmountedScopeRange,
} from '../../machines/rules/dates';
import type { TimeScopeLabel } from '../../machines/types/dates';

const d = (s: string) => Temporal.PlainDate.from(s);
const span = (p: { start: Temporal.PlainDate; end: Temporal.PlainDate }) =>
  `${p.start.toString()}..${p.end.toString()}`;

describe('periodContaining', () => {
  it('WEEKLY is the ISO week, Monday to Sunday, across week 53 and the new year', () => {
    expect(d('2020-12-31').weekOfYear).toBe(53);
    expect(span(periodContaining('WEEKLY', d('2020-12-31')))).toBe('2020-12-28..2021-01-03');
    expect(span(periodContaining('WEEKLY', d('2021-01-03')))).toBe('2020-12-28..2021-01-03');
    expect(d('2026-12-31').weekOfYear).toBe(53);
    expect(span(periodContaining('WEEKLY', d('2027-01-01')))).toBe('2026-12-28..2027-01-03');
    // A Monday starts its own week; a Sunday ends it.
    expect(span(periodContaining('WEEKLY', d('2025-06-16')))).toBe('2025-06-16..2025-06-22');
    expect(span(periodContaining('WEEKLY', d('2025-06-22')))).toBe('2025-06-16..2025-06-22');
  });

  it('FORTNIGHT is 1–15 or 16–month end, February of leap and common years included', () => {
    expect(span(periodContaining('FORTNIGHT', d('2024-02-15')))).toBe('2024-02-01..2024-02-15');
    expect(span(periodContaining('FORTNIGHT', d('2024-02-16')))).toBe('2024-02-16..2024-02-29');
    expect(span(periodContaining('FORTNIGHT', d('2023-02-20')))).toBe('2023-02-16..2023-02-28');
    expect(span(periodContaining('FORTNIGHT', d('2000-02-20')))).toBe('2000-02-16..2000-02-29');
    expect(span(periodContaining('FORTNIGHT', d('2100-02-20')))).toBe('2100-02-16..2100-02-28');
    expect(span(periodContaining('FORTNIGHT', d('2025-04-30')))).toBe('2025-04-16..2025-04-30');
    expect(span(periodContaining('FORTNIGHT', d('2025-12-31')))).toBe('2025-12-16..2025-12-31');
  });

  it('BIMESTER starts in January, March, May, July, September, November', () => {
    const starts = ['01', '01', '03', '03', '05', '05', '07', '07', '09', '09', '11', '11'];
    for (let m = 1; m <= 12; m++) {
      const p = periodContaining(
        'BIMESTER',
        Temporal.PlainDate.from({ year: 2025, month: m, day: 10 }),
      );
      expect(p.start.toString().slice(5, 7)).toBe(starts[m - 1]);
      expect(p.start.day).toBe(1);
    }
    expect(span(periodContaining('BIMESTER', d('2024-02-29')))).toBe('2024-01-01..2024-02-29');
    expect(span(periodContaining('BIMESTER', d('2025-12-31')))).toBe('2025-11-01..2025-12-31');
  });

  it('TRIMESTER, SEMESTER and ANUAL are calendar quarters, halves and years', () => {
    expect(span(periodContaining('TRIMESTER', d('2025-05-05')))).toBe('2025-04-01..2025-06-30');
    expect(span(periodContaining('SEMESTER', d('2025-06-30')))).toBe('2025-01-01..2025-06-30');
    expect(span(periodContaining('SEMESTER', d('2025-07-01')))).toBe('2025-07-01..2025-12-31');
    expect(span(periodContaining('ANUAL', d('2024-02-29')))).toBe('2024-01-01..2024-12-31');
    expect(span(periodContaining('MONTHLY', d('2024-02-10')))).toBe('2024-02-01..2024-02-29');
    expect(span(periodContaining('CURRENT', d('2024-02-10')))).toBe('2024-02-10..2024-02-10');
  });
});

describe('previousPeriod (the default on selection)', () => {
  const cases: [TimeScopeLabel, string, string][] = [
    ['CURRENT', '2025-01-01', '2025-01-01..2025-01-01'],
    ['WEEKLY', '2021-01-05', '2020-12-28..2021-01-03'],
    ['WEEKLY', '2025-01-01', '2024-12-23..2024-12-29'],
    ['FORTNIGHT', '2025-01-10', '2024-12-16..2024-12-31'],
    ['FORTNIGHT', '2024-03-01', '2024-02-16..2024-02-29'],
    ['FORTNIGHT', '2023-03-15', '2023-02-16..2023-02-28'],
    ['FORTNIGHT', '2025-03-20', '2025-03-01..2025-03-15'],
    ['MONTHLY', '2025-01-15', '2024-12-01..2024-12-31'],
    ['MONTHLY', '2024-03-31', '2024-02-01..2024-02-29'],
    ['BIMESTER', '2025-01-15', '2024-11-01..2024-12-31'],
    ['BIMESTER', '2025-04-10', '2025-01-01..2025-02-28'],
    ['BIMESTER', '2024-03-01', '2024-01-01..2024-02-29'],
    ['TRIMESTER', '2025-02-01', '2024-10-01..2024-12-31'],
    ['TRIMESTER', '2025-05-05', '2025-01-01..2025-03-31'],
    ['SEMESTER', '2025-03-10', '2024-07-01..2024-12-31'],
    ['SEMESTER', '2025-07-01', '2025-01-01..2025-06-30'],
    ['ANUAL', '2025-03-01', '2024-01-01..2024-12-31'],
  ];
  it.each(cases)('%s on %s → %s', (label, today, expected) => {
    expect(span(previousPeriod(label, d(today)))).toBe(expected);
  });
});

describe('periodFrom (a start chosen in the picker)', () => {
  it('counts months from the start of the chosen month', () => {
    expect(span(periodFrom('BIMESTER', d('2025-03-01')))).toBe('2025-03-01..2025-04-30');
    expect(span(periodFrom('BIMESTER', d('2023-01-01')))).toBe('2023-01-01..2023-02-28');
    expect(span(periodFrom('TRIMESTER', d('2025-02-14')))).toBe('2025-02-01..2025-04-30');
    expect(span(periodFrom('SEMESTER', d('2025-07-01')))).toBe('2025-07-01..2025-12-31');
    expect(span(periodFrom('SEMESTER', d('2024-01-01')))).toBe('2024-01-01..2024-06-30');
    expect(span(periodFrom('MONTHLY', d('2024-02-10')))).toBe('2024-02-01..2024-02-29');
    expect(span(periodFrom('WEEKLY', d('2020-12-28')))).toBe('2020-12-28..2021-01-03');
    expect(span(periodFrom('FORTNIGHT', d('2023-02-16')))).toBe('2023-02-16..2023-02-28');
    expect(span(periodFrom('ANUAL', d('2023-06-01')))).toBe('2023-01-01..2023-12-31');
  });
});

describe('isAllowedDate (SPEC §5)', () => {
  const today = d('2025-06-18'); // a Wednesday
  it('week: only Mondays up to the current week', () => {
    expect(isAllowedDate('WEEKLY', d('2025-06-16'), today)).toBe(true);
    expect(isAllowedDate('WEEKLY', d('2024-12-30'), today)).toBe(true);
    expect(isAllowedDate('WEEKLY', d('2025-06-23'), today)).toBe(false);
    expect(isAllowedDate('WEEKLY', d('2025-06-17'), today)).toBe(false);
  });
  it('fortnight: only the 1st or the 16th', () => {
    expect(isAllowedDate('FORTNIGHT', d('2025-06-16'), today)).toBe(true);
    expect(isAllowedDate('FORTNIGHT', d('2025-02-01'), today)).toBe(true);
    expect(isAllowedDate('FORTNIGHT', d('2025-02-15'), today)).toBe(false);
    expect(isAllowedDate('FORTNIGHT', d('2025-07-01'), today)).toBe(false);
  });
  it('bimester: only even-indexed months (January, March, ...)', () => {
    expect(isAllowedDate('BIMESTER', d('2025-01-01'), today)).toBe(true);
    expect(isAllowedDate('BIMESTER', d('2025-05-01'), today)).toBe(true);
    expect(isAllowedDate('BIMESTER', d('2024-11-01'), today)).toBe(true);
    expect(isAllowedDate('BIMESTER', d('2025-02-01'), today)).toBe(false);
    expect(isAllowedDate('BIMESTER', d('2024-12-01'), today)).toBe(false);
  });
  it('semester: only January or July', () => {
    expect(isAllowedDate('SEMESTER', d('2025-01-01'), today)).toBe(true);
    expect(isAllowedDate('SEMESTER', d('2024-07-01'), today)).toBe(true);
    expect(isAllowedDate('SEMESTER', d('2025-04-01'), today)).toBe(false);
    expect(isAllowedDate('SEMESTER', d('2025-07-01'), today)).toBe(false);
  });
  it('other periods: not after one period ago', () => {
    expect(isAllowedDate('MONTHLY', d('2025-05-18'), today)).toBe(true);
    expect(isAllowedDate('MONTHLY', d('2025-05-19'), today)).toBe(false);
    expect(isAllowedDate('TRIMESTER', d('2025-03-18'), today)).toBe(true);
    expect(isAllowedDate('TRIMESTER', d('2025-03-19'), today)).toBe(false);
    expect(isAllowedDate('ANUAL', d('2024-06-18'), today)).toBe(true);
    expect(isAllowedDate('ANUAL', d('2024-06-19'), today)).toBe(false);
    // One month before 31 March is 29 February in a leap year (Temporal constrains the day).
    expect(isAllowedDate('MONTHLY', d('2024-02-29'), d('2024-03-31'))).toBe(true);
    expect(isAllowedDate('MONTHLY', d('2024-03-01'), d('2024-03-31'))).toBe(false);
  });
});

describe('zoned ranges', () => {
  // 05:30 UTC on 10 March 2025 is still 9 March in Mexico City.
  const now = Temporal.Instant.from('2025-03-10T05:30:00Z');

  it('today is taken in the user timezone, default America/Mexico_City', () => {
    expect(todayIn(now, DEFAULT_TIME_ZONE).toString()).toBe('2025-03-09');
    expect(todayIn(now, 'UTC').toString()).toBe('2025-03-10');
  });

  it('presets 0–8 (default 2, last 7 days) start 00:00 and end 23:59', () => {
    const today = d('2025-03-09');
    const expected = [
      '2025-03-09..2025-03-09',
      '2025-03-08..2025-03-08',
      '2025-03-03..2025-03-09',
      '2025-02-08..2025-03-09',
      '2025-03-01..2025-03-09',
      '2025-02-01..2025-02-28',
      '2024-12-10..2025-03-09',
      '2024-03-10..2025-03-09',
      '2025-01-01..2025-03-09',
    ];
    for (const key of [0, 1, 2, 3, 4, 5, 6, 7, 8] as const) {
      expect(span(presetPeriod(key, today))).toBe(expected[key]);
    }
    const r = presetRange(2, now, DEFAULT_TIME_ZONE);
    expect(r).toEqual({
      label: 'LAST_7_DAYS',
      key: 2,
      start: '2025-03-03T00:00:00-06:00[America/Mexico_City]',
      end: '2025-03-09T23:59:59.999-06:00[America/Mexico_City]',
      timestamp: now.epochMilliseconds,
    });
  });

  it('presets 9–11: this ISO week to today, last ISO week, the last 28 days', () => {
    // Sunday 9 March 2025: this week began on Monday the 3rd.
    expect(span(presetPeriod(9, d('2025-03-09')))).toBe('2025-03-03..2025-03-09');
    expect(span(presetPeriod(10, d('2025-03-09')))).toBe('2025-02-24..2025-03-02');
    expect(span(presetPeriod(11, d('2025-03-09')))).toBe('2025-02-10..2025-03-09');
    // On a Monday this week is the day itself; last week ends the day before.
    expect(span(presetPeriod(9, d('2025-03-10')))).toBe('2025-03-10..2025-03-10');
    expect(span(presetPeriod(10, d('2025-03-10')))).toBe('2025-03-03..2025-03-09');
    expect(presetRange(11, now, DEFAULT_TIME_ZONE).label).toBe('LAST_28_DAYS');
  });

  it('the picker lists every preset once, in the order of SPEC §9', () => {
    expect(RANGE_PRESET_ORDER.map((k) => RANGE_PRESETS[k])).toEqual([
      'TODAY',
      'YESTERDAY',
      'LAST_7_DAYS',
      'THIS_WEEK',
      'LAST_WEEK',
      'LAST_28_DAYS',
      'LAST_30_DAYS',
      'THIS_MONTH',
      'LAST_MONTH',
      'LAST_90_DAYS',
      'LAST_12_MONTHS',
      'THIS_YEAR',
    ]);
  });

  it('last month of January is December of the previous year', () => {
    expect(span(presetPeriod(5, d('2025-01-20')))).toBe('2024-12-01..2024-12-31');
    expect(span(presetPeriod(7, d('2024-02-29')))).toBe('2023-03-01..2024-02-29');
  });

  it('custom range in a DST-free zone keeps one offset', () => {
    const r = customRange(d('2025-03-01'), d('2025-04-10'), now, 'America/Mexico_City');
    expect(r.start).toBe('2025-03-01T00:00:00-06:00[America/Mexico_City]');
    expect(r.end).toBe('2025-04-10T23:59:59.999-06:00[America/Mexico_City]');
    expect(r.key).toBe('custom');
  });

  it('custom range across a DST change keeps wall-clock 00:00 and 23:59', () => {
    const r = customRange(d('2025-03-08'), d('2025-03-09'), now, 'America/New_York');
    expect(r.start).toBe('2025-03-08T00:00:00-05:00[America/New_York]');
    expect(r.end).toBe('2025-03-09T23:59:59.999-04:00[America/New_York]');
    const hours = Temporal.ZonedDateTime.from(r.start).until(Temporal.ZonedDateTime.from(r.end), {
      largestUnit: 'hours',
    });
    // 48 wall-clock hours minus the hour skipped by the spring-forward change.
    expect(Math.round(hours.total('hours'))).toBe(47);
  });

  it('a day whose midnight does not exist starts at the first instant (01:00)', () => {
    // Chile springs forward at 00:00 on 8 September 2024.
    const r = customRange(d('2024-09-08'), d('2024-09-08'), now, 'America/Santiago');
    expect(r.start).toBe('2024-09-08T01:00:00-03:00[America/Santiago]');
    expect(r.end).toBe('2024-09-08T23:59:59.999-03:00[America/Santiago]');
  });

  it('reversed custom dates are swapped', () => {
    const r = customRange(d('2025-03-09'), d('2025-03-01'), now, 'UTC');
    expect(r.start.slice(0, 10)).toBe('2025-03-01');
    expect(r.end.slice(0, 10)).toBe('2025-03-09');
  });

  it('time scopes default to the previous period; unmount gives weekly over the last 7 days', () => {
    expect(timeScopeRange(1, now, DEFAULT_TIME_ZONE)).toMatchObject({
      label: 'WEEKLY',
      key: 1,
      start: '2025-02-24T00:00:00-06:00[America/Mexico_City]',
      end: '2025-03-02T23:59:59.999-06:00[America/Mexico_City]',
    });
    expect(timeScopeRange(0, now, DEFAULT_TIME_ZONE).start.slice(0, 10)).toBe('2025-03-09');
    expect(timeScopeRangeFrom(4, d('2025-01-01'), now, DEFAULT_TIME_ZONE).end.slice(0, 10)).toBe(
      '2025-02-28',
    );
    // The last 7 whole days: today is not over (docs/numbers.md, First screens).
    expect(unmountedScopeRange(now, DEFAULT_TIME_ZONE)).toMatchObject({
      label: 'WEEKLY',
      key: 1,
      start: '2025-03-02T00:00:00-06:00[America/Mexico_City]',
      end: '2025-03-08T23:59:59.999-06:00[America/Mexico_City]',
    });
  });

  it('parses only real YYYY-MM-DD dates', () => {
    expect(parsePlainDate('2024-02-29')?.toString()).toBe('2024-02-29');
    expect(parsePlainDate('2023-02-29')).toBeNull();
    expect(parsePlainDate('2023-2-1')).toBeNull();
  });
});

describe('the admin time zone', () => {
  // 05:30 UTC on 10 March 2025: the 9th in Mexico City, the 10th in Madrid.
  const now = Temporal.Instant.from('2025-03-10T05:30:00Z');

  it('knows an IANA zone from a made-up one', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('America/Mexico_City')).toBe(true);
    expect(isTimeZone('Mars/Base')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('resolves presets and today again in the new zone, keeping keys and custom days', () => {
    const mx = DEFAULT_TIME_ZONE;
    const moved = rezoned(
      { timeScope: timeScopeRange(0, now, mx), range: presetRange(2, now, mx) },
      now,
      'Europe/Madrid',
    );
    expect(moved.timeScope.start).toBe('2025-03-10T00:00:00+01:00[Europe/Madrid]');
    expect(moved.range).toEqual(presetRange(2, now, 'Europe/Madrid'));
    expect(moved.range.end.slice(0, 10)).toBe('2025-03-10');
    const custom = rezoned(
      {
        timeScope: timeScopeRange(3, now, mx),
        range: customRange(d('2025-02-01'), d('2025-02-14'), now, mx),
      },
      now,
      'Europe/Madrid',
    );
    expect(custom.range).toEqual(
      customRange(d('2025-02-01'), d('2025-02-14'), now, 'Europe/Madrid'),
    );
    expect(custom.timeScope).toEqual(timeScopeRange(3, now, 'Europe/Madrid'));
  });
});
