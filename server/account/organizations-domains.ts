import { type Level, type Role, roleLevel } from '../platform/auth/roles';
import { type OperationHandler, reply } from '../platform/http/operation';
import { allOrganizations, type Organization, reachesOf } from './organizations-reach';

/** GET /admin/v2/domains: one entry per domain, a super admin's expanded to every brand. */
export const listDomains: OperationHandler<'listDomains'> = async (c, { query }) => {
  const { db } = c.var.deps;
  const reaches = await reachesOf(db, c.var.admin.id);
  const items: {
    security_id: number;
    role_id: number;
    role: Role;
    level: Level;
    name: string;
    brand_id: number;
    region_id: number | null;
    store_id: number | null;
    organization: Organization;
  }[] = [];
  for (const r of reaches) {
    if (r.role === 'superAdmin') {
      for (const org of await allOrganizations(db, 'brand')) {
        items.push({
          security_id: r.securityId,
          role_id: r.roleId,
          role: r.role,
          level: 'brand',
          name: org.name,
          brand_id: org.id,
          region_id: null,
          store_id: null,
          organization: org,
        });
      }
      continue;
    }
    items.push({
      security_id: r.securityId,
      role_id: r.roleId,
      role: r.role,
      level: roleLevel(r.role),
      name:
        r.role === 'regionalAdmin' ? (r.regionName ?? r.organization.name) : r.organization.name,
      brand_id: r.brandId,
      region_id: r.regionId,
      store_id: r.storeId,
      organization: r.organization,
    });
  }
  const search = query.search?.trim().toLowerCase() ?? '';
  return reply(
    c,
    items
      .filter((d) => d.name.toLowerCase().includes(search))
      .sort((a, b) => a.name.localeCompare(b.name, 'es')),
  );
};
