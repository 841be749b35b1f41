import { resolveScope } from '../../platform/auth/scope';
import { csvResponse } from '../../platform/exports/csv-export';
import { type OperationHandler, reply } from '../../platform/http/operation';
import { parseIds } from '../../platform/http/parse-ids';
import { recordReportExport } from '../../platform/reports/record-export';
import { reportContext } from '../../platform/reports/report-context';
import { AWARDS_CSV, awardRows, awardsPage } from './awards';
import { downloadAwardFiles } from './awards-download';

export const listAwards: OperationHandler<'listAwards'> = async (c, { query }) =>
  reply(c, await awardsPage(await reportContext(c, query), query, query.page, query.page_size));

export const exportAwards: OperationHandler<'exportAwards'> = async (c, { query }) => {
  const ctx = await reportContext(c, query);
  const items = await awardRows(ctx, query);
  await recordReportExport(c, ctx, 'export_report', { report: 'training', kind: 'awards' });
  return csvResponse(c, ctx, 'awards.csv', AWARDS_CSV, items);
};

export const downloadAwards: OperationHandler<'downloadAwards'> = async (c, { query }) => {
  const scope = await resolveScope(c.var.deps.db, c.var.admin.id, query);
  return downloadAwardFiles(c, scope, parseIds(query.ids));
};
