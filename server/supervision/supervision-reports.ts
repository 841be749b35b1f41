import type { Context } from 'hono';
import { resolveScope } from '../platform/auth/scope';
import { csvResponse } from '../platform/exports/csv-export';
import type { AppEnv } from '../platform/http/env';
import { type OperationHandler, reply } from '../platform/http/operation';
import { VISITS } from '../platform/reports/data-domains';
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

// The supervision list and the global score are in the report cache (a brand's month of visits
// joined to its stores and people costs enough that 16 clients queue past 400 ms). The list reads
// the visits and the training side's stores, regions and people, so it is filed under both; the
// global score reads the visits, their modules and checklists alone (migration 040).
export const listSupervisionReports: OperationHandler<'listSupervisionReports'> = async (
  c,
  { query },
) => {
  const ctx = await supervisionContext(c, query);
  const page = () => supervisionPage(ctx, query, query.page, query.page_size);
  return reply(c, await c.var.deps.memo.answer(ctx, 'listSupervisionReports', query, page));
};

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
) => {
  const ctx = await supervisionContext(c, query);
  const score = () => supervisionGlobalScore(ctx);
  return reply(
    c,
    await c.var.deps.memo.answer(ctx, 'getSupervisionGlobalScore', query, score, {
      reads: VISITS,
    }),
  );
};

export const listSupervisionScoreBreakdown: OperationHandler<
  'listSupervisionScoreBreakdown'
> = async (c, { query }) =>
  reply(c, await supervisionBreakdown(await supervisionContext(c, query)));
