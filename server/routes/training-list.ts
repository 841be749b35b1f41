import { resolveScope } from '../auth/scope';
import { type OperationHandler, reply } from '../http/operation';
import { practicalExamPage } from '../reports/practical-exams';
import { reportContext } from '../reports/report-context';
import { trainingReportDetail } from '../reports/report-detail';
import { topicSummaryPage } from '../reports/topic-summary';
import { trainingReportPage } from '../reports/training-reports';

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
