import type { Level } from '../platform/auth/roles';
import type { Db } from '../platform/db/db';
import { forbidden, notFound } from '../platform/http/api-failure';
import { type OperationHandler, reply } from '../platform/http/operation';
import { type Reach, reachesOf } from './organizations-reach';

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

/** GET /api/v2/fetchScopes/{level}/{id}: the regions and stores under an entity the caller reaches. */
export const fetchScopes: OperationHandler<'fetchScopes'> = async (c, { params }) => {
  const { db } = c.var.deps;
  const target = await locate(db, params.level, params.id);
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
};
