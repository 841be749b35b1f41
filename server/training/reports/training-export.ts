import type { Context } from 'hono';
import { csvResponse, recordedCsvResponse } from '../../platform/exports/csv-export';
import { exportRequest } from '../../platform/exports/export-request';
import type { AppEnv } from '../../platform/http/env';
import { type OperationHandler, reply } from '../../platform/http/operation';
import { recordReportExport } from '../../platform/reports/record-export';
import { type ReportContext, reportContext } from '../../platform/reports/report-context';
import { PRACTICAL_EXAM_CSV, practicalExamRows } from './practical-exams';
import { TOPIC_SUMMARY_CSV, topicSummaryRows } from './topic-summary';
import { TRAINING_EXPORT_CSV, trainingReportBatches } from './training-reports';
import { requestTimeExport, timeExportState } from './training-time-export';

// The training pages' CSV siblings (the whole report of the same filter, in the screen's order)
// and the e-mailed export with training time. Exports that carry people's data out of the
// console are recorded in the activity log.

const recordExport = (c: Context<AppEnv>, ctx: ReportContext, kind: string) =>
  recordReportExport(c, ctx, 'export_report', { report: 'training', kind });

export const exportTrainingReports: OperationHandler<'exportTrainingReports'> = async (
  c,
  { query },
) => {
  const ctx = await reportContext(c, query);
  // Streamed as the database sends it (a brand's month is ~134,000 rows).
  return recordedCsvResponse(
    c,
    ctx,
    'training-reports.csv',
    TRAINING_EXPORT_CSV,
    trainingReportBatches(ctx, query),
    () => recordExport(c, ctx, 'reports'),
  );
};

export const requestTrainingTimeExport: OperationHandler<'requestTrainingTimeExport'> = async (
  c,
  { query },
) => {
  const ctx = await reportContext(c, query);
  const { background, now } = c.var.deps;
  const { format: _format, lang: _lang, ...filter } = query;
  const queued = await requestTimeExport(ctx, c.var.admin, filter, exportRequest(c), {
    background,
    now,
  });
  await recordExport(c, ctx, 'training_time');
  return reply(c, queued, 202);
};

export const getTrainingTimeExport: OperationHandler<'getTrainingTimeExport'> = async (
  c,
  { params },
) => reply(c, await timeExportState(c.var.deps.db, c.var.admin, params.requestId));

export const exportTopicSummary: OperationHandler<'exportTopicSummary'> = async (c, { query }) => {
  const ctx = await reportContext(c, query);
  return csvResponse(
    c,
    ctx,
    'topic-summary.csv',
    TOPIC_SUMMARY_CSV,
    await topicSummaryRows(ctx, query),
  );
};

export const exportPracticalExams: OperationHandler<'exportPracticalExams'> = async (
  c,
  { query },
) => {
  const ctx = await reportContext(c, query);
  const items = await practicalExamRows(ctx, query);
  await recordExport(c, ctx, 'practical_exams');
  return csvResponse(c, ctx, 'practical-exams.csv', PRACTICAL_EXAM_CSV, items);
};
