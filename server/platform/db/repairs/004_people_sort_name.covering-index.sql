-- 004_people_sort_name.sql's first text indexed the sort key with the search text only; the
-- current one also covers the list's filter columns.
DROP INDEX IF EXISTS people_brand_sort_name_idx;
CREATE INDEX people_brand_sort_name_idx
  ON people (brand_id, sort_name, id)
  INCLUDE (search_text, status, store_id, region_id, position_id, created_at)
  WHERE deleted_at IS NULL;
