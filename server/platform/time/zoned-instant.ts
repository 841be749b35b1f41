import { Temporal } from 'temporal-polyfill';

// A wall-clock time read in a time zone: what a spreadsheet's date cell (which has no offset) or
// a file's `2026-11-27 09:30` means once the zone it was written in is known.

/** A calendar day and a time of day, as a clock on a wall shows them (no zone, no offset). */
export interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/**
 * The instant a wall-clock time names in `timeZone`, as RFC 3339 with that zone's offset then
 * (`2026-11-27T09:30:00-06:00`), or null when the parts are no date (a 31 April, an hour 25) or
 * the zone is unknown. A time a daylight-saving change skips (02:30 on a spring-forward night)
 * moves forward by the gap and a time it repeats takes its first occurrence: the `compatible`
 * reading, as calendars (RFC 5545) and Temporal do.
 */
export function zonedInstant(w: WallClock, timeZone: string): string | null {
  let zoned: Temporal.ZonedDateTime;
  try {
    const plain = Temporal.PlainDateTime.from(
      {
        year: w.year,
        month: w.month,
        day: w.day,
        hour: w.hour,
        minute: w.minute,
        second: w.second,
        millisecond: w.millisecond,
      },
      { overflow: 'reject' },
    );
    zoned = plain.toZonedDateTime(timeZone, { disambiguation: 'compatible' });
  } catch {
    return null;
  }
  const p2 = (n: number) => String(n).padStart(2, '0');
  const ms = zoned.millisecond === 0 ? '' : `.${String(zoned.millisecond).padStart(3, '0')}`;
  return `${String(zoned.year).padStart(4, '0')}-${p2(zoned.month)}-${p2(zoned.day)}T${p2(zoned.hour)}:${p2(zoned.minute)}:${p2(zoned.second)}${ms}${zoned.offset}`;
}
