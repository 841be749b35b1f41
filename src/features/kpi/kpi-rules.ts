// Pure rules of the KPI pages: which months the monthly summary offers, which one it opens on,
// and how an attainment reads. KPIs are monthly figures posted once a month has closed.
import { Temporal } from 'temporal-polyfill';

/** A calendar month as the contract writes it (`month=YYYY-MM`). */
const MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

/** How many whole months before the current one the month selector offers. */
export const MONTHS_OFFERED = 24;

/** `text` when it is a month the contract accepts, else null. */
export function parseMonth(text: string | undefined): string | null {
  return text !== undefined && MONTH.test(text) ? text : null;
}

/** The month the summary opens on: the last whole month before `today` (a YYYY-MM-DD day). */
export function defaultMonth(today: string): string {
  return Temporal.PlainDate.from(today).toPlainYearMonth().subtract({ months: 1 }).toString();
}

/** The months offered, newest first: the current one, then MONTHS_OFFERED whole months. */
export function monthOptions(today: string): string[] {
  const current = Temporal.PlainDate.from(today).toPlainYearMonth();
  return Array.from({ length: MONTHS_OFFERED + 1 }, (_, i) =>
    current.subtract({ months: i }).toString(),
  );
}

/** How many closed months the KPI reports open on when the range holds none. */
export const OPENING_MONTHS = 3;

/**
 * The range a KPI report opens on, or null to keep the one held (days YYYY-MM-DD, both
 * included). A KPI report lists the months the range touches, and a month's figures are posted
 * once it has closed: a range inside the current month (the picker's default week) is always
 * empty, so it gives way to the last OPENING_MONTHS closed months. A range reaching into a closed
 * month is the admin's choice and is kept.
 */
export function kpiOpeningRange(
  held: { from: string; to: string },
  today: string,
): { from: string; to: string } | null {
  const current = Temporal.PlainDate.from(today).toPlainYearMonth();
  const firstOfCurrent = current.toPlainDate({ day: 1 });
  if (Temporal.PlainDate.compare(Temporal.PlainDate.from(held.from), firstOfCurrent) < 0) {
    return null;
  }
  return {
    from: current.subtract({ months: OPENING_MONTHS }).toPlainDate({ day: 1 }).toString(),
    to: firstOfCurrent.subtract({ days: 1 }).toString(),
  };
}

/** The first day of a month (the contract's `month` field), as YYYY-MM. */
export const monthOf = (firstDay: string): string => firstDay.slice(0, 7);

export type AttainmentTone = 'met' | 'near' | 'below' | 'none';

/** An attainment (100 × value / target) against its target: met, within 10 points, below. */
export function attainmentTone(attainment: number | null): AttainmentTone {
  if (attainment === null) return 'none';
  if (attainment >= 100) return 'met';
  return attainment >= 90 ? 'near' : 'below';
}
