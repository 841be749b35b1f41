import type { components } from '../../../openapi/schema';
import { type Loader, Rejection, unknownReference } from '../../platform/ingest/load';

type Item = components['schemas']['IngestStore'];

/** Whether the runtime knows an IANA time zone by this name. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// A new store takes its brand's settings (industry, modules, theme, key sharing) as the seed's
// stores do; those are the brand's, not the chain system's, to send.
const INSERT = `
  INSERT INTO organizations (kind, brand_id, parent_id, region_id, name, external_id, time_zone,
                             active, industry, theme_settings, admin_logo, enrollment_key,
                             share_brand_key, store_type, region_word, training_module,
                             supervision_module, satisfaction_module, kpi_module, dc3_enabled,
                             created_at)
  SELECT 'store', b.id, b.id, $2, $3, $4, $5, $6, b.industry, b.theme_settings, b.admin_logo,
         b.enrollment_key, b.share_brand_key, b.store_type, b.region_word, b.training_module,
         b.supervision_module, b.satisfaction_module, b.kpi_module, b.dc3_enabled, $7
    FROM organizations b WHERE b.id = $1 AND b.kind = 'brand'`;

/**
 * Stores by externalId, each in a region of the brand named by its externalId. Left-out
 * timeZone and active keep their stored value (a new store: no zone of its own, active). A
 * store that moves region takes its people's region along, as the console's rules expect.
 */
export const storesLoader: Loader<Item> = {
  kind: 'stores',
  async apply(tx, brandId, item, at) {
    if (typeof item.timeZone === 'string' && !isTimeZone(item.timeZone)) {
      throw new Rejection('timeZone', 'invalid_time_zone', `${item.timeZone} is not a time zone`);
    }
    const { rows: regions } = await tx.query<{ id: number }>(
      'SELECT id FROM regions WHERE brand_id = $1 AND external_id = $2',
      [brandId, item.regionExternalId],
    );
    const region = regions[0];
    if (!region) throw unknownReference('regionExternalId', 'region', item.regionExternalId);
    const { rows } = await tx.query<{
      id: number;
      name: string;
      region_id: number | null;
      time_zone: string | null;
      active: boolean;
    }>(
      `SELECT id, name, region_id, time_zone, active FROM organizations
        WHERE brand_id = $1 AND kind = 'store' AND external_id = $2 FOR UPDATE`,
      [brandId, item.externalId],
    );
    const current = rows[0];
    if (!current) {
      await tx.query(INSERT, [
        brandId,
        region.id,
        item.name,
        item.externalId,
        item.timeZone ?? null,
        item.active ?? true,
        at,
      ]);
      return 'created';
    }
    const next = {
      name: item.name,
      region_id: region.id,
      time_zone: item.timeZone === undefined ? current.time_zone : item.timeZone,
      active: item.active ?? current.active,
    };
    if (
      next.name === current.name &&
      next.region_id === current.region_id &&
      next.time_zone === current.time_zone &&
      next.active === current.active
    ) {
      return 'unchanged';
    }
    await tx.query(
      'UPDATE organizations SET name = $2, region_id = $3, time_zone = $4, active = $5 WHERE id = $1',
      [current.id, next.name, next.region_id, next.time_zone, next.active],
    );
    if (next.region_id !== current.region_id) {
      await tx.query('UPDATE people SET region_id = $2 WHERE store_id = $1', [
        current.id,
        next.region_id,
      ]);
    }
    return 'updated';
  },
};
