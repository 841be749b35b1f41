-- Survey openings (issue 15, the completion rate of /gem/performance-indicators): how many
-- times guests opened each survey at each store, per quarter hour. survey_responses holds only
-- finished answers; completion rate = answers / openings over the same instants.
--
-- One row per store, survey and quarter hour `slot` (its start, aligned on UTC quarter hours:
-- date_bin('15 minutes', opened instant, 2000-01-01 00:00 UTC)); `opened` counts the openings
-- in it. Every time zone in use has an offset that is a whole number of quarter hours, so every
-- local midnight is a slot boundary and a report's range [start 00:00, end + 1 00:00) in the
-- caller's zone takes whole slots: the openings of a range are exact in any zone (a daily row
-- would be exact in one zone only). The survey app adds one opening with
--   INSERT … VALUES (…, date_bin('15 minutes', now(), TIMESTAMPTZ '2000-01-01 00:00+00'), 1)
--   ON CONFLICT (store_id, survey_id, slot) DO UPDATE SET opened = survey_openings.opened + 1;
-- `region_id` is the store's region at the time, as on survey_responses (the scope filter reads
-- both the same way). Nothing was recorded before this migration: older ranges have no openings
-- and their completion rate is null.
CREATE TABLE survey_openings (
  brand_id integer NOT NULL REFERENCES organizations (id),
  store_id integer NOT NULL REFERENCES organizations (id),
  region_id integer REFERENCES regions (id),
  survey_id integer NOT NULL REFERENCES surveys (id),
  slot timestamptz NOT NULL
    CHECK (slot = date_bin('15 minutes', slot, TIMESTAMPTZ '2000-01-01 00:00:00+00')),
  opened integer NOT NULL CHECK (opened > 0),
  PRIMARY KEY (store_id, survey_id, slot)
);
-- The reports sum `opened` per store over a range at each scope level (index-only scans).
CREATE INDEX survey_openings_brand_idx ON survey_openings (brand_id, slot)
  INCLUDE (store_id, survey_id, opened);
CREATE INDEX survey_openings_region_idx ON survey_openings (brand_id, region_id, slot)
  INCLUDE (store_id, survey_id, opened);
CREATE INDEX survey_openings_store_idx ON survey_openings (brand_id, store_id, slot)
  INCLUDE (survey_id, opened);
