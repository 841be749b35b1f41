import { Temporal } from 'temporal-polyfill';
import { expect } from 'vitest';
import {
  type DateScopeInput,
  dateScopeMachine,
  selectCustomEnabled,
  selectIsDateAllowed,
} from '../../machines/date-scope';
import { presetRange, timeScopeRange, unmountedScopeRange } from '../../machines/rules/dates';
import type { MachineModel } from './harness';
import { pathSuite } from './suite';

// Wednesday 18 June 2025, 02:00 UTC: still Tuesday 17 June in Mexico City.
const NOW = Temporal.Instant.from('2025-06-18T02:00:00Z');
const now = () => NOW;
type Snap = Parameters<typeof selectCustomEnabled>[0];

function checkZoned(iso: string, tz: string, time: string) {
  const z = Temporal.ZonedDateTime.from(iso);
  expect(z.timeZoneId).toBe(tz);
  expect(z.toPlainTime().toString()).toBe(time);
}

const events = [
  ...[0, 1, 2, 3, 4, 5, 6, 7, 9].map((key) => ({ type: 'dateScope.scope.select', key })),
  { type: 'dateScope.scope.date', date: '2025-06-09' },
  { type: 'dateScope.scope.date', date: '2025-06-10' },
  { type: 'dateScope.scope.date', date: '2025-01-01' },
  { type: 'dateScope.picker.unmount' },
  // Restoring from an address: a rolling week (today's unmount range), a start the picker
  // offers, a start nothing produces, today's scope, a wrong key (earlier rolling weeks:
  // tests/unit/period-restore.test.ts; more dates here exceed the traversal limit).
  { type: 'dateScope.scope.restore', key: 1, date: '2025-06-11' },
  { type: 'dateScope.scope.restore', key: 1, date: '2025-06-12' },
  { type: 'dateScope.scope.restore', key: 3, date: '2025-01-01' },
  { type: 'dateScope.scope.restore', key: 0, date: '2025-06-17' },
  { type: 'dateScope.scope.restore', key: 9, date: '2025-06-09' },
  ...[0, 2, 5, 8, 10, 12].map((key) => ({ type: 'dateScope.range.preset', key })),
  { type: 'dateScope.range.custom' },
  { type: 'dateScope.range.start', date: '2025-06-01' },
  { type: 'dateScope.range.end', date: '2025-06-05' },
  { type: 'dateScope.range.end', date: 'nope' },
  // The admin's zone from the account: 02:00 UTC on 18 June is already the 18th in Madrid.
  { type: 'dateScope.timeZone.set', timeZone: 'Europe/Madrid' },
  { type: 'dateScope.timeZone.set', timeZone: 'Mars/Base' },
  { type: 'dateScope.timeZone.set', timeZone: null },
];

const model: MachineModel<DateScopeInput> = {
  name: 'dateScope',
  machine: dateScopeMachine,
  scenarios: [
    { name: 'default timezone', input: () => ({ now }) },
    { name: 'New York', input: () => ({ now, timeZone: 'America/New_York' }) },
  ],
  // Once the admin's zone is applied nothing more is tried from there: every state is reached in
  // the scenario's zone and left once for another, which keeps the traversal within its limit.
  events: (s) => (s.context.timeZone === 'Europe/Madrid' ? [] : events),
  limit: 12_000,
  serialize: (s) => JSON.stringify({ v: s.value, t: s.context.timeScope, r: s.context.range }),
  invariant: (s) => {
    const c = s.context;
    for (const r of [c.timeScope, c.range]) {
      checkZoned(r.start, c.timeZone, r.start.includes('T01:') ? '01:00:00' : '00:00:00');
      checkZoned(r.end, c.timeZone, '23:59:59.999');
      expect(r.timestamp).toBe(NOW.epochMilliseconds);
    }
    expect(selectCustomEnabled(s as Snap)).toBe(s.matches({ range: 'custom' }));
  },
  states: {
    'dateScope.dashboard.current': (s) => {
      expect(s.context.timeScope).toEqual(timeScopeRange(0, NOW, s.context.timeZone));
      // 02:00 UTC on 18 June is still 17 June in both scenarios' zones, the 18th in Madrid.
      expect(s.context.timeScope.start.slice(0, 10)).toBe(
        s.context.timeZone === 'Europe/Madrid' ? '2025-06-18' : '2025-06-17',
      );
    },
    'dateScope.dashboard.period': (s) => {
      const t = s.context.timeScope;
      expect(t.key).not.toBe(0);
      expect(t.label).not.toBe('CURRENT');
      // Either the previous period, the unmount default, or a start the picker allowed.
      const defaults = [timeScopeRange(t.key as 1, NOW, s.context.timeZone)];
      if (t.key === 1) defaults.push(unmountedScopeRange(NOW, s.context.timeZone));
      const isDefault = defaults.some((d) => JSON.stringify(d) === JSON.stringify(t));
      // A restored rolling week: 7 days ending today or before (an earlier day's unmount).
      const start = Temporal.PlainDate.from(t.start.slice(0, 10));
      const end = Temporal.PlainDate.from(t.end.slice(0, 10));
      const rolling =
        t.key === 1 &&
        start.dayOfWeek !== 1 &&
        start.add({ days: 6 }).equals(end) &&
        end.toString() <= '2025-06-17';
      if (!isDefault && !rolling) {
        expect(selectIsDateAllowed(s as Snap, t.start.slice(0, 10))).toBe(true);
      }
    },
    'dateScope.range.preset': (s) => {
      const r = s.context.range;
      expect(r.key).not.toBe('custom');
      expect(r).toEqual(presetRange(r.key as 0, NOW, s.context.timeZone));
    },
    'dateScope.range.custom': (s) => {
      expect(s.context.range.key).toBe('custom');
      expect(s.context.range.label).toBe('CUSTOM');
      expect(s.context.range.start <= s.context.range.end).toBe(true);
    },
  },
};

pathSuite(model);
