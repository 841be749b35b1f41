-- The users ranking made afresh reads a brand's rollup rows of the months its range covers
-- (server/rankings/ranking-rollup.ts: ~58,000 rows for 30 days). Through the primary key they
-- were a bitmap heap scan over rows spread across the table (a rebuild or a month of upserts
-- interleaves brands and months: ~8,400 pages for those rows); this index holds what that read
-- needs, in (brand, month) order, so it is an index-only scan of ~600 pages. The managers
-- ranking reads other columns and keeps the primary key.
CREATE INDEX ranking_person_months_exams_idx
  ON ranking_person_months (brand_id, month, person_id)
  INCLUDE (exams_done, exams_approved, score_hundredths);
