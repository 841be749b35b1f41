import { displayName } from '../../openapi/rules/display-name';
import { levelOf, medalOf } from '../../openapi/rules/ranking';
import { type PeopleQuery, peopleWhere } from '../routes/people-view';
import { num } from './figure';
import { type Paging, pageOf, pagingSql } from './paging';
import { availableCoursesCte } from './population';
import { type ReportContext, rangeBounds } from './report-context';
import { SqlParams } from './sql-params';

// The user ranking: every registered person of the scope (and of the filters) with their score
// in the range, their progress at its end and the performance both give; rank 1 is the best.

export type UserRankingSort =
  | 'rank'
  | '-rank'
  | 'name'
  | '-name'
  | 'score'
  | '-score'
  | 'progress'
  | '-progress';

// Whitelisted ORDER BY per sort (the text goes into the SQL); ties by name, then id.
const ORDER: Record<UserRankingSort, string> = {
  rank: 'performance DESC',
  '-rank': 'performance ASC',
  name: 'sort_name ASC',
  '-name': 'sort_name DESC',
  score: 'score ASC NULLS FIRST',
  '-score': 'score DESC NULLS LAST',
  progress: 'progress ASC',
  '-progress': 'progress DESC',
};

export interface UserRankingFilter extends PeopleQuery {
  course_id?: number;
  /** Default `rank`. */
  sort?: UserRankingSort;
}

interface Row {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  employee_number: string | null;
  position_id: number | null;
  position_name: string | null;
  store_id: number;
  store_name: string;
  score: unknown;
  progress: unknown;
  performance: unknown;
  completed_exams: unknown;
  approved_exams: unknown;
  active_in_period: boolean;
  rank: unknown;
  total: unknown;
}

/** The ranking's SQL for a filter, ordered, with `limit`/`offset` when paging. */
function rankingSql(
  ctx: ReportContext,
  f: UserRankingFilter,
  page?: { limit: number; offset: number },
) {
  // peopleWhere numbers its parameters from $1, so it goes first.
  const where = peopleWhere(ctx.scope, { ...f, status: 'all' }, ctx.now);
  const p = new SqlParams();
  p.values.push(...where.params);
  const b = rangeBounds(ctx, p);
  const course = f.course_id === undefined ? null : p.add(f.course_id);
  const onCourse = (alias: string) => (course === null ? '' : `AND ${alias}.course_id = ${course}`);
  // An exam counts in the range when it ended there (with its score), and makes its person
  // active in the period when it started there.
  const ended = `(a.ended_at >= ${b.from} AND a.ended_at < ${b.to})`;
  const started = `(a.started_at >= ${b.from} AND a.started_at < ${b.to})`;
  const sql = `
    WITH ${availableCoursesCte(ctx, p, f.course_id)},
    n_avail AS (SELECT position_id, count(*)::int AS n FROM avail GROUP BY position_id),
    ppl AS (
      SELECT p.id, p.first_name, p.last_name, p.sort_name, p.email, p.phone, p.employee_number,
             p.position_id, p.store_id, coalesce(p.position_id, 0) AS pos
        FROM people p
       WHERE ${where.sql} AND p.status <> 'preregistered' AND p.registered_at < ${b.to}
    ),
    prog AS (
      SELECT cp.person_id,
             count(*) FILTER (WHERE av.course_id IS NOT NULL AND cp.completed_at < ${b.to})
               AS completed,
             bool_or((cp.started_at >= ${b.from} AND cp.started_at < ${b.to})
               OR (cp.completed_at >= ${b.from} AND cp.completed_at < ${b.to})) AS progressed
        FROM course_progress cp
        JOIN ppl ON ppl.id = cp.person_id
        LEFT JOIN avail av ON av.position_id = ppl.pos AND av.course_id = cp.course_id
       WHERE cp.brand_id = ${p.add(ctx.scope.filter.brandId)} AND cp.started_at < ${b.to}
         ${onCourse('cp')}
       GROUP BY cp.person_id
    ),
    ex AS (
      SELECT a.person_id,
             count(*) FILTER (WHERE a.score IS NOT NULL AND ${ended}) AS done,
             count(*) FILTER (WHERE a.approved AND ${ended}) AS approved,
             avg(a.score) FILTER (WHERE ${ended}) AS score,
             bool_or(${started}) AS started
        FROM exam_attempts a
        JOIN ppl ON ppl.id = a.person_id
       WHERE a.brand_id = ${p.add(ctx.scope.filter.brandId)} AND (${started} OR ${ended})
         ${onCourse('a')}
       GROUP BY a.person_id
    ),
    measured AS (
      SELECT ppl.*,
             CASE WHEN coalesce(na.n, 0) > 0
               THEN round(100.0 * coalesce(pr.completed, 0) / na.n, 1) ELSE 0 END AS progress,
             round(ex.score, 1) AS score,
             coalesce(ex.done, 0) AS completed_exams,
             coalesce(ex.approved, 0) AS approved_exams,
             coalesce(ex.started, false) OR coalesce(pr.progressed, false) AS active_in_period
        FROM ppl
        LEFT JOIN n_avail na ON na.position_id = ppl.pos
        LEFT JOIN prog pr ON pr.person_id = ppl.id
        LEFT JOIN ex ON ex.person_id = ppl.id
    ),
    ranked AS (
      SELECT measured.*,
             round(CASE WHEN score IS NULL THEN progress ELSE (score + progress) / 2 END, 1)
               AS performance
        FROM measured
    )
    SELECT r.*, rank() OVER (ORDER BY r.performance DESC) AS rank, count(*) OVER () AS total,
           s.name AS store_name, pos.name AS position_name
      FROM ranked r
      JOIN organizations s ON s.id = r.store_id
      LEFT JOIN positions pos ON pos.id = r.position_id
     ORDER BY ${ORDER[f.sort ?? 'rank']}, r.sort_name, r.id
     ${pagingSql((v) => p.add(v), page)}`;
  return { sql, params: p.values };
}

