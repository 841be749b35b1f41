import { Temporal } from 'temporal-polyfill';
import type { DateRange, RangeKey, TimeScopeKey, TimeScopeLabel } from '../types/dates';

/** Default timezone of users (SPEC §9). */
export const DEFAULT_TIME_ZONE = 'America/Mexico_City';

/** Dashboard time scopes by key 0–7 (SPEC §4). */
export const TIME_SCOPES: readonly TimeScopeLabel[] = [
  'CURRENT',
  'WEEKLY',
  'FORTNIGHT',
  'MONTHLY',
  'BIMESTER',
  'TRIMESTER',
  'SEMESTER',
  'ANUAL',
];

/**
 * Range picker presets by key: 0–8 as SPEC §4 numbers them, then the other ranges §9's
 * catalogues offer (9 this week, 10 last week, 11 last 28 days). Keys are never renumbered: an
 * address or a stored choice keeps meaning the same range.
 */
export const RANGE_PRESETS = [
  'TODAY',
  'YESTERDAY',
  'LAST_7_DAYS',
  'LAST_30_DAYS',
  'THIS_MONTH',
  'LAST_MONTH',
  'LAST_90_DAYS',
  'LAST_12_MONTHS',
  'THIS_YEAR',
  'THIS_WEEK',
  'LAST_WEEK',
  'LAST_28_DAYS',
] as const;

/** The preset keys in the order SPEC §9 lists the catalogue's ranges (the picker's order). */
export const RANGE_PRESET_ORDER: readonly PresetKey[] = [0, 1, 2, 9, 10, 11, 3, 4, 5, 6, 7, 8];

/** A range picker preset key. */
export type PresetKey = Exclude<RangeKey, 'custom'>;

/** Default range preset key: last 7 days (SPEC §9). */
export const DEFAULT_RANGE_KEY = 2;

/** Label of the custom range option. */
const CUSTOM_RANGE_LABEL = 'CUSTOM';

/** A calendar period, both ends inclusive. */
export interface Period {
  start: Temporal.PlainDate;
  end: Temporal.PlainDate;
}

/** Label of a dashboard time scope key. */
export function timeScopeLabel(key: TimeScopeKey): TimeScopeLabel {
  return TIME_SCOPES[key] ?? 'CURRENT';
}

/** True for a valid dashboard time scope key. */
export function isTimeScopeKey(key: number): key is TimeScopeKey {
  return Number.isInteger(key) && key >= 0 && key < TIME_SCOPES.length;
}

/** True for a valid preset key. */
export function isPresetKey(key: number): key is PresetKey {
  return Number.isInteger(key) && key >= 0 && key < RANGE_PRESETS.length;
}

/** The calendar date of `now` in `timeZone`. */
export function todayIn(now: Temporal.Instant, timeZone: string): Temporal.PlainDate {
  return now.toZonedDateTimeISO(timeZone).toPlainDate();
}

const cmp = Temporal.PlainDate.compare;

/** Months spanned by the month-based scopes. */
const MONTHS_OF: Partial<Record<TimeScopeLabel, number>> = {
  MONTHLY: 1,
  BIMESTER: 2,
  TRIMESTER: 3,
  SEMESTER: 6,
};

function monthStart(date: Temporal.PlainDate): Temporal.PlainDate {
  return date.with({ day: 1 });
}

/** The period of `label` that contains `date`; month-based scopes align to January. */
export function periodContaining(label: TimeScopeLabel, date: Temporal.PlainDate): Period {
  switch (label) {
    case 'CURRENT':
      return { start: date, end: date };
    case 'WEEKLY': {
      const start = date.subtract({ days: date.dayOfWeek - 1 });
      return { start, end: start.add({ days: 6 }) };
    }
    case 'FORTNIGHT':
      return date.day <= 15
        ? { start: date.with({ day: 1 }), end: date.with({ day: 15 }) }
        : { start: date.with({ day: 16 }), end: date.with({ day: date.daysInMonth }) };
    case 'ANUAL':
      return { start: date.with({ month: 1, day: 1 }), end: date.with({ month: 12, day: 31 }) };
    default: {
      const months = MONTHS_OF[label] ?? 1;
      const firstMonth = date.month - ((date.month - 1) % months);
      const start = date.with({ month: firstMonth, day: 1 });
      return { start, end: start.add({ months }).subtract({ days: 1 }) };
    }
  }
}

/** The period of `label` that starts at a date chosen in the period picker. */
export function periodFrom(label: TimeScopeLabel, date: Temporal.PlainDate): Period {
  const months = MONTHS_OF[label];
  if (months === undefined) return periodContaining(label, date);
  // BIMESTER is "2 months from start of month" (SPEC §4); the picker keeps the starts aligned.
  const start = monthStart(date);
  return { start, end: start.add({ months }).subtract({ days: 1 }) };
}

