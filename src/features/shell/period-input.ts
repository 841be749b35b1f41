import type { Temporal } from 'temporal-polyfill';
import { periodContaining, periodLength } from '../../../machines/rules/dates';
import type { TimeScopeLabel } from '../../../machines/types/dates';

/** How the native input of a dashboard period picker is set up. */
export interface PeriodInput {
  /** `date` picks a day, `month` a month (its 1st is the date sent), `none` has no picker. */
  type: 'date' | 'month' | 'none';
  /** The input's min, max and step; the browser greys out what they exclude. */
  min?: string;
  max?: string;
  step?: number;
}

// The step counts from `min`: a Monday for weeks, January for month steps (SPEC §5).
const FIRST_MONDAY = '2000-01-03';
const FIRST_MONTH = '2000-01';

const month = (date: Temporal.PlainDate) => date.toString().slice(0, 7);

/**
 * The native input of the period picker for `label` (SPEC §5): weeks offer Mondays up to the
 * current week, fortnights any day up to today (the 1st or 16th is checked on choice), bimesters
 * odd calendar months, semesters January or July; other periods end one period ago.
 */
export function periodInputOf(label: TimeScopeLabel, today: Temporal.PlainDate): PeriodInput {
  switch (label) {
    case 'CURRENT':
      return { type: 'none' };
    case 'WEEKLY':
      return {
        type: 'date',
        min: FIRST_MONDAY,
        max: periodContaining('WEEKLY', today).start.toString(),
        step: 7,
      };
    case 'FORTNIGHT':
      return { type: 'date', max: today.toString() };
    case 'BIMESTER':
      return { type: 'month', min: FIRST_MONTH, max: month(today), step: 2 };
    case 'SEMESTER':
      return { type: 'month', min: FIRST_MONTH, max: month(today), step: 6 };
    default:
      return { type: 'month', max: month(today.subtract(periodLength(label))) };
  }
}

/** The `YYYY-MM-DD` a period input's value stands for (a month input means its 1st). */
export function dateOfInput(type: PeriodInput['type'], value: string): string {
  return type === 'month' && /^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value;
}

/** The input value showing `date` (`YYYY-MM-DD`). */
export function inputOfDate(type: PeriodInput['type'], date: string): string {
  return type === 'month' ? date.slice(0, 7) : date.slice(0, 10);
}
