-- 018_people_counts.sql's first text left migration 015's position index as it was; the current
-- one widens it so the managers ranking reads managers index-only.
DROP INDEX IF EXISTS people_position_registered_idx;
CREATE INDEX people_position_registered_idx
  ON people (brand_id, position_id, registered_at)
  INCLUDE (region_id, store_id, status, sort_name, id) WHERE deleted_at IS NULL;
