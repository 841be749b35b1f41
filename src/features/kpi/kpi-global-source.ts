// The KPI global report as a report source (src/ui/report/use-report.ts). The operation answers
// the whole scope at once (modules × months of the range: tens of rows), so search, filter, sort,
// rows shown and the CSV work on the loaded rows (src/ui/report/local-table.ts).
import type { DateRangeQuery } from '../../app-kit/date-range-query';
import type { ScopeQuery } from '../../app-kit/scope-query';
import type { ExportParams } from '../../ui/report/export-request';
import {
  type LocalState,
  type LocalTable,
  localPage,
  localRows,
} from '../../ui/report/local-table';
import type { ReportQuery } from '../../ui/report/report-query';
import { rowsFile } from '../../ui/report/rows-csv';
import type { ReportSource } from '../../ui/report/use-report';
import type { TableSpec } from '../../ui/table-state';
import type { PageOf } from '../../ui/use-paged-query';
import { type KpiGlobalReport, readKpiGlobalReport } from './kpi-api';

type ModuleReport = KpiGlobalReport['modules'][number];

/** One module's figures in one month: a row of the global report's table. */
export type KpiGlobalRow = Omit<ModuleReport, 'months'> &
  ModuleReport['months'][number] & {
    /** The module's place in the brand's order (the operation lists modules in it). */
    order: number;
  };

/** A page of rows with the whole answer beside it, for the chart and the module filter. */
export type KpiGlobalPage = PageOf<KpiGlobalRow> & { report: KpiGlobalReport };

/** The rows of the answer: module by module (the brand's order), month by month. */
export function kpiGlobalRows(report: KpiGlobalReport): KpiGlobalRow[] {
  return report.modules.flatMap(({ months, ...k }, order) =>
    months.map((f) => ({ ...k, ...f, order })),
  );
}

const KPI_GLOBAL_TABLE: TableSpec = {
  filters: { module: 'integer' },
  sorts: ['module', 'month', 'stores', 'attainment'],
  defaultSort: 'module',
  defaultPageSize: 20,
};

/** Search on the module's name; the module filter; sorts by module order, month, stores, attainment. */
export const KPI_GLOBAL_LOCAL: LocalTable<KpiGlobalRow> = {
  text: (r) => r.module.name,
  filters: { module: (r, id) => String(r.module.id) === id },
  sorts: {
    module: (r) => r.order,
    month: (r) => r.month,
    stores: (r) => r.stores,
    // A month without any figure has no attainment: last either way.
    attainment: (r) => (r.stores === 0 ? null : r.attainment),
  },
};

/** The table's state, carried in the query the kit builds (never sent to the server). */
export interface KpiGlobalParams {
  local: LocalState;
}

// The report's own read takes the scope and range only: the table's local state and an
// export's format and language stay in the browser (the file is made here).
const apiQuery = ({
  local: _local,
  format: _format,
  lang: _lang,
  ...query
}: ReportQuery<KpiGlobalParams> & Partial<ExportParams>) =>
  query satisfies ScopeQuery & DateRangeQuery;

/** The CSV's columns: the figures as numbers, the month as YYYY-MM. */
const KPI_GLOBAL_CSV_HEADER = [
  'module',
  'month',
  'stores',
  'value',
  'target',
  'attainment',
  'unit',
  'better',
] as const;

export const kpiGlobalReport: ReportSource<KpiGlobalRow, KpiGlobalParams> = {
  operation: 'getKpiGlobalReport',
  table: KPI_GLOBAL_TABLE,
  params: (s) => ({ local: { search: s.search, filters: s.filters, sort: s.sort } }),
  read: async (admin, query, page, pageSize, signal) => {
    const result = await readKpiGlobalReport(admin, apiQuery(query), signal);
    const report = result.data;
    if (report === undefined) return { response: result.response, error: result.error };
    const rows = localRows(kpiGlobalRows(report), KPI_GLOBAL_LOCAL, query.local);
    const data: KpiGlobalPage = { ...localPage(rows, page, pageSize), report };
    return { response: result.response, data };
  },
  download: async (admin, query) => {
    const signal = new AbortController().signal;
    const result = await readKpiGlobalReport(admin, apiQuery(query), signal);
    if (result.data === undefined) throw result.error;
    const rows = localRows(kpiGlobalRows(result.data), KPI_GLOBAL_LOCAL, query.local);
    return rowsFile(
      query.format,
      'kpi-global-report.csv',
      KPI_GLOBAL_CSV_HEADER,
      rows.map((r) => [
        r.module.name,
        r.month.slice(0, 7),
        r.stores,
        r.value,
        r.target,
        r.attainment,
        r.unit,
        r.better,
      ]),
    );
  },
};
