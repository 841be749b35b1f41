import { type Routes, route } from '../platform/http/operation';
import {
  exportKpiModuleReport,
  exportKpiMonthlySummary,
  getKpiGlobalReport,
  listKpiModuleReport,
  listKpiMonthlySummary,
} from './kpi/supervision-kpis';
import {
  downloadSupervisionPdf,
  exportSupervisionReports,
  getSupervisionGlobalScore,
  listSupervisionOptions,
  listSupervisionReports,
  listSupervisionScoreBreakdown,
} from './supervision-reports';

/** The supervision operations of admin.yaml (SPEC §2 supervision pages) and their siblings. */
export function supervisionRoutes(routes: Routes): void {
  route(routes, 'listSupervisionReports', listSupervisionReports);
  route(routes, 'exportSupervisionReports', exportSupervisionReports);
  route(routes, 'listSupervisionOptions', listSupervisionOptions);
  route(routes, 'downloadSupervisionPdf', downloadSupervisionPdf);
  route(routes, 'getSupervisionGlobalScore', getSupervisionGlobalScore);
  route(routes, 'listSupervisionScoreBreakdown', listSupervisionScoreBreakdown);
  route(routes, 'listKpiModuleReport', listKpiModuleReport);
  route(routes, 'exportKpiModuleReport', exportKpiModuleReport);
  route(routes, 'listKpiMonthlySummary', listKpiMonthlySummary);
  route(routes, 'exportKpiMonthlySummary', exportKpiMonthlySummary);
  route(routes, 'getKpiGlobalReport', getKpiGlobalReport);
}
