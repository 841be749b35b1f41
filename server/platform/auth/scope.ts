import type { Db } from '../db/db';
import type { SqlParams } from '../db/sql';
import { ApiFailure, forbidden, notFound } from '../http/api-failure';
import { deriveRole, type Level, type Role, roleLevel } from './roles';

/** Where a call acts: the caller's domain, narrowed by the scope filter when one is given. */
export interface Scope {
  securityId: number;
  role: Role;
  /** The domain's own reach; records are checked against it. */
  brandId: number;
  regionId: number | null;
  storeId: number | null;
  /** The reach after the scope filter (region_id / store_id); lists and exports use it. */
  filter: { level: Level; brandId: number; regionId: number | null; storeId: number | null };
}

export interface ScopeQuery {
  security_id?: unknown;
  brand_id?: unknown;
  region_id?: unknown;
  store_id?: unknown;
}

export interface DomainRow {
  id: number;
  role_id: number;
  brand_id: number;
  brand_store_group_id: number | null;
  organization_id: number;
  kind: 'brand' | 'store';
  region_id: number | null;
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** What a domain lets its holder see below the brand: the region and the store, by role. */
export function domainReach(
  role: Role,
  d: Pick<DomainRow, 'brand_store_group_id' | 'organization_id' | 'region_id'>,
): { regionId: number | null; storeId: number | null } {
  if (role === 'regionalAdmin') return { regionId: d.brand_store_group_id, storeId: null };
  if (role === 'storeAdmin') return { regionId: d.region_id, storeId: d.organization_id };
  return { regionId: null, storeId: null };
}

/** Loads one of the caller's domain records; 403 when the id is not theirs. */
export async function loadDomain(db: Db, adminId: number, securityId: number): Promise<DomainRow> {
  const { rows } = await db.query<DomainRow>(
    `SELECT d.id, d.role_id, d.brand_id, d.brand_store_group_id, d.organization_id, o.kind,
            o.region_id
       FROM admin_domains d JOIN organizations o ON o.id = d.organization_id
      WHERE d.id = $1 AND d.admin_id = $2`,
    [securityId, adminId],
    // Every scoped call runs it: parsed once per connection, not on every request.
    { prepared: 'load_domain' },
  );
  const row = rows[0];
  if (!row) throw new ApiFailure(403, 'forbidden_domain', 'This domain is not yours');
  return row;
}

/** Resolves and checks the scope of an admin call from its security_id and filters. */
export async function resolveScope(db: Db, adminId: number, q: ScopeQuery): Promise<Scope> {
  const securityId = num(q.security_id);
  if (securityId === undefined) {
    throw new ApiFailure(400, 'validation', 'security_id is required', { field: 'security_id' });
  }
  const d = await loadDomain(db, adminId, securityId);
  const role = deriveRole(d);
  let brandId = d.brand_id;
  let regionId: number | null = null;
  let storeId: number | null = null;
  const askedBrand = num(q.brand_id);
  if (role === 'superAdmin') {
    if (askedBrand !== undefined) {
      const { rows } = await db.query(
        `SELECT 1 FROM organizations WHERE id = $1 AND kind = 'brand'`,
        [askedBrand],
      );
      if (!rows[0]) throw notFound('Brand');
      brandId = askedBrand;
    }
  } else {
    if (askedBrand !== undefined && askedBrand !== brandId) throw forbidden();
    ({ regionId, storeId } = domainReach(role, d));
  }
  const filter = { level: roleLevel(role), brandId, regionId, storeId };
  const askedRegion = num(q.region_id);
  if (askedRegion !== undefined && askedRegion !== regionId) {
    if (regionId !== null) throw forbidden();
    const { rows } = await db.query('SELECT 1 FROM regions WHERE id = $1 AND brand_id = $2', [
      askedRegion,
      brandId,
    ]);
    if (!rows[0]) throw forbidden();
    filter.level = 'region';
    filter.regionId = askedRegion;
  }
  const askedStore = num(q.store_id);
  if (askedStore !== undefined && askedStore !== storeId) {
    if (storeId !== null) throw forbidden();
    const { rows } = await db.query<{ region_id: number | null }>(
      `SELECT region_id FROM organizations WHERE id = $1 AND kind = 'store' AND brand_id = $2`,
      [askedStore, brandId],
    );
    const store = rows[0];
    if (!store || (filter.regionId !== null && store.region_id !== filter.regionId)) {
      throw forbidden();
    }
    filter.level = 'store';
    filter.storeId = askedStore;
    filter.regionId = store.region_id;
  }
  return { securityId, role, brandId, regionId, storeId, filter };
}

/** SQL condition keeping rows of `alias` inside a reach, its values added to `p`. */
export function reachCondition(
  reach: { brandId: number; regionId: number | null; storeId: number | null },
  alias: string,
  p: SqlParams,
): string {
  const parts = [`${alias}.brand_id = ${p.add(reach.brandId)}`];
  if (reach.regionId !== null) parts.push(`${alias}.region_id = ${p.add(reach.regionId)}`);
  if (reach.storeId !== null) parts.push(`${alias}.store_id = ${p.add(reach.storeId)}`);
  return parts.join(' AND ');
}
