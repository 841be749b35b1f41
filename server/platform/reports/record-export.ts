import type { Context } from 'hono';
import { logActivity } from '../activity/activity';
import type { AppEnv } from '../http/env';
import type { ReportContext } from './report-context';

/**
 * Records a report export in the activity log: an export carries people's data out of the
 * console. `details` say which report; the range is added.
 */
export async function recordReportExport(
  c: Context<AppEnv>,
  ctx: ReportContext,
  action: 'export_ranking' | 'export_report',
  details: Record<string, string>,
): Promise<void> {
  const f = ctx.scope.filter;
  await logActivity(
    ctx.db,
    {
      brandId: f.brandId,
      adminId: c.var.admin.id,
      securityId: ctx.scope.securityId,
      action,
      targetType: f.level,
      targetId: f.storeId ?? f.regionId ?? f.brandId,
      details: { ...details, start: ctx.range.start, end: ctx.range.end },
    },
    ctx.now,
  );
}
