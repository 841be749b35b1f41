import { displayName } from '../../openapi/rules/display-name';
import { num } from './figure';
import { type Paging, pageOf, pagingSql } from './paging';
import { personSearchSql } from './person-row';
import { attemptsInReach } from './population';
import { type ReportContext, rangeBounds } from './report-context';
import { SqlParams } from './sql-params';

// The training report: one row per exam attempt that started in the range, where it happened
// (the attempt's own store and region), with the person as they are now.

export type TrainingReportSort =
  | 'started_at'
  | '-started_at'
  | 'name'
  | '-name'
  | 'course'
  | '-course'
  | 'score'
  | '-score';

// Whitelisted ORDER BY per sort (the text goes into the SQL); ties by attempt id.
const ORDER: Record<TrainingReportSort, string> = {
  started_at: 'a.started_at ASC',
  '-started_at': 'a.started_at DESC',
  name: 'p.sort_name ASC',
  '-name': 'p.sort_name DESC',
  course: 'lower(c.name) ASC',
  '-course': 'lower(c.name) DESC',
  score: 'a.score ASC NULLS FIRST',
  '-score': 'a.score DESC NULLS LAST',
};

export interface TrainingReportFilter {
  search?: string;
  course_id?: number;
  position_id?: number;
  /** Default `-started_at`. */
  sort?: TrainingReportSort;
}

interface Row {
  attempt_id: unknown;
  course_id: number;
  course_name: string;
  exam_id: number;
  exam_title: string;
  person_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  employee_number: string | null;
  position_id: number | null;
  position_name: string | null;
  store_id: number;
  store_name: string;
  region_id: number | null;
  region_name: string | null;
  started_at: Date;
  ended_at: Date | null;
  duration_seconds: number | null;
  score: unknown;
  attempt_number: number;
  approved: boolean;
  badge: string | null;
  total: unknown;
}

/** The attempt's own conditions (scope, range, course) and the person's (position, search). */
function attemptConditions(ctx: ReportContext, p: SqlParams, f: TrainingReportFilter) {
  const b = rangeBounds(ctx, p);
  const own = [attemptsInReach(ctx, p), `a.started_at >= ${b.from}`, `a.started_at < ${b.to}`];
  if (f.course_id !== undefined) own.push(`a.course_id = ${p.add(f.course_id)}`);
  const person: string[] = [];
  if (f.position_id !== undefined) person.push(`p.position_id = ${p.add(f.position_id)}`);
  const search = personSearchSql(p, f.search);
  if (search !== null) person.push(search);
  return { own: own.join(' AND '), person };
}

/**
 * The attempts of a filter as a row source `a` joined to its person `p` and course `c`, for the
 * list, the export and the time export. Returns the FROM … WHERE text.
 */
export function trainingAttemptsFrom(
  ctx: ReportContext,
  p: SqlParams,
  f: TrainingReportFilter,
): string {
  return attemptsFromSql(attemptConditions(ctx, p, f));
}

function attemptsFromSql({ own, person }: { own: string; person: string[] }): string {
  // The range's attempts first (an index range on brand/store/region and start), then their
  // people: OFFSET 0 keeps PostgreSQL from walking every person in name order and probing
  // their attempts one by one (15 s for a brand sorted by name; 0.3 s this way).
  return `FROM (SELECT * FROM exam_attempts a WHERE ${own} OFFSET 0) a
      JOIN people p ON p.id = a.person_id
      JOIN courses c ON c.id = a.course_id
     WHERE ${person.length > 0 ? person.join(' AND ') : 'TRUE'}`;
}

/**
 * The page's attempt ids and the filter's total. Every attempt has its person and course
 * (foreign keys; a person's hard delete takes their attempts along), so without a filter on the
 * person they are joined only when the sort reads them, and the total is an index-only count of
 * the range: a brand's newest page is then a backward index range on (brand, started_at) cut at
 * the page, instead of sorting and counting the range's ~134,000 attempts joined to their people.
 */
function pickedSql(ctx: ReportContext, p: SqlParams, f: TrainingReportFilter, page: Paging) {
  const sort = f.sort ?? '-started_at';
  const byName = sort === 'name' || sort === '-name';
  const byCourse = sort === 'course' || sort === '-course';
  const conditions = attemptConditions(ctx, p, f);
  const { own, person } = conditions;
  const paging = pagingSql((v) => p.add(v), page);
  if (person.length > 0) {
    // A filter on the person: the attempts joined to their people once, counted as picked.
    return `SELECT a.id, count(*) OVER () AS total ${attemptsFromSql(conditions)}
       ORDER BY ${ORDER[sort]}, a.id
       ${paging}`;
  }
  const total = `SELECT count(*) FROM exam_attempts a WHERE ${own}`;
  if (byName) {
    // By name the range's attempts are read first (OFFSET 0: see trainingAttemptsFrom).
    return `SELECT a.id, (${total}) AS total
        FROM (SELECT a.id, a.person_id FROM exam_attempts a WHERE ${own} OFFSET 0) a
        JOIN people p ON p.id = a.person_id
       ORDER BY ${ORDER[sort]}, a.id
       ${paging}`;
  }
  return `SELECT a.id, (${total}) AS total
      FROM exam_attempts a
      ${byCourse ? 'JOIN courses c ON c.id = a.course_id' : ''}
     WHERE ${own}
     ORDER BY ${ORDER[sort]}, a.id
     ${paging}`;
}

