import { describe, expect, it } from 'vitest';
import { comparison } from '../../server/platform/reports/comparable-period';
import { reportRange } from '../../server/platform/reports/range';

// When a range's change may be shown, and against what (server/platform/reports/comparable-period.ts).

const MX = 'America/Mexico_City';

describe('comparison', () => {
  it('a range that is over: both periods whole', () => {
    const range = reportRange('2026-11-20', '2026-11-26');
    expect(comparison(range, new Date('2026-11-27T18:00:00Z'), MX)).toEqual({ kind: 'whole' });
  });

  it('today: until now against yesterday until the same time', () => {
    // 18:14:47.5 UTC is 12:14:47 in Mexico City (UTC−6, no daylight saving since 2022).
    const range = reportRange('2026-11-27', '2026-11-27');
    expect(comparison(range, new Date('2026-11-27T18:14:47.500Z'), MX)).toEqual({
      kind: 'same-time',
      currentEnd: '2026-11-27T12:14:47',
      previousEnd: '2026-11-26T12:14:47',
    });
  });

  it('a week ending today: the week before up to the same weekday and hour', () => {
    const range = reportRange('2026-11-21', '2026-11-27');
    expect(comparison(range, new Date('2026-11-27T15:00:00Z'), MX)).toEqual({
      kind: 'same-time',
      currentEnd: '2026-11-27T09:00:00',
      previousEnd: '2026-11-20T09:00:00',
    });
  });

  it("today is the admin's today: the same instant is the next day in Madrid", () => {
    const now = new Date('2026-11-27T23:30:00Z');
    const range = reportRange('2026-11-27', '2026-11-27');
    expect(comparison(range, now, MX).kind).toBe('same-time');
    expect(comparison(range, now, 'Europe/Madrid')).toEqual({ kind: 'whole' });
  });

  it('wall-clock days across a daylight-saving change', () => {
    // Madrid moves to summer time on 29 March 2026: a week back is still 10:00.
    const range = reportRange('2026-03-30', '2026-04-05');
    expect(comparison(range, new Date('2026-04-05T08:00:00Z'), 'Europe/Madrid')).toEqual({
      kind: 'same-time',
      currentEnd: '2026-04-05T10:00:00',
      previousEnd: '2026-03-29T10:00:00',
    });
  });

  it('a range that begins after today: nothing to compare', () => {
    const range = reportRange('2026-11-28', '2026-12-04');
    expect(comparison(range, new Date('2026-11-27T18:00:00Z'), MX)).toEqual({ kind: 'none' });
  });
});
