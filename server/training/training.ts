import { type Routes, route } from '../platform/http/operation';
import { downloadAwards, exportAwards, listAwards } from './awards/training-awards';
import { downloadDc3, exportDc3, listDc3, updateDc3 } from './dc3/training-dc3';
import {
  exportPracticalExams,
  exportTopicSummary,
  exportTrainingReports,
  getTrainingTimeExport,
  requestTrainingTimeExport,
} from './reports/training-export';
import {
  getReportDetail,
  listPracticalExams,
  listTopicSummary,
  listTrainingReports,
} from './reports/training-list';
import {
  deleteContentTarget,
  exportContentTargets,
  exportOverduePeople,
  exportPerformanceIndicators,
  listContentTargets,
  listOverduePeople,
  listPerformanceIndicators,
  setContentTarget,
} from './targets/training-targets';

/** The training operations of admin.yaml (SPEC §2 training pages) and their CSV siblings. */
export function trainingRoutes(routes: Routes): void {
  route(routes, 'listTrainingReports', listTrainingReports);
  route(routes, 'exportTrainingReports', exportTrainingReports);
  route(routes, 'requestTrainingTimeExport', requestTrainingTimeExport);
  route(routes, 'getTrainingTimeExport', getTrainingTimeExport);
  route(routes, 'getReportDetail', getReportDetail);
  route(routes, 'listTopicSummary', listTopicSummary);
  route(routes, 'exportTopicSummary', exportTopicSummary);
  route(routes, 'listPracticalExams', listPracticalExams);
  route(routes, 'exportPracticalExams', exportPracticalExams);
  route(routes, 'listDc3', listDc3);
  route(routes, 'exportDc3', exportDc3);
  route(routes, 'updateDc3', updateDc3);
  route(routes, 'downloadDc3', downloadDc3);
  route(routes, 'listAwards', listAwards);
  route(routes, 'exportAwards', exportAwards);
  route(routes, 'downloadAwards', downloadAwards);
  route(routes, 'listContentTargets', listContentTargets);
  route(routes, 'exportContentTargets', exportContentTargets);
  route(routes, 'setContentTarget', setContentTarget);
  route(routes, 'deleteContentTarget', deleteContentTarget);
  route(routes, 'listPerformanceIndicators', listPerformanceIndicators);
  route(routes, 'exportPerformanceIndicators', exportPerformanceIndicators);
  route(routes, 'listOverduePeople', listOverduePeople);
  route(routes, 'exportOverduePeople', exportOverduePeople);
}
