import { likePattern, SqlParams } from '../../platform/db/sql';
import { examFactsSql } from '../../platform/reports/exam-facts';
import { num, percent, round1 } from '../../platform/reports/figure';
import { type Paging, pageOf, pagingSql } from '../../platform/reports/paging';
import { registeredPeople } from '../../platform/reports/population';
import { progressAsOfSql } from '../../platform/reports/progress-as-of';
import { type ReportContext, rangeBounds } from '../../platform/reports/report-context';

// The topic summary: the brand's courses of one type (the tabs serial, open, inactive) with the
// registered people of the scope each targets, who of them completed it, is in progress or has
// not started at the end of the range, and the average score of its exams in the range. A range
// with no activity on any listed course (no exam ended, no topic started or completed there) has
// no summary: no rows, the page's empty state, not rows of zeros.

type CourseType = 'serial' | 'open' | 'inactive';
type TopicSummarySort =
  | 'order'
  | '-order'
  | 'name'
  | '-name'
  | 'completed'
  | '-completed'
  | 'completion'
  | '-completion'
  | 'score'
  | '-score';

const ORDER: Record<TopicSummarySort, string> = {
  order: 'sort_order ASC',
  '-order': 'sort_order DESC',
  name: 'lower(name) ASC',
  '-name': 'lower(name) DESC',
  completed: 'completed ASC',
  '-completed': 'completed DESC',
  completion: 'completion ASC',
  '-completion': 'completion DESC',
  score: 'score ASC NULLS FIRST',
  '-score': 'score DESC NULLS LAST',
};

export interface TopicSummaryFilter {
  search?: string;
  /** Default `serial`. */
  type?: CourseType;
  /** Default `order`. */
  sort?: TopicSummarySort;
}

interface Row {
  id: number;
  name: string;
  type: CourseType;
  people: unknown;
  completed: unknown;
  in_progress: unknown;
  score_sum: unknown;
  exams: unknown;
  total: unknown;
}

function summarySql(ctx: ReportContext, f: TopicSummaryFilter, page?: Paging) {
  const p = new SqlParams();
  const b = rangeBounds(ctx, p);
  const brand = p.add(ctx.scope.filter.brandId);
  const search = f.search?.trim().toLowerCase() ?? '';
  const byName =
    search === ''
      ? ''
      : `AND search_fold(lower(c.name)) LIKE search_fold(${p.add(likePattern(search))}::text)`;
  const people = registeredPeople(ctx, p, b.to);
  const facts = examFactsSql(ctx, p, [b.from, b.to], {
    after: b.from,
    before: b.to,
    byCourse: true,
  });
  // Courses target positions (none: every position; position 0 stands for "no position").
  const sql = `
    WITH crs AS (
      SELECT c.id, c.name, c.type, c.sort_order
        FROM courses c
       WHERE c.brand_id = ${brand} AND c.type = ${p.add(f.type ?? 'serial')} ${byName}
    ),
    tgt AS (
      SELECT crs.id AS course_id, coalesce(pos.id, 0) AS position_id
        FROM crs
        CROSS JOIN LATERAL (
          SELECT id FROM positions WHERE brand_id = ${brand} UNION ALL SELECT NULL::int
        ) pos
       WHERE NOT EXISTS (SELECT 1 FROM course_positions t WHERE t.course_id = crs.id)
          OR EXISTS (SELECT 1 FROM course_positions t
                      WHERE t.course_id = crs.id AND t.position_id = pos.id)
    ),
    ppl AS (
      SELECT coalesce(p.position_id, 0) AS pos FROM people p WHERE ${people}
    ),
    per_pos AS (SELECT pos, count(*) AS n FROM ppl GROUP BY pos),
    reach AS (
      SELECT tgt.course_id, sum(per_pos.n) AS people
        FROM tgt JOIN per_pos ON per_pos.pos = tgt.position_id
       GROUP BY tgt.course_id
    ),
    -- Progress rows as of the range's end (the monthly rollup, progress-as-of.ts), kept where
    -- the course targets the person's position.
    prog AS (
      SELECT pr.course_id, sum(pr.completed_now) AS completed,
             sum(pr.started_now - pr.completed_now) AS in_progress,
             sum(pr.started_now - pr.started_prev) + sum(pr.completed_now - pr.completed_prev)
               AS moved
        FROM (${progressAsOfSql(ctx, p, { now: b.to, prev: b.from }, ['position_id', 'course_id'])}) pr
        JOIN tgt ON tgt.course_id = pr.course_id AND tgt.position_id = pr.position_id
       GROUP BY pr.course_id
    ),
    ex AS (
      SELECT f.course_id, sum(f.score_sum) AS score_sum, sum(f.approved + f.failed) AS exams
        FROM (${facts}) f
       WHERE f.course_id IN (SELECT id FROM crs)
       GROUP BY f.course_id
    ),
    summary AS (
      SELECT crs.*, coalesce(reach.people, 0) AS people,
             coalesce(prog.completed, 0) AS completed,
             coalesce(prog.in_progress, 0) AS in_progress,
             ex.score_sum, ex.exams, coalesce(prog.moved, 0) AS moved,
             CASE WHEN coalesce(reach.people, 0) > 0
               THEN round(100.0 * coalesce(prog.completed, 0) / reach.people, 1) ELSE 0 END
               AS completion,
             CASE WHEN ex.exams > 0 THEN round(ex.score_sum / ex.exams, 1) END AS score
        FROM crs
        LEFT JOIN reach ON reach.course_id = crs.id
        LEFT JOIN prog ON prog.course_id = crs.id
        LEFT JOIN ex ON ex.course_id = crs.id
    )
    SELECT summary.*, count(*) OVER () AS total
      FROM summary
     WHERE EXISTS (SELECT 1 FROM summary s WHERE s.exams > 0 OR s.moved > 0)
     ORDER BY ${ORDER[f.sort ?? 'order']}, lower(name), id
     ${pagingSql((v) => p.add(v), page)}`;
  return { sql, params: p.values };
}

