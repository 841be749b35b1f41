import { SqlParams } from '../platform/db/sql';
import { figure, num, percent } from '../platform/reports/figure';
import { peopleAsOfSql } from '../platform/reports/people-as-of';
import { availableCoursesCte } from '../platform/reports/population';
import { progressAsOfSql } from '../platform/reports/progress-as-of';
import { type ReportContext, rangeBounds } from '../platform/reports/report-context';

// The dashboard's progress panel: for every active topic, how many registered people it is for,
// how many completed it and how many are on it, at the end of the range and of the previous
// period.

interface CourseRow {
  id: number;
  name: string;
  type: 'serial' | 'open';
  available: unknown;
  available_prev: unknown;
  completed: unknown;
  completed_prev: unknown;
  in_progress: unknown;
}

/** GET /admin/v2/dashboard/progress. */
export async function progressPanel(ctx: ReportContext) {
  const p = new SqlParams();
  const b = rangeBounds(ctx, p);
  const { rows } = await ctx.db.query<CourseRow>(
    `WITH ${availableCoursesCte(ctx, p)},
     -- A topic is for every person whose position may take it: count people per position once
     -- (people-as-of.ts) instead of listing every (person, topic) pair.
     per_position AS (
       SELECT position_id, registered_now AS n, registered_prev AS n_prev
         FROM (${peopleAsOfSql(ctx, p, { now: b.to, prev: b.prevTo }, ['position_id'])}) pp
     ),
     eligible AS (
       SELECT av.course_id, sum(pp.n) AS available, sum(pp.n_prev) AS available_prev
         FROM avail av JOIN per_position pp ON pp.position_id = av.position_id
        GROUP BY av.course_id
     ),
     -- Progress rows per (position, topic) as of both instants (the monthly rollup,
     -- progress-as-of.ts), then kept where the position may take the topic.
     by_position AS (
       SELECT position_id, course_id, completed_now AS completed, completed_prev,
              started_now - completed_now AS in_progress
         FROM (${progressAsOfSql(ctx, p, { now: b.to, prev: b.prevTo }, [
           'position_id',
           'course_id',
         ])}) pr
     ),
     done AS (
       SELECT bp.course_id, sum(bp.completed) AS completed, sum(bp.completed_prev) AS completed_prev,
              sum(bp.in_progress) AS in_progress
         FROM by_position bp
         JOIN avail av ON av.position_id = bp.position_id AND av.course_id = bp.course_id
        GROUP BY bp.course_id
     ),
     per_course AS (
       SELECT e.course_id, e.available, e.available_prev, coalesce(d.completed, 0) AS completed,
              coalesce(d.completed_prev, 0) AS completed_prev,
              coalesce(d.in_progress, 0) AS in_progress
         FROM eligible e LEFT JOIN done d ON d.course_id = e.course_id
     )
     SELECT c.id, c.name, c.type, coalesce(pc.available, 0) AS available,
            coalesce(pc.available_prev, 0) AS available_prev, coalesce(pc.completed, 0) AS completed,
            coalesce(pc.completed_prev, 0) AS completed_prev,
            coalesce(pc.in_progress, 0) AS in_progress
       FROM courses c
       JOIN (SELECT DISTINCT course_id FROM avail) ac ON ac.course_id = c.id
       LEFT JOIN per_course pc ON pc.course_id = c.id
      ORDER BY c.type DESC, c.sort_order, c.id`,
    p.values,
  );
  const n = (v: unknown) => num(v) ?? 0;
  const sum = (key: keyof CourseRow) => rows.reduce((acc, r) => acc + n(r[key]), 0);
  return {
    range: { start: ctx.range.start, end: ctx.range.end },
    previous_range: ctx.range.previous,
    progress: figure(
      percent(sum('completed'), sum('available')),
      percent(sum('completed_prev'), sum('available_prev')),
    ),
    courses: rows.map((r) => ({
      id: r.id,
      name: r.name,
      type: r.type,
      available: n(r.available),
      completed: n(r.completed),
      in_progress: n(r.in_progress),
      progress: figure(
        percent(n(r.completed), n(r.available)),
        percent(n(r.completed_prev), n(r.available_prev)),
      ),
    })),
  };
}
