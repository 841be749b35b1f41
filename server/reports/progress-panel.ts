import { figure, num, percent } from './figure';
import { availableCoursesCte, registeredPeople } from './population';
import { type ReportContext, rangeBounds } from './report-context';
import { SqlParams } from './sql-params';

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
     ppl AS (
       SELECT p.id, coalesce(p.position_id, 0) AS position_id, p.registered_at
         FROM people p WHERE ${registeredPeople(ctx, p, b.to)}
     ),
     eligible AS (
       SELECT ppl.id AS person_id, ppl.registered_at < ${b.prevTo} AS was_registered, av.course_id
         FROM ppl JOIN avail av ON av.position_id = ppl.position_id
     ),
     per_course AS (
       SELECT e.course_id,
              count(*) AS available,
              count(*) FILTER (WHERE e.was_registered) AS available_prev,
              count(cp.person_id) FILTER (WHERE cp.completed_at < ${b.to}) AS completed,
              count(cp.person_id) FILTER (WHERE e.was_registered AND cp.completed_at < ${b.prevTo})
                AS completed_prev,
              count(cp.person_id) FILTER (WHERE cp.started_at < ${b.to}
                AND (cp.completed_at IS NULL OR cp.completed_at >= ${b.to})) AS in_progress
         FROM eligible e
         LEFT JOIN course_progress cp ON cp.person_id = e.person_id AND cp.course_id = e.course_id
        GROUP BY e.course_id
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
