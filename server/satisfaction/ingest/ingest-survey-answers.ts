import type { components } from '../../../openapi/schema';
import type { Db } from '../../platform/db/db';
import { planFacts, settleFacts } from '../../platform/ingest/fact-batch';
import { acceptedInstant } from '../../platform/ingest/instant-rules';
import { type Loader, Rejection } from '../../platform/ingest/load';
import { resolveSurveyRefs } from './survey-references';

type Item = components['schemas']['IngestSurveyAnswer'];

// In externalId order, so two loads inserting the same identities take their index entries in
// the same order and wait for each other instead of deadlocking. The region is the store's at
// the time, as the seed's answers carry it; the comment-term and report-version triggers of
// survey_responses follow the insert, so the words, NPS and leaderboard show it at once.
const INSERT = `
  INSERT INTO survey_responses (brand_id, store_id, region_id, survey_id, nps_score, comment,
                                created_at, external_id)
  SELECT $1, i.store_id, i.region_id, i.survey_id, i.score, i.comment, i.answered_at,
         i.external_id
    FROM unnest($2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::text[],
                $8::timestamptz[]) AS i(external_id, store_id, region_id, survey_id, score,
                                        comment, answered_at)
   ORDER BY i.external_id
  ON CONFLICT (brand_id, external_id) WHERE external_id IS NOT NULL DO NOTHING
  RETURNING external_id`;

/** Inserts the answers whose identities are new; the outcome of each item in order. */
async function loadAnswers(tx: Db, brandId: number, items: Item[], at: Date) {
  const targets = await resolveSurveyRefs(tx, brandId, items);
  const { outcomes, planned } = planFacts(items, targets, (item) => ({
    field: 'answeredAt',
    value: acceptedInstant(item.answeredAt, at),
  }));
  if (planned.length === 0) return settleFacts(outcomes, planned, new Set());
  // No lock of the brand's loads: the comment-term trigger upserts each day and month row of
  // the statement once, in key order (migration 037), so two loads sharing words wait for each
  // other there instead of deadlocking.
  const { rows } = await tx.query<{ external_id: string }>(INSERT, [
    brandId,
    planned.map((p) => p.externalId),
    planned.map((p) => p.target.storeId),
    planned.map((p) => p.target.regionId),
    planned.map((p) => p.target.surveyId),
    planned.map((p) => p.item.score),
    planned.map((p) => (p.item.comment?.trim() ? p.item.comment : null)),
    planned.map((p) => p.instant),
  ]);
  return settleFacts(outcomes, planned, new Set(rows.map((r) => r.external_id)));
}

/**
 * Guests' finished answers, appended by externalId (set-based: one query resolves the stores
 * and surveys, one insert adds the new identities). A blank comment is stored as none.
 */
export const surveyAnswersLoader: Loader<Item> = {
  kind: 'survey-answers',
  applyBatch: loadAnswers,
  // The insert is ON CONFLICT DO NOTHING and its triggers upsert (their term rows are keyed by
  // the new answer ids): nothing in the batch can raise a unique violation.
  batchConflictFree: true,
  async apply(tx, brandId, item, at) {
    const [outcome] = await loadAnswers(tx, brandId, [item], at);
    if (outcome === undefined) throw new Error('survey-answers: no outcome');
    if (outcome instanceof Rejection) throw outcome;
    return outcome;
  },
};
