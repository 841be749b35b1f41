import { displayName } from '../../../openapi/rules/display-name';
import { SqlParams } from '../../platform/db/sql';
import { EXPORT_BATCH } from '../../platform/exports/csv-export';
import { num } from '../../platform/reports/figure';
import { type Paging, pageOf, pagingSql } from '../../platform/reports/paging';
import { personSearchSql } from '../../platform/reports/person-row';
import { attemptsInReach } from '../../platform/reports/population';
import { type ReportContext, rangeBounds } from '../../platform/reports/report-context';

// The training report: one row per exam attempt that started in the range, where it happened
// (the attempt's own store and region), with the person as they are now.

type TrainingReportSort =
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
  // their attempts one by one (for a brand sorted by name, every person instead of the range).
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
  // By name without a filter on the person, PostgreSQL picks by its estimates: a brand's page
  // walks everyone in name order (people_sort_name_all_idx, migration 015) and probes each one's
  // attempts index-only until the page is full (instead of joining a brand's month of ~134,000
  // attempts to their people and sorting them all); a store's
  // few attempts, or a deep page, are joined and sorted.
  return `SELECT a.id, (${total}) AS total
      FROM exam_attempts a
      ${byCourse ? 'JOIN courses c ON c.id = a.course_id' : ''}
      ${byName ? 'JOIN people p ON p.id = a.person_id' : ''}
     WHERE ${own}
     ORDER BY ${ORDER[sort]}, a.id
     ${paging}`;
}

function reportSql(ctx: ReportContext, f: TrainingReportFilter, page: Paging) {
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

/** The export's columns (SPEC §3 report row fields). */
const TRAINING_REPORT_HEADER = [
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
];

/** The person's columns of the training exports (this one and the training-time export). */
export interface ExportPersonColumns {
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  employee_number: string | null;
  position_name: string | null;
  store_name: string;
  region_name: string | null;
}

/** One exported attempt: only the CSV's columns, instants already as toISOString() writes them. */
interface ExportRow extends ExportPersonColumns {
  course_name: string;
  exam_title: string;
  started_at: string;
  ended_at: string | null;
  duration_seconds: number | null;
  score: unknown;
  attempt_number: number;
  approved: boolean;
  badge: string | null;
}

/** An instant as Date.prototype.toISOString() writes it (UTC, milliseconds truncated as pg's). */
const isoSql = (at: string) => `to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The export's columns of an attempt `a`, its person `p` and their position's name. */
const exportColumns = (positionName: string) => `c.name AS course_name, e.title AS exam_title,
           p.first_name, p.last_name, p.email, p.phone, p.employee_number,
           ${positionName} AS position_name, s.name AS store_name,
           r.name AS region_name, ${isoSql('a.started_at')} AS started_at,
           ${isoSql('a.ended_at')} AS ended_at, a.duration_seconds, a.score, a.attempt_number,
           a.approved`;

/**
 * Every attempt of the filter, in order, in batches as the database sends them (the export: a
 * brand's month is ~134,000 rows): no ids, no total, instants formatted by PostgreSQL.
 *
 * In order of start (the report's default sort, or its reverse) on PostgreSQL the attempts are
 * sorted alone and every other column is looked up row by row in that order (their person by
 * primary key, their badge — the person's first award of the course — index-only, migration
 * 020; names from small tables, memoised), so the rows leave as soon as the attempts are sorted:
 * the download starts before the rows are joined, and the database and the CSV writer work at
 * the same time. In any other
 * order, or on PGlite, the attempts are joined to their people and names in one pass and sorted
 * after (the sort needs the person's name or the course's), and each badge comes from one pass
 * over the awards instead of a lookup per approved attempt.
 */
export function trainingReportBatches(ctx: ReportContext, f: TrainingReportFilter) {
  const p = new SqlParams();
  const { own, person } = attemptConditions(ctx, p, f);
  const sort = f.sort ?? '-started_at';
  const order = `ORDER BY ${ORDER[sort]}, a.id`;
  const personWhere = person.length > 0 ? person.join(' AND ') : 'TRUE';
  const names = `JOIN courses c ON c.id = a.course_id
      JOIN exams e ON e.id = a.exam_id
      JOIN organizations s ON s.id = a.store_id
      LEFT JOIN regions r ON r.id = a.region_id`;
  // PGlite answers a statement whole, so there the lookups row by row would buy no earlier first
  // row and only cost more: it always joins in one pass.
  const streamed =
    ctx.db.engine === 'postgres' && (sort === 'started_at' || sort === '-started_at');
  // OFFSET 0 keeps each subquery whole: the attempts' order, and one person per attempt.
  const sql = streamed
    ? `
    SELECT ${exportColumns('p.position_name')},
           CASE WHEN a.approved THEN (
             SELECT aw.title FROM awards aw
              WHERE aw.person_id = a.person_id AND aw.course_id = a.course_id
              ORDER BY aw.earned_at, aw.id LIMIT 1) END AS badge
      FROM (SELECT * FROM exam_attempts a WHERE ${own} ${order} OFFSET 0) a
     CROSS JOIN LATERAL (
       SELECT p.*, pos.name AS position_name
         FROM people p LEFT JOIN positions pos ON pos.id = p.position_id
        WHERE p.id = a.person_id OFFSET 0) p
      ${names}
     WHERE ${personWhere}
     ${order}`
    : `
    WITH badge AS (
      SELECT DISTINCT ON (aw.person_id, aw.course_id) aw.person_id, aw.course_id, aw.title
        FROM awards aw
       WHERE aw.course_id IS NOT NULL
       ORDER BY aw.person_id, aw.course_id, aw.earned_at, aw.id
    )
    SELECT ${exportColumns('pos.name')}, CASE WHEN a.approved THEN b.title END AS badge
      FROM (SELECT * FROM exam_attempts a WHERE ${own} OFFSET 0) a
      JOIN people p ON p.id = a.person_id
      ${names}
      LEFT JOIN positions pos ON pos.id = p.position_id
      LEFT JOIN badge b ON b.person_id = a.person_id AND b.course_id = a.course_id
     WHERE ${personWhere}
     ${order}`;
  return ctx.db.batches<ExportRow>(sql, p.values, EXPORT_BATCH);
}

/** The export's cells: the list's item (toItem) of each attempt as text. */
export const TRAINING_EXPORT_CSV = {
  header: TRAINING_REPORT_HEADER,
  cells: (r: ExportRow) => [
    r.course_name,
    r.exam_title,
    displayName({
      fullName: `${r.first_name} ${r.last_name}`.trim(),
      email: r.email,
      phone: r.phone,
      enrollment: r.employee_number,
    }),
    r.email,
    r.employee_number,
    r.position_name,
    r.store_name,
    r.region_name,
    r.started_at,
    r.ended_at,
    r.duration_seconds,
    num(r.score),
    r.attempt_number,
    r.approved,
    r.badge,
  ],
};
