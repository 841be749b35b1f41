import type { components } from '../../../openapi/schema';
import type { Db } from '../../platform/db/db';
import { planFacts, settleFacts } from '../../platform/ingest/fact-batch';
import { acceptedInstant } from '../../platform/ingest/instant-rules';
import { type Loader, Rejection } from '../../platform/ingest/load';
import { resolveSurveyRefs } from './survey-references';

type Item = components['schemas']['IngestSurveyOpening'];

// The identities first (survey_opening_ids, migration 035): only those inserted now add to their
// quarter hour's count in survey_openings (migration 013), so a retry counts nothing twice.
// Both inserts go in a fixed order (identities by externalId, counts by store, survey and
// slot), so concurrent loads wait for each other's rows instead of deadlocking.
const INSERT = `
  WITH ids AS (
    INSERT INTO survey_opening_ids (brand_id, external_id, store_id, survey_id, opened_at)
    SELECT $1, i.external_id, i.store_id, i.survey_id, i.opened_at
      FROM unnest($2::text[], $3::int[], $4::int[], $5::timestamptz[])
           AS i(external_id, store_id, survey_id, opened_at)
     ORDER BY i.external_id
    ON CONFLICT (brand_id, external_id) DO NOTHING
    RETURNING external_id, store_id, survey_id, opened_at
  ),
  counted AS (
    INSERT INTO survey_openings AS o (brand_id, region_id, store_id, survey_id, slot, opened)
    SELECT $1, s.region_id, ids.store_id, ids.survey_id,
           date_bin('15 minutes', ids.opened_at, TIMESTAMPTZ '2000-01-01 00:00+00') AS slot,
           count(*)
      FROM ids JOIN organizations s ON s.id = ids.store_id
     GROUP BY s.region_id, ids.store_id, ids.survey_id, slot
     ORDER BY ids.store_id, ids.survey_id, slot
    ON CONFLICT (store_id, survey_id, slot) DO UPDATE SET opened = o.opened + excluded.opened
  )
  SELECT external_id FROM ids`;

/** Inserts the openings whose identities are new; the outcome of each item in order. */
async function loadOpenings(tx: Db, brandId: number, items: Item[], at: Date) {
  const targets = await resolveSurveyRefs(tx, brandId, items);
  const { outcomes, planned } = planFacts(items, targets, (item) => ({
    field: 'openedAt',
    value: acceptedInstant(item.openedAt, at),
  }));
  if (planned.length === 0) return settleFacts(outcomes, planned, new Set());
  const { rows } = await tx.query<{ external_id: string }>(INSERT, [
    brandId,
    planned.map((p) => p.externalId),
    planned.map((p) => p.target.storeId),
    planned.map((p) => p.target.surveyId),
    planned.map((p) => p.instant),
  ]);
  return settleFacts(outcomes, planned, new Set(rows.map((r) => r.external_id)));
}

/**
 * Times guests opened a survey at a store (the completion rate's denominator), appended by
 * externalId, set-based like the answers.
 */
export const surveyOpeningsLoader: Loader<Item> = {
  kind: 'survey-openings',
  applyBatch: loadOpenings,
  async apply(tx, brandId, item, at) {
    const [outcome] = await loadOpenings(tx, brandId, [item], at);
    if (outcome === undefined) throw new Error('survey-openings: no outcome');
    if (outcome instanceof Rejection) throw outcome;
    return outcome;
  },
};
