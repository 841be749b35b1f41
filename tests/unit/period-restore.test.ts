// Which scopes a page address may restore (machines/rules/dates.ts restoredPeriod): what the
// picker offers, and for WEEKLY also a rolling 7 days the picker's unmount leaves (SPEC §4).
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { restoredPeriod } from '../../machines/rules/dates';

const today = Temporal.PlainDate.from('2026-11-19'); // a Thursday
const day = (s: string) => Temporal.PlainDate.from(s);
const text = (p: ReturnType<typeof restoredPeriod>) =>
  p && `${p.start.toString()}..${p.end.toString()}`;

describe('restoredPeriod', () => {
  it('a Monday is its ISO week', () => {
    expect(text(restoredPeriod('WEEKLY', day('2026-11-09'), today))).toBe('2026-11-09..2026-11-15');
  });

  it('another day is the 7 days from it, up to today', () => {
    expect(text(restoredPeriod('WEEKLY', day('2026-11-13'), today))).toBe('2026-11-13..2026-11-19');
    expect(text(restoredPeriod('WEEKLY', day('2025-02-05'), today))).toBe('2025-02-05..2025-02-11');
    expect(restoredPeriod('WEEKLY', day('2026-11-14'), today)).toBeNull();
  });

  it('other scopes restore only what their picker offers', () => {
    expect(text(restoredPeriod('FORTNIGHT', day('2026-11-16'), today))).toBe(
      '2026-11-16..2026-11-30',
    );
    expect(restoredPeriod('FORTNIGHT', day('2026-11-13'), today)).toBeNull();
    expect(text(restoredPeriod('TRIMESTER', day('2026-07-01'), today))).toBe(
      '2026-07-01..2026-09-30',
    );
    expect(restoredPeriod('MONTHLY', day('2026-11-01'), today)).toBeNull();
    expect(restoredPeriod('SEMESTER', day('2026-03-01'), today)).toBeNull();
    expect(restoredPeriod('CURRENT', today, today)).toBeNull();
  });
});
