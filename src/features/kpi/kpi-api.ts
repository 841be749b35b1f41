// The KPI pages as report sources (src/ui/report/use-report.ts): the report per module over the
// range, the monthly summary of one month (no range), and the global report's read.
import type { components, operations } from '../../../openapi/schema';
import type { AdminClient } from '../../api/clients';
import type { DateRangeQuery } from '../../app-kit/date-range-query';
import type { ScopeQuery } from '../../app-kit/scope-query';
import { csvFile } from '../../ui/report/report-csv';
import { intParam, type ReportQuery, searchParam, sortParam } from '../../ui/report/report-query';
import type { ReportSource } from '../../ui/report/use-report';
import type { TableSpec } from '../../ui/table-state';

export type KpiRow = components['schemas']['KpiRow'];
export type KpiRankedRow = components['schemas']['KpiRankedRow'];
export type KpiSummaryPage = components['schemas']['KpiMonthlySummaryPage'];
export type KpiModulePage = components['schemas']['KpiModuleReportPage'];
export type KpiGlobalReport = components['schemas']['KpiGlobalReport'];

type Query<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;
type ModuleSort = NonNullable<Query<'listKpiModuleReport'>['sort']>;
type SummarySort = NonNullable<Query<'listKpiMonthlySummary'>['sort']>;

const KPI_MODULE_TABLE: TableSpec = {
  filters: { module: 'integer' },
  sorts: ['store', 'month', 'attainment'],
  defaultSort: 'store',
  defaultPageSize: 20,
};

export interface KpiModuleParams {
  search?: string;
  module_id?: number;
  sort?: ModuleSort;
}

export const kpiModuleReport: ReportSource<KpiRow, KpiModuleParams> = {
  operation: 'listKpiModuleReport',
  table: KPI_MODULE_TABLE,
  params: (s) => ({
    ...searchParam(s.search),
    ...intParam('module_id', s.filters.module),
    ...sortParam<ModuleSort>(s.sort, KPI_MODULE_TABLE),
  }),
  read: (admin, query, page, pageSize, signal) =>
    admin.GET('/admin/v2/supervision/kpis/report-per-module', {
      params: { query: { ...query, page, page_size: pageSize } },
      signal,
    }),
  download: async (admin, query) =>
    csvFile(
      await admin.GET('/admin/v2/supervision/kpis/report-per-module/export', {
        params: { query },
        parseAs: 'blob',
      }),
      'kpi-module-report.csv',
    ),
};

const KPI_SUMMARY_TABLE: TableSpec = {
  filters: { module: 'integer', month: 'text' },
  sorts: ['rank', 'store'],
  defaultSort: 'rank',
  defaultPageSize: 20,
};

export interface KpiSummaryParams {
  search?: string;
  module_id?: number;
  month: string;
  sort?: SummarySort;
}

/** The summary's own query: one month instead of the range picker's days. */
function monthQuery({ start: _s, end: _e, ...rest }: ReportQuery<KpiSummaryParams>) {
  return rest;
}

/** The monthly summary of the month `monthFor` picks from the address (its default otherwise). */
export function kpiMonthlySummary(
  monthFor: (raw: string | undefined) => string,
): ReportSource<KpiRankedRow, KpiSummaryParams> {
  return {
    operation: 'listKpiMonthlySummary',
    table: KPI_SUMMARY_TABLE,
    params: (s) => ({
      ...searchParam(s.search),
      ...intParam('module_id', s.filters.module),
      month: monthFor(s.filters.month),
      ...sortParam<SummarySort>(s.sort, KPI_SUMMARY_TABLE),
    }),
    read: (admin, query, page, pageSize, signal) =>
      admin.GET('/admin/v2/supervision/kpis/monthly-summary', {
        params: { query: { ...monthQuery(query), page, page_size: pageSize } },
        signal,
      }),
    download: async (admin, query) =>
      csvFile(
        await admin.GET('/admin/v2/supervision/kpis/monthly-summary/export', {
          params: { query: monthQuery(query) },
          parseAs: 'blob',
        }),
        `kpi-monthly-summary-${query.month}.csv`,
      ),
  };
}

/** The scope's attainment per module, month by month over the range. */
export function readKpiGlobalReport(
  admin: AdminClient,
  query: ScopeQuery & DateRangeQuery,
  signal: AbortSignal,
) {
  return admin.GET('/admin/v2/supervision/kpis/global-report', { params: { query }, signal });
}
