// The satisfaction pages as report sources (src/ui/report/use-report.ts) and downloads: the
// guests' answers and the leaderboard (the survey options, the NPS, the words and the leaderboard
// are read through the query cache where they are shown).
import type { components, operations } from '../../../openapi/schema';
import type { AdminClient } from '../../api/clients';
import type { DateRangeQuery } from '../../app-kit/date-range-query';
import type { ScopeQuery } from '../../app-kit/scope-query';
import { csvFile } from '../../ui/report/report-csv';
import { enumParam, intParam, searchParam } from '../../ui/report/report-query';
import type { ReportSource } from '../../ui/report/use-report';
import type { TableSpec, TableState } from '../../ui/table-state';

export type NpsFigure = components['schemas']['NpsFigure'];
export type SatisfactionNps = components['schemas']['SatisfactionNps'];
export type NpsBreakdown = components['schemas']['SatisfactionBreakdown'];
export type NpsBreakdownRow = NpsBreakdown['items'][number];
export type SurveyResponse = components['schemas']['SatisfactionResponse'];
export type SurveyOption = components['schemas']['SatisfactionSurveys']['surveys'][number];
export type NpsGroup = components['schemas']['NpsGroup'];
type SatisfactionWords = components['schemas']['SatisfactionWords'];
export type CommentWord = SatisfactionWords['items'][number];
export type IndicatorRow = components['schemas']['SatisfactionIndicatorRow'];
export type IndicatorPage = components['schemas']['SatisfactionIndicators'];

type Query<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;
type ResponseSort = NonNullable<Query<'listSatisfactionResponses'>['sort']>;
export type BreakdownBy = NonNullable<Query<'listSatisfactionBreakdown'>['by']>;

export const NPS_GROUPS: readonly NpsGroup[] = ['promoters', 'passives', 'detractors'];
/** The server's default minimum of answers for a ranked NPS (server/satisfaction/nps.ts). */
export const DEFAULT_MIN_ANSWERS = 30;
/** The other minimums the leaderboard offers. */
export const MIN_ANSWER_CHOICES = ['10', '20', '50', '100'] as const;

/**
 * The address of /gem/reports: the survey filter (which the NPS and the leaderboard follow too),
 * the answers' group and "with a comment" filters, the leaderboard's level (`by`) and the table.
 */
const SATISFACTION_REPORTS_TABLE: TableSpec = {
  filters: {
    survey: 'integer',
    group: NPS_GROUPS,
    commented: ['yes'],
    by: ['region'],
    min: MIN_ANSWER_CHOICES,
  },
  sorts: ['date', 'score', 'store'],
  defaultSort: '-date',
  defaultPageSize: 10,
};

export interface ResponseParams {
  search?: string;
  survey_id?: number;
  group?: NpsGroup;
  commented?: boolean;
  word?: string;
  sort?: ResponseSort;
}

/** The survey filter as a query parameter: what every satisfaction read of the page takes. */
const surveyParam = (s: TableState) => intParam('survey_id', s.filters.survey);

export const satisfactionResponses: ReportSource<SurveyResponse, ResponseParams> = {
  operation: 'listSatisfactionResponses',
  table: SATISFACTION_REPORTS_TABLE,
  params: (s) => ({
    ...searchParam(s.search),
    ...surveyParam(s),
    ...enumParam('group', s.filters.group, NPS_GROUPS),
    ...(s.filters.commented === 'yes' ? { commented: true } : {}),
    ...(s.sort === SATISFACTION_REPORTS_TABLE.defaultSort ? {} : { sort: s.sort as ResponseSort }),
  }),
  read: (admin, query, page, pageSize, signal) =>
    admin.GET('/admin/v2/satisfaction/responses', {
      params: { query: { ...query, page, page_size: pageSize } },
      signal,
    }),
  download: async (admin, query) =>
    csvFile(
      await admin.GET('/admin/v2/satisfaction/responses/export', {
        params: { query },
        parseAs: 'blob',
      }),
      'satisfaction-responses.csv',
    ),
};

/** The longest word the cloud gives (the contract's `word` maxLength). */
const WORD_MAX = 40;

/**
 * The address of /gem/comments: the survey filter (which the cloud follows too), the word chosen
 * in the cloud, the answers' group and the table.
 */
const SATISFACTION_COMMENTS_TABLE: TableSpec = {
  filters: { survey: 'integer', word: 'text', group: NPS_GROUPS },
  sorts: ['date', 'score', 'store'],
  defaultSort: '-date',
  defaultPageSize: 10,
};

/** The answers with a comment, of the word chosen in the cloud when there is one. */
export const satisfactionComments: ReportSource<SurveyResponse, ResponseParams> = {
  ...satisfactionResponses,
  table: SATISFACTION_COMMENTS_TABLE,
  params: (s) => {
    const word = s.filters.word?.trim() ?? '';
    return {
      ...satisfactionResponses.params(s),
      commented: true,
      ...(word !== '' && word.length <= WORD_MAX ? { word } : {}),
      ...(s.sort === SATISFACTION_COMMENTS_TABLE.defaultSort
        ? {}
        : { sort: s.sort as ResponseSort }),
    };
  },
};

type IndicatorSort = NonNullable<Query<'listSatisfactionIndicators'>['sort']>;

/** The address of /gem/performance-indicators: the survey filter, search, sort and the table. */
const SATISFACTION_INDICATORS_TABLE: TableSpec = {
  filters: { survey: 'integer' },
  sorts: ['surveys', 'completion', 'nps', 'name'],
  defaultSort: '-surveys',
  defaultPageSize: 10,
};

export interface IndicatorParams {
  search?: string;
  survey_id?: number;
  sort?: IndicatorSort;
}

/** Survey count, completion rate and NPS against the target, per store of the scope. */
export const satisfactionIndicators: ReportSource<IndicatorRow, IndicatorParams> = {
  operation: 'listSatisfactionIndicators',
  table: SATISFACTION_INDICATORS_TABLE,
  params: (s) => ({
    ...searchParam(s.search),
    ...surveyParam(s),
    ...(s.sort === SATISFACTION_INDICATORS_TABLE.defaultSort
      ? {}
      : { sort: s.sort as IndicatorSort }),
  }),
  read: (admin, query, page, pageSize, signal) =>
    admin.GET('/admin/v2/satisfaction/indicators', {
      params: { query: { ...query, page, page_size: pageSize } },
      signal,
    }),
  download: async (admin, query) =>
    csvFile(
      await admin.GET('/admin/v2/satisfaction/indicators/export', {
        params: { query },
        parseAs: 'blob',
      }),
      'satisfaction-indicators.csv',
    ),
};

type NpsQuery = ScopeQuery & DateRangeQuery & { survey_id?: number };

/** The leaderboard as CSV. */
export async function downloadBreakdown(admin: AdminClient, query: NpsQuery & { by: BreakdownBy }) {
  return csvFile(
    await admin.GET('/admin/v2/satisfaction/nps/breakdown/export', {
      params: { query },
      parseAs: 'blob',
    }),
    'nps.csv',
  );
}

/** Every answer of the range in the scope, whatever the filters (the full export). */
export async function downloadAllResponses(admin: AdminClient, query: ScopeQuery & DateRangeQuery) {
  return csvFile(
    await admin.GET('/admin/v2/satisfaction/responses/full-export', {
      params: { query },
      parseAs: 'blob',
    }),
    'satisfaction-full.csv',
  );
}
