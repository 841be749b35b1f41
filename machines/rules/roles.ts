import type { DomainTools, Level, Role } from '../types/domain';
import { defineMessages, type Message } from '../types/messages';
import type { DomainSecurity, Organization } from '../types/organization';

/** role_id of a super administrator's domain record. */
const SUPER_ADMIN_ROLE_ID = 1;

/** True when the record makes its holder a super administrator. */
export function isSuperAdminDomain(domain: Pick<DomainSecurity, 'role_id'>): boolean {
  return domain.role_id === SUPER_ADMIN_ROLE_ID;
}

/** True when any of the user's domains is a super-admin domain. */
export function hasSuperAdminDomain(domains: readonly Pick<DomainSecurity, 'role_id'>[]): boolean {
  return domains.some(isSuperAdminDomain);
}

/** A domain record's store group, when `storeGroup` or `brand_store_group_id` names one. */
function hasStoreGroup(domain: DomainSecurity): boolean {
  return Boolean(domain.storeGroup) || (domain.brand_store_group_id ?? null) !== null;
}

/** Role of the admin in a domain (SPEC §4/§6): role_id 1, store group, brand, store — in that order. */
export function deriveRole(domain: DomainSecurity): Role {
  if (isSuperAdminDomain(domain)) return 'super';
  if (hasStoreGroup(domain)) return 'regionalAdmin';
  return domain.organization.kind === 'brand' ? 'brandAdmin' : 'storeAdmin';
}

/** Level of the dashboard a role works at (a super admin works at brand level). */
export function levelOfRole(role: Role): Level {
  if (role === 'regionalAdmin') return 'region';
  if (role === 'storeAdmin') return 'store';
  return 'brand';
}

/** Label of each role (SPEC §6). */
export const roleLabels: Record<Role, Message> = defineMessages({
  super: { id: 'role.superAdmin', defaultMessage: 'Super administrador' },
  brandAdmin: { id: 'role.brandAdmin', defaultMessage: 'Gerente de marca' },
  regionalAdmin: { id: 'role.regionalAdmin', defaultMessage: 'Administrador de región' },
  storeAdmin: { id: 'role.storeAdmin', defaultMessage: 'Administrador de sucursal' },
});

/** Module switches of an organisation as domainTools. */
export function domainToolsOf(org: Organization): DomainTools {
  return {
    trainingModule: Boolean(org.training_module),
    supervisionModule: Boolean(org.supervision_module),
    satisfactionModule: Boolean(org.satisfaction_module),
    kpiModule: Boolean(org.kpi_module),
    dc3Module: org.dc3_module !== false,
  };
}
