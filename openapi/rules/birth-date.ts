// A person's birth date must be a day that has already come, and a plausible one. Shared by the
// form (its picker's bounds and its check) and the server (createPerson / updatePerson), so
// both refuse the same days with the same reasons. Days are YYYY-MM-DD strings: with four-digit
// years they compare in calendar order as plain strings.

/** The earliest birth date taken: nobody in a staff list was born before it. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

export type BirthDateProblem = 'birth_date_future' | 'birth_date_too_early';

/**
 * What is wrong with the birth date `day` (YYYY-MM-DD) when `today` (YYYY-MM-DD) is the latest
 * day allowed, or null when it is fine. Today itself is allowed.
 */
export function checkBirthDate(day: string, today: string): BirthDateProblem | null {
  if (day > today) return 'birth_date_future';
  if (day < EARLIEST_BIRTH_DATE) return 'birth_date_too_early';
  return null;
}

// The first time zone to reach a new day is UTC+14 (Line Islands).
const EARLIEST_ZONE_OFFSET_MS = 14 * 60 * 60 * 1000;

/**
 * The latest day that is already today somewhere on Earth at `now`: the server does not know
 * the caller's time zone, and must not refuse the day an admin east of UTC sees as today.
 */
export function latestTodayAnywhere(now: Date): string {
  return new Date(now.getTime() + EARLIEST_ZONE_OFFSET_MS).toISOString().slice(0, 10);
}
