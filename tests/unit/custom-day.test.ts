import { describe, expect, it } from 'vitest';
import { acceptedDay } from '../../src/features/shell/pickers/custom-day';

// Local midnights, as Fluent's calendar and the console's parser hand them over.
const at = (year: number, month: number, day: number) => new Date(year, month - 1, day);

describe('acceptedDay (custom range inputs take only a chosen date)', () => {
  it('takes a date inside the bounds, the bounds themselves included', () => {
    const bounds = { min: '2026-03-01', max: '2026-03-31' };
    expect(acceptedDay(at(2026, 3, 15), bounds)).toBe('2026-03-15');
    expect(acceptedDay(at(2026, 3, 1), bounds)).toBe('2026-03-01');
    expect(acceptedDay(at(2026, 3, 31), bounds)).toBe('2026-03-31');
  });

  it('refuses a date before the start or after today', () => {
    const bounds = { min: '2026-03-01', max: '2026-03-31' };
    expect(acceptedDay(at(2026, 2, 28), bounds)).toBeNull();
    expect(acceptedDay(at(2026, 4, 1), bounds)).toBeNull();
  });

  it('refuses a cleared input and text that is no date', () => {
    expect(acceptedDay(null, { max: '2026-03-31' })).toBeNull();
    expect(acceptedDay(undefined, { max: '2026-03-31' })).toBeNull();
    expect(acceptedDay(new Date(Number.NaN), { max: '2026-03-31' })).toBeNull();
  });

  it('an open bound does not limit that side', () => {
    expect(acceptedDay(at(1999, 12, 31), { max: '2026-03-31' })).toBe('1999-12-31');
    expect(acceptedDay(at(2030, 1, 1), { min: '2026-03-01' })).toBe('2030-01-01');
  });
});
