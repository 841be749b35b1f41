import type { components } from '../../../openapi/schema';
import type { Loader } from '../../platform/ingest/load';

type Item = components['schemas']['IngestSurvey'];

/**
 * Guest surveys by externalId: created with the brand's next survey number, renamed when the
 * name changes. Surveys the seed or the console made (no externalId) are never taken over:
 * survey names are not unique in a brand, so a name says nothing about which one is meant.
 */
export const surveysLoader: Loader<Item> = {
  kind: 'surveys',
  async apply(tx, brandId, item, at) {
    const { rows } = await tx.query<{ id: number; name: string }>(
      'SELECT id, name FROM surveys WHERE brand_id = $1 AND external_id = $2 FOR UPDATE',
      [brandId, item.externalId],
    );
    const current = rows[0];
    if (current) {
      if (current.name === item.name) return 'unchanged';
      await tx.query('UPDATE surveys SET name = $2 WHERE id = $1', [current.id, item.name]);
      return 'updated';
    }
    // Two loads creating surveys of one brand at once may draw the same number: the unique
    // (brand_id, survey_number) refuses the second, which the engine answers as a `conflict`.
    await tx.query(
      `INSERT INTO surveys (brand_id, survey_number, name, external_id, created_at)
       SELECT $1, coalesce(max(survey_number), 0) + 1, $3, $2, $4 FROM surveys WHERE brand_id = $1`,
      [brandId, item.externalId, item.name, at],
    );
    return 'created';
  },
};
