import type { Context } from 'hono';
import { resolveScope } from '../platform/auth/scope';
import { csvResponse } from '../platform/exports/csv-export';
import type { AppEnv } from '../platform/http/env';
import { type OperationHandler, reply } from '../platform/http/operation';
import { requireModule } from '../platform/reports/module-gate';
import { recordReportExport } from '../platform/reports/record-export';
import { type ReportQuery, reportContext } from '../platform/reports/report-context';
import { supervisionBreakdown } from './supervision-breakdown';
import { downloadSupervisionFile } from './supervision-download';
import { supervisionOptions } from './supervision-options';
import { supervisionGlobalScore } from './supervision-score';
import { SUPERVISION_CSV, supervisionPage, supervisionRows } from './supervisions';

/** The report context of a supervision operation: 400/403 first, then 404 without the module. */
async function supervisionContext(c: Context<AppEnv>, q: ReportQuery) {
  const ctx = await reportContext(c, q);
  await requireModule(ctx.db, ctx.scope.brandId, 'supervision');
  return ctx;
}

export const listSupervisionReports: OperationHandler<'listSupervisionReports'> = async (
  c,
  { query },
) =>
  reply(
    c,
    await supervisionPage(await supervisionContext(c, query), query, query.page, query.page_size),
  );

export const exportSupervisionReports: OperationHandler<'exportSupervisionReports'> = async (
  c,
  { query },
) => {
  const ctx = await supervisionContext(c, query);
  const items = await supervisionRows(ctx, query);
  await recordReportExport(c, ctx, 'export_report', { report: 'supervision', kind: 'reports' });
  return csvResponse(c, ctx, 'supervisions.csv', SUPERVISION_CSV, items);
};

export const listSupervisionOptions: OperationHandler<'listSupervisionOptions'> = async (
  c,
  { query },
) => reply(c, await supervisionOptions(await supervisionContext(c, query)));

export const downloadSupervisionPdf: OperationHandler<'downloadSupervisionPdf'> = async (
  c,
  { query, params },
) => {
  const { db } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  await requireModule(db, scope.brandId, 'supervision');
  return downloadSupervisionFile(c, scope, params.supervisionId);
};

export const getSupervisionGlobalScore: OperationHandler<'getSupervisionGlobalScore'> = async (
  c,
  { query },
) => reply(c, await supervisionGlobalScore(await supervisionContext(c, query)));

export const listSupervisionScoreBreakdown: OperationHandler<
  'listSupervisionScoreBreakdown'
> = async (c, { query }) =>
  reply(c, await supervisionBreakdown(await supervisionContext(c, query)));
