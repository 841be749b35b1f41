import type { components } from '../../../openapi/schema';
import type { Loader } from '../../platform/ingest/load';

type Item = components['schemas']['IngestRegion'];

// Unchanged is decided by the database: the update's WHERE leaves an identical row alone (no
// row comes back), so a retry writes nothing and moves no report version.
const UPSERT = `
  INSERT INTO regions AS r (brand_id, external_id, name, translations)
  VALUES ($1, $2, $3, coalesce($4::jsonb, '{}'::jsonb))
  ON CONFLICT (brand_id, external_id) WHERE external_id IS NOT NULL
  DO UPDATE SET name = EXCLUDED.name, translations = coalesce($4::jsonb, r.translations)
   WHERE (r.name, r.translations) IS DISTINCT FROM (EXCLUDED.name, coalesce($4::jsonb, r.translations))
  RETURNING (xmax = 0) AS created`;

/** Regions by externalId: name and translations (left out: kept as stored). */
export const regionsLoader: Loader<Item> = {
  kind: 'regions',
  async apply(tx, brandId, item) {
    const { rows } = await tx.query<{ created: boolean }>(UPSERT, [
      brandId,
      item.externalId,
      item.name,
      item.translations === undefined ? null : JSON.stringify(item.translations),
    ]);
    const row = rows[0];
    if (!row) return 'unchanged';
    return row.created ? 'created' : 'updated';
  },
};
