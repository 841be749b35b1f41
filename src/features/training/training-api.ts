// The training pages as report sources (src/ui/report/use-report.ts): their URL state, their
// parameters and their operations; plus the report detail and the e-mailed time export.
import type { components, operations } from '../../../openapi/schema';
import type { AdminClient } from '../../api/clients';
import { domainQuery, type ScopeQuery } from '../../app-kit/scope-query';
import type { ExportParams } from '../../ui/report/export-request';
import { type BlobResult, csvFile } from '../../ui/report/report-csv';
import {
  enumParam,
  intParam,
  type ReportQuery,
  searchParam,
  sortParam,
} from '../../ui/report/report-query';
import type { ReportSource } from '../../ui/report/use-report';
import type { TableSpec } from '../../ui/table-state';

export type TrainingReportRow = components['schemas']['TrainingReportRow'];
export type TopicSummaryRow = components['schemas']['TopicSummaryRow'];
export type PracticalExamRow = components['schemas']['PracticalExamRow'];
export type ReportDetail = components['schemas']['ReportDetail'];
export type CourseType = components['schemas']['CourseType'];
export type PracticalStatus = components['schemas']['PracticalExamStatus'];
export type AnswerResult = components['schemas']['AnswerResult'];

type Query<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;
type TrainingSort = NonNullable<Query<'listTrainingReports'>['sort']>;
type SummarySort = NonNullable<Query<'listTopicSummary'>['sort']>;
type PracticalSort = NonNullable<Query<'listPracticalExams'>['sort']>;

/** SPEC §4 course types: the topic summary's tabs, in their order. */
export const COURSE_TYPES: readonly CourseType[] = ['serial', 'open', 'inactive'];
/** SPEC §4 practical exam statuses. */
export const PRACTICAL_STATUSES: readonly PracticalStatus[] = ['assigned', 'approved', 'failed'];

const TRAINING_REPORTS_TABLE: TableSpec = {
  filters: { position: 'integer', topic: 'integer' },
  sorts: ['started_at', 'name', 'course', 'score'],
  defaultSort: '-started_at',
  defaultPageSize: 10,
};

export interface TrainingReportParams {
  search?: string;
  position_id?: number;
  course_id?: number;
  sort?: TrainingSort;
}

export const trainingReports: ReportSource<TrainingReportRow, TrainingReportParams> = {
  operation: 'listTrainingReports',
  table: TRAINING_REPORTS_TABLE,
  params: (s) => ({
    ...searchParam(s.search),
    ...intParam('position_id', s.filters.position),
    ...intParam('course_id', s.filters.topic),
    ...sortParam<TrainingSort>(s.sort, TRAINING_REPORTS_TABLE),
  }),
  read: (admin, query, page, pageSize, signal) =>
    admin.GET('/admin/v2/training/reports', {
      params: { query: { ...query, page, page_size: pageSize } },
      signal,
    }),
  download: async (admin, query) =>
    csvFile(
      await admin.GET('/admin/v2/training/reports/export', { params: { query }, parseAs: 'blob' }),
      'training-reports.csv',
    ),
};

/** Asks the server to e-mail the export with training time (once every 30 minutes). */
export function requestTimeExport(
  admin: AdminClient,
  query: ReportQuery<TrainingReportParams>,
  file: ExportParams,
) {
  const { sort: _sort, ...filter } = query;
  return admin.POST('/admin/v2/training/reports/time-export', {
    params: { query: { ...filter, ...file } },
  });
}

const TOPIC_SUMMARY_TABLE: TableSpec = {
  filters: { type: COURSE_TYPES },
  sorts: ['order', 'name', 'completed', 'completion', 'score'],
  defaultSort: 'order',
  defaultPageSize: 10,
};

export interface TopicSummaryParams {
  search?: string;
  type?: CourseType;
  sort?: SummarySort;
}

export const topicSummary: ReportSource<TopicSummaryRow, TopicSummaryParams> = {
  operation: 'listTopicSummary',
  table: TOPIC_SUMMARY_TABLE,
  params: (s) => ({
    ...searchParam(s.search),
    ...enumParam('type', s.filters.type, COURSE_TYPES),
    ...sortParam<SummarySort>(s.sort, TOPIC_SUMMARY_TABLE),
  }),
  read: (admin, query, page, pageSize, signal) =>
    admin.GET('/admin/v2/training/topic-summary', {
      params: { query: { ...query, page, page_size: pageSize } },
      signal,
    }),
  download: async (admin, query) =>
    csvFile(
      await admin.GET('/admin/v2/training/topic-summary/export', {
        params: { query },
        parseAs: 'blob',
      }),
      'topic-summary.csv',
    ),
};