function reportSql(ctx: ReportContext, f: TrainingReportFilter, page?: Paging) {
  const p = new SqlParams();
  const columns = `a.id AS attempt_id, a.course_id, c.name AS course_name, a.exam_id,
           e.title AS exam_title, a.person_id, p.first_name, p.last_name, p.email, p.phone,
           p.employee_number, p.position_id, pos.name AS position_name, a.store_id,
           s.name AS store_name, a.region_id, r.name AS region_name, a.started_at, a.ended_at,
           a.duration_seconds, a.score, a.attempt_number, a.approved,
           CASE WHEN a.approved THEN (
             SELECT aw.title FROM awards aw
              WHERE aw.person_id = a.person_id AND aw.course_id = a.course_id
              ORDER BY aw.earned_at, aw.id LIMIT 1) END AS badge`;
  const names = `JOIN exams e ON e.id = a.exam_id
      JOIN organizations s ON s.id = a.store_id
      LEFT JOIN regions r ON r.id = a.region_id
      LEFT JOIN positions pos ON pos.id = p.position_id`;
  const order = `ORDER BY ${ORDER[f.sort ?? '-started_at']}, a.id`;
  if (!page) {
    // The export: every attempt of the filter, read once (a join back to exam_attempts by id
    // became a sequential scan of all of them), no total.
    const { own, person } = attemptConditions(ctx, p, f);
    const sql = `
      SELECT ${columns}, NULL::bigint AS total
        FROM (SELECT * FROM exam_attempts a WHERE ${own} OFFSET 0) a
        JOIN people p ON p.id = a.person_id
        JOIN courses c ON c.id = a.course_id
        ${names}
       WHERE ${person.length > 0 ? person.join(' AND ') : 'TRUE'}
       ${order}`;
    return { sql, params: p.values };
  }
  // The page's rows are chosen first; names and badges are looked up for those rows only.
  const sql = `
    WITH picked AS (${pickedSql(ctx, p, f, page)})
    SELECT ${columns}, picked.total
      FROM picked
      JOIN exam_attempts a ON a.id = picked.id
      JOIN people p ON p.id = a.person_id
      JOIN courses c ON c.id = a.course_id
      ${names}
     ${order}`;
  return { sql, params: p.values };
}

const ref = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

function toItem(r: Row) {
  const fullName = `${r.first_name} ${r.last_name}`.trim();
  return {
    attempt_id: num(r.attempt_id) ?? 0,
    course: { id: r.course_id, name: r.course_name },
    exam: { id: r.exam_id, name: r.exam_title },
    person: {
      id: r.person_id,
      name: displayName({
        fullName,
        email: r.email,
        phone: r.phone,
        enrollment: r.employee_number,
      }),
    },
    email: r.email,
    employee_number: r.employee_number,
    position: ref(r.position_id, r.position_name),
    store: { id: r.store_id, name: r.store_name },
    region: ref(r.region_id, r.region_name),
    started_at: r.started_at.toISOString(),
    ended_at: r.ended_at?.toISOString() ?? null,
    duration_seconds: r.duration_seconds,
    score: num(r.score),
    attempt_number: r.attempt_number,
    approved: r.approved,
    badge: r.badge,
  };
}

export type TrainingReportItem = ReturnType<typeof toItem>;

/** GET /admin/v2/training/reports: one page. */
export async function trainingReportPage(
  ctx: ReportContext,
  f: TrainingReportFilter,
  page: number,
  pageSize: number,
) {
  const fetch = async (pg: Paging) => {
    const q = reportSql(ctx, f, pg);
    return (await ctx.db.query<Row>(q.sql, q.params)).rows;
  };
  const paged = await pageOf(fetch, toItem, page, pageSize);
  return { ...paged, range: { start: ctx.range.start, end: ctx.range.end } };
}

/** Every attempt of the filter, in order (the export). */
export async function trainingReportRows(ctx: ReportContext, f: TrainingReportFilter) {
  const q = reportSql(ctx, f);
  const { rows } = await ctx.db.query<Row>(q.sql, q.params);
  return rows.map(toItem);
}

/** The export's columns and cells (SPEC §3 report row fields). */
export const TRAINING_REPORT_CSV = {
  header: [
    'course',
    'exam',
    'user',
    'email',
    'enrollment',
    'role',
    'store',
    'region',
    'start_date',
    'end_date',
    'duration_seconds',
    'score',
    'attempt_number',
    'approved',
    'badge',
  ],
  cells: (i: TrainingReportItem) => [
    i.course.name,
    i.exam.name,
    i.person.name,
    i.email,
    i.employee_number,
    i.position?.name ?? null,
    i.store.name,
    i.region?.name ?? null,
    i.started_at,
    i.ended_at,
    i.duration_seconds,
    i.score,
    i.attempt_number,
    i.approved,
    i.badge,
  ],
};
