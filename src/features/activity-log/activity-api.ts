import type { components, operations } from '../../../openapi/schema';
import { csvFile } from '../../ui/report/report-csv';
import { enumParam, intParam, searchParam, sortParam } from '../../ui/report/report-query';
import type { ReportSource } from '../../ui/report/use-report';
import { ACTIVITY_TABLE, KNOWN_ACTIONS } from './activity-rules';

type Entry = components['schemas']['ActivityEntry'];
type Query = NonNullable<operations['listActivityLog']['parameters']['query']>;
type ActivitySort = NonNullable<Query['sort']>;

export interface ActivityParams {
  search?: string;
  action?: components['schemas']['ActivityAction'];
  actor_id?: number;
  sort?: ActivitySort;
}

/** The activity log as a report: its page read and its CSV under the same filter. */
export const activityLog: ReportSource<Entry, ActivityParams> = {
  operation: 'listActivityLog',
  table: ACTIVITY_TABLE,
  params: (s) => ({
    ...searchParam(s.search),
    ...enumParam('action', s.filters.action, KNOWN_ACTIONS),
    ...intParam('actor_id', s.filters.actor),
    ...sortParam<ActivitySort>(s.sort, ACTIVITY_TABLE),
  }),
  read: (admin, query, page, pageSize, signal) =>
    admin.GET('/admin/v2/activity-log', {
      params: { query: { ...query, page, page_size: pageSize } },
      signal,
    }),
  download: async (admin, query) =>
    csvFile(
      await admin.GET('/admin/v2/activity-log/export', { params: { query }, parseAs: 'blob' }),
      'actividad.csv',
    ),
};