const PRACTICAL_EXAMS_TABLE: TableSpec = {
  filters: { status: PRACTICAL_STATUSES, topic: 'integer' },
  sorts: ['assigned_on', 'name', 'course', 'status'],
  defaultSort: '-assigned_on',
  defaultPageSize: 10,
};

export interface PracticalExamParams {
  search?: string;
  status?: PracticalStatus;
  course_id?: number;
  sort?: PracticalSort;
}

export const practicalExams: ReportSource<PracticalExamRow, PracticalExamParams> = {
  operation: 'listPracticalExams',
  table: PRACTICAL_EXAMS_TABLE,
  params: (s) => ({
    ...searchParam(s.search),
    ...enumParam('status', s.filters.status, PRACTICAL_STATUSES),
    ...intParam('course_id', s.filters.topic),
    ...sortParam<PracticalSort>(s.sort, PRACTICAL_EXAMS_TABLE),
  }),
  read: (admin, query, page, pageSize, signal) =>
    admin.GET('/admin/v2/training/practical-exams', {
      params: { query: { ...query, page, page_size: pageSize } },
      signal,
    }),
  download: async (admin, query) =>
    csvFile(
      await admin.GET('/admin/v2/training/practical-exams/export', {
        params: { query },
        parseAs: 'blob',
      }),
      'practical-exams.csv',
    ),
};

/** One training report's answers, checked against the domain (not the scope filter): a shared link opens for anyone who may see that store. */
export function readTrainingDetail(
  admin: AdminClient,
  scope: ScopeQuery,
  examId: number,
  signal: AbortSignal,
) {
  return admin.GET('/admin/v2/reports/details/{kind}/{examId}', {
    params: { path: { kind: 'training', examId }, query: domainQuery(scope) },
    signal,
  });
}

export type Dc3Row = components['schemas']['Dc3Row'];
export type Dc3Status = components['schemas']['Dc3Status'];
type Dc3Sort = NonNullable<Query<'listDc3'>['sort']>;

/** SPEC §4 DC3 statuses. */
export const DC3_STATUSES: readonly Dc3Status[] = ['generated', 'pending', 'incomplete'];

const DC3_TABLE: TableSpec = {
  filters: { status: DC3_STATUSES, topic: 'integer' },
  sorts: ['completed_at', 'name', 'course', 'status'],
  defaultSort: '-completed_at',
  defaultPageSize: 10,
};

export interface Dc3Params {
  search?: string;
  status?: Dc3Status;
  course_id?: number;
  sort?: Dc3Sort;
}

export const dc3Forms: ReportSource<Dc3Row, Dc3Params> = {
  operation: 'listDc3',
  table: DC3_TABLE,
  params: (s) => ({
    ...searchParam(s.search),
    ...enumParam('status', s.filters.status, DC3_STATUSES),
    ...intParam('course_id', s.filters.topic),
    ...sortParam<Dc3Sort>(s.sort, DC3_TABLE),
  }),
  read: (admin, query, page, pageSize, signal) =>
    admin.GET('/admin/v2/training/dc3', {
      params: { query: { ...query, page, page_size: pageSize } },
      signal,
    }),
  download: async (admin, query) =>
    csvFile(
      await admin.GET('/admin/v2/training/dc3/export', { params: { query }, parseAs: 'blob' }),
      'dc3.csv',
    ),
};

/** Fills a form's missing CURP or occupation (checked against the domain). */
export function updateDc3(
  admin: AdminClient,
  scope: ScopeQuery,
  dc3Id: number,
  body: { curp?: string; occupation?: string },
) {
  return admin.PATCH('/admin/v2/training/dc3/{dc3Id}', {
    params: { path: { dc3Id }, query: domainQuery(scope) },
    body,
  });
}

/** The official PDF of one form, or a zip of several (made on the server). */
export async function downloadDc3Forms(
  admin: AdminClient,
  scope: ScopeQuery,
  ids: readonly number[],
) {
  const r = await admin.GET('/admin/v2/training/dc3/forms', {
    params: { query: { ...domainQuery(scope), ids: ids.join(',') } },
    parseAs: 'blob',
  });
  return csvFile(r as BlobResult, ids.length === 1 ? 'DC3.pdf' : 'formatos-dc3.zip');
}
