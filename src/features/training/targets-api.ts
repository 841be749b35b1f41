// Content targets and the performance indicators against them as report sources
// (src/ui/report/use-report.ts), and the calls that set or remove a target.
import type { components, operations } from '../../../openapi/schema';
import type { AdminClient } from '../../api/clients';
import { domainQuery, type ScopeQuery } from '../../app-kit/scope-query';
import { csvFile } from '../../ui/report/report-csv';
import {
  enumParam,
  intParam,
  type ReportQuery,
  searchParam,
  sortParam,
} from '../../ui/report/report-query';
import type { ReportSource } from '../../ui/report/use-report';
import type { TableSpec } from '../../ui/table-state';

export type ContentTargetRow = components['schemas']['ContentTargetRow'];
export type IndicatorRow = components['schemas']['PerformanceIndicatorRow'];
export type OverdueRow = components['schemas']['OverdueRow'];

type Query<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;
type TargetSort = NonNullable<Query<'listContentTargets'>['sort']>;
type IndicatorSort = NonNullable<Query<'listPerformanceIndicators'>['sort']>;
type OverdueSort = NonNullable<Query<'listOverduePeople'>['sort']>;

const TARGET_SETS = ['with', 'without'] as const;

const CONTENT_TARGETS_TABLE: TableSpec = {
  filters: { topic: 'integer', position: 'integer', set: TARGET_SETS },
  sorts: ['course', 'position', 'target'],
  defaultSort: 'course',
  defaultPageSize: 20,
};

export interface ContentTargetParams {
  search?: string;
  course_id?: number;
  position_id?: number;
  set?: (typeof TARGET_SETS)[number];
  sort?: TargetSort;
}

/** Targets are the brand's, whatever the range: the range the kit adds is not sent. */
function withoutRange<P extends object>(query: ReportQuery<P>) {
  const { start: _start, end: _end, region_id: _region, store_id: _store, ...rest } = query;
  return rest;
}

export const contentTargets: ReportSource<ContentTargetRow, ContentTargetParams> = {
  operation: 'listContentTargets',
  table: CONTENT_TARGETS_TABLE,
  params: (s) => ({
    ...searchParam(s.search),
    ...intParam('course_id', s.filters.topic),
    ...intParam('position_id', s.filters.position),
    ...enumParam('set', s.filters.set, TARGET_SETS),
    ...sortParam<TargetSort>(s.sort, CONTENT_TARGETS_TABLE),
  }),
  read: (admin, query, page, pageSize, signal) =>
    admin.GET('/admin/v2/training/content-targets', {
      params: { query: { ...withoutRange(query), page, page_size: pageSize } },
      signal,
    }),
  download: async (admin, query) =>
    csvFile(
      await admin.GET('/admin/v2/training/content-targets/export', {
        params: { query: withoutRange(query) },
        parseAs: 'blob',
      }),
      'content-targets.csv',
    ),
};

/** Sets the target of a course for a position (brand-level administrators). */
export function setContentTarget(
  admin: AdminClient,
  scope: ScopeQuery,
  courseId: number,
  positionId: number,
  body: { target: number; due_days: number | null },
) {
  return admin.PUT('/admin/v2/training/content-targets/{courseId}/{positionId}', {
    params: { path: { courseId, positionId }, query: domainQuery(scope) },
    body,
  });
}

/** Removes the target of a course for a position. */
export function deleteContentTarget(
  admin: AdminClient,
  scope: ScopeQuery,
  courseId: number,
  positionId: number,
) {
  return admin.DELETE('/admin/v2/training/content-targets/{courseId}/{positionId}', {
    params: { path: { courseId, positionId }, query: domainQuery(scope) },
  });
}

const INDICATORS_TABLE: TableSpec = {
  filters: { topic: 'integer', position: 'integer' },
  sorts: ['gap', 'completion', 'course'],
  defaultSort: 'gap',
  defaultPageSize: 20,
};

export interface IndicatorParams {
  course_id?: number;
  position_id?: number;
  sort?: IndicatorSort;
}

export const indicators: ReportSource<IndicatorRow, IndicatorParams> = {
  operation: 'listPerformanceIndicators',
  table: INDICATORS_TABLE,
  params: (s) => ({
    ...intParam('course_id', s.filters.topic),
    ...intParam('position_id', s.filters.position),
    ...sortParam<IndicatorSort>(s.sort, INDICATORS_TABLE),
  }),
  read: (admin, query, page, pageSize, signal) =>
    admin.GET('/admin/v2/training/performance-indicators', {
      params: { query: { ...query, page, page_size: pageSize } },
      signal,
    }),
  download: async (admin, query) =>
    csvFile(
      await admin.GET('/admin/v2/training/performance-indicators/export', {
        params: { query },
        parseAs: 'blob',
      }),
      'performance-indicators.csv',
    ),
};

const OVERDUE_TABLE: TableSpec = {
  filters: { topic: 'integer', position: 'integer' },
  sorts: ['days_overdue', 'name', 'course'],
  defaultSort: '-days_overdue',
  defaultPageSize: 10,
};

export interface OverdueParams {
  search?: string;
  course_id?: number;
  position_id?: number;
  sort?: OverdueSort;
}

export const overduePeople: ReportSource<OverdueRow, OverdueParams> = {
  operation: 'listOverduePeople',
  table: OVERDUE_TABLE,
  params: (s) => ({
    ...searchParam(s.search),
    ...intParam('course_id', s.filters.topic),
    ...intParam('position_id', s.filters.position),
    ...sortParam<OverdueSort>(s.sort, OVERDUE_TABLE),
  }),
  read: (admin, query, page, pageSize, signal) =>
    admin.GET('/admin/v2/training/performance-indicators/overdue', {
      params: { query: { ...query, page, page_size: pageSize } },
      signal,
    }),
  download: async (admin, query) =>
    csvFile(
      await admin.GET('/admin/v2/training/performance-indicators/overdue/export', {
        params: { query },
        parseAs: 'blob',
      }),
      'overdue.csv',
    ),
};
