import { SqlParams } from '../platform/db/sql';
import { comparison } from '../platform/reports/comparable-period';
import { examFactsSql } from '../platform/reports/exam-facts';
import { figure, num, round1 } from '../platform/reports/figure';
import { type ReportContext, rangeBounds } from '../platform/reports/report-context';

// The dashboard's exams panel: exams completed (ended with a score) in the range and in the
// previous period, approved and failed, and their average score, per topic and in total. A
// range that reaches today is compared with the previous period up to the same time of day
// (comparable-period.ts), never a partial day with a whole one.

interface CourseRow {
  id: number;
  name: string;
  approved: unknown;
  failed: unknown;
  score_sum: unknown;
  approved_prev: unknown;
  failed_prev: unknown;
  score_sum_prev: unknown;
}

/** GET /admin/v2/dashboard/exams. */
export async function examsPanel(ctx: ReportContext) {
  const p = new SqlParams();
  const b = rangeBounds(ctx, p);
  const compared = comparison(ctx.range, ctx.now, ctx.timeZone);
  // Where each period stops: the ends of whole days, or the same moment of both periods.
  const wallClock = (local: string) => `(${p.add(local)}::timestamp AT TIME ZONE ${b.zone})`;
  const [prevTo, to] =
    compared.kind === 'same-time'
      ? [wallClock(compared.previousEnd), wallClock(compared.currentEnd)]
      : [b.prevTo, b.to];
  const { rows } = await ctx.db.query<CourseRow>(
    `WITH done AS (
       SELECT f.course_id, f.approved, f.failed, f.score_sum, f.at >= ${b.from} AS current
         FROM (${examFactsSql(ctx, p, [...new Set([b.prevFrom, prevTo, b.from, to])], {
           after: b.prevFrom,
           before: to,
           byCourse: true,
         })}) f
        WHERE f.at >= ${b.from} OR f.at < ${prevTo}
     )
     SELECT c.id, c.name,
            sum(approved) FILTER (WHERE current) AS approved,
            sum(failed) FILTER (WHERE current) AS failed,
            coalesce(sum(score_sum) FILTER (WHERE current), 0) AS score_sum,
            sum(approved) FILTER (WHERE NOT current) AS approved_prev,
            sum(failed) FILTER (WHERE NOT current) AS failed_prev,
            coalesce(sum(score_sum) FILTER (WHERE NOT current), 0) AS score_sum_prev
       FROM done JOIN courses c ON c.id = done.course_id
      GROUP BY c.id, c.name
      ORDER BY c.name, c.id`,
    p.values,
  );
  const n = (v: unknown) => num(v) ?? 0;
  const total = (key: keyof CourseRow) => rows.reduce((acc, r) => acc + n(r[key]), 0);
  const avg = (sum: number, count: number) => (count > 0 ? round1(sum / count) : null);
  const attempts = total('approved') + total('failed');
  const attemptsPrev = total('approved_prev') + total('failed_prev');
  // A range that has not begun shows no change: nothing in it can be set against anything.
  const before = (v: number | null) => (compared.kind === 'none' ? null : v);
  return {
    range: { start: ctx.range.start, end: ctx.range.end },
    previous_range: ctx.range.previous,
    approved: figure(total('approved'), before(total('approved_prev'))),
    failed: figure(total('failed'), before(total('failed_prev'))),
    attempts: figure(attempts, before(attemptsPrev)),
    score: figure(
      avg(total('score_sum'), attempts),
      before(avg(total('score_sum_prev'), attemptsPrev)),
    ),
    courses: rows
      .filter((r) => n(r.approved) + n(r.failed) > 0)
      .map((r) => ({
        id: r.id,
        name: r.name,
        approved: n(r.approved),
        failed: n(r.failed),
        score: avg(n(r.score_sum), n(r.approved) + n(r.failed)),
      })),
  };
}
