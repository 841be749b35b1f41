import { type Routes, route } from '../platform/http/operation';
import { exportManagerRanking, exportStoreRanking, exportUserRanking } from './rankings-export';
import { listManagerRanking, listStoreRanking, listUserRanking } from './rankings-list';

/** The ranking operations of admin.yaml and their CSV siblings. */
export function rankingRoutes(routes: Routes): void {
  route(routes, 'listUserRanking', listUserRanking);
  route(routes, 'exportUserRanking', exportUserRanking);
  route(routes, 'listManagerRanking', listManagerRanking);
  route(routes, 'exportManagerRanking', exportManagerRanking);
  route(routes, 'listStoreRanking', listStoreRanking);
  route(routes, 'exportStoreRanking', exportStoreRanking);
}
