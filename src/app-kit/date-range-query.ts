import type { DateRange } from '../../machines/types/dates';

/**
 * The date range parameters a report or list call takes (admin.yaml `rangeStart`/`rangeEnd`):
 * calendar days in the admin's time zone, both included.
 */
export interface DateRangeQuery {
  start: string;
  end: string;
}

// A ZonedDateTime string starts with its local date ("2026-11-23T00:00:00-06:00[…]"): the day the
// admin picked in their own zone, which is what a report filters on.
const LOCAL_DATE = /^(\d{4}-\d{2}-\d{2})T/;

/** The local calendar day of a zoned date-time string. */
export function localDate(zoned: string): string {
  const day = LOCAL_DATE.exec(zoned)?.[1];
  if (!day) throw new Error(`not a zoned date-time: ${zoned}`);
  return day;
}

/** The query parameters of a resolved range (the date scope machine's range picker). */
export function dateRangeQuery(range: Pick<DateRange, 'start' | 'end'>): DateRangeQuery {
  return { start: localDate(range.start), end: localDate(range.end) };
}
