import { likePattern, SqlParams } from '../platform/db/sql';
import { num } from '../platform/reports/figure';
import { type Paging, pageOf, pagingSql } from '../platform/reports/paging';
import { personItem, regionItem } from '../platform/reports/person-row';
import type { ReportContext } from '../platform/reports/report-context';
import { supervisionReach } from './supervision-reach';

// Supervision reports (SPEC §2 /supervision/reports, §3 fields): one row per supervision — a
// checklist applied to one module of a store — in the range by when it was applied, in the
// scope by the store supervised.

type SupervisionSort =
  | 'start'
  | '-start'
  | 'store'
  | '-store'
  | 'module'
  | '-module'
  | 'supervision'
  | '-supervision'
  | 'user'
  | '-user'
  | 'score'
  | '-score'
  | 'incidents'
  | '-incidents';

const ORDER: Record<SupervisionSort, string> = {
  start: 'x.supervised_at ASC',
  '-start': 'x.supervised_at DESC',
  store: 'lower(s.name) ASC',
  '-store': 'lower(s.name) DESC',
  module: 'm.sort_order ASC, lower(m.name) ASC',
  '-module': 'm.sort_order DESC, lower(m.name) DESC',
  supervision: 'lower(x.name) ASC',
  '-supervision': 'lower(x.name) DESC',
  user: 'lower(x.supervisor_name) ASC',
  '-user': 'lower(x.supervisor_name) DESC',
  score: 'x.score ASC',
  '-score': 'x.score DESC',
  incidents: 'x.incidents ASC',
  '-incidents': 'x.incidents DESC',
};

export interface SupervisionFilter {
  search?: string;
  module_id?: number;
  /** The supervisor's exact name. */
  supervisor?: string;
  /** The checklist's exact name. */
  supervision?: string;
  /** Default `-start`. */
  sort?: SupervisionSort;
}

interface Row {
  id: string | number;
  name: string;
  module_id: number;
  module_name: string;
  supervisor_name: string;
  store_id: number;
  store_name: string;
  region_id: number | null;
  region_name: string | null;
  manager_id: number | null;
  manager_first: string | null;
  manager_last: string | null;
  manager_email: string | null;
  manager_phone: string | null;
  manager_number: string | null;
  score: unknown;
  incidents: number;
  comment: string | null;
  supervised_at: Date;
  total: unknown;
}

function whereOf(ctx: ReportContext, p: SqlParams, f: SupervisionFilter): string {
  const parts = [supervisionReach(ctx, p)];
  if (f.module_id !== undefined) parts.push(`x.module_id = ${p.add(f.module_id)}`);
  if (f.supervisor !== undefined) parts.push(`x.supervisor_name = ${p.add(f.supervisor)}`);
  if (f.supervision !== undefined) parts.push(`x.name = ${p.add(f.supervision)}`);
  const search = f.search?.trim().toLowerCase() ?? '';
  if (search !== '') {
    const pattern = `search_fold(${p.add(likePattern(search))}::text)`;
    parts.push(`(search_fold(lower(x.supervisor_name)) LIKE ${pattern}
      OR search_fold(lower(s.name)) LIKE ${pattern}
      OR search_fold(lower(x.name)) LIKE ${pattern}
      OR search_fold(lower(m.name)) LIKE ${pattern})`);
  }
  return parts.join(' AND ');
}

function listSql(ctx: ReportContext, f: SupervisionFilter, page?: Paging) {
  const p = new SqlParams();
  const where = whereOf(ctx, p, f);
  // The page is chosen first and its managers looked up after: one lookup per shown row, by
  // brand and store (people_brand_store_idx; by store alone it was a scan of every person).
  const sql = `
    WITH picked AS (
      SELECT x.id, x.name, x.module_id, m.name AS module_name, x.supervisor_name, x.store_id,
             s.name AS store_name, x.region_id, r.name AS region_name, x.score, x.incidents,
             x.comment, x.supervised_at, count(*) OVER () AS total,
             row_number() OVER (ORDER BY ${ORDER[f.sort ?? '-start']}, x.id) AS n
        FROM supervisions x
        JOIN supervision_modules m ON m.id = x.module_id
        JOIN organizations s ON s.id = x.store_id
        LEFT JOIN regions r ON r.id = x.region_id
       WHERE ${where}
       ORDER BY n
       ${pagingSql((v) => p.add(v), page)}
    )
    SELECT picked.*, mg.id AS manager_id, mg.first_name AS manager_first,
           mg.last_name AS manager_last, mg.email AS manager_email, mg.phone AS manager_phone,
           mg.employee_number AS manager_number
      FROM picked
      LEFT JOIN LATERAL (
        SELECT g.id, g.first_name, g.last_name, g.email, g.phone, g.employee_number
          FROM people g JOIN positions gp ON gp.id = g.position_id AND gp.manages_store
         WHERE g.brand_id = ${p.add(ctx.scope.filter.brandId)} AND g.store_id = picked.store_id
           AND g.deleted_at IS NULL
         ORDER BY g.sort_name, g.id
         LIMIT 1
      ) mg ON true
     ORDER BY picked.n`;
  return { sql, params: p.values };
}

/** The store's manager as IdName (the name shown as everywhere else), or null. */
function managerItem(r: Row) {
  if (r.manager_id === null) return null;
  return personItem({
    person_id: r.manager_id,
    first_name: r.manager_first ?? '',
    last_name: r.manager_last ?? '',
    email: r.manager_email,
    phone: r.manager_phone,
    employee_number: r.manager_number,
  });
}

function toItem(r: Row) {
  return {
    id: Number(r.id),
    supervision: r.name,
    module: { id: r.module_id, name: r.module_name },
    user: r.supervisor_name,
    store: { id: r.store_id, name: r.store_name },
    region: regionItem(r),
    manager: managerItem(r),
    score: num(r.score) ?? 0,
    incidents: r.incidents,
    comment: r.comment,
    start: r.supervised_at.toISOString(),
    // One instant per supervision: no end, no duration (see admin.yaml).
    end: null,
    duration: null,
  };
}

export type SupervisionItem = ReturnType<typeof toItem>;

/** GET /admin/v2/supervision/reports: one page. */
export async function supervisionPage(
  ctx: ReportContext,
  f: SupervisionFilter,
  page: number,
  pageSize: number,
) {
  const fetch = async (pg: Paging) => {
    const q = listSql(ctx, f, pg);
    return (await ctx.db.query<Row>(q.sql, q.params)).rows;
  };
  const paged = await pageOf(fetch, toItem, page, pageSize);
  return { ...paged, range: { start: ctx.range.start, end: ctx.range.end } };
}

/** Every supervision of the filter, in order (the export). */
export async function supervisionRows(ctx: ReportContext, f: SupervisionFilter) {
  const q = listSql(ctx, f);
  const { rows } = await ctx.db.query<Row>(q.sql, q.params);
  return rows.map(toItem);
}

export const SUPERVISION_CSV = {
  header: [
    'supervision',
    'module',
    'user',
    'store',
    'region',
    'manager',
    'score',
    'incidents',
    'comment',
    'start',
    'end',
    'duration',
  ],
  cells: (i: SupervisionItem) => [
    i.supervision,
    i.module.name,
    i.user,
    i.store.name,
    i.region?.name ?? null,
    i.manager?.name ?? null,
    i.score,
    i.incidents,
    i.comment,
    i.start,
    i.end,
    i.duration,
  ],
};
