import { Temporal } from 'temporal-polyfill';
import { assign, type SnapshotFrom, setup } from 'xstate';
import {
  customRange,
  DEFAULT_RANGE_KEY,
  DEFAULT_TIME_ZONE,
  isAllowedDate,
  isPresetKey,
  isTimeScopeKey,
  isTimeZone,
  openingScopeRange,
  parsePlainDate,
  presetRange,
  restoredScopeRange,
  rezoned,
  timeScopeLabel,
  timeScopeRange,
  timeScopeRangeFrom,
  todayIn,
  unmountedScopeRange,
} from './rules/dates';
import type { DateRange, TimeScopeKey } from './types/dates';

/** Input of the date scope actor: a clock and the user's timezone. */
export interface DateScopeInput {
  now?: () => Temporal.Instant;
  timeZone?: string | null;
}

/** Context of the date scope actor. */
export interface DateScopeContext {
  /** Injected clock; a function so tests stay deterministic (dropped from JSON snapshots). */
  now: () => Temporal.Instant;
  timeZone: string;
  /** The dashboard time scope (SPEC §3 "dashboardTimeScope"). */
  timeScope: DateRange;
  /** The range picker's range. */
  range: DateRange;
}

/** Events the date scope actor accepts; dates are `YYYY-MM-DD`. */
export type DateScopeEvent =
  | { type: 'dateScope.scope.select'; key: number }
  | { type: 'dateScope.scope.date'; date: string }
  | { type: 'dateScope.picker.unmount' }
  /** Reopens a scope exactly (a page address): a key and the start the machine gave it. */
  | { type: 'dateScope.scope.restore'; key: number; date: string }
  | { type: 'dateScope.range.preset'; key: number }
  | { type: 'dateScope.range.custom' }
  | { type: 'dateScope.range.start'; date: string }
  | { type: 'dateScope.range.end'; date: string }
  /** The admin's own time zone (from the account): "today" is theirs, as on the server. */
  | { type: 'dateScope.timeZone.set'; timeZone: string | null };

const systemNow = (): Temporal.Instant => Temporal.Now.instant();

function datesOf(range: DateRange, timeZone: string) {
  return {
    start: Temporal.ZonedDateTime.from(range.start).withTimeZone(timeZone).toPlainDate(),
    end: Temporal.ZonedDateTime.from(range.end).withTimeZone(timeZone).toPlainDate(),
  };
}

