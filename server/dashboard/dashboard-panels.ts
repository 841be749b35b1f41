import { type OperationHandler, reply } from '../platform/http/operation';
import { isOver } from '../platform/reports/comparable-period';
import { TRAINING } from '../platform/reports/data-domains';
import { reportContext } from '../platform/reports/report-context';
import { examsPanel } from './exams-panel';
import { keyMetrics } from './key-metrics';
import { progressPanel } from './progress-panel';
import { usageSeries } from './usage';

// The dashboard's panels: one operation each, so each panel loads (and fails) on its own.

// The key metrics and the usage graph are in the report cache (answer-memo.ts): every figure is
// counted between local day starts of the range (no instant of the call in them) from the
// training tables alone, so a load of guest answers or supervisions leaves them kept.
export const getDashboardKeyMetrics: OperationHandler<'getDashboardKeyMetrics'> = async (
  c,
  { query },
) => {
  const ctx = await reportContext(c, query);
  const answer = c.var.deps.memo.answer(
    ctx,
    'getDashboardKeyMetrics',
    query,
    () => keyMetrics(ctx),
    {
      reads: TRAINING,
    },
  );
  return reply(c, await answer);
};

export const getDashboardUsage: OperationHandler<'getDashboardUsage'> = async (c, { query }) => {
  const ctx = await reportContext(c, query);
  const answer = c.var.deps.memo.answer(
    ctx,
    'getDashboardUsage',
    query,
    () => usageSeries(ctx, query.group),
    { reads: TRAINING },
  );
  return reply(c, await answer);
};

// The progress panel reads the training tables as they stand at the range's end; the exams panel
// too, but a range that reaches today compares it with the previous period up to this very
// moment, so only a range that is over keeps its answer.
export const getDashboardProgress: OperationHandler<'getDashboardProgress'> = async (
  c,
  { query },
) => {
  const ctx = await reportContext(c, query);
  const answer = c.var.deps.memo.answer(
    ctx,
    'getDashboardProgress',
    query,
    () => progressPanel(ctx),
    { reads: TRAINING },
  );
  return reply(c, await answer);
};

export const getDashboardExams: OperationHandler<'getDashboardExams'> = async (c, { query }) => {
  const ctx = await reportContext(c, query);
  const answer = isOver(ctx.range, ctx.now, ctx.timeZone)
    ? c.var.deps.memo.answer(ctx, 'getDashboardExams', query, () => examsPanel(ctx), {
        reads: TRAINING,
      })
    : examsPanel(ctx);
  return reply(c, await answer);
};
