import { resolveScope } from '../auth/scope';
import { downloadAwardFiles } from '../awards/awards-download';
import { parseIds } from '../files/parse-ids';
import { type OperationHandler, reply } from '../http/operation';
import { AWARDS_CSV, awardRows, awardsPage } from '../reports/awards';
import { csvResponse } from '../reports/csv-export';
import { recordReportExport } from '../reports/record-export';
import { reportContext } from '../reports/report-context';

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
