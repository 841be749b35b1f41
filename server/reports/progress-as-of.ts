import type { ReportContext } from './report-context';
import type { SqlParams } from './sql-params';

// Progress rows started and completed "as of" two instants, from the rollup of migration 010:
// whole UTC months before an instant's month from `progress_months`, plus the raw rows of that
// month before the instant (an index range over `course_progress`'s event columns). A row
// counts from the later of its event and its person's registration, where the person is now,
// while the person counts (population.ts) — so the figures equal a scan of every row.

/** What the counts can be grouped by: the person's placement now, or the topic. */
export type ProgressDimension = 'region_id' | 'store_id' | 'position_id' | 'course_id';

/** The same dimension on a raw progress row (which carries its person's placement). */
const RAW: Record<ProgressDimension, string> = {
  region_id: 'cp.person_region_id',
  store_id: 'cp.person_store_id',
  position_id: 'cp.person_position_id',
  course_id: 'cp.course_id',
};

const monthOf = (at: string) => `date_trunc('month', ${at} AT TIME ZONE 'UTC')`;

/**
 * SQL of a subquery with the dimensions and `started_now`, `completed_now`, `started_prev`,
 * `completed_prev` (bigint, never NULL: callers subtract them) as of the instants `now` and
 * `prev` (SQL expressions, prev ≤ now; without prev, *_prev are 0). Groups with nothing at either instant may be missing.
 * `completedOnly`: started_* are 0 and the raw rows of starts are not read (a caller that counts
 * completions only).
 */
export function progressAsOfSql(
  ctx: ReportContext,
  p: SqlParams,
  at: { now: string; prev?: string },
  dimensions: readonly ProgressDimension[],
  completedOnly = false,
): string {
  const filter = ctx.scope.filter;
  const brand = p.add(filter.brandId);
  const region = filter.regionId === null ? null : p.add(filter.regionId);
  const store = filter.storeId === null ? null : p.add(filter.storeId);
  const reach = (regionCol: string, storeCol: string, alias: string) =>
    [
      `${alias}.brand_id = ${brand}`,
      region === null ? '' : `${regionCol} = ${region}`,
      store === null ? '' : `${storeCol} = ${store}`,
    ]
      .filter(Boolean)
      .join(' AND ');
  const rolled = dimensions.map((d) => `m.${d}`).join(', ');
  const raw = dimensions.map((d) => `${RAW[d]} AS ${d}`).join(', ');
  const rawGroup = dimensions.map((_, i) => i + 1).join(', ');
  const nowMonth = `${monthOf(at.now)}::date`;
  // Without a previous instant the *_prev columns are 0 (the month before any data).
  const prevMonth = at.prev === undefined ? `'-infinity'::date` : `${monthOf(at.prev)}::date`;
  const rawRows = (event: 'started' | 'completed', before: string, counts: string) =>
    `SELECT ${raw}, ${counts}
       FROM course_progress cp
      WHERE ${reach('cp.person_region_id', 'cp.person_store_id', 'cp')}
        AND cp.${event}_event_at >= (${monthOf(before)} AT TIME ZONE 'UTC')
        AND cp.${event}_event_at < ${before}
      GROUP BY ${rawGroup}`;
  return `SELECT ${dimensions.join(', ')},
                 coalesce(sum(started_now), 0) AS started_now,
                 coalesce(sum(completed_now), 0) AS completed_now,
                 coalesce(sum(started_prev), 0) AS started_prev,
                 coalesce(sum(completed_prev), 0) AS completed_prev
            FROM (
              SELECT ${rolled},
                     ${completedOnly ? '0' : `sum(m.started) FILTER (WHERE m.month < ${nowMonth})`} AS started_now,
                     sum(m.completed) FILTER (WHERE m.month < ${nowMonth}) AS completed_now,
                     ${completedOnly ? '0' : `sum(m.started) FILTER (WHERE m.month < ${prevMonth})`} AS started_prev,
                     sum(m.completed) FILTER (WHERE m.month < ${prevMonth}) AS completed_prev
                FROM progress_months m
               WHERE ${reach('m.region_id', 'm.store_id', 'm')} AND m.month < ${nowMonth}
               GROUP BY ${rolled}
              ${completedOnly ? '' : `UNION ALL ${rawRows('started', at.now, 'count(*), 0, 0, 0')}`}
              UNION ALL
              ${rawRows('completed', at.now, '0, count(*), 0, 0')}
              ${
                at.prev === undefined
                  ? ''
                  : `${completedOnly ? '' : `UNION ALL ${rawRows('started', at.prev, '0, 0, count(*), 0')}`}
                     UNION ALL
                     ${rawRows('completed', at.prev, '0, 0, 0, count(*)')}`
              }
            ) counted
           GROUP BY ${dimensions.join(', ')}`;
}
