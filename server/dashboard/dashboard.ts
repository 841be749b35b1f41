import { type Routes, route } from '../platform/http/operation';
import {
  getDashboardExams,
  getDashboardKeyMetrics,
  getDashboardProgress,
  getDashboardUsage,
} from './dashboard-panels';

/** The dashboard operations of admin.yaml. */
export function dashboardRoutes(routes: Routes): void {
  route(routes, 'getDashboardKeyMetrics', getDashboardKeyMetrics);
  route(routes, 'getDashboardUsage', getDashboardUsage);
  route(routes, 'getDashboardProgress', getDashboardProgress);
  route(routes, 'getDashboardExams', getDashboardExams);
}