/** The period before the one containing `today` (the default on selection); CURRENT is today. */
export function previousPeriod(label: TimeScopeLabel, today: Temporal.PlainDate): Period {
  if (label === 'CURRENT') return { start: today, end: today };
  const current = periodContaining(label, today);
  return periodContaining(label, current.start.subtract({ days: 1 }));
}

/** One period's length, as a duration to subtract (SPEC §5 "one period ago"). */
function periodLength(label: TimeScopeLabel): Temporal.DurationLike {
  switch (label) {
    case 'CURRENT':
      return { days: 1 };
    case 'WEEKLY':
      return { weeks: 1 };
    case 'FORTNIGHT':
      return { days: 15 };
    case 'ANUAL':
      return { years: 1 };
    default:
      return { months: MONTHS_OF[label] ?? 1 };
  }
}

/** Whether the period picker of `label` offers `date` (SPEC §5). */
export function isAllowedDate(
  label: TimeScopeLabel,
  date: Temporal.PlainDate,
  today: Temporal.PlainDate,
): boolean {
  switch (label) {
    case 'WEEKLY':
      return date.dayOfWeek === 1 && cmp(date, periodContaining('WEEKLY', today).start) <= 0;
    case 'FORTNIGHT':
      return (date.day === 1 || date.day === 16) && cmp(date, today) <= 0;
    case 'BIMESTER':
      // "Even-indexed" counts months from 0: January, March, May...
      return (date.month - 1) % 2 === 0 && cmp(date, today) <= 0;
    case 'SEMESTER':
      return (date.month === 1 || date.month === 7) && cmp(date, today) <= 0;
    default:
      return cmp(date, today.subtract(periodLength(label))) <= 0;
  }
}

/** Start of `date` in `timeZone` (00:00, or the first instant when midnight is skipped). */
function startOfDay(date: Temporal.PlainDate, timeZone: string): Temporal.ZonedDateTime {
  return date.toZonedDateTime({ timeZone });
}

/** End of `date` in `timeZone`: 23:59:59.999. */
function endOfDay(date: Temporal.PlainDate, timeZone: string): Temporal.ZonedDateTime {
  return date
    .toPlainDateTime({ hour: 23, minute: 59, second: 59, millisecond: 999 })
    .toZonedDateTime(timeZone);
}

/** A period as a `DateRange` in `timeZone`, stamped with `now`. */
function toDateRange(
  period: Period,
  label: string,
  key: number | 'custom',
  now: Temporal.Instant,
  timeZone: string,
): DateRange {
  return {
    label,
    key,
    start: startOfDay(period.start, timeZone).toString(),
    end: endOfDay(period.end, timeZone).toString(),
    timestamp: now.epochMilliseconds,
  };
}

/** The last `days` calendar days including today. */
function lastDays(days: number, today: Temporal.PlainDate): Period {
  return { start: today.subtract({ days: days - 1 }), end: today };
}

/** The dates a range preset covers (SPEC §4 keys 0–8, §9's other ranges 9–11). */
export function presetPeriod(key: PresetKey, today: Temporal.PlainDate): Period {
  switch (key) {
    case 0:
      return { start: today, end: today };
    case 1: {
      const yesterday = today.subtract({ days: 1 });
      return { start: yesterday, end: yesterday };
    }
    case 2:
      return lastDays(7, today);
    case 3:
      return lastDays(30, today);
    case 4:
      return { start: monthStart(today), end: today };
    case 5:
      return periodContaining('MONTHLY', monthStart(today).subtract({ days: 1 }));
    case 6:
      return lastDays(90, today);
    case 7:
      return { start: today.subtract({ years: 1 }).add({ days: 1 }), end: today };
    case 8:
      return { start: today.with({ month: 1, day: 1 }), end: today };
    case 9:
      // ISO weeks, as the weekly time scope: Monday to today.
      return { start: today.subtract({ days: today.dayOfWeek - 1 }), end: today };
    case 10: {
      const sunday = today.subtract({ days: today.dayOfWeek });
      return { start: sunday.subtract({ days: 6 }), end: sunday };
    }
    case 11:
      return lastDays(28, today);
  }
}

/** A preset as a `DateRange`. */
export function presetRange(key: PresetKey, now: Temporal.Instant, timeZone: string): DateRange {
  return toDateRange(
    presetPeriod(key, todayIn(now, timeZone)),
    RANGE_PRESETS[key],
    key,
    now,
    timeZone,
  );
}

/** A custom range from start 00:00 to end 23:59:59.999; reversed dates are swapped. */
export function customRange(
  start: Temporal.PlainDate,
  end: Temporal.PlainDate,
  now: Temporal.Instant,
  timeZone: string,
): DateRange {
  const [a, b] = cmp(start, end) <= 0 ? [start, end] : [end, start];
  return toDateRange({ start: a, end: b }, CUSTOM_RANGE_LABEL, 'custom', now, timeZone);
}

