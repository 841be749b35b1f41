-- Performance indicators and overdue people (issue 13 benchmark): per content target (course,
-- position), the progress rows of that course whose person now holds that position and counts
-- (person_registered_at, kept by the triggers of migration 010), with what the figures read:
-- the person's registration (the deadline), region and store (the scope), the row's start and
-- completion, and the person. An index-only range of one course and position instead of a join
-- of every person of the brand to every progress row (1.2 s for a brand's indicators on the
-- large seed).
CREATE INDEX course_progress_target_idx
  ON course_progress (brand_id, course_id, person_position_id)
  INCLUDE (person_registered_at, started_at, completed_at, person_region_id, person_store_id,
           person_id)
  WHERE person_registered_at IS NOT NULL;