/** Dashboard time scopes (keys 0–7) and the range picker (presets 0–11 and custom), SPEC §4. */
export const dateScopeMachine = setup({
  types: {
    context: {} as DateScopeContext,
    events: {} as DateScopeEvent,
    input: {} as DateScopeInput,
    tags: {} as 'customInputs',
  },
  guards: {
    isCurrentKey: (_, params: { key: number }) => params.key === 0,
    isScopeKey: (_, params: { key: number }) => isTimeScopeKey(params.key),
    isPresetKey: (_, params: { key: number }) => isPresetKey(params.key),
    isAllowedScopeDate: ({ context }, params: { date: string }) => {
      const date = parsePlainDate(params.date);
      if (!date) return false;
      const today = todayIn(context.now(), context.timeZone);
      const key = context.timeScope.key;
      return typeof key === 'number' && isTimeScopeKey(key)
        ? isAllowedDate(timeScopeLabel(key), date, today)
        : false;
    },
    isDate: (_, params: { date: string }) => parsePlainDate(params.date) !== null,
    isOtherTimeZone: ({ context }, params: { timeZone: string | null }) =>
      params.timeZone !== null &&
      params.timeZone !== context.timeZone &&
      isTimeZone(params.timeZone),
    isRestorable: ({ context }, params: { key: number; date: string }) => {
      const date = parsePlainDate(params.date);
      return date !== null && isTimeScopeKey(params.key)
        ? restoredScopeRange(params.key, date, context.now(), context.timeZone) !== null
        : false;
    },
  },
  actions: {
    selectScope: assign(({ context }, params: { key: number }) => ({
      timeScope: timeScopeRange(params.key as TimeScopeKey, context.now(), context.timeZone),
    })),
  },
}).createMachine({
  id: 'dateScope',
  description: 'The dashboard time scope and the range picker, in the user timezone.',
  context: ({ input }) => {
    const now = input.now ?? systemNow;
    const timeZone = input.timeZone || DEFAULT_TIME_ZONE;
    return {
      now,
      timeZone,
      timeScope: openingScopeRange(now(), timeZone),
      range: presetRange(DEFAULT_RANGE_KEY, now(), timeZone),
    };
  },
  type: 'parallel',
  on: {
    'dateScope.timeZone.set': {
      guard: { type: 'isOtherTimeZone', params: ({ event }) => ({ timeZone: event.timeZone }) },
      actions: assign(({ context, event }) => {
        const timeZone = event.timeZone as string;
        return { timeZone, ...rezoned(context, context.now(), timeZone) };
      }),
    },
  },
  states: {
    dashboard: {
      description:
        'Dashboard time scope: keys 0–7; the default on selection is the previous period.',
      initial: 'period',
      on: {
        'dateScope.scope.select': [
          {
            guard: { type: 'isCurrentKey', params: ({ event }) => ({ key: event.key }) },
            target: '.current',
            actions: { type: 'selectScope', params: { key: 0 } },
          },
          {
            guard: { type: 'isScopeKey', params: ({ event }) => ({ key: event.key }) },
            target: '.period',
            actions: { type: 'selectScope', params: ({ event }) => ({ key: event.key }) },
          },
        ],
        'dateScope.scope.restore': [
          {
            guard: { type: 'isCurrentKey', params: ({ event }) => ({ key: event.key }) },
            target: '.current',
            actions: { type: 'selectScope', params: { key: 0 } },
          },
          {
            guard: {
              type: 'isRestorable',
              params: ({ event }) => ({ key: event.key, date: event.date }),
            },
            target: '.period',
            actions: assign(({ context, event }) => ({
              timeScope: restoredScopeRange(
                event.key as TimeScopeKey,
                parsePlainDate(event.date) as Temporal.PlainDate,
                context.now(),
                context.timeZone,
              ) as DateRange,
            })),
          },
          {
            // A start the machine could not have given: the period's default, as on selection.
            guard: { type: 'isScopeKey', params: ({ event }) => ({ key: event.key }) },
            target: '.period',
            actions: { type: 'selectScope', params: ({ event }) => ({ key: event.key }) },
          },
        ],
        'dateScope.picker.unmount': {
          target: '.period',
          actions: assign(({ context }) => ({
            timeScope: unmountedScopeRange(context.now(), context.timeZone),
          })),
        },
      },
      states: {
        current: { description: 'Last update (CURRENT): today.' },
        period: {
          description:
            'A period scope (weekly … annual); its picker offers only the dates SPEC §5 allows. The initial scope: the last 7 whole days (docs/numbers.md, First screens).',
          on: {
            'dateScope.scope.date': {
              guard: { type: 'isAllowedScopeDate', params: ({ event }) => ({ date: event.date }) },
              actions: assign(({ context, event }) => ({
                timeScope: timeScopeRangeFrom(
                  context.timeScope.key as TimeScopeKey,
                  parsePlainDate(event.date) as Temporal.PlainDate,
                  context.now(),
                  context.timeZone,
                ),
              })),
            },
          },
        },
      },
    },
    range: {
      description: 'Range picker: presets 0–11 (default 2, last 7 days) or a custom range.',
      initial: 'preset',
      on: {
        'dateScope.range.preset': {
          guard: { type: 'isPresetKey', params: ({ event }) => ({ key: event.key }) },
          target: '.preset',
          actions: assign(({ context, event }) => ({
            range: presetRange(event.key as 0, context.now(), context.timeZone),
          })),
        },
        'dateScope.range.custom': {
          target: '.custom',
          actions: assign(({ context }) => {
            const last7 = presetRange(2, context.now(), context.timeZone);
            const dates = datesOf(last7, context.timeZone);
            return { range: customRange(dates.start, dates.end, context.now(), context.timeZone) };
          }),
        },
        'dateScope.range.start': {
          guard: { type: 'isDate', params: ({ event }) => ({ date: event.date }) },
          target: '.custom',
          actions: assign(({ context, event }) => {
            const { end } = datesOf(context.range, context.timeZone);
            const start = parsePlainDate(event.date) as Temporal.PlainDate;
            return { range: customRange(start, end, context.now(), context.timeZone) };
          }),
        },
        'dateScope.range.end': {
          guard: { type: 'isDate', params: ({ event }) => ({ date: event.date }) },
          target: '.custom',
          actions: assign(({ context, event }) => {
            const { start } = datesOf(context.range, context.timeZone);
            const end = parsePlainDate(event.date) as Temporal.PlainDate;
            return { range: customRange(start, end, context.now(), context.timeZone) };
          }),
        },
      },
      states: {
        preset: { description: 'A preset range; the custom date inputs are disabled.' },
        custom: {
          description: 'Custom range: the date inputs are enabled; start at 00:00, end at 23:59.',
          tags: ['customInputs'],
        },
      },
    },
  },
});

/** Snapshot of the date scope actor. */
export type DateScopeSnapshot = SnapshotFrom<typeof dateScopeMachine>;

/** The dashboard time scope. */
export const selectTimeScope = (s: DateScopeSnapshot): DateRange => s.context.timeScope;
/** The range picker's range. */
export const selectRange = (s: DateScopeSnapshot): DateRange => s.context.range;
/** True when the custom date inputs are enabled. */
export const selectCustomEnabled = (s: DateScopeSnapshot): boolean => s.hasTag('customInputs');
/** Whether the period picker offers a date (YYYY-MM-DD) for the current scope. */
export const selectIsDateAllowed = (s: DateScopeSnapshot, date: string): boolean => {
  const d = parsePlainDate(date);
  const key = s.context.timeScope.key;
  if (!d || typeof key !== 'number' || !isTimeScopeKey(key)) return false;
  return isAllowedDate(timeScopeLabel(key), d, todayIn(s.context.now(), s.context.timeZone));
};
