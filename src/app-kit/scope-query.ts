import type { DashboardAccess, Role, SelectedDomain } from '../../machines/types/domain';

/** The scope parameters every admin people call takes (admin.yaml: securityId, brandId, …). */
export interface ScopeQuery {
  security_id: number;
  brand_id?: number;
  region_id?: number;
  store_id?: number;
}

/**
 * The scope parameters for the selected domain narrowed by the scope filter (the dashboard
 * access). A super administrator names the brand; the others' brand comes from their domain. A
 * region or store access becomes region_id / store_id, as the scope filter sets it.
 * Null while no domain is chosen.
 */
export function scopeQuery(
  selected: SelectedDomain | null,
  access: DashboardAccess | null,
  role: Role | null,
): ScopeQuery | null {
  if (!selected) return null;
  const query: ScopeQuery = { security_id: access?.security_id ?? selected.security_id };
  if (role === 'super' && selected.brandId !== null) query.brand_id = selected.brandId;
  const at = access ?? { level: selected.level, id: selected.id };
  if (at.level === 'region') query.region_id = at.id;
  if (at.level === 'store') query.store_id = at.id;
  return query;
}

/** Whether the scope filter narrows below the selected domain (the import warning shows then). */
export function isNarrowedByFilter(
  selected: SelectedDomain | null,
  access: DashboardAccess | null,
): boolean {
  if (!selected || !access) return false;
  return access.level !== selected.level || access.id !== selected.id;
}

/** The scope without the filter's region/store: records are checked against the domain's reach. */
export function domainQuery(scope: ScopeQuery): Pick<ScopeQuery, 'security_id' | 'brand_id'> {
  return scope.brand_id === undefined
    ? { security_id: scope.security_id }
    : { security_id: scope.security_id, brand_id: scope.brand_id };
}
