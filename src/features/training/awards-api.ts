// The awards and certificates page as a report source (src/ui/report/use-report.ts) and the
// download of their PDFs.
import type { components, operations } from '../../../openapi/schema';
import type { AdminClient } from '../../api/clients';
import { domainQuery, type ScopeQuery } from '../../app-kit/scope-query';
import { type BlobResult, csvFile } from '../../ui/report/report-csv';
import { enumParam, intParam, searchParam, sortParam } from '../../ui/report/report-query';
import type { ReportSource } from '../../ui/report/use-report';
import type { TableSpec } from '../../ui/table-state';

export type AwardRow = components['schemas']['AwardRow'];
export type AwardKind = components['schemas']['AwardKind'];
type AwardSort = NonNullable<NonNullable<operations['listAwards']['parameters']['query']>['sort']>;

export const AWARD_KINDS: readonly AwardKind[] = ['certificate', 'award'];

const AWARDS_TABLE: TableSpec = {
  filters: { kind: AWARD_KINDS, topic: 'integer' },
  sorts: ['earned_at', 'name', 'course', 'kind'],
  defaultSort: '-earned_at',
  defaultPageSize: 10,
};

export interface AwardParams {
  search?: string;
  kind?: AwardKind;
  course_id?: number;
  sort?: AwardSort;
}

export const awards: ReportSource<AwardRow, AwardParams> = {
  operation: 'listAwards',
  table: AWARDS_TABLE,
  params: (s) => ({
    ...searchParam(s.search),
    ...enumParam('kind', s.filters.kind, AWARD_KINDS),
    ...intParam('course_id', s.filters.topic),
    ...sortParam<AwardSort>(s.sort, AWARDS_TABLE),
  }),
  read: (admin, query, page, pageSize, signal) =>
    admin.GET('/admin/v2/training/awards', {
      params: { query: { ...query, page, page_size: pageSize } },
      signal,
    }),
  download: async (admin, query) =>
    csvFile(
      await admin.GET('/admin/v2/training/awards/export', { params: { query }, parseAs: 'blob' }),
      'awards.csv',
    ),
};

/** The PDF of one award, or a zip of several (made on the server). */
export async function downloadAwardFiles(
  admin: AdminClient,
  scope: ScopeQuery,
  ids: readonly number[],
) {
  const r = await admin.GET('/admin/v2/training/awards/files', {
    params: { query: { ...domainQuery(scope), ids: ids.join(',') } },
    parseAs: 'blob',
  });
  return csvFile(r as BlobResult, ids.length === 1 ? 'constancia.pdf' : 'constancias.zip');
}
