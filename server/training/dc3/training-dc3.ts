import { logActivity } from '../../platform/activity/activity';
import { resolveScope } from '../../platform/auth/scope';
import { csvResponse } from '../../platform/exports/csv-export';
import { type OperationHandler, reply } from '../../platform/http/operation';
import { parseIds } from '../../platform/http/parse-ids';
import { recordReportExport } from '../../platform/reports/record-export';
import { reportContext } from '../../platform/reports/report-context';
import { downloadDc3Forms } from './dc3-download';
import { DC3_CSV, dc3Page, dc3Rows } from './dc3-forms';
import { updateDc3Form } from './dc3-update';

export const listDc3: OperationHandler<'listDc3'> = async (c, { query }) =>
  reply(c, await dc3Page(await reportContext(c, query), query, query.page, query.page_size));

export const exportDc3: OperationHandler<'exportDc3'> = async (c, { query }) => {
  const ctx = await reportContext(c, query);
  const items = await dc3Rows(ctx, query);
  await recordReportExport(c, ctx, 'export_report', { report: 'training', kind: 'dc3' });
  return csvResponse(c, ctx, 'dc3.csv', DC3_CSV, items);
};

export const updateDc3: OperationHandler<'updateDc3'> = async (c, { query, params, body }) => {
  const { db, now } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  const form = await updateDc3Form(db, scope, params.dc3Id, body);
  // Which fields were entered, not their values: the log is read by every brand admin.
  await logActivity(
    db,
    {
      brandId: scope.brandId,
      adminId: c.var.admin.id,
      securityId: scope.securityId,
      action: 'update_dc3',
      targetType: 'person',
      targetId: form.person.id,
      details: {
        course: form.course.name,
        fields: (['curp', 'occupation'] as const).filter((k) => body[k] !== undefined),
      },
    },
    now(),
  );
  return reply(c, form);
};

export const downloadDc3: OperationHandler<'downloadDc3'> = async (c, { query }) => {
  const scope = await resolveScope(c.var.deps.db, c.var.admin.id, query);
  return downloadDc3Forms(c, scope, parseIds(query.ids));
};
