import { resolveScope } from '../../platform/auth/scope';
import { type OperationHandler, reply } from '../../platform/http/operation';
import { TRAINING } from '../../platform/reports/data-domains';
import { reportContext } from '../../platform/reports/report-context';
import { practicalExamPage } from './practical-exams';
import { trainingReportDetail } from './report-detail';
import { topicSummaryPage } from './topic-summary';
import { trainingReportPage } from './training-reports';

// The training reports are in the report cache too: a brand's page sorted by name walks its people
// in name order and probes their attempts (~250 ms of a core on the large seed, past 400 ms p95 at
// 16 clients), from the training tables alone (attempts, people and the catalogue and stores they
// name) and nothing of the moment of the call.
export const listTrainingReports: OperationHandler<'listTrainingReports'> = async (
  c,
  { query },
) => {
  const ctx = await reportContext(c, query);
  const page = () => trainingReportPage(ctx, query, query.page, query.page_size);
  return reply(
    c,
    await c.var.deps.memo.answer(ctx, 'listTrainingReports', query, page, { reads: TRAINING }),
  );
};

// The topic summary is in the report cache: a brand's page groups every attempt and completed
// topic of the range (at 16 clients on two cores, recomputing it each call queues past 400 ms),
// from the training tables alone and nothing of the moment of the call.
export const listTopicSummary: OperationHandler<'listTopicSummary'> = async (c, { query }) => {
  const ctx = await reportContext(c, query);
  const page = () => topicSummaryPage(ctx, query, query.page, query.page_size);
  return reply(
    c,
    await c.var.deps.memo.answer(ctx, 'listTopicSummary', query, page, { reads: TRAINING }),
  );
};

export const listPracticalExams: OperationHandler<'listPracticalExams'> = async (c, { query }) =>
  reply(
    c,
    await practicalExamPage(await reportContext(c, query), query, query.page, query.page_size),
  );

export const getReportDetail: OperationHandler<'getReportDetail'> = async (
  c,
  { query, params },
) => {
  const { db } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  return reply(c, await trainingReportDetail(db, scope, params.examId));
};
