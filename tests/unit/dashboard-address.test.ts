// The dashboard's address (period, period start, scope filter): parse and serialise are pure.
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dateScopeMachine } from '../../machines/date-scope';
import {
  parseDashboardAddress,
  serialiseDashboardAddress,
} from '../../src/app-kit/dashboard-address';
import { localDate } from '../../src/app-kit/date-range-query';

describe('dashboard address', () => {
  it('reads the period, its start and the scope filter', () => {
    expect(parseDashboardAddress('?period=3&from=2026-10-01&region=4&store=17')).toEqual({
      period: 3,
      from: '2026-10-01',
      region: 4,
      store: 17,
    });
  });

  it('says nothing for an empty or foreign query string', () => {
    expect(parseDashboardAddress('')).toEqual({
      period: null,
      from: null,
      region: null,
      store: null,
    });
    expect(parseDashboardAddress('?search=x&page=2').period).toBeNull();
  });

  it('ignores a key outside 0–7, a wrong day, and a start without a period', () => {
    expect(parseDashboardAddress('?period=8&from=2026-10-01')).toMatchObject({
      period: null,
      from: null,
    });
    expect(parseDashboardAddress('?period=-1').period).toBeNull();
    expect(parseDashboardAddress('?period=1.5').period).toBeNull();
    expect(parseDashboardAddress('?period=01').period).toBeNull();
    expect(parseDashboardAddress('?period=2&from=2026-02-30')).toMatchObject({
      period: 2,
      from: null,
    });
    expect(parseDashboardAddress('?from=2026-10-01').from).toBeNull();
    expect(parseDashboardAddress('?period=1&store=0&region=abc')).toMatchObject({
      store: null,
      region: null,
    });
  });

  it('writes its parameters, keeps the others and drops a range picker end', () => {
    const written = serialiseDashboardAddress(
      { period: 1, from: '2026-11-16', region: null, store: 9 },
      'tab=x&from=2026-01-01&to=2026-01-31&region=3',
    );
    expect(written).toBe('tab=x&period=1&from=2026-11-16&store=9');
  });

  it('writes CURRENT without a start and nothing when it knows nothing', () => {
    expect(serialiseDashboardAddress({ period: 0, from: null, region: 2, store: null }, '')).toBe(
      'period=0&region=2',
    );
    expect(
      serialiseDashboardAddress(
        { period: null, from: '2026-11-16', region: null, store: null },
        '',
      ),
    ).toBe('');
  });

  it('round-trips what it writes', () => {
    const address = { period: 5 as const, from: '2026-07-01', region: 12, store: 40 };
    expect(parseDashboardAddress(`?${serialiseDashboardAddress(address, 'a=1')}`)).toEqual(address);
  });

  // Every scope the machine holds, written as the dashboard writes it (use-dashboard-address.ts)
  // and read into a fresh machine, reopens the same range: the last 7 days the picker's unmount
  // leaves (issue: a pasted copy opened the previous ISO week) and a chosen period.
  describe('reopens what the machine holds', () => {
    const NOW = Temporal.Instant.from('2026-11-19T18:00:00Z'); // a Thursday
    const later = Temporal.Instant.from('2026-12-03T18:00:00Z'); // pasted two weeks on
    const fresh = (now: Temporal.Instant) =>
      createActor(dateScopeMachine, { input: { now: () => now } }).start();
    const reopen = (search: string, now: Temporal.Instant) => {
      const opened = parseDashboardAddress(`?${search}`);
      const actor = fresh(now);
      if (opened.period !== null && opened.from !== null) {
        actor.send({ type: 'dateScope.scope.restore', key: opened.period, date: opened.from });
      }
      return actor.getSnapshot().context.timeScope;
    };
    const written = (actor: ReturnType<typeof fresh>) => {
      const t = actor.getSnapshot().context.timeScope;
      const period = t.key as 1;
      return serialiseDashboardAddress(
        { period, from: localDate(t.start), region: null, store: null },
        '',
      );
    };

    it('the last 7 days after leaving the dashboard, today and later', () => {
      const actor = fresh(NOW);
      actor.send({ type: 'dateScope.picker.unmount' });
      const held = actor.getSnapshot().context.timeScope;
      const search = written(actor);
      // The last 7 whole days, ending yesterday (docs/numbers.md, First screens).
      expect(search).toBe('period=1&from=2026-11-12');
      for (const when of [NOW, later]) {
        const again = reopen(search, when);
        expect([again.key, again.start, again.end]).toEqual([held.key, held.start, held.end]);
      }
    });

    it('a chosen fortnight and quarter', () => {
      const actor = fresh(NOW);
      actor.send({ type: 'dateScope.scope.select', key: 2 });
      actor.send({ type: 'dateScope.scope.date', date: '2026-03-16' });
      let held = actor.getSnapshot().context.timeScope;
      expect(reopen(written(actor), NOW)).toMatchObject({ start: held.start, end: held.end });
      actor.send({ type: 'dateScope.scope.select', key: 5 });
      held = actor.getSnapshot().context.timeScope;
      expect(reopen(written(actor), NOW)).toMatchObject({ start: held.start, end: held.end });
    });

    it('refuses a start the machine could not have given: the period default', () => {
      const again = reopen('period=1&from=2026-11-18', NOW); // a rolling week ending tomorrow
      expect(localDate(again.start)).toBe('2026-11-09');
      expect(localDate(again.end)).toBe('2026-11-15');
    });
  });
});
