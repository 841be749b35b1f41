import { describe, expect, it } from 'vitest';
import { localTimestamp } from '../../server/platform/time/local-time';

describe('localTimestamp', () => {
  it('writes the wall-clock time of the zone with its offset, not UTC', () => {
    // 05:59 UTC on 27 November is 23:59 on the 26th in Mexico City.
    const at = new Date('2026-11-27T05:59:30.250Z');
    expect(localTimestamp(at, 'America/Mexico_City')).toBe('2026-11-26 23:59:30 -06:00');
    expect(localTimestamp(at, 'Europe/Madrid')).toBe('2026-11-27 06:59:30 +01:00');
    expect(localTimestamp(at, 'UTC')).toBe('2026-11-27 05:59:30 +00:00');
    expect(localTimestamp(at, 'Asia/Kolkata')).toBe('2026-11-27 11:29:30 +05:30');
  });

  it('follows daylight saving time and midnight', () => {
    expect(localTimestamp(new Date('2026-07-01T04:00:00Z'), 'America/New_York')).toBe(
      '2026-07-01 00:00:00 -04:00',
    );
    expect(localTimestamp(new Date('2026-01-01T05:00:00Z'), 'America/New_York')).toBe(
      '2026-01-01 00:00:00 -05:00',
    );
  });
});
