// The addresses of a report's detail (SPEC §2 /reports/details/{kind}/{examId}): one list of the
// kinds the contract serves, used both by the reports that link to a detail and by the detail page
// that reads its address, so a link never names a kind the page refuses. Pure.
import type { components } from '../../../openapi/schema';

/** A kind of report with a detail (the contract's `getReportDetail` path parameter). */
export type ReportDetailKind = components['schemas']['ReportDetail']['kind'];

/** Every kind the contract serves; the reports link to these. */
export const REPORT_DETAIL_KINDS: readonly ReportDetailKind[] = ['training'];

/** The contract's largest id (int32). */
const ID_MAX = 2_147_483_647;

/** The address of a report's detail. */
export const reportDetailPath = (kind: ReportDetailKind, id: number): string =>
  `/reports/details/${kind}/${id}`;

/** The kind and id of a detail address, or null when it names no kind or id the contract takes. */
export function reportDetailOf(path: string): { kind: ReportDetailKind; id: number } | null {
  const match = /^\/reports\/details\/([a-z_]+)\/([0-9]{1,10})\/?$/.exec(path);
  if (!match) return null;
  const kind = REPORT_DETAIL_KINDS.find((k) => k === match[1]);
  const id = Number(match[2]);
  return kind !== undefined && id >= 1 && id <= ID_MAX ? { kind, id } : null;
}
