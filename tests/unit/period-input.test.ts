import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { isAllowedDate } from '../../machines/rules/dates';
import { dateOfInput, inputOfDate, periodInputOf } from '../../src/features/shell/period-input';

const today = Temporal.PlainDate.from('2026-11-19'); // a Thursday

describe('period picker inputs (SPEC §5)', () => {
  it('the current scope has no picker', () => {
    expect(periodInputOf('CURRENT', today)).toEqual({ type: 'none' });
  });

  it('weeks step by 7 from a Monday up to the current week', () => {
    const input = periodInputOf('WEEKLY', today);
    expect(input).toMatchObject({ type: 'date', step: 7, max: '2026-11-16' });
    expect(Temporal.PlainDate.from(input.min ?? '').dayOfWeek).toBe(1);
    expect(isAllowedDate('WEEKLY', Temporal.PlainDate.from(input.max ?? ''), today)).toBe(true);
  });

  it('fortnights pick a day up to today', () => {
    expect(periodInputOf('FORTNIGHT', today)).toEqual({ type: 'date', max: '2026-11-19' });
  });

  it('bimesters and semesters step months from January', () => {
    expect(periodInputOf('BIMESTER', today)).toEqual({
      type: 'month',
      min: '2000-01',
      max: '2026-11',
      step: 2,
    });
    expect(periodInputOf('SEMESTER', today)).toMatchObject({ type: 'month', step: 6 });
  });

  it('other periods end one period ago', () => {
    expect(periodInputOf('MONTHLY', today).max).toBe('2026-10');
    expect(periodInputOf('TRIMESTER', today).max).toBe('2026-08');
    expect(periodInputOf('ANUAL', today).max).toBe('2025-11');
    const max = Temporal.PlainDate.from(`${periodInputOf('MONTHLY', today).max}-01`);
    expect(isAllowedDate('MONTHLY', max, today)).toBe(true);
  });

  it('maps input values to dates and back', () => {
    expect(dateOfInput('month', '2026-03')).toBe('2026-03-01');
    expect(dateOfInput('date', '2026-03-16')).toBe('2026-03-16');
    expect(dateOfInput('month', '')).toBe('');
    expect(inputOfDate('month', '2026-03-01T00:00:00-06:00[America/Mexico_City]')).toBe('2026-03');
    expect(inputOfDate('date', '2026-03-16T00:00:00-06:00[America/Mexico_City]')).toBe(
      '2026-03-16',
    );
  });
});
