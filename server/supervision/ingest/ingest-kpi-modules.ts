import type { components } from '../../../openapi/schema';
import { type Loader, Rejection } from '../../platform/ingest/load';

type Item = components['schemas']['IngestKpiModule'];

interface Stored {
  id: number;
  name: string;
  external_id: string | null;
  has_kpis: boolean;
  kpi_unit: string | null;
  kpi_lower_is_better: boolean;
}

const duplicateName = (holder: string | null) =>
  new Rejection(
    'name',
    'duplicate_name',
    holder === null
      ? 'Another module of the brand has this name'
      : `Another module of the brand (externalId ${holder}) has this name`,
  );

/**
 * KPI modules by externalId. A KPI module is a supervision module with KPIs, and module names
 * are unique per brand (case-insensitively): a module without an externalId (the seed's, or
 * one a checklist load created by name) is taken over by the first load naming it, so its
 * checklists and its KPIs stay one module. Left-out unit and direction keep their stored value.
 */
export const kpiModulesLoader: Loader<Item> = {
  kind: 'kpi-modules',
  async apply(tx, brandId, item) {
    const { rows } = await tx.query<Stored>(
      `SELECT id, name, external_id, has_kpis, kpi_unit, kpi_lower_is_better
         FROM supervision_modules
        WHERE brand_id = $1 AND (external_id = $2 OR lower(name) = lower($3))
        FOR UPDATE`,
      [brandId, item.externalId, item.name],
    );
    const mine = rows.find((r) => r.external_id === item.externalId);
    const sameName = rows.find((r) => r.name.toLowerCase() === item.name.toLowerCase());
    if (sameName && sameName !== mine && (mine || sameName.external_id !== null)) {
      throw duplicateName(sameName.external_id);
    }
    const current = mine ?? sameName;
    const unit = item.unit === undefined ? (current?.kpi_unit ?? null) : item.unit;
    const lower =
      item.direction === undefined
        ? (current?.kpi_lower_is_better ?? false)
        : item.direction === 'lower';
    if (!current) {
      await tx.query(
        `INSERT INTO supervision_modules (brand_id, external_id, name, sort_order, has_kpis,
                                          kpi_unit, kpi_lower_is_better)
         SELECT $1, $2, $3, coalesce(max(sort_order), 0) + 1, true, $4, $5
           FROM supervision_modules WHERE brand_id = $1`,
        [brandId, item.externalId, item.name, unit, lower],
      );
      return 'created';
    }
    if (
      current.external_id === item.externalId &&
      current.name === item.name &&
      current.has_kpis &&
      current.kpi_unit === unit &&
      current.kpi_lower_is_better === lower
    ) {
      return 'unchanged';
    }
    await tx.query(
      `UPDATE supervision_modules
          SET external_id = $2, name = $3, has_kpis = true, kpi_unit = $4, kpi_lower_is_better = $5
        WHERE id = $1`,
      [current.id, item.externalId, item.name, unit, lower],
    );
    return 'updated';
  },
};
