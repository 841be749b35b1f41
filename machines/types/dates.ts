/** Dashboard time scopes, keys 0–7 (SPEC §4). */
export type TimeScopeLabel =
  | 'CURRENT'
  | 'WEEKLY'
  | 'FORTNIGHT'
  | 'MONTHLY'
  | 'BIMESTER'
  | 'TRIMESTER'
  | 'SEMESTER'
  | 'ANUAL';

/** Key of a dashboard time scope. */
export type TimeScopeKey = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Range picker preset keys 0–11 plus the custom option. */
export type RangeKey = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 'custom';

/** A resolved date range; start and end are ISO zoned date-times (Temporal.ZonedDateTime strings). */
export interface DateRange {
  /** Scope label key (`WEEKLY`, `LAST_7_DAYS`...) */
  label: string;
  key: number | 'custom';
  start: string;
  end: string;
  /** Epoch milliseconds when the range was resolved. */
  timestamp: number;
}
