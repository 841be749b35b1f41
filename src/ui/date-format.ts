import type { IntlShape } from 'react-intl';
import { Temporal } from 'temporal-polyfill';

/**
 * Dates as SPEC §9 shows them (DD MMM) in the console's language, and instants in the admin's
 * time zone rather than the browser's. Pure functions of react-intl's `intl`, so they are tested
 * without React; `use-date-format.ts` binds them to the session.
 */

// Noon UTC of a YYYY-MM-DD day: formatting it in UTC keeps that day whatever the browser's zone.
const noonUtc = (day: string) => `${day.slice(0, 10)}T12:00:00Z`;

/** `day` (YYYY-MM-DD) as DD MMM, adding the year only when it is not `currentYear`. */
export function formatDay(intl: IntlShape, day: string, currentYear: number): string {
  const withYear = Number(day.slice(0, 4)) !== currentYear;
  return intl.formatDate(noonUtc(day), {
    day: '2-digit',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}

/** `day` (YYYY-MM-DD) as DD MMM YYYY, for dates whose year always matters (a birth date). */
export function formatDayWithYear(intl: IntlShape, day: string): string {
  return formatDay(intl, day, Number.NaN);
}

/**
 * The instant `iso` (with offset) as DD MMM HH:mm in `timeZone`, with the year when it is not
 * the current year there.
 */
export function formatInstant(
  intl: IntlShape,
  iso: string,
  timeZone: string,
  now: Temporal.Instant = Temporal.Now.instant(),
): string {
  const instant = Temporal.Instant.from(iso);
  const withYear =
    instant.toZonedDateTimeISO(timeZone).year !== now.toZonedDateTimeISO(timeZone).year;
  return intl.formatDate(instant.epochMilliseconds, {
    day: '2-digit',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
}

/** The YYYY-MM-DD day `date` stands for as a calendar day (its local fields, as pickers make it). */
export function dayOfDate(date: Date): string {
  return Temporal.PlainDate.from({
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
  }).toString();
}

/** A local-midnight Date for the YYYY-MM-DD `day`, as Fluent's calendar works with local days. */
export function dateOfDay(day: string): Date {
  const d = Temporal.PlainDate.from(day.slice(0, 10));
  return new Date(d.year, d.month - 1, d.day);
}

// Lower case, no accents nor dots, so "Sept.", "sept" and "SEPT" meet.
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\./g, '').toLocaleLowerCase();

const MONTHS = Array.from({ length: 12 }, (_, i) => Date.UTC(2001, i, 15));

/** The month names (long and short, standalone and with a day) of `locale`, folded, per month. */
function monthNames(locale: string): { name: string; month: number }[] {
  const names: { name: string; month: number }[] = [];
  for (const style of ['long', 'short'] as const) {
    const alone = new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' });
    const inDate = new Intl.DateTimeFormat(locale, {
      month: style,
      day: 'numeric',
      timeZone: 'UTC',
    });
    MONTHS.forEach((t, i) => {
      names.push({ name: fold(alone.format(t)), month: i + 1 });
      const part = inDate.formatToParts(t).find((p) => p.type === 'month');
      if (part) names.push({ name: fold(part.value), month: i + 1 });
    });
  }
  // Longest first, so "janvier" wins over "janv" and "11月" over "1月".
  return names.filter((n) => n.name).sort((a, b) => b.name.length - a.name.length);
}

const validDay = (year: number, month: number, day: number): string | null => {
  try {
    return Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' }).toString();
  } catch {
    return null;
  }
};

const fullYear = (y: number) => (y < 100 ? 2000 + y : y);

/**
 * The YYYY-MM-DD day an admin typed, or null: "17 nov 2026" / "17 de noviembre de 2026" / "Nov 17,
 * 2026" (month names in `locale`), "17/11/2026" or "17-11-26" (day first), "2026-11-17"; without a
 * year the day is in `currentYear`.
 */
export function parseDay(locale: string, text: string, currentYear: number): string | null {
  let rest = fold(text.trim());
  if (!rest) return null;
  let month: number | null = null;
  for (const n of monthNames(locale)) {
    const at = rest.indexOf(n.name);
    // A name starting with a digit ("1月") must not be the end of another number ("11月").
    if (at < 0 || (/^\d/.test(n.name) && at > 0 && /\d/.test(rest[at - 1] ?? ''))) continue;
    month = n.month;
    rest = `${rest.slice(0, at)} ${rest.slice(at + n.name.length)}`;
    break;
  }
  const numbers = (rest.match(/\d+/g) ?? []).map(Number);
  if (month !== null) {
    // Day and optional year, in either order ("2026 11月 17日" puts the year first).
    const year = numbers.find((n) => n > 31);
    const others = numbers.filter((n) => n !== year);
    if (others.length !== 1 && !(others.length === 2 && year === undefined)) return null;
    const [day, y2] = others as [number, number | undefined];
    return validDay(year ?? (y2 === undefined ? currentYear : fullYear(y2)), month, day);
  }
  if (numbers.length !== 3) return null;
  const [a, b, c] = numbers as [number, number, number];
  // Year first only when written with four digits (ISO); otherwise day first, as §9 reads.
  if (/^\s*\d{4}/.test(rest)) return validDay(a, b, c);
  return validDay(fullYear(c), b, a);
}

/** Fluent calendar month and week-day names in `locale` (weeks start on Sunday there). */
export function calendarNames(locale: string): {
  months: string[];
  shortMonths: string[];
  days: string[];
  shortDays: string[];
} {
  const month = (style: 'long' | 'short') => {
    const f = new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' });
    return MONTHS.map((t) => f.format(t));
  };
  // 2001-01-07 was a Sunday.
  const day = (style: 'long' | 'narrow') => {
    const f = new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, i) => f.format(Date.UTC(2001, 0, 7 + i)));
  };
  const capital = (s: string) => s.charAt(0).toLocaleUpperCase(locale) + s.slice(1);
  return {
    months: month('long').map(capital),
    shortMonths: month('short').map(capital),
    days: day('long').map(capital),
    shortDays: day('narrow').map((s) => s.toLocaleUpperCase(locale)),
  };
}