function toItem(r: Row) {
  const fullName = `${r.first_name} ${r.last_name}`.trim();
  const score = num(r.score);
  const performance = num(r.performance) ?? 0;
  const completedExams = num(r.completed_exams) ?? 0;
  const approvedExams = num(r.approved_exams) ?? 0;
  return {
    rank: num(r.rank) ?? 0,
    person_id: r.id,
    name: displayName({ fullName, email: r.email, phone: r.phone, enrollment: r.employee_number }),
    email: r.email,
    phone: r.phone,
    employee_number: r.employee_number,
    position: r.position_id === null ? null : { id: r.position_id, name: r.position_name ?? '' },
    store: { id: r.store_id, name: r.store_name },
    score,
    progress: num(r.progress) ?? 0,
    performance,
    completed_exams: completedExams,
    approved_exams: approvedExams,
    medal: medalOf({
      activeInPeriod: r.active_in_period,
      completedExams,
      approvedExams,
      performance,
    }),
    level: levelOf(performance),
  };
}

export type UserRankingItem = ReturnType<typeof toItem>;

/** GET /admin/v2/rankings/users: one page. */
export async function userRankingPage(
  ctx: ReportContext,
  f: UserRankingFilter,
  page: number,
  pageSize: number,
) {
  const fetch = async (pg: Paging) => {
    const q = rankingSql(ctx, f, pg);
    return (await ctx.db.query<Row>(q.sql, q.params)).rows;
  };
  const paged = await pageOf(fetch, toItem, page, pageSize);
  return { ...paged, range: { start: ctx.range.start, end: ctx.range.end } };
}

/** Every row of the ranking, in order (the export). */
export async function userRankingRows(ctx: ReportContext, f: UserRankingFilter) {
  const q = rankingSql(ctx, f);
  const { rows } = await ctx.db.query<Row>(q.sql, q.params);
  return rows.map(toItem);
}

/** The export's columns and cells (SPEC §3 report row fields where they apply). */
export const USER_RANKING_CSV = {
  header: [
    'rank',
    'name',
    'email',
    'phone',
    'enrollment',
    'position',
    'store',
    'score',
    'progress',
    'completed_exams',
    'medal',
    'level',
  ],
  cells: (i: UserRankingItem) => [
    i.rank,
    i.name,
    i.email,
    i.phone,
    i.employee_number,
    i.position?.name ?? null,
    i.store.name,
    i.score,
    i.progress,
    i.completed_exams,
    i.medal,
    i.level,
  ],
};
