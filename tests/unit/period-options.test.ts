// What the dashboard period picker offers (src/ui/period-options.ts), tested against the
// machine's own rule (isAllowedDate) as the picker passes it.
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { isAllowedDate } from '../../machines/rules/dates';
import type { TimeScopeLabel } from '../../machines/types/dates';
import { firstOffered, isMonthBased, periodStarts, refusedDays } from '../../src/ui/period-options';

const today = Temporal.PlainDate.from('2026-11-19'); // a Thursday
const allowed = (label: TimeScopeLabel) => (d: string) =>
  isAllowedDate(label, Temporal.PlainDate.from(d), today);

describe('period picker options', () => {
  it('lists month-based starts the machine allows, newest first', () => {
    expect(periodStarts('MONTHLY', today, allowed('MONTHLY')).slice(0, 2)).toEqual([
      '2026-10-01',
      '2026-09-01',
    ]);
    expect(periodStarts('TRIMESTER', today, allowed('TRIMESTER'))[0]).toBe('2026-07-01');
    expect(periodStarts('BIMESTER', today, allowed('BIMESTER'))[0]).toBe('2026-11-01');
    expect(periodStarts('SEMESTER', today, allowed('SEMESTER')).slice(0, 2)).toEqual([
      '2026-07-01',
      '2026-01-01',
    ]);
    const years = periodStarts('ANUAL', today, allowed('ANUAL'));
    expect(years[0]).toBe('2025-01-01');
    expect(years.at(-1)).toBe(firstOffered(today).toString());
    expect(periodStarts('WEEKLY', today, allowed('WEEKLY'))).toEqual([]);
  });

  it('tells month-based scopes from day-based ones', () => {
    expect(
      ['MONTHLY', 'BIMESTER', 'TRIMESTER', 'SEMESTER', 'ANUAL'].every((l) =>
        isMonthBased(l as TimeScopeLabel),
      ),
    ).toBe(true);
    expect(isMonthBased('WEEKLY') || isMonthBased('FORTNIGHT') || isMonthBased('CURRENT')).toBe(
      false,
    );
  });

  it('greys out the days a day-based scope refuses', () => {
    const from = Temporal.PlainDate.from('2026-11-01');
    const weeks = refusedDays(from, today, allowed('WEEKLY'));
    expect(weeks).not.toContain('2026-11-09');
    expect(weeks).not.toContain('2026-11-16');
    expect(weeks).toContain('2026-11-10');
    expect(weeks).toHaveLength(19 - 3);
    const fortnights = refusedDays(from, today, allowed('FORTNIGHT'));
    expect(fortnights).not.toContain('2026-11-16');
    expect(fortnights).toHaveLength(19 - 2);
  });
});
