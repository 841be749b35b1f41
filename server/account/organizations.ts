import { type Routes, route } from '../platform/http/operation';
import { listDomains } from './organizations-domains';
import { listOrganizations } from './organizations-list';
import { fetchScopes } from './organizations-scopes';

/** GET /api/v2/organizations, /api/v2/fetchScopes/{level}/{id} and /admin/v2/domains. */
export function organizationRoutes(routes: Routes): void {
  route(routes, 'listOrganizations', listOrganizations);
  route(routes, 'fetchScopes', fetchScopes);
  route(routes, 'listDomains', listDomains);
}
