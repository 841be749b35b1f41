-- What the rankings made afresh read, held by the indexes they read it through, so both reads
-- are index-only scans. Each index replaces a narrower one on the same key, so a load still
-- writes as many indexes of these tables as before.

-- A brand's rollup rows of the months a range covers: the users ranking reads their exam sums,
-- the managers ranking who was active at which store (activities, first and last activity,
-- exactness). With the exam sums alone (038) the managers ranking was a bitmap heap scan over
-- the ~8,400 pages that upserts spread those rows across.
CREATE INDEX ranking_person_months_read_idx
  ON ranking_person_months (brand_id, month, person_id)
  INCLUDE (store_id, exams_done, exams_approved, score_hundredths, activities, first_at, last_at,
           exact);

DROP INDEX ranking_person_months_exams_idx;

-- The topics completed in the days of a range the rollup does not cover, with the store they
-- were completed at (the managers ranking counts the store's active people): without the store
-- these were a heap read of ~2,000 scattered pages for two days of a brand.
DROP INDEX course_progress_completed_idx;

CREATE INDEX course_progress_completed_idx ON course_progress (brand_id, completed_at)
  INCLUDE (person_id, course_id, person_position_id, store_id) WHERE completed_at IS NOT NULL;
