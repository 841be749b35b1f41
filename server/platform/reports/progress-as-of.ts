import type { SqlParams } from '../db/sql';
import type { ReportContext } from './report-context';

// Progress rows started and completed "as of" two instants, from the rollups of migrations 010
// (per UTC month) and 019 (all-time totals) plus the raw rows between each instant and the
// nearer edge of its UTC month: when the month began closer, the months before it plus the rows
// from its start to the instant; when the next month begins closer, the months up to and
// including the instant's minus the rows from the instant to that next month (for a range
// ending yesterday, only today's rows). Both are exact; the nearer edge reads at most half a
// month of rows per instant (a brand's month has ~70,000). "The months before an edge" are the
// totals minus the months from the edge on: the instants people ask about are recent, so that
// is a few thousand rows instead of every month. A row counts from the later of its event and
// its person's registration, where the person is now, while the person counts (population.ts)
// — so the figures equal a scan of every row.

/** What the counts can be grouped by: the person's placement now, or the topic. */
export type ProgressDimension = 'region_id' | 'store_id' | 'position_id' | 'course_id';

/** The same dimension on a raw progress row (which carries its person's placement). */
const RAW: Record<ProgressDimension, string> = {
  region_id: 'cp.person_region_id',
  store_id: 'cp.person_store_id',
  position_id: 'cp.person_position_id',
  course_id: 'cp.course_id',
};

/**
 * The UTC month edge nearer to the instant `at` (an SQL timestamptz): its month's start, or the
 * next month's start when that is closer. `month` is the edge's month (the rollup's months
 * before it are summed), [`from`, `to`) the instants between edge and `at`, whose raw rows are
 * added (`sign` 1, edge before `at`) or taken away (`sign` -1, edge after `at`).
 */
function nearerEdge(at: string) {
  const utc = `(${at} AT TIME ZONE 'UTC')`;
  const start = `date_trunc('month', ${utc})`;
  const next = `(${start} + interval '1 month')`;
  const edge = `(CASE WHEN ${utc} - ${start} <= ${next} - ${utc} THEN ${start} ELSE ${next} END)`;
  return {
    month: `${edge}::date`,
    from: `least(${at}, ${edge} AT TIME ZONE 'UTC')`,
    to: `greatest(${at}, ${edge} AT TIME ZONE 'UTC')`,
    sign: `(CASE WHEN ${edge} AT TIME ZONE 'UTC' > ${at} THEN -1 ELSE 1 END)`,
  };
}

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
  const rolled = (alias: string) => dimensions.map((d) => `${alias}.${d}`).join(', ');
  const raw = dimensions.map((d) => `${RAW[d]} AS ${d}`).join(', ');
  const rawGroup = dimensions.map((_, i) => i + 1).join(', ');
  const now = nearerEdge(at.now);
  const prev = at.prev === undefined ? null : nearerEdge(at.prev);
  // The months before an edge are the totals minus the months from it on: one read of the
  // months from the earlier edge (without a previous instant the *_prev columns are 0).
  const first = prev === null ? now.month : prev.month;
  const started = (value: string) => (completedOnly ? '0' : value);
  const previous = (value: string) => (prev === null ? '0' : value);
  const since = (column: string, month: string) =>
    `-sum(m.${column}) FILTER (WHERE m.month >= ${month})`;
  const rawRows = (
    event: 'started' | 'completed',
    edge: ReturnType<typeof nearerEdge>,
    counts: (n: string) => string,
  ) =>
    `SELECT ${raw}, ${counts(`${edge.sign} * count(*)`)}
       FROM course_progress cp
      WHERE ${reach('cp.person_region_id', 'cp.person_store_id', 'cp')}
        AND cp.${event}_event_at >= ${edge.from}
        AND cp.${event}_event_at < ${edge.to}
      GROUP BY ${rawGroup}`;
  return `SELECT ${dimensions.join(', ')},
                 coalesce(sum(started_now), 0) AS started_now,
                 coalesce(sum(completed_now), 0) AS completed_now,
                 coalesce(sum(started_prev), 0) AS started_prev,
                 coalesce(sum(completed_prev), 0) AS completed_prev
            FROM (
              SELECT ${rolled('t')}, ${started('sum(t.started)')} AS started_now,
                     sum(t.completed) AS completed_now,
                     ${previous(started('sum(t.started)'))} AS started_prev,
                     ${previous('sum(t.completed)')} AS completed_prev
                FROM progress_totals t
               WHERE ${reach('t.region_id', 't.store_id', 't')}
               GROUP BY ${rolled('t')}
              UNION ALL
              SELECT ${rolled('m')}, ${started(since('started', now.month))},
                     ${since('completed', now.month)},
                     ${previous(started(since('started', first)))},
                     ${previous(since('completed', first))}
                FROM progress_months m
               WHERE ${reach('m.region_id', 'm.store_id', 'm')} AND m.month >= ${first}
               GROUP BY ${rolled('m')}
              ${completedOnly ? '' : `UNION ALL ${rawRows('started', now, (n) => `${n}, 0, 0, 0`)}`}
              UNION ALL
              ${rawRows('completed', now, (n) => `0, ${n}, 0, 0`)}
              ${
                prev === null
                  ? ''
                  : `${completedOnly ? '' : `UNION ALL ${rawRows('started', prev, (n) => `0, 0, ${n}, 0`)}`}
                     UNION ALL
                     ${rawRows('completed', prev, (n) => `0, 0, 0, ${n}`)}`
              }
            ) counted
           GROUP BY ${dimensions.join(', ')}`;
}
