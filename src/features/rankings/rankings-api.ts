// The three rankings as report sources (src/ui/report/use-report.ts): their URL state, their
// parameters and their two operations each; plus the reads that fill the users' filters.
import type { components, operations } from '../../../openapi/schema';
import { csvFile } from '../../ui/report/report-csv';
import { enumParam, intParam, searchParam } from '../../ui/report/report-query';
import type { ReportSource } from '../../ui/report/use-report';
import type { TableSpec } from '../../ui/table-state';
import { TIME_IN_PRODUCT } from '../../ui/time-in-product-field';

export type UserRankingRow = components['schemas']['UserRankingRow'];
export type ManagerRankingRow = components['schemas']['ManagerRankingRow'];
export type StoreRankingRow = components['schemas']['StoreRankingRow'];
type TimeInProduct = components['schemas']['TimeInProduct'];
export type StoreRankingSort = NonNullable<
  NonNullable<operations['listStoreRanking']['parameters']['query']>['sort']
>;

/** SPEC §9 store ranking orders, in the order the "Ordenar por" select lists them. */
export const STORE_SORTS: readonly StoreRankingSort[] = [
  'top',
  'bottom',
  'most_completed',
  'least_completed',
  'best_growth',
  'worst_growth',
];

const USER_SORTS = ['rank', 'name', 'score', 'progress'] as const;
type UserSort = 'rank' | '-rank' | 'name' | '-name' | 'score' | '-score' | 'progress' | '-progress';

const USERS_TABLE: TableSpec = {
  filters: { position: 'integer', topic: 'integer', time: TIME_IN_PRODUCT },
  sorts: USER_SORTS,
  defaultSort: 'rank',
  defaultPageSize: 10,
};

const MANAGERS_TABLE: TableSpec = {
  filters: {},
  sorts: ['rank'],
  defaultSort: 'rank',
  defaultPageSize: 10,
};

const STORES_TABLE: TableSpec = {
  filters: {},
  sorts: STORE_SORTS,
  defaultSort: 'top',
  defaultPageSize: 10,
};

export interface UserRankingParams {
  search?: string;
  position_id?: number;
  course_id?: number;
  time_in_product?: TimeInProduct;
  sort?: UserSort;
}

export const usersRanking: ReportSource<UserRankingRow, UserRankingParams> = {
  operation: 'listUserRanking',
  table: USERS_TABLE,
  params: (s) => ({
    ...searchParam(s.search),
    ...intParam('position_id', s.filters.position),
    ...intParam('course_id', s.filters.topic),
    ...enumParam('time_in_product', s.filters.time, TIME_IN_PRODUCT),
    ...(s.sort === USERS_TABLE.defaultSort ? {} : { sort: s.sort as UserSort }),
  }),
  read: (admin, query, page, pageSize, signal) =>
    admin.GET('/admin/v2/rankings/users', {
      params: { query: { ...query, page, page_size: pageSize } },
      signal,
    }),
  download: async (admin, query) =>
    csvFile(
      await admin.GET('/admin/v2/rankings/users/export', {
        params: { query },
        parseAs: 'blob',
      }),
      'ranking-users.csv',
    ),
};

export const managersRanking: ReportSource<ManagerRankingRow, { search?: string }> = {
  operation: 'listManagerRanking',
  table: MANAGERS_TABLE,
  params: (s) => searchParam(s.search),
  read: (admin, query, page, pageSize, signal) =>
    admin.GET('/admin/v2/rankings/managers', {
      params: { query: { ...query, page, page_size: pageSize } },
      signal,
    }),
  download: async (admin, query) =>
    csvFile(
      await admin.GET('/admin/v2/rankings/managers/export', {
        params: { query },
        parseAs: 'blob',
      }),
      'ranking-managers.csv',
    ),
};

export interface StoreRankingParams {
  search?: string;
  sort?: StoreRankingSort;
}

export const storesRanking: ReportSource<StoreRankingRow, StoreRankingParams> = {
  operation: 'listStoreRanking',
  table: STORES_TABLE,
  params: (s) => ({
    ...searchParam(s.search),
    ...enumParam('sort', s.sort === STORES_TABLE.defaultSort ? undefined : s.sort, STORE_SORTS),
  }),
  read: (admin, query, page, pageSize, signal) =>
    admin.GET('/admin/v2/rankings/stores', {
      params: { query: { ...query, page, page_size: pageSize } },
      signal,
    }),
  download: async (admin, query) =>
    csvFile(
      await admin.GET('/admin/v2/rankings/stores/export', {
        params: { query },
        parseAs: 'blob',
      }),
      'ranking-stores.csv',
    ),
};
