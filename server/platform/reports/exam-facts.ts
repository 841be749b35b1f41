import { reachCondition } from '../auth/scope';
import type { SqlParams } from '../db/sql';
import type { ReportContext } from './report-context';

type Reach = Parameters<typeof reachCondition>[0];

// Completed exams (ended, with a score) of the caller's reach, read from the per-day rollup
// `exam_attempt_days` (migration 007, kept by a trigger) wherever that is exact, and from the raw
// attempts elsewhere. A report compares instants (its bounds: the starts of local days); a UTC
// day that no bound cuts lies wholly on one side of each, so its rollup row, dated at the day's
// start, classifies exactly like every attempt in it. The UTC days a bound falls inside (local
// midnights are not UTC midnights) are read attempt by attempt.

/**
 * SQL text of a row source `(course_id, store_id, at, approved, failed, score_sum)`: `at` is when
 * the exams ended (a UTC day's start for rollup rows), `approved`/`failed` count exams and
 * `score_sum` sums their scores. `bounds` are SQL timestamptz expressions (the instants the
 * caller's FILTERs compare `at` with); `window`, when given, keeps only what ended in
 * [after, before) (each must be one of `bounds`, so its UTC day is read raw). `reach` replaces
 * the caller's scope filter (by the attempt's own brand, region and store). `byCourse` reads the
 * per-topic rollup (course_id is null otherwise: the per-store one has a tenth of the rows).
 */
export function examFactsSql(
  ctx: ReportContext,
  p: SqlParams,
  bounds: string[],
  window: { after?: string; before?: string; reach?: Reach; byCourse?: boolean } = {},
): string {
  const { after, before } = window;
  const filter = window.reach ?? ctx.scope.filter;
  // The UTC day each bound falls in; those days come from the raw attempts.
  const cutDays = bounds.map((b) => `((${b}) AT TIME ZONE 'UTC')::date`);
  const cutList = `ARRAY[${cutDays.join(', ')}]::date[]`;
  const rawAfter = after === undefined ? '' : `AND a.ended_at >= ${after}`;
  const rawBefore = before === undefined ? '' : `AND a.ended_at < ${before}`;
  // One index range per distinct cut day, the window inside it (as an OR of the days the
  // planner scanned the whole window's attempts and filtered them: ~130,000 index rows for a
  // brand's month to keep ~5,000).
  const reach = reachCondition(filter, 'r', p);
  const rollupBefore =
    before === undefined ? '' : `AND r.day < ((${before}) AT TIME ZONE 'UTC')::date`;
  const rollupAfter =
    after === undefined ? '' : `AND r.day > ((${after}) AT TIME ZONE 'UTC')::date`;
  const raw = reachCondition(filter, 'a', p);
  return `
    SELECT ${window.byCourse ? 'r.course_id' : 'NULL::int'} AS course_id, r.store_id,
           r.day::timestamp AT TIME ZONE 'UTC' AS at, r.approved, r.failed, r.score_sum
      FROM ${window.byCourse ? 'exam_attempt_days' : 'exam_store_days'} r
     WHERE ${reach}
       AND r.day <> ALL (${cutList}) ${rollupAfter} ${rollupBefore}
    UNION ALL
    SELECT a.course_id, a.store_id, a.ended_at AS at,
           CASE WHEN a.approved THEN 1 ELSE 0 END, CASE WHEN a.approved THEN 0 ELSE 1 END, a.score
      FROM (SELECT DISTINCT d FROM unnest(${cutList}) d) cut
      CROSS JOIN LATERAL (
        SELECT * FROM exam_attempts a
         WHERE ${raw} AND a.score IS NOT NULL
           AND a.ended_at >= cut.d::timestamp AT TIME ZONE 'UTC'
           AND a.ended_at < (cut.d + 1)::timestamp AT TIME ZONE 'UTC' ${rawAfter} ${rawBefore}
      ) a`;
}
