import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dateScopeMachine } from '../../machines/date-scope';
import {
  openingScopeRange,
  restoredScopeRange,
  rezoned,
  unmountedScopeRange,
} from '../../machines/rules/dates';
import type { DateRange } from '../../machines/types/dates';

// The dashboard opens on the last 7 whole days (docs/numbers.md, First screens): yesterday and
// the six days before, never today, which is not over.

// Friday 27 November 2026, 18:14 UTC: 12:14 in Mexico City.
const NOW = Temporal.Instant.from('2026-11-27T18:14:00Z');
const day = (iso: string) => iso.slice(0, 10);
const MX = 'America/Mexico_City';

describe('the dashboard opening scope', () => {
  it('is the last 7 whole days, ending yesterday, as a weekly scope', () => {
    const r = openingScopeRange(NOW, 'America/Mexico_City');
    expect([r.label, r.key, day(r.start), day(r.end)]).toEqual([
      'WEEKLY',
      1,
      '2026-11-20',
      '2026-11-26',
    ]);
    expect(r.end).toContain('T23:59:59.999');
  });

  it("is the machine's initial scope", () => {
    const actor = createActor(dateScopeMachine, { input: { now: () => NOW } }).start();
    const s = actor.getSnapshot();
    expect(s.matches({ dashboard: 'period' })).toBe(true);
    expect(s.context.timeScope).toEqual(openingScopeRange(NOW, 'America/Mexico_City'));
    actor.stop();
  });

  it("follows the admin's zone: whole days up to that zone's yesterday", () => {
    // 23:30 UTC is already the 28th in Madrid, still the 27th in Mexico City.
    const late = Temporal.Instant.from('2026-11-27T23:30:00Z');
    const opened = openingScopeRange(late, 'America/Mexico_City');
    const range = unmountedScopeRange(late, 'America/Mexico_City');
    const moved = rezoned({ timeScope: opened, range }, late, 'Europe/Madrid');
    expect([day(moved.timeScope.start), day(moved.timeScope.end)]).toEqual([
      '2026-11-21',
      '2026-11-27',
    ]);
    // Any other rolling week (a restored address) keeps its days.
    const restored = restoredScopeRange(1, Temporal.PlainDate.from('2026-11-19'), late, MX);
    const other = rezoned({ timeScope: restored as DateRange, range }, late, 'Europe/Madrid');
    expect([day(other.timeScope.start), day(other.timeScope.end)]).toEqual([
      '2026-11-19',
      '2026-11-25',
    ]);
    // Hiding the picker (SPEC §4's unmount) keeps the same whole days.
    expect(range).toEqual(opened);
  });
});
