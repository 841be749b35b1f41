import { type OperationHandler, reply } from '../platform/http/operation';
import { reportContext } from '../platform/reports/report-context';
import { examsPanel } from './exams-panel';
import { keyMetrics } from './key-metrics';
import { progressPanel } from './progress-panel';
import { usageSeries } from './usage';

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
