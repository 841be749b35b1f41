import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApiClients } from '../../api/api-context';
import type { AdminClient } from '../../api/clients';
import { type CallResult, payload } from '../../api/payload';
import { useDateRangeQuery } from '../../app-kit/use-date-range-query';
import { useReportAddress } from '../../app-kit/use-report-address';
import { useScopeQuery } from '../../app-kit/use-scope';
import type { TableSpec, TableState } from '../table-state';
import { type PagedList, type PageOf, usePagedQuery } from '../use-paged-query';
import { type TableStateControls, useTableState } from '../use-table-state';
import { type ExportFormat, type ExportParams, exportParams } from './export-request';
import type { CsvFile } from './report-csv';
import { type ReportQuery, reportQuery } from './report-query';
import { useFileDownload } from './use-file-download';

/**
 * A report, declared: its URL table spec, its own parameters from the table state, and its two
 * operations (a page of rows, the CSV of the same query). Scope, range and paging are added by
 * the kit. Declare it at module level so it is the same object on every render.
 */
export interface ReportSource<Row, P extends object> {
  /**
   * The contract's operationId that `read` calls, plus whatever else besides the query its answer
   * depends on (a detail's kind and id): the first part of the page's cache key, so two sources
   * reading the same operation with the same query share one answer, and no others do.
   */
  operation: string;
  table: TableSpec;
  /** Search, filters and sort as the operation's parameters (no scope, range or paging). */
  params(state: TableState): P;
  read: (
    admin: AdminClient,
    query: ReportQuery<P>,
    page: number,
    pageSize: number,
    signal: AbortSignal,
  ) => Promise<CallResult<PageOf<Row>>>;
  /** The file of the query; `query` also carries the export's `format` and `lang`. */
  download(admin: AdminClient, query: ReportQuery<P> & Partial<ExportParams>): Promise<CsvFile>;
}

export interface Report<Row, P extends object> extends TableStateControls {
  /** Null until the scope is known and the address has been read into the machines. */
  query: ReportQuery<P> | null;
  list: PagedList<Row>;
  exporting: boolean;
  /** Downloads the CSV (or Excel workbook) of the current query (no paging), with the §8 notices. */
  exportCsv(format?: ExportFormat): Promise<void>;
}

/** The first part of every report page's cache key (`invalidateQueries({queryKey: [REPORT_KEY]})`). */
export const REPORT_KEY = 'report';

/**
 * A report page's cache key: the operation, the whole query (scope, range, the page's own
 * parameters; null while not known) and the paging it starts from.
 */
function reportKey(
  operation: string,
  query: object | null,
  page: number,
  pageSize: number,
): readonly unknown[] {
  return [REPORT_KEY, operation, query, { page, pageSize }];
}

/**
 * The state of a report page: range and scope in the address (useReportAddress), search,
 * filters, sort, page and page size in the query string (useTableState), one paged read through
 * the query cache.
 */
export function useReport<Row, P extends object>(source: ReportSource<Row, P>): Report<Row, P> {
  const { admin } = useApiClients();
  const scope = useScopeQuery();
  const range = useDateRangeQuery();
  const addressRead = useReportAddress();
  const { state, update } = useTableState(source.table);
  const params = useMemo(() => source.params(state), [source, state]);
  const paramsKey = JSON.stringify(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: params by value (paramsKey), so a new state object with the same filters does not restart the read.
  const query = useMemo(
    () => reportQuery(scope, range, params, addressRead),
    [scope, range, paramsKey, addressRead],
  );
  const readPage = useMemo(
    () =>
      query
        ? async (page: number, signal: AbortSignal) =>
            payload(await source.read(admin, query, page, state.pageSize, signal))
        : null,
    [admin, query, source, state.pageSize],
  );
  const list = usePagedQuery<Row>(
    reportKey(source.operation, query, state.page, state.pageSize),
    readPage,
    state.page,
    state.pageSize,
  );

  const download = useFileDownload();
  const { locale } = useIntl();
  const exportCsv = useCallback(
    async (format: ExportFormat = 'csv') => {
      if (!query) return;
      const asked = { ...query, ...exportParams(format, locale) };
      await download.run(() => source.download(admin, asked), list.total === 0);
    },
    [admin, query, list.total, source, download.run, locale],
  );

  return { state, update, query, list, exporting: download.busy, exportCsv };
}
