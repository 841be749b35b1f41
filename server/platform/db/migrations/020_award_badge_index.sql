-- A training report row's badge is its person's first award of its course (earned_at, then id).
-- The export streams a brand's ~134,000 attempts in order and looks the badge up per approved
-- attempt (~80,000 for a month of brand 1 on the large seed): with only migration 002's index on
-- person_id each lookup sorted the person's awards; in this order, with the title included, it
-- is the first entry of an index-only range. It leads with person_id, so it serves whatever the
-- old index did.
CREATE INDEX awards_person_course_idx ON awards (person_id, course_id, earned_at, id)
  INCLUDE (title);
DROP INDEX awards_person_idx;
