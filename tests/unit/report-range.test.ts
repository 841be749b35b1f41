import { describe, expect, it } from 'vitest';
import {
  clampRange,
  earliestStart,
  latestEnd,
  MAX_RANGE_DAYS,
  rangeDays,
  rangeTooLong,
} from '../../openapi/rules/report-range';
import { reportRange } from '../../server/platform/reports/range';

// The longest report range, shared by the server (which refuses longer ones) and the console
// (whose picker and addresses keep within it).

describe('report range limit', () => {
  it('counts both ends and knows the limit the server applies', () => {
    expect(rangeDays('2026-11-01', '2026-11-01')).toBe(1);
    expect(rangeDays('2024-02-28', '2024-03-01')).toBe(3);
    const end = '2026-11-20';
    const first = earliestStart(end);
    expect(rangeDays(first, end)).toBe(MAX_RANGE_DAYS);
    expect(rangeTooLong(first, end)).toBe(false);
    expect(() => reportRange(first, end)).not.toThrow();
    expect(rangeTooLong('2020-01-01', end)).toBe(true);
    expect(() => reportRange('2020-01-01', end)).toThrow(/at most 1100 days/);
    expect(latestEnd(first)).toBe(end);
  });

  it('clamps a longer range to its most recent days, keeping its end', () => {
    expect(clampRange('2020-01-01', '2026-11-20')).toEqual({
      start: earliestStart('2026-11-20'),
      end: '2026-11-20',
      clamped: true,
    });
    expect(clampRange('2020-01-01', '2026-11-20').start).toBe('2023-11-17');
    expect(clampRange('2026-01-01', '2026-11-20')).toEqual({
      start: '2026-01-01',
      end: '2026-11-20',
      clamped: false,
    });
    const clamped = clampRange('2001-05-05', '2026-01-31');
    expect(() => reportRange(clamped.start, clamped.end)).not.toThrow();
  });
});
