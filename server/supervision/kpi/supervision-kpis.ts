import type { Context } from 'hono';
import { csvResponse } from '../../platform/exports/csv-export';
import type { AppEnv } from '../../platform/http/env';
import { type OperationHandler, reply } from '../../platform/http/operation';
import { requireModule } from '../../platform/reports/module-gate';
import { recordReportExport } from '../../platform/reports/record-export';
import { type ReportQuery, reportContext } from '../../platform/reports/report-context';
import { kpiGlobalReport } from './kpi-global-report';
import {
  KPI_MODULE_REPORT_CSV,
  kpiModuleReportPage,
  kpiModuleReportRows,
} from './kpi-module-report';
import {
  KPI_MONTHLY_SUMMARY_CSV,
  kpiMonthlySummaryPage,
  kpiMonthlySummaryRows,
  monthDays,
} from './kpi-monthly-summary';

// The KPI operations (SPEC §2 /supervision/kpis/…): kpi module brands only (404 otherwise).

async function kpiContext(c: Context<AppEnv>, q: ReportQuery) {
  const ctx = await reportContext(c, q);
  await requireModule(ctx.db, ctx.scope.brandId, 'kpi');
  return ctx;
}

/** A monthly summary's context: its range is the month's days. */
const monthContext = <Q extends Omit<ReportQuery, 'start' | 'end'> & { month: string }>(
  c: Context<AppEnv>,
  q: Q,
) => kpiContext(c, { ...q, ...monthDays(q.month) });

export const listKpiModuleReport: OperationHandler<'listKpiModuleReport'> = async (c, { query }) =>
  reply(
    c,
    await kpiModuleReportPage(await kpiContext(c, query), query, query.page, query.page_size),
  );

export const exportKpiModuleReport: OperationHandler<'exportKpiModuleReport'> = async (
  c,
  { query },
) => {
  const ctx = await kpiContext(c, query);
  const items = await kpiModuleReportRows(ctx, query);
  await recordReportExport(c, ctx, 'export_report', { report: 'kpi', kind: 'module_report' });
  return csvResponse(c, ctx, 'kpi-module-report.csv', KPI_MODULE_REPORT_CSV, items);
};

export const listKpiMonthlySummary: OperationHandler<'listKpiMonthlySummary'> = async (
  c,
  { query },
) =>
  reply(
    c,
    await kpiMonthlySummaryPage(await monthContext(c, query), query, query.page, query.page_size),
  );

export const exportKpiMonthlySummary: OperationHandler<'exportKpiMonthlySummary'> = async (
  c,
  { query },
) => {
  const ctx = await monthContext(c, query);
  const items = await kpiMonthlySummaryRows(ctx, query);
  await recordReportExport(c, ctx, 'export_report', { report: 'kpi', kind: 'monthly_summary' });
  return csvResponse(
    c,
    ctx,
    `kpi-monthly-summary-${query.month}.csv`,
    KPI_MONTHLY_SUMMARY_CSV,
    items,
  );
};

export const getKpiGlobalReport: OperationHandler<'getKpiGlobalReport'> = async (c, { query }) =>
  reply(c, await kpiGlobalReport(await kpiContext(c, query)));
