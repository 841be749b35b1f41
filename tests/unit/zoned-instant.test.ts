import { describe, expect, it } from 'vitest';
import { type WallClock, zonedInstant } from '../../server/platform/time/zoned-instant';

// A wall-clock time read in a time zone: Mexico City keeps UTC-6 all year (no daylight saving
// since 2022), Tijuana and New York change; a skipped time moves forward, a repeated one takes
// its first occurrence; no date or no zone is null.

const wall = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): WallClock => ({
  year: y,
  month: mo,
  day: d,
  hour: h,
  minute: mi,
  second: s,
  millisecond: ms,
});

describe('zonedInstant', () => {
  it('Mexico City: UTC-6 in winter and in summer alike', () => {
    expect(zonedInstant(wall(2026, 11, 27, 9, 30), 'America/Mexico_City')).toBe(
      '2026-11-27T09:30:00-06:00',
    );
    // The first Sunday of April was Mexico's old daylight-saving day: no change any more.
    expect(zonedInstant(wall(2026, 4, 5, 9, 30), 'America/Mexico_City')).toBe(
      '2026-04-05T09:30:00-06:00',
    );
    expect(zonedInstant(wall(2026, 7, 10, 23, 59, 59, 250), 'America/Mexico_City')).toBe(
      '2026-07-10T23:59:59.250-06:00',
    );
  });

  it('a zone with daylight saving: its offset of the day', () => {
    expect(zonedInstant(wall(2026, 11, 27, 9, 30), 'America/Tijuana')).toBe(
      '2026-11-27T09:30:00-08:00',
    );
    expect(zonedInstant(wall(2026, 7, 10, 9, 30), 'America/Tijuana')).toBe(
      '2026-07-10T09:30:00-07:00',
    );
    expect(zonedInstant(wall(2026, 1, 15, 9), 'UTC')).toBe('2026-01-15T09:00:00+00:00');
    expect(zonedInstant(wall(2026, 1, 15, 9), 'Asia/Kolkata')).toBe('2026-01-15T09:00:00+05:30');
  });

  it('a time the spring change skips moves forward; a repeated one takes the first', () => {
    // New York, 8 March 2026: 02:00 → 03:00.
    expect(zonedInstant(wall(2026, 3, 8, 2, 30), 'America/New_York')).toBe(
      '2026-03-08T03:30:00-04:00',
    );
    // 1 November 2026: 01:00–02:00 happens twice; the first is still daylight time.
    expect(zonedInstant(wall(2026, 11, 1, 1, 30), 'America/New_York')).toBe(
      '2026-11-01T01:30:00-04:00',
    );
  });

  it('no date or no zone: null', () => {
    expect(zonedInstant(wall(2026, 4, 31, 9), 'America/Mexico_City')).toBeNull();
    expect(zonedInstant(wall(2026, 2, 29, 9), 'America/Mexico_City')).toBeNull();
    expect(zonedInstant(wall(2026, 1, 1, 25), 'America/Mexico_City')).toBeNull();
    expect(zonedInstant(wall(2026, 1, 1, 9), 'Mars/Olympus_Mons')).toBeNull();
  });
});
