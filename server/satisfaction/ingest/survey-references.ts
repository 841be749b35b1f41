import type { Db } from '../../platform/db/db';
import { type Rejection, unknownReference } from '../../platform/ingest/load';

// The store and the survey a guest's answer or opening names, both of the key's brand, resolved
// for a whole batch with one query (a store or survey of another brand is unknown here).

/** What a survey fact names. */
export interface SurveyFactRefs {
  storeExternalId: string;
  surveyExternalId: string;
}

/** The records a survey fact points to: the store with its current region, and the survey. */
export interface SurveyFactTarget {
  storeId: number;
  regionId: number | null;
  surveyId: number;
}

/** Each item's store and survey of the brand, or the rejection of its first unknown one. */
export async function resolveSurveyRefs(
  tx: Db,
  brandId: number,
  items: readonly SurveyFactRefs[],
): Promise<(SurveyFactTarget | Rejection)[]> {
  const stores = [...new Set(items.map((i) => i.storeExternalId))];
  const surveys = [...new Set(items.map((i) => i.surveyExternalId))];
  const { rows } = await tx.query<{
    kind: 'store' | 'survey';
    external_id: string;
    id: number;
    region_id: number | null;
  }>(
    `SELECT 'store' AS kind, s.external_id, s.id, s.region_id
       FROM organizations s, unnest($2::text[]) AS x(id)
      WHERE s.brand_id = $1 AND s.kind = 'store' AND s.external_id = x.id
     UNION ALL
     SELECT 'survey', v.external_id, v.id, NULL
       FROM surveys v, unnest($3::text[]) AS x(id)
      WHERE v.brand_id = $1 AND v.external_id = x.id`,
    [brandId, stores, surveys],
  );
  const storeOf = new Map<string, { id: number; region_id: number | null }>();
  const surveyOf = new Map<string, number>();
  for (const r of rows) {
    if (r.kind === 'store') storeOf.set(r.external_id, r);
    else surveyOf.set(r.external_id, r.id);
  }
  return items.map((item) => {
    const store = storeOf.get(item.storeExternalId);
    if (!store) return unknownReference('storeExternalId', 'store', item.storeExternalId);
    const surveyId = surveyOf.get(item.surveyExternalId);
    if (surveyId === undefined) {
      return unknownReference('surveyExternalId', 'survey', item.surveyExternalId);
    }
    return { storeId: store.id, regionId: store.region_id, surveyId };
  });
}
