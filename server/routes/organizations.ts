import { deriveRole, type Level, type Role, roleLevel } from '../auth/roles';
import { domainReach, loadDomain } from '../auth/scope';
import type { Db } from '../db/db';
import { forbidden, notFound } from '../http/api-failure';
import { type Routes, reply } from '../http/operation';
import {
  ORGANIZATION_COLUMNS,
  ORGANIZATION_FROM,
  type OrganizationRow,
  toOrganization,
} from './organization-view';
import { domainsOf } from './session';

type Organization = ReturnType<typeof toOrganization>;

/** One reach of the caller: what one domain lets them see. */
interface Reach {
  securityId: number;
  roleId: number;
  role: Role;
  brandId: number;
  regionId: number | null;
  storeId: number | null;
  organization: Organization;
  regionName: string | null;
}

async function reachesOf(db: Db, adminId: number): Promise<Reach[]> {
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

async function allOrganizations(db: Db, kind: string | undefined): Promise<Organization[]> {
  const { rows } = await db.query<OrganizationRow>(
    `SELECT ${ORGANIZATION_COLUMNS} FROM ${ORGANIZATION_FROM}
      WHERE ($1::text IS NULL OR o.kind = $1) ORDER BY o.name`,
    [kind ?? null],
  );
  return rows.map(toOrganization);
}

interface Target {
  level: Level;
  brandId: number;
  regionId: number | null;
  storeId: number | null;
}

async function locate(db: Db, level: Level, id: number): Promise<Target> {
  if (level === 'brand') {
    const { rows } = await db.query(
      `SELECT 1 FROM organizations WHERE id = $1 AND kind = 'brand'`,
      [id],
    );
    if (!rows[0]) throw notFound('Brand');
    return { level, brandId: id, regionId: null, storeId: null };
  }
  if (level === 'region') {
    const { rows } = await db.query<{ brand_id: number }>(
      'SELECT brand_id FROM regions WHERE id = $1',
      [id],
    );
    const r = rows[0];
    if (!r) throw notFound('Region');
    return { level, brandId: r.brand_id, regionId: id, storeId: null };
  }
  const { rows } = await db.query<{ brand_id: number; region_id: number | null }>(
    `SELECT brand_id, region_id FROM organizations WHERE id = $1 AND kind = 'store'`,
    [id],
  );
  const s = rows[0];
  if (!s) throw notFound('Store');
  return { level, brandId: s.brand_id, regionId: s.region_id, storeId: id };
}

function covers(reach: Reach, t: Target): boolean {
  if (reach.role === 'superAdmin') return true;
  if (reach.brandId !== t.brandId) return false;
  if (reach.storeId !== null) return t.storeId === reach.storeId;
  if (reach.regionId !== null) return t.regionId === reach.regionId;
  return true;
}

/** GET /api/v2/organizations, /api/v2/fetchScopes/{level}/{id} and /admin/v2/domains. */
export function organizationRoutes(routes: Routes): void {
  routes.set('listOrganizations', async (c, { query }) => {
    const { db } = c.var.deps;
    const kind = query['filter[kind]'] as string | undefined;
    const reaches = await reachesOf(db, c.var.admin.id);
    if (reaches.some((r) => r.role === 'superAdmin')) {
      return reply(c, await allOrganizations(db, kind));
    }
    const seen = new Map<number, Organization>();
    for (const r of reaches) {
      if (!kind || r.organization.kind === kind) seen.set(r.organization.id, r.organization);
    }
    return reply(
      c,
      [...seen.values()].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  routes.set('fetchScopes', async (c, { params }) => {
    const { db } = c.var.deps;
    const target = await locate(db, params.level as Level, params.id as number);
    const reaches = await reachesOf(db, c.var.admin.id);
    if (!reaches.some((r) => covers(r, target))) throw forbidden();
    const regions = await db.query<{ id: number; name: string; translations: object }>(
      `SELECT id, name, translations FROM regions
        WHERE brand_id = $1 AND ($2::int IS NULL OR id = $2) ORDER BY name`,
      [target.brandId, target.regionId],
    );
    const stores = await db.query<{
      id: number;
      name: string;
      region_id: number | null;
      training_module: boolean;
      supervision_module: boolean;
      satisfaction_module: boolean;
      kpi_module: boolean;
    }>(
      `SELECT id, name, region_id, training_module, supervision_module, satisfaction_module,
              kpi_module
         FROM organizations
        WHERE kind = 'store' AND brand_id = $1 AND ($2::int IS NULL OR region_id = $2)
          AND ($3::int IS NULL OR id = $3)
        ORDER BY name`,
      [target.brandId, target.regionId, target.storeId],
    );
    const brand = await db.query<{ id: number; name: string; region_word: Record<string, string> }>(
      'SELECT id, name, region_word FROM organizations WHERE id = $1',
      [target.brandId],
    );
    const b = brand.rows[0];
    return reply(c, {
      stores: stores.rows.map((s) => ({
        id: s.id,
        name: s.name,
        brand_store_group_id: s.region_id,
        training_module: s.training_module,
        supervision_module: s.supervision_module,
        satisfaction_module: s.satisfaction_module,
        kpi_module: s.kpi_module,
      })),
      regions: regions.rows.map((r) => ({
        id: r.id,
        name: r.name,
        storeGroup: { id: r.id, translations: JSON.stringify(r.translations) },
      })),
      brands: b ? [{ id: b.id, name: b.name }] : [],
      group: {
        name: b?.region_word.es ?? b?.region_word.en ?? '',
        translations: b?.region_word ?? {},
      },
    });
  });

  routes.set('listDomains', async (c, { query }) => {
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
    const search = typeof query.search === 'string' ? query.search.trim().toLowerCase() : '';
    return reply(
      c,
      items
        .filter((d) => d.name.toLowerCase().includes(search))
        .sort((a, b) => a.name.localeCompare(b.name, 'es')),
    );
  });
}
