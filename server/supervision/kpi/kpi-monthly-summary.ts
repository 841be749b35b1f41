import { SqlParams } from '../../platform/db/sql';
import { num } from '../../platform/reports/figure';
import { type Paging, pageOf, pagingSql } from '../../platform/reports/paging';
import type { ReportContext } from '../../platform/reports/report-context';
import {
  attainmentSql,
  betterOf,
  KPI_COLUMNS,
  KPI_JOINS,
  type KpiDbRow,
  type KpiItem,
  kpiItem,
  kpiScope,
  storeSearchSql,
} from './kpi-reach';

// The KPI monthly summary (SPEC §2 /supervision/kpis/monthly-summary): one month across the
// scope's stores, each store ranked on each module by attainment. The context's range is the
// month's days (the handler makes it), so the month is `ctx.range.start`.

type KpiSummarySort = 'rank' | '-rank' | 'store' | '-store';

const ORDER: Record<KpiSummarySort, string> = {
  rank: 'm.sort_order, k.module_id, k.rank ASC, lower(s.name)',
  '-rank': 'm.sort_order, k.module_id, k.rank DESC, lower(s.name)',
  store: 'lower(s.name) ASC, m.sort_order, k.module_id',
  '-store': 'lower(s.name) DESC, m.sort_order, k.module_id',
};

export interface KpiSummaryFilter {
  search?: string;
  module_id?: number;
  /** Default `rank`. */
  sort?: KpiSummarySort;
}

/** The first day of a YYYY-MM month and its last day. */
export function monthDays(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}

function listSql(ctx: ReportContext, f: KpiSummaryFilter, page?: Paging) {
  const p = new SqlParams();
  // The rank is taken over every store of the scope before the search narrows the rows.
  const ranked = `
    SELECT k.*, ${attainmentSql('k.value', 'k.target', 'm.kpi_lower_is_better')} AS attainment,
           rank() OVER (PARTITION BY k.module_id
                        ORDER BY ${attainmentSql('k.value', 'k.target', 'm.kpi_lower_is_better')} DESC NULLS LAST) AS rank
      FROM kpis k JOIN supervision_modules m ON m.id = k.module_id AND m.has_kpis
     WHERE ${kpiScope(ctx, p)} AND k.month = ${p.add(ctx.range.start)}::date`;
  const parts = ['true'];
  if (f.module_id !== undefined) parts.push(`k.module_id = ${p.add(f.module_id)}`);
  const search = storeSearchSql(p, f.search);
  if (search !== null) parts.push(search);
  const sql = `
    WITH k AS (${ranked})
    SELECT ${KPI_COLUMNS}, k.attainment, k.rank, count(*) OVER () AS total
      FROM k ${KPI_JOINS}
     WHERE ${parts.join(' AND ')}
     ORDER BY ${ORDER[f.sort ?? 'rank']}, k.id
     ${pagingSql((v) => p.add(v), page)}`;
  return { sql, params: p.values };
}

type RankedDbRow = KpiDbRow & { rank: unknown };

const rankedItem = (r: RankedDbRow) => ({ ...kpiItem(r), rank: num(r.rank) ?? 0 });

export type KpiRankedItem = KpiItem & { rank: number };

interface ModuleRow {
  id: number;
  name: string;
  unit: string | null;
  lower_is_better: boolean;
  stores: unknown;
  value: unknown;
  target: unknown;
  attainment: unknown;
}

/** Per KPI module of the brand: the month's figures over the scope's stores. */
async function moduleFigures(ctx: ReportContext, f: KpiSummaryFilter) {
  const p = new SqlParams();
  const scope = kpiScope(ctx, p);
  const month = p.add(ctx.range.start);
  const only = f.module_id === undefined ? '' : `AND m.id = ${p.add(f.module_id)}`;
  const { rows } = await ctx.db.query<ModuleRow>(
    `SELECT m.id, m.name, m.kpi_unit AS unit, m.kpi_lower_is_better AS lower_is_better, count(k.id) AS stores,
            round(avg(k.value), 1) AS value, round(avg(k.target), 1) AS target,
            ${attainmentSql('sum(k.value)', 'sum(k.target)', 'm.kpi_lower_is_better')} AS attainment
       FROM supervision_modules m
       LEFT JOIN kpis k ON k.module_id = m.id AND k.month = ${month}::date AND ${scope}
      WHERE m.brand_id = ${p.add(ctx.scope.filter.brandId)} AND m.has_kpis ${only}
      GROUP BY m.id, m.name, m.kpi_unit, m.kpi_lower_is_better, m.sort_order
      ORDER BY m.sort_order, m.id`,
    p.values,
  );
  return rows.map((r) => ({
    module: { id: r.id, name: r.name },
    unit: r.unit,
    better: betterOf(r.lower_is_better),
    stores: num(r.stores) ?? 0,
    value: num(r.value),
    target: num(r.target),
    attainment: num(r.attainment),
  }));
}

/** GET /admin/v2/supervision/kpis/monthly-summary: one page, with the figures per module. */
export async function kpiMonthlySummaryPage(
  ctx: ReportContext,
  f: KpiSummaryFilter,
  page: number,
  pageSize: number,
) {
  const fetch = async (pg: Paging) => {
    const q = listSql(ctx, f, pg);
    return (await ctx.db.query<RankedDbRow & { total: unknown }>(q.sql, q.params)).rows;
  };
  const [paged, modules] = await Promise.all([
    pageOf(fetch, rankedItem, page, pageSize),
    moduleFigures(ctx, f),
  ]);
  return { ...paged, month: ctx.range.start, modules };
}

/** Every row of the filter, in order (the monthly summary download). */
export async function kpiMonthlySummaryRows(ctx: ReportContext, f: KpiSummaryFilter) {
  const q = listSql(ctx, f);
  const { rows } = await ctx.db.query<RankedDbRow>(q.sql, q.params);
  return rows.map(rankedItem);
}

export const KPI_MONTHLY_SUMMARY_CSV = {
  header: ['rank', 'store', 'region', 'module', 'unit', 'month', 'value', 'target', 'attainment'],
  cells: (i: KpiRankedItem) => [
    i.rank,
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
