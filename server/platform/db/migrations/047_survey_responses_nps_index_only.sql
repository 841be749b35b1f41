-- The NPS of a brand reads every answer of the range and the period before it, for the score
-- alone (satisfaction-nps.ts). The (brand, created_at) index now carries the score, so that read
-- is an index-only scan over the pages a vacuum has marked all-visible instead of a visit to
-- every heap page of the range. It replaces the narrower index on the same key: a load still
-- writes as many indexes of survey_responses as before.
CREATE INDEX survey_responses_brand_score_idx ON survey_responses (brand_id, created_at)
  INCLUDE (nps_score);

DROP INDEX survey_responses_brand_idx;
