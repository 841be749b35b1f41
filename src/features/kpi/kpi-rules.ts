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

/** The first day of a month (the contract's `month` field), as YYYY-MM. */
export const monthOf = (firstDay: string): string => firstDay.slice(0, 7);

export type AttainmentTone = 'met' | 'near' | 'below' | 'none';

/** An attainment (100 × value / target) against its target: met, within 10 points, below. */
export function attainmentTone(attainment: number | null): AttainmentTone {
  if (attainment === null) return 'none';
  if (attainment >= 100) return 'met';
  return attainment >= 90 ? 'near' : 'below';
}
