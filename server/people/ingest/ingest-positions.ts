import type { components } from '../../../openapi/schema';
import { type Loader, Rejection } from '../../platform/ingest/load';

type Item = components['schemas']['IngestPosition'];

/**
 * Positions by externalId. Position names are unique per brand (case-insensitively): a
 * position the console or the seed made, without an externalId, is taken over by the first
 * load naming it; one another externalId holds is refused (`duplicate_name`). `managesStore`
 * (the managers ranking's store managers) defaults to false on a new position and is kept when
 * left out.
 */
export const positionsLoader: Loader<Item> = {
  kind: 'positions',
  async apply(tx, brandId, item) {
    const { rows } = await tx.query<{
      id: number;
      name: string;
      external_id: string | null;
      manages_store: boolean;
    }>(
      `SELECT id, name, external_id, manages_store FROM positions
        WHERE brand_id = $1 AND (external_id = $2 OR lower(name) = lower($3))
        ORDER BY (external_id = $2) DESC NULLS LAST
        FOR UPDATE`,
      [brandId, item.externalId, item.name],
    );
    const mine = rows.find((r) => r.external_id === item.externalId);
    const sameName = rows.find((r) => r.name.toLowerCase() === item.name.toLowerCase());
    if (sameName && sameName !== mine && sameName.external_id !== null) {
      throw new Rejection(
        'name',
        'duplicate_name',
        `Another position of the brand (externalId ${sameName.external_id}) has this name`,
      );
    }
    if (mine) {
      if (sameName && sameName !== mine) {
        throw new Rejection(
          'name',
          'duplicate_name',
          'Another position of the brand has this name',
        );
      }
      const manages = item.managesStore ?? mine.manages_store;
      if (mine.name === item.name && mine.manages_store === manages) return 'unchanged';
      await tx.query('UPDATE positions SET name = $2, manages_store = $3 WHERE id = $1', [
        mine.id,
        item.name,
        manages,
      ]);
      return 'updated';
    }
    if (sameName) {
      await tx.query(
        'UPDATE positions SET external_id = $2, name = $3, manages_store = $4 WHERE id = $1',
        [sameName.id, item.externalId, item.name, item.managesStore ?? sameName.manages_store],
      );
      return 'updated';
    }
    await tx.query(
      `INSERT INTO positions (brand_id, external_id, name, manages_store)
       VALUES ($1, $2, $3, $4)`,
      [brandId, item.externalId, item.name, item.managesStore ?? false],
    );
    return 'created';
  },
};
