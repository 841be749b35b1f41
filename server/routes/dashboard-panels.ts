import { type OperationHandler, reply } from '../http/operation';
import { examsPanel } from '../reports/exams-panel';
import { keyMetrics } from '../reports/key-metrics';
import { progressPanel } from '../reports/progress-panel';
import { reportContext } from '../reports/report-context';
import { usageSeries } from '../reports/usage';

// The dashboard's panels: one operation each, so each panel loads (and fails) on its own.

export const getDashboardKeyMetrics: OperationHandler<'getDashboardKeyMetrics'> = async (
  c,
  { query },
) => reply(c, await keyMetrics(await reportContext(c, query)));

export const getDashboardUsage: OperationHandler<'getDashboardUsage'> = async (c, { query }) => {
  const ctx = await reportContext(c, query);
  const answer = c.var.deps.memo.answer(ctx, 'getDashboardUsage', query, () =>
    usageSeries(ctx, query.group),
  );
  return reply(c, await answer);
};

export const getDashboardProgress: OperationHandler<'getDashboardProgress'> = async (
  c,
  { query },
) => reply(c, await progressPanel(await reportContext(c, query)));

export const getDashboardExams: OperationHandler<'getDashboardExams'> = async (c, { query }) =>
  reply(c, await examsPanel(await reportContext(c, query)));
