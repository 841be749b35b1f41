import type { components } from '../../../openapi/schema';
import type { Db } from '../../platform/db/db';
import { type Loader, Rejection, unknownReference } from '../../platform/ingest/load';

type Item = components['schemas']['IngestKpiValue'];
type Outcome = 'created' | 'updated' | 'unchanged';

interface Row {
  storeId: number;
  regionId: number | null;
  moduleId: number;
  /** YYYY-MM. */
  month: string;
  value: number;
  target: number;
}

const keyOf = (r: { storeId: number; moduleId: number; month: string }) =>
  `${r.storeId}|${r.moduleId}|${r.month}`;

async function references(tx: Db, brandId: number, items: Item[]) {
  const stores = await tx.query<{ external_id: string; id: number; region_id: number | null }>(
    `SELECT external_id, id, region_id FROM organizations
      WHERE brand_id = $1 AND kind = 'store' AND external_id IN (SELECT unnest($2::text[]))`,
    [brandId, [...new Set(items.map((i) => i.storeExternalId))]],
  );
  const modules = await tx.query<{ external_id: string; id: number }>(
    `SELECT external_id, id FROM supervision_modules
      WHERE brand_id = $1 AND has_kpis AND external_id IN (SELECT unnest($2::text[]))`,
    [brandId, [...new Set(items.map((i) => i.moduleExternalId))]],
  );
  return {
    stores: new Map(stores.rows.map((s) => [s.external_id, s])),
    modules: new Map(modules.rows.map((m) => [m.external_id, m.id])),
  };
}

/**
 * Upserts the rows; what comes back was created or changed (an identical row is left alone by
 * the update's WHERE, so a retry writes nothing).
 */
async function upsert(tx: Db, brandId: number, rows: Row[]): Promise<Map<string, Outcome>> {
  // In key order: two loads of the same values lock their rows in one order (no deadlock).
  const sorted = [...rows].sort(
    (a, b) => a.storeId - b.storeId || a.moduleId - b.moduleId || (a.month < b.month ? -1 : 1),
  );
  const { rows: written } = await tx.query<{
    store_id: number;
    module_id: number;
    month: string;
    created: boolean;
  }>(
    `INSERT INTO kpis AS k (brand_id, store_id, region_id, module_id, month, value, target)
     SELECT $1, u.s, u.r, u.m, (u.mo || '-01')::date, u.v, u.t
       FROM unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::numeric[], $7::numeric[])
            WITH ORDINALITY AS u(s, r, m, mo, v, t, o)
      ORDER BY u.o
     ON CONFLICT (store_id, module_id, month) DO UPDATE
        SET value = EXCLUDED.value, target = EXCLUDED.target, region_id = EXCLUDED.region_id
      WHERE (k.value, k.target) IS DISTINCT FROM (EXCLUDED.value, EXCLUDED.target)
     RETURNING k.store_id, k.module_id, to_char(k.month, 'YYYY-MM') AS month,
               (xmax = 0) AS created`,
    [
      brandId,
      sorted.map((r) => r.storeId),
      sorted.map((r) => r.regionId),
      sorted.map((r) => r.moduleId),
      sorted.map((r) => r.month),
      sorted.map((r) => r.value),
      sorted.map((r) => r.target),
    ],
  );
  return new Map(
    written.map((w) => [
      keyOf({ storeId: w.store_id, moduleId: w.module_id, month: w.month }),
      w.created ? 'created' : 'updated',
    ]),
  );
}

async function applyAll(tx: Db, brandId: number, items: Item[]): Promise<(Outcome | Rejection)[]> {
  const refs = await references(tx, brandId, items);
  const first = new Set<string>();
  const checked = items.map((item): Row | Rejection => {
    const store = refs.stores.get(item.storeExternalId);
    if (!store) return unknownReference('storeExternalId', 'store', item.storeExternalId);
    const moduleId = refs.modules.get(item.moduleExternalId);
    if (moduleId === undefined) {
      return unknownReference('moduleExternalId', 'KPI module', item.moduleExternalId);
    }
    const row = {
      storeId: store.id,
      regionId: store.region_id,
      moduleId,
      month: item.month,
      value: item.value,
      target: item.target,
    };
    // The same store, module and month twice: the first is loaded, a later one refused (which
    // value was meant cannot be told).
    if (first.has(keyOf(row))) {
      return new Rejection(
        'month',
        'duplicate_in_request',
        'An earlier item of this request has the same store, module and month',
      );
    }
    first.add(keyOf(row));
    return row;
  });
  const rows = checked.filter((r): r is Row => !(r instanceof Rejection));
  const written = rows.length > 0 ? await upsert(tx, brandId, rows) : new Map<string, Outcome>();
  return checked.map((r) => (r instanceof Rejection ? r : (written.get(keyOf(r)) ?? 'unchanged')));
}

/**
 * Monthly KPI values by store + module + month (a KPI module loaded by kpi-modules). Set-based:
 * two statements per request.
 */
export const kpiValuesLoader: Loader<Item> = {
  kind: 'kpi-values',
  async apply(tx, brandId, item) {
    const [outcome] = await applyAll(tx, brandId, [item]);
    if (outcome === undefined) throw new Error('no outcome');
    if (outcome instanceof Rejection) throw outcome;
    return outcome;
  },
  applyBatch: applyAll,
};
