import type { SqlParams } from '../db/sql';

// Series grouped by calendar period (usage graph, global supervision score) list every bucket of
// the range, empty ones included, so a gap reads as zero rather than as a missing point.

/** date_trunc units a series may group by (a closed list: the text goes into the SQL). */
export type CalendarUnit = 'day' | 'week' | 'month' | 'year';

/** How the score series (supervision global score, NPS) group a range of `days` days. */
export type SeriesGroup = 'day' | 'week' | 'month';

/** Day up to a month, week up to about half a year, month beyond (points stay readable). */
export function seriesGroup(days: number): SeriesGroup {
  if (days <= 31) return 'day';
  if (days <= 183) return 'week';
  return 'month';
}

/** CTE text `${name}(k)`: the start (date) of every `unit` bucket that [first, last] touches. */
export function calendarBucketsCte(
  p: SqlParams,
  unit: CalendarUnit,
  days: { first: string; last: string },
  name = 'b',
): string {
  return `${name} AS (
    SELECT DISTINCT date_trunc('${unit}', d)::date AS k
      FROM generate_series(${p.add(days.first)}::date, ${p.add(days.last)}::date,
                           interval '1 day') d
  )`;
}
