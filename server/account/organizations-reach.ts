import { deriveRole, type Role } from '../platform/auth/roles';
import { domainReach, loadDomain } from '../platform/auth/scope';
import type { Db } from '../platform/db/db';
import {
  ORGANIZATION_COLUMNS,
  ORGANIZATION_FROM,
  type OrganizationRow,
  toOrganization,
} from './organization-view';
import { domainsOf } from './session';

// What each domain of the caller reaches, and every organisation of a kind: what the
// organisation list, the scope tree and the domain list are computed from.

export type Organization = ReturnType<typeof toOrganization>;

/** One reach of the caller: what one domain lets them see. */
export interface Reach {
  securityId: number;
  roleId: number;
  role: Role;
  brandId: number;
  regionId: number | null;
  storeId: number | null;
  organization: Organization;
  regionName: string | null;
}

export async function reachesOf(db: Db, adminId: number): Promise<Reach[]> {
  const domains = await domainsOf(db, adminId);
  const out: Reach[] = [];
  for (const d of domains) {
    const row = await loadDomain(db, adminId, d.id);
    const role = deriveRole(row);
    out.push({
      securityId: d.id,
      roleId: d.role_id,
      role,
      brandId: row.brand_id,
      ...domainReach(role, row),
      organization: d.organization,
      regionName: d.storeGroup?.name ?? null,
    });
  }
  return out;
}

export async function allOrganizations(db: Db, kind: string | undefined): Promise<Organization[]> {
  const { rows } = await db.query<OrganizationRow>(
    `SELECT ${ORGANIZATION_COLUMNS} FROM ${ORGANIZATION_FROM}
      WHERE ($1::text IS NULL OR o.kind = $1) ORDER BY o.name`,
    [kind ?? null],
  );
  return rows.map(toOrganization);
}
