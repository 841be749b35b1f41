import type {
  DashboardAccess,
  DomainOption,
  ScopeRegion,
  ScopeStore,
  SelectedDomain,
} from '../types/domain';
import type { DomainSecurity, Organization } from '../types/organization';
import { deriveRole, domainToolsOf, isSuperAdminDomain } from './roles';

/** Default domain colour (SPEC §9). */
export const DEFAULT_DOMAIN_COLOR = '#284cec';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * The domain colour of an organisation (SPEC §3): its theme's `color`, else the default. Only a
 * six-digit hex colour is taken, since the shell paints it and picks a readable text colour on it.
 */
function domainColorOf(org: Pick<Organization, 'theme_settings'>): string {
  const color = org.theme_settings?.color;
  return color && HEX_COLOR.test(color) ? color.toLowerCase() : DEFAULT_DOMAIN_COLOR;
}

/** Picker key of a security record. */
export const securityKey = (domain: DomainSecurity): string => `sec:${domain.id}`;

/** Picker key of an organisation (super admins pick organisations). */
export const organizationKey = (org: Organization): string => `org:${org.id}`;

/** Display name of a security record: its store group for regional admins, else its organisation. */
function securityName(domain: DomainSecurity): string {
  return domain.storeGroup?.name ?? domain.organization.name;
}

/** Case-insensitive substring search on the name, sorted by name (SPEC §5). */
export function searchDomains<T extends { name: string }>(
  options: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return options
    .filter((o) => o.name.toLocaleLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

/** Picker rows for a user's own security records. */
export function optionsOfDomains(domains: readonly DomainSecurity[]): DomainOption[] {
  return domains.map((d) => ({ key: securityKey(d), name: securityName(d) }));
}

/** Picker rows for all organisations (super admins). */
export function optionsOfOrganizations(orgs: readonly Organization[]): DomainOption[] {
  return orgs.map((o) => ({ key: organizationKey(o), name: o.name }));
}

function shareFlag(org: Organization): boolean {
  return (
    org.share_brand_key === true || org.share_brand_key === 'true' || org.share_brand_key === '1'
  );
}

function brandOf(org: Organization): Organization {
  return org.kind === 'store' && org.parent ? org.parent : org;
}

/** Selected domain built from an organisation, reached through security record `securityId`. */
export function selectedFromOrganization(org: Organization, securityId: number): SelectedDomain {
  const brand = brandOf(org);
  return {
    id: org.id,
    name: org.name,
    level: org.kind === 'store' ? 'store' : 'brand',
    brand: brand.name,
    region: null,
    store: org.kind === 'store' ? org.name : null,
    brandId: brand.id,
    security_id: securityId,
    logo: org.admin_logo ?? null,
    profileImage: org.profile_image ?? null,
    color: domainColorOf(org),
    domainTools: domainToolsOf(org),
    enrollmentKey: brand.enrollment_key ?? null,
    shareBrandKey: shareFlag(brand),
    storeType: org.storeType ?? brand.storeType ?? {},
  };
}

/** Selected domain built from a security record (regional admins get the region level). */
export function selectedFromSecurity(domain: DomainSecurity): SelectedDomain {
  const base = selectedFromOrganization(domain.organization, domain.id);
  if (deriveRole(domain) !== 'regionalAdmin') return base;
  const regionId = domain.storeGroup?.id ?? domain.brand_store_group_id ?? domain.organization.id;
  const regionName = domain.storeGroup?.name ?? domain.organization.name;
  return { ...base, id: regionId, name: regionName, level: 'region', region: regionName };
}

/** Dashboard access of a selected domain. */
export function accessOfDomain(domain: SelectedDomain): DashboardAccess {
  return { level: domain.level, id: domain.id, name: domain.name, security_id: domain.security_id };
}

/** Access narrowed to a region picked in the scope filter. */
export function accessOfRegion(region: ScopeRegion, securityId: number): DashboardAccess {
  return { level: 'region', id: region.id, name: region.name, security_id: securityId };
}

/** Access narrowed to a store picked in the scope filter. */
export function accessOfStore(store: ScopeStore, securityId: number): DashboardAccess {
  return { level: 'store', id: store.id, name: store.name, security_id: securityId };
}

/** The security record that grants super-admin powers, if any. */
export function superAdminRecord(domains: readonly DomainSecurity[]): DomainSecurity | undefined {
  return domains.find(isSuperAdminDomain);
}