/** Default on selecting a dashboard time scope: the previous period (CURRENT: today). */
export function timeScopeRange(
  key: TimeScopeKey,
  now: Temporal.Instant,
  timeZone: string,
): DateRange {
  const label = timeScopeLabel(key);
  return toDateRange(previousPeriod(label, todayIn(now, timeZone)), label, key, now, timeZone);
}

/** A dashboard time scope starting at a date chosen in its picker. */
export function timeScopeRangeFrom(
  key: TimeScopeKey,
  date: Temporal.PlainDate,
  now: Temporal.Instant,
  timeZone: string,
): DateRange {
  const label = timeScopeLabel(key);
  return toDateRange(periodFrom(label, date), label, key, now, timeZone);
}

/**
 * A dashboard time scope restored from its key and start (a page address): a start the picker
 * offers, or for WEEKLY also the last 7 days as the picker's unmount left them on some day up to
 * today (a rolling week, SPEC §4). Null for what the machine could not have produced.
 */
export function restoredPeriod(
  label: TimeScopeLabel,
  date: Temporal.PlainDate,
  today: Temporal.PlainDate,
): Period | null {
  if (label === 'CURRENT') return null;
  if (isAllowedDate(label, date, today)) return periodFrom(label, date);
  const rolling = lastDays(7, date.add({ days: 6 }));
  return label === 'WEEKLY' && cmp(rolling.end, today) <= 0 ? rolling : null;
}

/** `restoredPeriod` as a `DateRange`, or null when refused. */
export function restoredScopeRange(
  key: TimeScopeKey,
  date: Temporal.PlainDate,
  now: Temporal.Instant,
  timeZone: string,
): DateRange | null {
  const label = timeScopeLabel(key);
  const period = restoredPeriod(label, date, todayIn(now, timeZone));
  return period && toDateRange(period, label, key, now, timeZone);
}

/**
 * The scope after the date picker unmounts: WEEKLY over the last 7 days (SPEC §4), the same
 * whole days the dashboard opens on (openingScopeRange), so showing and hiding the picker (the
 * phone's filter drawer) never moves the period onto a day that is not over.
 */
export function unmountedScopeRange(now: Temporal.Instant, timeZone: string): DateRange {
  return openingScopeRange(now, timeZone);
}

/**
 * The dashboard's opening scope: the last 7 whole days, ending yesterday (WEEKLY, a rolling week
 * as the picker's unmount gives). SPEC §9's "dashboard default last 7 days" rather than §4's
 * CURRENT: today is not over (its usage is cut off at yesterday, its exams have barely begun), so
 * the first screen would be empty and every change would set a partial day against a whole one.
 */
export function openingScopeRange(now: Temporal.Instant, timeZone: string): DateRange {
  const yesterday = todayIn(now, timeZone).subtract({ days: 1 });
  return toDateRange(lastDays(7, yesterday), 'WEEKLY', 1, now, timeZone);
}

/** True for an IANA time zone the calendar knows ('America/Mexico_City'; not 'Mars/Base'). */
export function isTimeZone(value: string): boolean {
  try {
    Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(value);
    return true;
  } catch {
    return false;
  }
}

/** The calendar days a resolved range covers, read in the zone it was resolved in. */
function daysOf(range: DateRange): Period {
  return {
    start: Temporal.ZonedDateTime.from(range.start).toPlainDate(),
    end: Temporal.ZonedDateTime.from(range.end).toPlainDate(),
  };
}

/**
 * The time scope and range resolved again in another zone (the admin's, once the account is
 * known): the same keys and the same calendar days, ending at the other zone's today. A period
 * scope whose start that zone's picker would not offer falls back to its default; the opening
 * scope becomes that zone's opening scope (whole days up to its yesterday).
 */
export function rezoned(
  scopes: { timeScope: DateRange; range: DateRange },
  now: Temporal.Instant,
  timeZone: string,
): { timeScope: DateRange; range: DateRange } {
  const { timeScope, range } = scopes;
  const scopeKey = (isTimeScopeKey(Number(timeScope.key)) ? timeScope.key : 0) as TimeScopeKey;
  const days = daysOf(range);
  // Still the opening week of the zone it was made in: the whole days before the new zone's today.
  const opening = openingScopeRange(now, Temporal.ZonedDateTime.from(timeScope.start).timeZoneId);
  const isOpening = timeScope.start === opening.start && timeScope.end === opening.end;
  return {
    timeScope:
      (isOpening && openingScopeRange(now, timeZone)) ||
      (scopeKey !== 0 && restoredScopeRange(scopeKey, daysOf(timeScope).start, now, timeZone)) ||
      timeScopeRange(scopeKey, now, timeZone),
    range:
      range.key === 'custom'
        ? customRange(days.start, days.end, now, timeZone)
        : presetRange(
            (isPresetKey(range.key) ? range.key : DEFAULT_RANGE_KEY) as PresetKey,
            now,
            timeZone,
          ),
  };
}

/** Parses `YYYY-MM-DD`; anything else gives null. */
export function parsePlainDate(value: string): Temporal.PlainDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' });
  } catch {
    return null;
  }
}
