// One SELECT and one mapper for an admin's domain records, so /me and /domains agree.

import {
  ORGANIZATION_COLUMNS,
  ORGANIZATION_FROM,
  type OrganizationRow,
  toOrganization,
} from './organization-view';

/** The columns of one domain record with its organisation and store group (aliases d, o, p, g). */
export const DOMAIN_COLUMNS = `d.id AS security_id, d.role_id, d.brand_store_group_id,
  g.name AS group_name, g.translations AS group_translations, ${ORGANIZATION_COLUMNS}`;

/** The FROM of DOMAIN_COLUMNS; the caller adds its WHERE on d.admin_id. */
export const DOMAIN_FROM = `admin_domains d
  JOIN ${ORGANIZATION_FROM} ON o.id = d.organization_id
  LEFT JOIN regions g ON g.id = d.brand_store_group_id`;

export interface DomainJoinRow extends OrganizationRow {
  security_id: number;
  role_id: number;
  brand_store_group_id: number | null;
  group_name: string | null;
  group_translations: Record<string, string> | null;
}

/** Maps a row of DOMAIN_COLUMNS to the contract's domain record (SPEC §3). */
export function toDomain(r: DomainJoinRow) {
  return {
    id: r.security_id,
    role_id: r.role_id,
    brand_store_group_id: r.brand_store_group_id,
    storeGroup:
      r.brand_store_group_id === null
        ? null
        : {
            id: r.brand_store_group_id,
            name: r.group_name ?? '',
            translations: r.group_translations ?? {},
          },
    organization: toOrganization(r),
  };
}
