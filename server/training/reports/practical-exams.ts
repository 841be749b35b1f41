import { reachCondition } from '../../platform/auth/scope';
import { likePattern, SqlParams } from '../../platform/db/sql';
import { num } from '../../platform/reports/figure';
import { type Paging, pageOf, pagingSql } from '../../platform/reports/paging';
import { personItem, regionItem } from '../../platform/reports/person-row';
import type { ReportContext } from '../../platform/reports/report-context';

// Practical exams (SPEC §3: course, evaluation, evaluator, assignation date; §4 statuses)
// assigned on a day of the range, where they were assigned.

type PracticalStatus = 'assigned' | 'approved' | 'failed';
type PracticalExamSort =
  | 'assigned_on'
  | '-assigned_on'
  | 'name'
  | '-name'
  | 'course'
  | '-course'
  | 'status'
  | '-status';

const ORDER: Record<PracticalExamSort, string> = {
  assigned_on: 'x.assigned_on ASC',
  '-assigned_on': 'x.assigned_on DESC',
  name: 'p.sort_name ASC',
  '-name': 'p.sort_name DESC',
  course: 'lower(c.name) ASC',
  '-course': 'lower(c.name) DESC',
  status: 'x.status ASC',
  '-status': 'x.status DESC',
};

export interface PracticalExamFilter {
  search?: string;
  course_id?: number;
  status?: PracticalStatus;
  /** Default `-assigned_on`. */
  sort?: PracticalExamSort;
}

interface Row {
  id: number;
  course_id: number;
  course_name: string;
  evaluation: string;
  person_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  employee_number: string | null;
  store_id: number;
  store_name: string;
  region_id: number | null;
  region_name: string | null;
  evaluator_name: string;
  assigned_on: string;
  status: PracticalStatus;
  score: unknown;
  evaluated_at: Date | null;
  total: unknown;
}

/** FROM … WHERE of the filter (status left out: the counts per status ignore it). */
function fromWhere(ctx: ReportContext, p: SqlParams, f: PracticalExamFilter): string {
  const reach = reachCondition(ctx.scope.filter, 'x', p);
  // assigned_on is a calendar date: the range's days compare with it directly.
  const parts = [
    reach,
    `x.assigned_on >= ${p.add(ctx.range.start)}::date`,
    `x.assigned_on <= ${p.add(ctx.range.end)}::date`,
  ];
  if (f.course_id !== undefined) parts.push(`x.course_id = ${p.add(f.course_id)}`);
  const search = f.search?.trim().toLowerCase() ?? '';
  if (search !== '') {
    const pattern = p.add(likePattern(search));
    parts.push(`(p.search_text LIKE ${pattern} OR p.search_text LIKE search_fold(${pattern}::text)
      OR search_fold(lower(x.evaluator_name)) LIKE search_fold(${pattern}::text))`);
  }
  return `FROM practical_exams x
      JOIN people p ON p.id = x.person_id
      JOIN courses c ON c.id = x.course_id
      JOIN organizations s ON s.id = x.store_id
      LEFT JOIN regions r ON r.id = x.region_id
     WHERE ${parts.join(' AND ')}`;
}

function listSql(ctx: ReportContext, f: PracticalExamFilter, page?: Paging) {
  const p = new SqlParams();
  const from = fromWhere(ctx, p, f);
  const status = f.status === undefined ? '' : `AND x.status = ${p.add(f.status)}`;
  const order = `${ORDER[f.sort ?? '-assigned_on']}, x.id`;
  const sql = `
    SELECT x.id, x.course_id, c.name AS course_name, x.evaluation, x.person_id, p.first_name,
           p.last_name, p.email, p.phone, p.employee_number, x.store_id, s.name AS store_name,
           x.region_id, r.name AS region_name, x.evaluator_name,
           to_char(x.assigned_on, 'YYYY-MM-DD') AS assigned_on, x.status, x.score,
           x.evaluated_at, count(*) OVER () AS total
      ${from} ${status}
     ORDER BY ${order}
     ${pagingSql((v) => p.add(v), page)}`;
  return { sql, params: p.values };
}

function toItem(r: Row) {
  return {
    id: r.id,
    course: { id: r.course_id, name: r.course_name },
    evaluation: r.evaluation,
    person: personItem(r),
    store: { id: r.store_id, name: r.store_name },
    region: regionItem(r),
    evaluator: r.evaluator_name,
    assigned_on: r.assigned_on,
    status: r.status,
    score: num(r.score),
    evaluated_at: r.evaluated_at?.toISOString() ?? null,
  };
}

export type PracticalExamItem = ReturnType<typeof toItem>;

async function statusCounts(ctx: ReportContext, f: PracticalExamFilter) {
  const p = new SqlParams();
  const from = fromWhere(ctx, p, f);
  const { rows } = await ctx.db.query<{ status: PracticalStatus; n: unknown }>(
    `SELECT x.status, count(*) AS n ${from} GROUP BY x.status`,
    p.values,
  );
  const counts = { assigned: 0, approved: 0, failed: 0 };
  for (const r of rows) counts[r.status] = num(r.n) ?? 0;
  return counts;
}

/** GET /admin/v2/training/practical-exams: one page, with the counts per status. */
export async function practicalExamPage(
  ctx: ReportContext,
  f: PracticalExamFilter,
  page: number,
  pageSize: number,
) {
  const fetch = async (pg: Paging) => {
    const q = listSql(ctx, f, pg);
    return (await ctx.db.query<Row>(q.sql, q.params)).rows;
  };
  const [paged, counts] = await Promise.all([
    pageOf(fetch, toItem, page, pageSize),
    statusCounts(ctx, f),
  ]);
  return { ...paged, range: { start: ctx.range.start, end: ctx.range.end }, counts };
}

/** Every practical exam of the filter, in order (the export). */
export async function practicalExamRows(ctx: ReportContext, f: PracticalExamFilter) {
  const q = listSql(ctx, f);
  const { rows } = await ctx.db.query<Row>(q.sql, q.params);
  return rows.map(toItem);
}

export const PRACTICAL_EXAM_CSV = {
  header: [
    'course',
    'evaluation',
    'user',
    'store',
    'region',
    'evaluator',
    'assignation_date',
    'status',
    'score',
    'evaluated_at',
  ],
  cells: (i: PracticalExamItem) => [
    i.course.name,
    i.evaluation,
    i.person.name,
    i.store.name,
    i.region?.name ?? null,
    i.evaluator,
    i.assigned_on,
    i.status,
    i.score,
    i.evaluated_at,
  ],
};
