// A report's detail as a report source (src/ui/report/use-report.ts): one read answers the report
// and all its questions, so search, the result filter, sorts, rows shown and the CSV work on the
// loaded answers (src/ui/report/local-table.ts).
import type { AdminClient } from '../../api/clients';
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
import type { ReportDetailKind } from './report-detail-kinds';
import { isUnrecorded } from './report-detail-totals';
import { type AnswerResult, type ReportDetail, readTrainingDetail } from './training-api';

/** One question of the report, with its place in the exam. */
export type DetailAnswer = ReportDetail['answers'][number] & { order: number };

/** A page of answers with the report itself beside it (its facts and title). */
export type DetailPage = PageOf<DetailAnswer> & { detail: ReportDetail };

/** The results an answer can have (SPEC §4), in the order the filter offers them. */
export const ANSWER_RESULTS: readonly AnswerResult[] = [
  'correct',
  'incorrect',
  'partial',
  'not_applicable',
  'unknown',
];

const DETAIL_TABLE: TableSpec = {
  filters: { result: ANSWER_RESULTS },
  sorts: ['order', 'question', 'points', 'result'],
  defaultSort: 'order',
  defaultPageSize: 20,
};

/** Search in the question, its options and the answer; the result filter; four sorts. */
const DETAIL_LOCAL: LocalTable<DetailAnswer> = {
  text: (a) => [a.question, ...a.options, a.answer ?? ''].join('\n'),
  filters: { result: (a, result) => a.result === result },
  sorts: {
    order: (a) => a.order,
    question: (a) => a.question,
    points: (a) => a.points,
    result: (a) => ANSWER_RESULTS.indexOf(a.result),
  },
};

/** The table's state, carried in the query the kit builds (never sent to the server). */
export interface DetailParams {
  local: LocalState;
}

const DETAIL_CSV_HEADER = [
  'question',
  'options',
  'answer',
  'points',
  'max_points',
  'result',
] as const;

const answersOf = (detail: ReportDetail): DetailAnswer[] =>
  detail.answers.map((a, order) => ({ ...a, order }));

async function readDetail(
  client: AdminClient,
  kind: ReportDetailKind | null,
  id: number | null,
  query: ReportQuery<DetailParams> & Partial<ExportParams>,
  signal: AbortSignal,
) {
  // The detail's read takes the scope only: the table's local state and an export's format and
  // language stay in the browser (the file is made here).
  const { local: _local, format: _format, lang: _lang, ...scope } = query;
  // An address naming no kind or id the contract takes is a report that does not exist.
  if (kind === null || id === null) {
    return { response: new Response(null, { status: 404 }), error: {}, data: undefined };
  }
  return readTrainingDetail(client, scope satisfies ScopeQuery, id, signal);
}

/** The detail of `kind` report `id` (null: the address names none) as a report source. */
export function reportDetailSource(
  kind: ReportDetailKind | null,
  id: number | null,
): ReportSource<DetailAnswer, DetailParams> {
  return {
    // The query carries the scope only: the kind and the id name the report.
    operation: `getReportDetail/${kind}/${id}`,
    table: DETAIL_TABLE,
    params: (s) => ({ local: { search: s.search, filters: s.filters, sort: s.sort } }),
    read: async (client, query, page, pageSize, signal) => {
      const result = await readDetail(client, kind, id, query, signal);
      const detail = result.data;
      if (detail === undefined) return { response: result.response, error: result.error ?? {} };
      const rows = localRows(answersOf(detail), DETAIL_LOCAL, query.local);
      const data: DetailPage = { ...localPage(rows, page, pageSize), detail };
      return { response: result.response, data };
    },
    download: async (client, query) => {
      const result = await readDetail(client, kind, id, query, new AbortController().signal);
      if (result.data === undefined) throw result.error;
      const rows = localRows(answersOf(result.data), DETAIL_LOCAL, query.local);
      return rowsFile(
        query.format,
        `report-detail-${kind}-${id}.csv`,
        DETAIL_CSV_HEADER,
        rows.map((a) => [
          a.question,
          a.options.join(' | '),
          a.answer,
          // Not recorded: no points to export, rather than a 0 that reads as a wrong answer.
          isUnrecorded(a) ? null : a.points,
          a.max_points,
          a.result,
        ]),
      );
    },
  };
}
