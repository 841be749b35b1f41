import { addDays, MAX_RANGE_DAYS, rangeDays } from '../../../openapi/rules/report-range';
import { ApiFailure } from '../http/api-failure';

export { addDays, MAX_RANGE_DAYS };

// A report's date range: whole calendar days in the caller's time zone, `end` inclusive. The
// previous period is the same number of days just before `start`, so every figure can be
// compared with it (a week with the week before, a month's 30 days with the 30 before). Its
// longest span is the shared rule of openapi/rules/report-range.ts, which the console keeps to.

/** A range of calendar days, both inclusive, as YYYY-MM-DD. */
interface DayRange {
  start: string;
  end: string;
}

export interface ReportRange extends DayRange {
  days: number;
  previous: DayRange;
}

/** Checks a validated start/end pair and derives the previous period; 400 on `end` otherwise. */
export function reportRange(start: string, end: string): ReportRange {
  const days = rangeDays(start, end);
  if (!Number.isFinite(days) || days < 1) {
    throw new ApiFailure(400, 'validation', 'end must not be before start', { field: 'end' });
  }
  if (days > MAX_RANGE_DAYS) {
    // The message starts with the field, as the validator's do.
    throw new ApiFailure(
      400,
      'validation',
      `end is too far from start: the range may span at most ${MAX_RANGE_DAYS} days`,
      { field: 'end' },
    );
  }
  return {
    start,
    end,
    days,
    previous: { start: addDays(start, -days), end: addDays(start, -1) },
  };
}

/**
 * SQL for the instant a calendar day begins in a time zone (a timestamptz), given the day and the
 * zone as parameters: `$n::date::timestamp AT TIME ZONE $m`. A range [start, end] covers
 * [dayStart(start), dayStart(end + 1)), so 23:59:59.999 of the last day counts and 00:00 of
 * the next does not, whatever the offset or a daylight-saving change.
 */
export const dayStartSql = (dayParam: string, zoneParam: string) =>
  `(${dayParam}::date::timestamp AT TIME ZONE ${zoneParam})`;

/** The calendar day an instant falls on in a time zone (YYYY-MM-DD). */
export function localDay(instant: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
}
