import type { Context } from 'hono';
import { csvResponse, recordedCsvResponse } from '../platform/exports/csv-export';
import type { AppEnv } from '../platform/http/env';
import { type OperationHandler, type Routes, reply, route } from '../platform/http/operation';
import { VISITS } from '../platform/reports/data-domains';
import { requireModule } from '../platform/reports/module-gate';
import { recordReportExport } from '../platform/reports/record-export';
import {
  type ReportContext,
  type ReportQuery,
  reportContext,
} from '../platform/reports/report-context';
import { BREAKDOWN_CSV, satisfactionBreakdown } from './satisfaction-breakdown';
import {
  INDICATORS_CSV,
  satisfactionIndicators,
  satisfactionIndicatorsPage,
} from './satisfaction-indicators';
import { satisfactionNps } from './satisfaction-nps';
import {
  RESPONSES_CSV,
  type ResponseFilter,
  responseBatches,
  responsesPage,
  satisfactionSurveys,
} from './satisfaction-responses';
import { satisfactionWords } from './satisfaction-words';

// The satisfaction operations (SPEC §2 /gem/…): satisfaction module brands only
// (404 otherwise).

async function satisfactionContext(c: Context<AppEnv>, q: ReportQuery) {
  const ctx = await reportContext(c, q);
  await requireModule(ctx.db, ctx.scope.brandId, 'satisfaction');
  return ctx;
}

const listSatisfactionSurveys: OperationHandler<'listSatisfactionSurveys'> = async (c, { query }) =>
  reply(c, await satisfactionSurveys(await satisfactionContext(c, query)));

// The NPS is in the report cache under the guests' version, which every answer written moves
// (the version is read before the answer is made): a load of answers shows on the next call, and
// while a training feed loads, an admin reading the NPS back to back no longer takes a core from
// it. Its breakdown also names stores and regions, which move the training version: it is filed
// under both.
const getSatisfactionNps: OperationHandler<'getSatisfactionNps'> = async (c, { query }) => {
  const ctx = await satisfactionContext(c, query);
  const nps = () => satisfactionNps(ctx, query);
  return reply(
    c,
    await c.var.deps.memo.answer(ctx, 'getSatisfactionNps', query, nps, { reads: VISITS }),
  );
};

const listSatisfactionBreakdown: OperationHandler<'listSatisfactionBreakdown'> = async (
  c,
  { query },
) => {
  const ctx = await satisfactionContext(c, query);
  const breakdown = () => satisfactionBreakdown(ctx, query);
  return reply(c, await c.var.deps.memo.answer(ctx, 'listSatisfactionBreakdown', query, breakdown));
};

const exportSatisfactionBreakdown: OperationHandler<'exportSatisfactionBreakdown'> = async (
  c,
  { query },
) => {
  const ctx = await satisfactionContext(c, query);
  const { items } = await satisfactionBreakdown(ctx, query);
  await recordReportExport(c, ctx, 'export_report', { report: 'satisfaction', kind: 'nps' });
  return csvResponse(c, ctx, 'nps.csv', BREAKDOWN_CSV, items);
};

const listSatisfactionResponses: OperationHandler<'listSatisfactionResponses'> = async (
  c,
  { query },
) =>
  reply(
    c,
    await responsesPage(await satisfactionContext(c, query), query, query.page, query.page_size),
  );

/** The answers of `f` as a CSV, streamed from the database; the export recorded once it runs. */
async function responsesCsv(
  c: Context<AppEnv>,
  ctx: ReportContext,
  f: ResponseFilter,
  kind: 'responses' | 'full',
  filename: string,
) {
  return recordedCsvResponse(c, ctx, filename, RESPONSES_CSV, responseBatches(ctx, f), () =>
    recordReportExport(c, ctx, 'export_report', { report: 'satisfaction', kind }),
  );
}

const exportSatisfactionResponses: OperationHandler<'exportSatisfactionResponses'> = async (
  c,
  { query },
) =>
  responsesCsv(
    c,
    await satisfactionContext(c, query),
    query,
    'responses',
    'satisfaction-responses.csv',
  );

const exportSatisfactionFull: OperationHandler<'exportSatisfactionFull'> = async (c, { query }) =>
  responsesCsv(c, await satisfactionContext(c, query), {}, 'full', 'satisfaction-full.csv');

const listSatisfactionIndicators: OperationHandler<'listSatisfactionIndicators'> = async (
  c,
  { query },
) =>
  reply(
    c,
    await satisfactionIndicatorsPage(
      await satisfactionContext(c, query),
      query,
      query.page,
      query.page_size,
    ),
  );

const exportSatisfactionIndicators: OperationHandler<'exportSatisfactionIndicators'> = async (
  c,
  { query },
) => {
  const ctx = await satisfactionContext(c, query);
  const { items } = await satisfactionIndicators(ctx, query);
  await recordReportExport(c, ctx, 'export_report', { report: 'satisfaction', kind: 'indicators' });
  return csvResponse(c, ctx, 'satisfaction-indicators.csv', INDICATORS_CSV, items);
};

// The word cloud is in the report cache: over a long range it sums a brand's comment terms of
// many days (16 clients on two cores queue past 400 ms), from the guests' answers and the term
// rollups their triggers write, and nothing of the moment of the call.
const listSatisfactionWords: OperationHandler<'listSatisfactionWords'> = async (c, { query }) => {
  const ctx = await satisfactionContext(c, query);
  const words = () => satisfactionWords(ctx, query);
  return reply(
    c,
    await c.var.deps.memo.answer(ctx, 'listSatisfactionWords', query, words, { reads: VISITS }),
  );
};

/** The satisfaction operations of admin.yaml. */
export function satisfactionRoutes(routes: Routes): void {
  route(routes, 'listSatisfactionSurveys', listSatisfactionSurveys);
  route(routes, 'getSatisfactionNps', getSatisfactionNps);
  route(routes, 'listSatisfactionBreakdown', listSatisfactionBreakdown);
  route(routes, 'exportSatisfactionBreakdown', exportSatisfactionBreakdown);
  route(routes, 'listSatisfactionResponses', listSatisfactionResponses);
  route(routes, 'exportSatisfactionResponses', exportSatisfactionResponses);
  route(routes, 'exportSatisfactionFull', exportSatisfactionFull);
  route(routes, 'listSatisfactionWords', listSatisfactionWords);
  route(routes, 'listSatisfactionIndicators', listSatisfactionIndicators);
  route(routes, 'exportSatisfactionIndicators', exportSatisfactionIndicators);
}
