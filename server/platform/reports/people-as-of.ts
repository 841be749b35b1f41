import { reachCondition } from '../auth/scope';
import type { SqlParams } from '../db/sql';
import type { ReportContext } from './report-context';

// Counted people (population.ts: not deleted, not preregistered, registered before the instant,
// in the scope filter by where they are now) "as of" two instants, and how many of them had
// completed a topic by then (active). Read from migration 018's counts of today, minus the
// people counted late: registered at or after the earlier instant, or registered before it and
// first completing a topic at or after it (two disjoint index-only ranges; for the default
// range, the last month's registrations and first completions instead of every person of the
// brand).

type Reach = Parameters<typeof reachCondition>[0];

/** What the counts can be grouped by: the person's store or position (0: none) now. */
export type PeopleDimension = 'store_id' | 'position_id';

const LATE: Record<PeopleDimension, string> = {
  store_id: 'p.store_id',
  position_id: 'coalesce(p.position_id, 0)',
};

/**
 * SQL of a subquery with the dimensions and `registered_now`, `registered_prev`, `active_now`,
 * `active_prev` (bigint, never NULL) as of the instants `now` and `prev` (SQL expressions,
 * prev ≤ now). Active: registered before the instant and first completed a topic before it.
 * Groups with nobody may be missing, or present with zeros. `within` replaces the caller's scope
 * filter (by the person's own brand, region and store).
 */
export function peopleAsOfSql(
  ctx: ReportContext,
  p: SqlParams,
  at: { now: string; prev: string },
  dimensions: readonly PeopleDimension[],
  within: Reach = ctx.scope.filter,
): string {
  const reach = (alias: string) => {
    const r = reachCondition(within, alias, p);
    return r;
  };
  const counted = `p.deleted_at IS NULL AND p.status <> 'preregistered'`;
  const late = dimensions.map((d) => `${LATE[d]} AS ${d}, `).join('');
  const dims = dimensions.join(', ');
  const group = dimensions.length === 0 ? '' : `GROUP BY ${dims}`;
  const select = dimensions.length === 0 ? '' : `${dims},`;
  const lateBy = (t: string) => `l.registered_at >= ${t} OR l.first_completed_at >= ${t}`;
  return `SELECT ${select}
                 sum(registered_now) AS registered_now, sum(registered_prev) AS registered_prev,
                 sum(active_now) AS active_now, sum(active_prev) AS active_prev
            FROM (
              SELECT ${select} sum(c.registered) AS registered_now,
                     sum(c.registered) AS registered_prev, sum(c.active) AS active_now,
                     sum(c.active) AS active_prev
                FROM people_counts c
               WHERE ${reach('c')}
               ${group}
              UNION ALL
              SELECT ${select}
                     -count(*) FILTER (WHERE l.registered_at >= ${at.now}),
                     -count(*) FILTER (WHERE l.registered_at >= ${at.prev}),
                     -count(*) FILTER (WHERE l.first_completed_at IS NOT NULL
                                         AND (${lateBy(at.now)})),
                     -count(*) FILTER (WHERE l.first_completed_at IS NOT NULL
                                         AND (${lateBy(at.prev)}))
                FROM (
                  SELECT ${late}p.registered_at, p.first_completed_at
                    FROM people p
                   WHERE ${reach('p')} AND ${counted} AND p.registered_at >= ${at.prev}
                  UNION ALL
                  SELECT ${late}p.registered_at, p.first_completed_at
                    FROM people p
                   WHERE ${reach('p')} AND ${counted} AND p.registered_at < ${at.prev}
                     AND p.first_completed_at >= ${at.prev}
                ) l
               ${group}
            ) counted
           ${group}`;
}
