import { reachCondition } from '../auth/scope';
import type { SqlParams } from '../db/sql';
import type { ReportContext } from './report-context';

// Who and what the training figures count, written once for every report:
// - people: registered (any status but preregistered), not deleted, in the scope filter, by
//   where they are now; registered "as of" an instant when registered_at is before it;
// - topics available to a person: the brand's active (serial or open) courses that target their
//   position, or target no position at all (a person without a position gets only those);
// - exams: attempts where they happened (the attempt's own store and region), so moving a person
//   does not rewrite a store's history.

/**
 * CTE `avail(position_id, course_id)`: the active courses each position of the brand may take;
 * position 0 stands for "no position". `courseId` narrows it to one topic.
 */
export function availableCoursesCte(ctx: ReportContext, p: SqlParams, courseId?: number): string {
  const brand = p.add(ctx.scope.filter.brandId);
  const course = courseId === undefined ? '' : `AND c.id = ${p.add(courseId)}`;
  return `avail AS (
    SELECT coalesce(pos.id, 0) AS position_id, c.id AS course_id
      FROM courses c
      CROSS JOIN LATERAL (
        SELECT id FROM positions WHERE brand_id = c.brand_id UNION ALL SELECT NULL::int
      ) pos
     WHERE c.brand_id = ${brand} AND c.type <> 'inactive' ${course}
       AND (NOT EXISTS (SELECT 1 FROM course_positions t WHERE t.course_id = c.id)
            OR EXISTS (SELECT 1 FROM course_positions t
                        WHERE t.course_id = c.id AND t.position_id = pos.id))
  )`;
}

/** WHERE condition on `people p`: registered before `before`, not deleted, inside the filter. */
export function registeredPeople(ctx: ReportContext, p: SqlParams, before: string): string {
  const reach = reachCondition(ctx.scope.filter, 'p', p);
  return `${reach} AND p.deleted_at IS NULL AND p.status <> 'preregistered'
    AND p.registered_at < ${before}`;
}

/** WHERE condition on `exam_attempts a`: inside the filter, by the attempt's own placement. */
export function attemptsInReach(ctx: ReportContext, p: SqlParams): string {
  const reach = reachCondition(ctx.scope.filter, 'a', p);
  return reach;
}
