import { type Routes, route } from '../platform/http/operation';
import { exportActivityLog } from './activity-log-export';
import { listActivityLog } from './activity-log-list';

/** GET /admin/v2/activity-log and its export. */
export function activityLogRoutes(routes: Routes): void {
  route(routes, 'listActivityLog', listActivityLog);
  route(routes, 'exportActivityLog', exportActivityLog);
}
