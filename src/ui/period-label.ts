import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { periodFrom } from '../../machines/rules/dates';
import type { TimeScopeLabel } from '../../machines/types/dates';

/**
 * Names of month-based dashboard periods in the console's language ("oct 2026", "2º trimestre
 * 2026", "2026"), for the period picker's options. Pure functions of react-intl's `intl`.
 */

// Typed loosely: react-intl's typed descriptors refuse values for messages it infers as plain.
const messages: Record<'bimester' | 'trimester' | 'semester', MessageDescriptor> = defineMessages({
  bimester: { id: 'periodLabel.bimester', defaultMessage: '{n}º bimestre {year}' },
  trimester: { id: 'periodLabel.trimester', defaultMessage: '{n}º trimestre {year}' },
  semester: { id: 'periodLabel.semester', defaultMessage: '{n}º semestre {year}' },
});

/** Months in the periods named by their rank in the year. */
const RANKED: Partial<Record<TimeScopeLabel, { months: number; message: keyof typeof messages }>> =
  {
    BIMESTER: { months: 2, message: 'bimester' },
    TRIMESTER: { months: 3, message: 'trimester' },
    SEMESTER: { months: 6, message: 'semester' },
  };

// Noon UTC of a day, formatted in UTC, keeps that day whatever the browser's zone.
const noonUtc = (date: Temporal.PlainDate) => new Date(`${date.toString()}T12:00:00Z`);
const MONTH = { month: 'short', year: 'numeric', timeZone: 'UTC' } as const;

/**
 * The name of the `label` period starting on `start` (YYYY-MM-DD): its month, its rank in the
 * year when it is aligned to January (the machine's defaults are), else its first and last months.
 */
export function periodStartLabel(intl: IntlShape, label: TimeScopeLabel, start: string): string {
  const date = Temporal.PlainDate.from(start.slice(0, 10));
  const year = String(date.year); // a string: no digit grouping ("2.026")
  if (label === 'ANUAL' && date.month === 1) return year;
  if (label === 'MONTHLY') return intl.formatDate(noonUtc(date), MONTH);
  const ranked = RANKED[label];
  if (ranked && (date.month - 1) % ranked.months === 0) {
    const n = (date.month - 1) / ranked.months + 1;
    return intl.formatMessage(messages[ranked.message], { n, year });
  }
  const period = periodFrom(label, date);
  return intl.formatDateTimeRange(noonUtc(period.start), noonUtc(period.end), MONTH);
}

/**
 * A chart bucket's first day (YYYY-MM-DD) as its axis reads it: a day or a week by its day
 * (`day`, the page's DateFormat.day), a month by its name ("nov 2026").
 */
export function bucketStartLabel(
  intl: IntlShape,
  day: (key: string) => string,
  group: 'day' | 'week' | 'month',
  key: string,
): string {
  return group === 'month'
    ? intl.formatDate(noonUtc(Temporal.PlainDate.from(key)), MONTH)
    : day(key);
}
