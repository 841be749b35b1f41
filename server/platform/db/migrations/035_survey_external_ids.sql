-- The identities a chain's survey tool gives its surveys, guest answers and survey openings
-- (externalId, unique per brand), so a load sent twice adds nothing the second time. Surveys
-- and answers the seed made have none.
ALTER TABLE surveys ADD COLUMN external_id text;
CREATE UNIQUE INDEX surveys_brand_external_idx ON surveys (brand_id, external_id)
  WHERE external_id IS NOT NULL;

ALTER TABLE survey_responses ADD COLUMN external_id text;
CREATE UNIQUE INDEX survey_responses_brand_external_idx ON survey_responses (brand_id, external_id)
  WHERE external_id IS NOT NULL;

-- survey_openings keeps counts per store, survey and quarter hour (migration 013), not one row
-- per opening: an opening loaded by externalId leaves its identity here, and only an identity
-- inserted for the first time adds one to its quarter hour's count.
CREATE TABLE survey_opening_ids (
  brand_id integer NOT NULL REFERENCES organizations (id),
  external_id text NOT NULL,
  store_id integer NOT NULL REFERENCES organizations (id),
  survey_id integer NOT NULL REFERENCES surveys (id),
  opened_at timestamptz NOT NULL,
  PRIMARY KEY (brand_id, external_id)
);
