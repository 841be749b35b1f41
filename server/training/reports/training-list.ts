import { resolveScope } from '../../platform/auth/scope';
import { type OperationHandler, reply } from '../../platform/http/operation';
import { reportContext } from '../../platform/reports/report-context';
import { practicalExamPage } from './practical-exams';
import { trainingReportDetail } from './report-detail';
import { topicSummaryPage } from './topic-summary';
import { trainingReportPage } from './training-reports';

export const listTrainingReports: OperationHandler<'listTrainingReports'> = async (c, { query }) =>
  reply(
    c,
    await trainingReportPage(await reportContext(c, query), query, query.page, query.page_size),
  );

export const listTopicSummary: OperationHandler<'listTopicSummary'> = async (c, { query }) =>
  reply(
    c,
    await topicSummaryPage(await reportContext(c, query), query, query.page, query.page_size),
  );

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
