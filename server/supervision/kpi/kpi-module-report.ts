import { SqlParams } from '../../platform/db/sql';
import { type Paging, pageOf, pagingSql } from '../../platform/reports/paging';
import type { ReportContext } from '../../platform/reports/report-context';
import {
  attainmentSql,
  KPI_COLUMNS,
  KPI_JOINS,
  type KpiDbRow,
  type KpiItem,
  kpiItem,
  kpiModules,
  kpiMonths,
  kpiScope,
  storeSearchSql,
} from './kpi-reach';

// The KPI report per module (SPEC §2 /supervision/kpis/report-per-module): each store's KPI
// month by month against its target.

type KpiReportSort = 'store' | '-store' | 'month' | '-month' | 'attainment' | '-attainment';

const ORDER: Record<KpiReportSort, string> = {
  store: 'lower(s.name) ASC, m.sort_order, k.module_id, k.month',
  '-store': 'lower(s.name) DESC, m.sort_order, k.module_id, k.month',
  month: 'k.month ASC, lower(s.name), m.sort_order, k.module_id',
  '-month': 'k.month DESC, lower(s.name), m.sort_order, k.module_id',
  attainment: 'attainment ASC NULLS LAST, lower(s.name), k.month',
  '-attainment': 'attainment DESC NULLS LAST, lower(s.name), k.month',
};

export interface KpiReportFilter {
  search?: string;
  module_id?: number;
  /** Default `store`. */
  sort?: KpiReportSort;
}

function listSql(ctx: ReportContext, f: KpiReportFilter, page?: Paging) {
  const p = new SqlParams();
  const months = kpiMonths(ctx, p);
  const parts = [kpiScope(ctx, p), `k.month >= ${months.first}`, `k.month <= ${months.last}`];
  if (f.module_id !== undefined) parts.push(`k.module_id = ${p.add(f.module_id)}`);
  const search = storeSearchSql(p, f.search);
  if (search !== null) parts.push(search);
  const sql = `
    SELECT ${KPI_COLUMNS}, ${attainmentSql('k.value', 'k.target', 'm.kpi_lower_is_better')} AS attainment,
           count(*) OVER () AS total
      FROM kpis k ${KPI_JOINS}
     WHERE ${parts.join(' AND ')}
     ORDER BY ${ORDER[f.sort ?? 'store']}, k.id
     ${pagingSql((v) => p.add(v), page)}`;
  return { sql, params: p.values };
}

/** GET /admin/v2/supervision/kpis/report-per-module: one page, with the brand's KPI modules. */
export async function kpiModuleReportPage(
  ctx: ReportContext,
  f: KpiReportFilter,
  page: number,
  pageSize: number,
) {
  const fetch = async (pg: Paging) => {
    const q = listSql(ctx, f, pg);
    return (await ctx.db.query<KpiDbRow & { total: unknown }>(q.sql, q.params)).rows;
  };
  const [paged, modules] = await Promise.all([
    pageOf(fetch, kpiItem, page, pageSize),
    kpiModules(ctx),
  ]);
  return { ...paged, range: { start: ctx.range.start, end: ctx.range.end }, modules };
}

/** Every row of the filter, in order (the module report download). */
export async function kpiModuleReportRows(ctx: ReportContext, f: KpiReportFilter) {
  const q = listSql(ctx, f);
  const { rows } = await ctx.db.query<KpiDbRow>(q.sql, q.params);
  return rows.map(kpiItem);
}

export const KPI_MODULE_REPORT_CSV = {
  header: ['store', 'region', 'module', 'unit', 'month', 'value', 'target', 'attainment'],
  cells: (i: KpiItem) => [
    i.store.name,
    i.region?.name ?? null,
    i.module.name,
    i.unit,
    i.month,
    i.value,
    i.target,
    i.attainment,
  ],
};
