import { occupationName } from '../../openapi/rules/dc3-catalogues';
import { displayName } from '../../openapi/rules/display-name';
import { reachCondition } from '../auth/scope';
import { likePattern } from '../routes/people-view';
import { num } from './figure';
import { type Paging, pageOf, pagingSql } from './paging';
import { type ReportContext, rangeBounds } from './report-context';
import { SqlParams } from './sql-params';

// DC-3 forms (SPEC §3, §4): one per person and finished course of a DC3 brand, made when the
// course was finished, with its status and the no-CURP / no-occupation indicators.

export type Dc3Status = 'generated' | 'pending' | 'incomplete';
export type Dc3Sort =
  | 'completed_at'
  | '-completed_at'
  | 'name'
  | '-name'
  | 'course'
  | '-course'
  | 'status'
  | '-status';

const ORDER: Record<Dc3Sort, string> = {
  completed_at: 'd.created_at ASC',
  '-completed_at': 'd.created_at DESC',
  name: 'p.sort_name ASC',
  '-name': 'p.sort_name DESC',
  course: 'lower(c.name) ASC',
  '-course': 'lower(c.name) DESC',
  status: 'd.status ASC',
  '-status': 'd.status DESC',
};

export interface Dc3Filter {
  search?: string;
  course_id?: number;
  status?: Dc3Status;
  /** Default `-completed_at`. */
  sort?: Dc3Sort;
}

export interface Dc3DbRow {
  id: number;
  person_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  employee_number: string | null;
  curp: string | null;
  stps_occupation: string | null;
  course_id: number;
  course_name: string;
  store_id: number;
  store_name: string;
  region_id: number | null;
  region_name: string | null;
  created_at: Date;
  status: Dc3Status;
  generated_at: Date | null;
  total?: unknown;
}

/** Columns of a form joined to its person, course, store and region (aliases d p c s r). */
export const DC3_COLUMNS = `d.id, d.person_id, p.first_name, p.last_name, p.email, p.phone,
  p.employee_number, d.curp, d.stps_occupation, d.course_id, c.name AS course_name, d.store_id,
  s.name AS store_name, d.region_id, r.name AS region_name, d.created_at, d.status,
  d.generated_at`;
export const DC3_JOINS = `JOIN people p ON p.id = d.person_id
  JOIN courses c ON c.id = d.course_id
  JOIN organizations s ON s.id = d.store_id
  LEFT JOIN regions r ON r.id = d.region_id`;

/** WHERE of the filter, status left out (the counts per status ignore it). */
function whereOf(ctx: ReportContext, p: SqlParams, f: Dc3Filter): string {
  const reach = reachCondition(ctx.scope.filter, 'd', p.values.length + 1);
  p.values.push(...reach.params);
  const b = rangeBounds(ctx, p);
  const parts = [reach.sql, `d.created_at >= ${b.from}`, `d.created_at < ${b.to}`];
  if (f.course_id !== undefined) parts.push(`d.course_id = ${p.add(f.course_id)}`);
  const search = f.search?.trim().toLowerCase() ?? '';
  if (search !== '') {
    const pattern = p.add(likePattern(search));
    parts.push(
      `(p.search_text LIKE ${pattern} OR p.search_text LIKE search_fold(${pattern}::text))`,
    );
  }
  return parts.join(' AND ');
}

function listSql(ctx: ReportContext, f: Dc3Filter, page?: Paging) {
  const p = new SqlParams();
  const where = whereOf(ctx, p, f);
  const status = f.status === undefined ? '' : `AND d.status = ${p.add(f.status)}`;
  const sql = `
    SELECT ${DC3_COLUMNS}, count(*) OVER () AS total
      FROM dc3_records d ${DC3_JOINS}
     WHERE ${where} ${status}
     ORDER BY ${ORDER[f.sort ?? '-completed_at']}, d.id
     ${pagingSql((v) => p.add(v), page)}`;
  return { sql, params: p.values };
}

/** A form as the contract's Dc3Row. */
export function toDc3Item(r: Dc3DbRow) {
  const fullName = `${r.first_name} ${r.last_name}`.trim();
  const occupation = r.stps_occupation;
  return {
    id: r.id,
    person: {
      id: r.person_id,
      name: displayName({
        fullName,
        email: r.email,
        phone: r.phone,
        enrollment: r.employee_number,
      }),
    },
    curp: r.curp,
    occupation:
      occupation === null ? null : { code: occupation, name: occupationName(occupation) ?? '' },
    course: { id: r.course_id, name: r.course_name },
    store: { id: r.store_id, name: r.store_name },
    region: r.region_id === null ? null : { id: r.region_id, name: r.region_name ?? '' },
    completed_at: r.created_at.toISOString(),
    status: r.status,
    no_curp: r.curp === null,
    no_occupation: occupation === null,
    generated_at: r.generated_at?.toISOString() ?? null,
  };
}

export type Dc3Item = ReturnType<typeof toDc3Item>;

async function statusCounts(ctx: ReportContext, f: Dc3Filter) {
  const p = new SqlParams();
  const where = whereOf(ctx, p, f);
  const { rows } = await ctx.db.query<{ status: Dc3Status; n: unknown }>(
    `SELECT d.status, count(*) AS n FROM dc3_records d JOIN people p ON p.id = d.person_id
      WHERE ${where} GROUP BY d.status`,
    p.values,
  );
  const counts = { generated: 0, pending: 0, incomplete: 0 };
  for (const r of rows) counts[r.status] = num(r.n) ?? 0;
  return counts;
}

/** GET /admin/v2/training/dc3: one page, with the counts per status. */
export async function dc3Page(ctx: ReportContext, f: Dc3Filter, page: number, pageSize: number) {
  const fetch = async (pg: Paging) => {
    const q = listSql(ctx, f, pg);
    return (await ctx.db.query<Dc3DbRow & { total: unknown }>(q.sql, q.params)).rows;
  };
  const [paged, counts] = await Promise.all([
    pageOf(fetch, toDc3Item, page, pageSize),
    statusCounts(ctx, f),
  ]);
  return { ...paged, range: { start: ctx.range.start, end: ctx.range.end }, counts };
}

/** Every form of the filter, in order (the export). */
export async function dc3Rows(ctx: ReportContext, f: Dc3Filter) {
  const q = listSql(ctx, f);
  const { rows } = await ctx.db.query<Dc3DbRow>(q.sql, q.params);
  return rows.map(toDc3Item);
}

export const DC3_CSV = {
  header: [
    'user',
    'curp',
    'occupation',
    'course',
    'store',
    'region',
    'completed_at',
    'status',
    'no_curp',
    'no_occupation',
    'generated_at',
  ],
  cells: (i: Dc3Item) => [
    i.person.name,
    i.curp,
    i.occupation?.code ?? null,
    i.course.name,
    i.store.name,
    i.region?.name ?? null,
    i.completed_at,
    i.status,
    i.no_curp,
    i.no_occupation,
    i.generated_at,
  ],
};
