import { SqlParams } from '../../platform/db/sql';
import { num } from '../../platform/reports/figure';
import type { ReportContext } from '../../platform/reports/report-context';
import { attainmentSql, betterOf, kpiMonths, kpiScope } from './kpi-reach';

// The KPI global report (SPEC §2 /supervision/kpis/global-report): the scope's attainment per
// KPI module, month by month over the range, every month listed so a chart has no gaps.

interface Row {
  id: number;
  name: string;
  unit: string | null;
  lower_is_better: boolean;
  month: string;
  stores: unknown;
  value: unknown;
  target: unknown;
  attainment: unknown;
}

/** GET /admin/v2/supervision/kpis/global-report. */
export async function kpiGlobalReport(ctx: ReportContext) {
  const p = new SqlParams();
  const months = kpiMonths(ctx, p);
  const scope = kpiScope(ctx, p);
  const { rows } = await ctx.db.query<Row>(
    `WITH months AS (
       SELECT generate_series(${months.first}::timestamp, ${months.last}::timestamp,
                              interval '1 month')::date AS month
     )
     SELECT m.id, m.name, m.kpi_unit AS unit, m.kpi_lower_is_better AS lower_is_better, to_char(mo.month, 'YYYY-MM-DD') AS month,
            count(k.id) AS stores, round(avg(k.value), 1) AS value,
            round(avg(k.target), 1) AS target,
            ${attainmentSql('sum(k.value)', 'sum(k.target)', 'm.kpi_lower_is_better')} AS attainment
       FROM supervision_modules m
       CROSS JOIN months mo
       LEFT JOIN kpis k ON k.module_id = m.id AND k.month = mo.month AND ${scope}
      WHERE m.brand_id = ${p.add(ctx.scope.filter.brandId)} AND m.has_kpis
      GROUP BY m.id, m.name, m.kpi_unit, m.kpi_lower_is_better, m.sort_order, mo.month
      ORDER BY m.sort_order, m.id, mo.month`,
    p.values,
  );
  const modules: {
    module: { id: number; name: string };
    unit: string | null;
    better: 'higher' | 'lower';
    months: {
      month: string;
      stores: number;
      value: number | null;
      target: number | null;
      attainment: number | null;
    }[];
  }[] = [];
  for (const r of rows) {
    let m = modules.at(-1);
    if (m?.module.id !== r.id) {
      m = {
        module: { id: r.id, name: r.name },
        unit: r.unit,
        better: betterOf(r.lower_is_better),
        months: [],
      };
      modules.push(m);
    }
    m.months.push({
      month: r.month,
      stores: num(r.stores) ?? 0,
      value: num(r.value),
      target: num(r.target),
      attainment: num(r.attainment),
    });
  }
  return { range: { start: ctx.range.start, end: ctx.range.end }, modules };
}
