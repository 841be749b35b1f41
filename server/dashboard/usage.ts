import { SqlParams } from '../platform/db/sql';
import { type CalendarUnit, calendarBucketsCte } from '../platform/reports/calendar-buckets';
import { attemptsInReach } from '../platform/reports/population';
import { addDays, dayStartSql, localDay } from '../platform/reports/range';
import type { ReportContext } from '../platform/reports/report-context';

// The usage graph (SPEC §9): exams started in the app, grouped by hour of the day, day, ISO
// week, month or year. It is cut off at the previous day: today is still filling up, and a
// partial day next to whole ones reads as a drop.

export type UsageGroup = 'hour' | 'day' | 'week' | 'month' | 'year';

// null: hours of the day.
const UNITS: Record<UsageGroup, CalendarUnit | null> = {
  hour: null,
  day: 'day',
  week: 'week',
  month: 'month',
  year: 'year',
};

interface Bucket {
  /** NULL on the totals' row. */
  key: string | null;
  sessions: unknown;
  users: unknown;
}

/** GET /admin/v2/dashboard/usage. */
export async function usageSeries(ctx: ReportContext, group: UsageGroup) {
  const yesterday = addDays(localDay(ctx.now, ctx.timeZone), -1);
  const lastDay = ctx.range.end < yesterday ? ctx.range.end : yesterday;
  const range = { start: ctx.range.start, end: ctx.range.end };
  if (lastDay < ctx.range.start) {
    return { range, group, buckets: [], total_sessions: 0, total_users: 0 };
  }
  const p = new SqlParams();
  const zone = p.add(ctx.timeZone);
  const from = dayStartSql(p.add(ctx.range.start), zone);
  const cut = dayStartSql(p.add(addDays(lastDay, 1)), zone);
  const unit = UNITS[group];
  // Each bucket's key and its number `i` in the range. A calendar bucket starts at the instant
  // its first local day begins, so an attempt's bucket is a binary search of its start among
  // those instants (width_bucket) instead of converting ~130,000 starts to wall-clock time.
  const buckets =
    unit === null
      ? `keys AS (SELECT h AS i, lpad(h::text, 2, '0') AS key FROM generate_series(0, 23) h)`
      : `${calendarBucketsCte(p, unit, { first: ctx.range.start, last: lastDay })},
         keys AS (
           SELECT row_number() OVER (ORDER BY b.k) AS i, to_char(b.k, 'YYYY-MM-DD') AS key,
                  ${dayStartSql('b.k', zone)} AS starts
             FROM b
         )`;
  const bucketOf =
    unit === null
      ? `extract(hour FROM a.started_at AT TIME ZONE ${zone})::int`
      : `width_bucket(a.started_at, (SELECT array_agg(starts ORDER BY i) FROM keys))`;
  // Exams started from the first day up to the cut-off, counted by bucket number and only then
  // named (joining every attempt to its bucket, then grouping by the key, took twice as long).
  // ROLLUP adds the range's totals as one more row (its bucket
  // NULL): the attempts are read once for the buckets and the totals.
  const sql = `
    WITH ${buckets},
    s AS (
      SELECT ${bucketOf} AS i, a.person_id
        FROM exam_attempts a
       WHERE ${attemptsInReach(ctx, p)}
         AND a.started_at >= ${from} AND a.started_at < ${cut}
    ),
    counted AS (
      SELECT i, count(*) AS sessions, count(DISTINCT person_id) AS users FROM s GROUP BY ROLLUP (i)
    )
    SELECT keys.key, coalesce(c.sessions, 0) AS sessions, coalesce(c.users, 0) AS users
      FROM keys LEFT JOIN counted c ON c.i = keys.i
    UNION ALL
    SELECT NULL, c.sessions, c.users FROM counted c WHERE c.i IS NULL
     ORDER BY 1 NULLS LAST`;
  const rows = (await ctx.db.query<Bucket>(sql, p.values)).rows;
  const total = rows.find((r) => r.key === null);
  return {
    range,
    group,
    buckets: rows.flatMap((r) =>
      r.key === null ? [] : [{ key: r.key, sessions: Number(r.sessions), users: Number(r.users) }],
    ),
    total_sessions: Number(total?.sessions ?? 0),
    total_users: Number(total?.users ?? 0),
  };
}
