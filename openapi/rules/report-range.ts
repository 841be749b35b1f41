// How long a report's date range may be: the server refuses longer ranges (bounding the work of
// one request), and the console's range picker and report addresses keep within the same limit,
// so a range can never turn every panel into an error that retrying cannot fix. Days are
// calendar days as YYYY-MM-DD, both ends included.

/** The longest range a report takes, in days (about three years). */
export const MAX_RANGE_DAYS = 1100;

const DAY_MS = 86_400_000;

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoDay = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Adds `n` calendar days to a YYYY-MM-DD day. */
export function addDays(iso: string, n: number): string {
  return isoDay(dayNumber(iso) + n);
}

/** The days of [start, end], both included (NaN when a day is unreadable). */
export function rangeDays(start: string, end: string): number {
  return dayNumber(end) - dayNumber(start) + 1;
}

/** Whether [start, end] spans more days than a report takes. */
export function rangeTooLong(start: string, end: string): boolean {
  return rangeDays(start, end) > MAX_RANGE_DAYS;
}

/** The earliest start a range ending on `end` may have. */
export const earliestStart = (end: string): string => addDays(end, 1 - MAX_RANGE_DAYS);

/** The latest end a range starting on `start` may have. */
export const latestEnd = (start: string): string => addDays(start, MAX_RANGE_DAYS - 1);

/**
 * A range kept within the limit: a longer one keeps its end (the most recent days are the ones
 * asked about) and starts MAX_RANGE_DAYS − 1 days before it. `clamped` says whether it moved.
 */
export function clampRange(
  start: string,
  end: string,
): {
  start: string;
  end: string;
  clamped: boolean;
} {
  if (!rangeTooLong(start, end)) return { start, end, clamped: false };
  return { start: earliestStart(end), end, clamped: true };
}
