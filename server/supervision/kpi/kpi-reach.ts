import { reachCondition } from '../../platform/auth/scope';
import type { SqlParams } from '../../platform/db/sql';
import { likePattern } from '../../platform/db/sql';
import { num } from '../../platform/reports/figure';
import type { ReportContext } from '../../platform/reports/report-context';

// Which monthly KPIs (`k`) a KPI report reads: those of the stores in the scope filter, of the
// brand's KPI modules, in the months overlapping the range (a KPI's month is a calendar date,
// its first day, so no time zone is involved).

/** The scope condition on kpis `k`. */
export function kpiScope(ctx: ReportContext, p: SqlParams): string {
  const reach = reachCondition(ctx.scope.filter, 'k', p);
  return reach;
}

/** The first month and the last day of the range, as SQL dates. */
export function kpiMonths(ctx: ReportContext, p: SqlParams) {
  return {
    first: `date_trunc('month', ${p.add(ctx.range.start)}::date::timestamp)::date`,
    last: `${p.add(ctx.range.end)}::date`,
  };
}

/**
 * Attainment of a value against its target, percent with one decimal (SQL; null on 0): value /
 * target, or target / value when `lowerIsBetter` (an SQL boolean) holds, so 100 % and more is
 * always the target reached.
 */
export const attainmentSql = (value: string, target: string, lowerIsBetter: string) =>
  `round(100 * CASE WHEN ${lowerIsBetter} THEN ${target} / nullif(${value}, 0)
                    ELSE ${value} / nullif(${target}, 0) END, 1)`;

/** Which way a module is good news, as the contract says it. */
export const betterOf = (lowerIsBetter: boolean): 'lower' | 'higher' =>
  lowerIsBetter ? 'lower' : 'higher';

/** The store search (accents folded) on organizations `s`, or null when empty. */
export function storeSearchSql(p: SqlParams, search: string | undefined): string | null {
  const text = search?.trim().toLowerCase() ?? '';
  if (text === '') return null;
  return `search_fold(lower(s.name)) LIKE search_fold(${p.add(likePattern(text))}::text)`;
}

/** The brand's KPI modules, in their order. */
export async function kpiModules(ctx: ReportContext) {
  const { rows } = await ctx.db.query<{
    id: number;
    name: string;
    unit: string | null;
    lower_is_better: boolean;
  }>(
    `SELECT id, name, kpi_unit AS unit, kpi_lower_is_better AS lower_is_better
       FROM supervision_modules
      WHERE brand_id = $1 AND has_kpis ORDER BY sort_order, id`,
    [ctx.scope.filter.brandId],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    unit: r.unit,
    better: betterOf(r.lower_is_better),
  }));
}

/** The columns of one KPI row (kpis k, supervision_modules m, store s, region r). */
export const KPI_COLUMNS = `k.store_id, s.name AS store_name, k.region_id, r.name AS region_name,
  k.module_id, m.name AS module_name, m.kpi_unit AS unit, m.kpi_lower_is_better AS lower_is_better,
  to_char(k.month, 'YYYY-MM-DD') AS month, k.value, k.target`;

export const KPI_JOINS = `JOIN supervision_modules m ON m.id = k.module_id AND m.has_kpis
  JOIN organizations s ON s.id = k.store_id
  LEFT JOIN regions r ON r.id = k.region_id`;

export interface KpiDbRow {
  store_id: number;
  store_name: string;
  region_id: number | null;
  region_name: string | null;
  module_id: number;
  module_name: string;
  unit: string | null;
  lower_is_better: boolean;
  month: string;
  value: unknown;
  target: unknown;
  attainment: unknown;
}

/** A KPI row as the contract's KpiRow. */
export function kpiItem(r: KpiDbRow) {
  return {
    store: { id: r.store_id, name: r.store_name },
    region: r.region_id === null ? null : { id: r.region_id, name: r.region_name ?? '' },
    module: { id: r.module_id, name: r.module_name },
    unit: r.unit,
    better: betterOf(r.lower_is_better),
    month: r.month,
    value: num(r.value) ?? 0,
    target: num(r.target) ?? 0,
    attainment: num(r.attainment),
  };
}

export type KpiItem = ReturnType<typeof kpiItem>;
