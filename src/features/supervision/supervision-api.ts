// The supervision pages as report sources (src/ui/report/use-report.ts) and reads: the reports
// list and one visit's PDF (the filter options and the global score are read through the query
// cache where they are shown).
import type { components, operations } from '../../../openapi/schema';
import type { AdminClient } from '../../api/clients';
import { domainQuery, type ScopeQuery } from '../../app-kit/scope-query';
import { type BlobResult, csvFile } from '../../ui/report/report-csv';
import { intParam, searchParam } from '../../ui/report/report-query';
import type { ReportSource } from '../../ui/report/use-report';
import type { TableSpec } from '../../ui/table-state';

export type SupervisionRow = components['schemas']['SupervisionRow'];
export type SupervisionOptions = components['schemas']['SupervisionOptions'];
export type GlobalScore = components['schemas']['SupervisionGlobalScore'];
export type ScoreBreakdown = components['schemas']['SupervisionScoreBreakdown'];

type Query<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;
type SupervisionSort = NonNullable<Query<'listSupervisionReports'>['sort']>;

const SUPERVISION_REPORTS_TABLE: TableSpec = {
  filters: { supervisor: 'text', module: 'integer', supervision: 'text' },
  sorts: ['start', 'store', 'module', 'supervision', 'user', 'score', 'incidents'],
  defaultSort: '-start',
  defaultPageSize: 10,
};

export interface SupervisionReportParams {
  search?: string;
  supervisor?: string;
  module_id?: number;
  supervision?: string;
  sort?: SupervisionSort;
}

/** A text filter of the URL state as a query parameter (absent when unset). */
const textParam = <K extends string>(name: K, raw: string | undefined) =>
  (raw === undefined || raw === '' ? {} : { [name]: raw }) as Partial<Record<K, string>>;

export const supervisionReports: ReportSource<SupervisionRow, SupervisionReportParams> = {
  operation: 'listSupervisionReports',
  table: SUPERVISION_REPORTS_TABLE,
  params: (s) => ({
    ...searchParam(s.search),
    ...textParam('supervisor', s.filters.supervisor),
    ...intParam('module_id', s.filters.module),
    ...textParam('supervision', s.filters.supervision),
    ...(s.sort === SUPERVISION_REPORTS_TABLE.defaultSort
      ? {}
      : { sort: s.sort as SupervisionSort }),
  }),
  read: (admin, query, page, pageSize, signal) =>
    admin.GET('/admin/v2/supervision/reports', {
      params: { query: { ...query, page, page_size: pageSize } },
      signal,
    }),
  download: async (admin, query) =>
    csvFile(
      await admin.GET('/admin/v2/supervision/reports/export', {
        params: { query },
        parseAs: 'blob',
      }),
      'supervision-reports.csv',
    ),
};

/** The PDF of the visit a supervision belongs to (checked against the domain on the server). */
export async function downloadSupervisionPdf(
  admin: AdminClient,
  scope: ScopeQuery,
  supervisionId: number,
) {
  const r = await admin.GET('/admin/v2/supervision/reports/{supervisionId}/pdf', {
    params: { path: { supervisionId }, query: domainQuery(scope) },
    parseAs: 'blob',
  });
  return csvFile(r as BlobResult, `supervision-${supervisionId}.pdf`);
}