function toItem(r: Row) {
  const people = num(r.people) ?? 0;
  const completed = num(r.completed) ?? 0;
  const inProgress = num(r.in_progress) ?? 0;
  const exams = num(r.exams) ?? 0;
  return {
    course: { id: r.id, name: r.name },
    type: r.type,
    people,
    completed,
    in_progress: inProgress,
    not_started: Math.max(people - completed - inProgress, 0),
    completion: percent(completed, people),
    score: exams > 0 ? round1((num(r.score_sum) ?? 0) / exams) : null,
  };
}

export type TopicSummaryItem = ReturnType<typeof toItem>;

/** Courses of the brand per type (the tabs' counts), whatever the search. */
async function typeCounts(ctx: ReportContext) {
  const { rows } = await ctx.db.query<{ type: CourseType; n: unknown }>(
    `SELECT type, count(*) AS n FROM courses WHERE brand_id = $1 GROUP BY type`,
    [ctx.scope.filter.brandId],
  );
  const counts = { serial: 0, open: 0, inactive: 0 };
  for (const r of rows) counts[r.type] = num(r.n) ?? 0;
  return counts;
}

/** GET /admin/v2/training/topic-summary: one page. */
export async function topicSummaryPage(
  ctx: ReportContext,
  f: TopicSummaryFilter,
  page: number,
  pageSize: number,
) {
  const fetch = async (pg: Paging) => {
    const q = summarySql(ctx, f, pg);
    return (await ctx.db.query<Row>(q.sql, q.params)).rows;
  };
  const [paged, counts] = await Promise.all([
    pageOf(fetch, toItem, page, pageSize),
    typeCounts(ctx),
  ]);
  return { ...paged, range: { start: ctx.range.start, end: ctx.range.end }, counts };
}

/** Every course of the filter, in order (the export). */
export async function topicSummaryRows(ctx: ReportContext, f: TopicSummaryFilter) {
  const q = summarySql(ctx, f);
  const { rows } = await ctx.db.query<Row>(q.sql, q.params);
  return rows.map(toItem);
}

export const TOPIC_SUMMARY_CSV = {
  header: [
    'course',
    'type',
    'people',
    'completed',
    'in_progress',
    'not_started',
    'completion',
    'score',
  ],
  cells: (i: TopicSummaryItem) => [
    i.course.name,
    i.type,
    i.people,
    i.completed,
    i.in_progress,
    i.not_started,
    i.completion,
    i.score,
  ],
};
