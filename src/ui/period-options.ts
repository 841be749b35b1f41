import { Temporal } from 'temporal-polyfill';
import type { TimeScopeLabel } from '../../machines/types/dates';

/**
 * What the dashboard period picker offers (SPEC §5), given the date-scope machine's own test of a
 * start (`selectIsDateAllowed`): the month-based scopes' starts for a Select, and the days a
 * day-based scope's calendar greys out. Both look back `YEARS_BACK` years, so lists stay short.
 */

/** How many whole years before the current one the picker offers. */
const YEARS_BACK = 5;

/** Months between the starts a month-based scope's Select offers (aligned to January). */
const STEP: Partial<Record<TimeScopeLabel, number>> = {
  MONTHLY: 1,
  BIMESTER: 2,
  TRIMESTER: 3,
  SEMESTER: 6,
  ANUAL: 12,
};

/** True for the scopes whose start is picked from a list of months. */
export const isMonthBased = (label: TimeScopeLabel): boolean => STEP[label] !== undefined;

/** The first day the picker offers. */
export const firstOffered = (today: Temporal.PlainDate): Temporal.PlainDate =>
  Temporal.PlainDate.from({ year: today.year - YEARS_BACK, month: 1, day: 1 });

/** Starts (YYYY-MM-DD) of a month-based scope the machine allows, newest first. */
export function periodStarts(
  label: TimeScopeLabel,
  today: Temporal.PlainDate,
  isAllowed: (date: string) => boolean,
): string[] {
  const step = STEP[label];
  if (step === undefined) return [];
  const starts: string[] = [];
  for (
    let d = firstOffered(today);
    Temporal.PlainDate.compare(d, today) <= 0;
    d = d.add({ months: step })
  ) {
    if (isAllowed(d.toString())) starts.push(d.toString());
  }
  return starts.reverse();
}

/** The days (YYYY-MM-DD) from `from` to `to` the machine refuses: the calendar greys them out. */
export function refusedDays(
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
  isAllowed: (date: string) => boolean,
): string[] {
  const days: string[] = [];
  for (let d = from; Temporal.PlainDate.compare(d, to) <= 0; d = d.add({ days: 1 })) {
    if (!isAllowed(d.toString())) days.push(d.toString());
  }
  return days;
}
