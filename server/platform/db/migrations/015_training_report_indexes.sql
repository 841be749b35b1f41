-- Training reports sorted by name (issue 13 benchmark): the page walks people in name order and
-- takes each one's attempts in the range and scope until the page is full, instead of joining
-- every attempt of the range (~134,000 for a brand's month on the large seed) to its person and
-- sorting them (~480 ms p95 at brand level; ~20 ms this way). The people's name order over
-- everyone, deleted people too (their attempts stay in the report); no brand column: the attempt
-- carries the scope, so the walk needs no assumption about the person's brand.
CREATE INDEX people_sort_name_all_idx ON people (sort_name, id);

-- A person's attempts with what the walk filters and returns (brand, region, store, start, id)
-- besides what the user ranking reads, so each person costs one index-only probe (no visit to
-- ~15 attempts in the heap). Replaces migration 007's index of the same key, about as large.
DROP INDEX exam_attempts_person_report_idx;
CREATE INDEX exam_attempts_person_report_idx ON exam_attempts (person_id)
  INCLUDE (brand_id, course_id, started_at, ended_at, score, approved, id, region_id, store_id);

-- Performance indicators and overdue people (issue 13 benchmark): per mandatory target, the
-- scope's counted people of its position whose deadline passed (registered before cut-off − due
-- days) as one index range, counted index-only or walked in deadline order, instead of joining
-- every counted person of the targets' positions to every target.
CREATE INDEX people_position_registered_idx
  ON people (brand_id, position_id, registered_at)
  INCLUDE (region_id, store_id, status) WHERE deleted_at IS NULL;
