import { examFactsSql } from './exam-facts';
import { figure, num, round1 } from './figure';
import { type ReportContext, rangeBounds } from './report-context';
import { SqlParams } from './sql-params';

// The dashboard's exams panel: exams completed (ended with a score) in the range and in the
// previous period, approved and failed, and their average score, per topic and in total.

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
  const { rows } = await ctx.db.query<CourseRow>(
    `WITH done AS (
       SELECT f.course_id, f.approved, f.failed, f.score_sum, f.at >= ${b.from} AS current
         FROM (${examFactsSql(ctx, p, [b.prevFrom, b.from, b.to], {
           after: b.prevFrom,
           before: b.to,
           byCourse: true,
         })}) f
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
  return {
    range: { start: ctx.range.start, end: ctx.range.end },
    previous_range: ctx.range.previous,
    approved: figure(total('approved'), total('approved_prev')),
    failed: figure(total('failed'), total('failed_prev')),
    attempts: figure(attempts, attemptsPrev),
    score: figure(avg(total('score_sum'), attempts), avg(total('score_sum_prev'), attemptsPrev)),
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
