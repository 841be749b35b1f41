import type { Context } from 'hono';
import { logActivity } from '../../platform/activity/activity';
import { resolveScope, type Scope } from '../../platform/auth/scope';
import { csvResponse, recordedCsvResponse } from '../../platform/exports/csv-export';
import type { AppEnv } from '../../platform/http/env';
import { type OperationHandler, reply } from '../../platform/http/operation';
import { isOver } from '../../platform/reports/comparable-period';
import { TRAINING } from '../../platform/reports/data-domains';
import { recordReportExport } from '../../platform/reports/record-export';
import { type ReportContext, reportContext } from '../../platform/reports/report-context';
import {
  contentTargetRows,
  contentTargetsPage,
  deleteContentTarget as removeTarget,
  setContentTarget as saveTarget,
  TARGETS_CSV,
  type TargetItem,
} from './content-targets';
import {
  INDICATORS_CSV,
  indicatorRows,
  indicatorsPage,
  OVERDUE_EXPORT_CSV,
  overdueBatches,
  overduePage,
} from './performance-indicators';

// Content targets and the performance indicators against them.

export const listContentTargets: OperationHandler<'listContentTargets'> = async (c, { query }) => {
  const { db } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  return reply(c, await contentTargetsPage(db, scope, query, query.page, query.page_size));
};

export const exportContentTargets: OperationHandler<'exportContentTargets'> = async (
  c,
  { query },
) => {
  const { db } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  return csvResponse(
    c,
    { scope },
    'content-targets.csv',
    TARGETS_CSV,
    await contentTargetRows(db, scope, query),
  );
};

export const setContentTarget: OperationHandler<'setContentTarget'> = async (
  c,
  { query, params, body },
) => {
  const { db, now } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  const row = await saveTarget(
    db,
    scope,
    c.var.admin.id,
    params.courseId,
    params.positionId,
    body,
    now(),
  );
  await logTargetChange(c, scope, 'set_content_target', row);
  return reply(c, row);
};

export const deleteContentTarget: OperationHandler<'deleteContentTarget'> = async (
  c,
  { query, params },
) => {
  const { db } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  const row = await removeTarget(db, scope, params.courseId, params.positionId);
  await logTargetChange(c, scope, 'delete_content_target', row);
  return reply(c, row);
};

/** A target set or removed, in the activity log: the course and position it is for, by name. */
function logTargetChange(
  c: Context<AppEnv>,
  scope: Scope,
  action: 'set_content_target' | 'delete_content_target',
  row: TargetItem,
) {
  return logActivity(
    c.var.deps.db,
    {
      brandId: scope.brandId,
      adminId: c.var.admin.id,
      securityId: scope.securityId,
      action,
      targetType: 'course',
      targetId: row.course.id,
      details: {
        course: row.course.name,
        position: row.position.name,
        target: action === 'set_content_target' ? row.target : null,
        due_days: action === 'set_content_target' ? row.due_days : null,
      },
    },
    c.var.deps.now(),
  );
}

// The indicators and the overdue people count up to the range's end or the current moment,
// whichever is sooner: a range that is over depends only on the data (training tables and the
// course targets, migration 040) and keeps its answer in the report cache.
function keptWhileOver<T>(
  c: Context<AppEnv>,
  ctx: ReportContext,
  operation: string,
  query: Record<string, unknown>,
  make: () => Promise<T>,
): Promise<T> {
  return isOver(ctx.range, ctx.now, ctx.timeZone)
    ? c.var.deps.memo.answer(ctx, operation, query, make, { reads: TRAINING })
    : make();
}

export const listPerformanceIndicators: OperationHandler<'listPerformanceIndicators'> = async (
  c,
  { query },
) => {
  const ctx = await reportContext(c, query);
  const page = () => indicatorsPage(ctx, query, query.page, query.page_size);
  return reply(c, await keptWhileOver(c, ctx, 'listPerformanceIndicators', query, page));
};

export const exportPerformanceIndicators: OperationHandler<'exportPerformanceIndicators'> = async (
  c,
  { query },
) => {
  const ctx = await reportContext(c, query);
  const items = await indicatorRows(ctx, query);
  await recordReportExport(c, ctx, 'export_report', { report: 'training', kind: 'indicators' });
  return csvResponse(c, ctx, 'performance-indicators.csv', INDICATORS_CSV, items);
};

export const listOverduePeople: OperationHandler<'listOverduePeople'> = async (c, { query }) => {
  const ctx = await reportContext(c, query);
  const page = () => overduePage(ctx, query, query.page, query.page_size);
  return reply(c, await keptWhileOver(c, ctx, 'listOverduePeople', query, page));
};

export const exportOverduePeople: OperationHandler<'exportOverduePeople'> = async (
  c,
  { query },
) => {
  const ctx = await reportContext(c, query);
  return recordedCsvResponse(
    c,
    ctx,
    'overdue.csv',
    OVERDUE_EXPORT_CSV,
    overdueBatches(ctx, query),
    () => recordReportExport(c, ctx, 'export_report', { report: 'training', kind: 'overdue' }),
  );
};
