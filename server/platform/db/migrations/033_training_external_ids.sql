-- The identities a chain's learning app gives its courses, their lessons, exams and questions,
-- and the attempts it records (externalId). Courses, exams and attempts are named by the brand
-- (an attempt names its exam alone); a lesson by its course and a question by its exam, as
-- they only ever arrive inside them. Records the console or the seed made have none.
ALTER TABLE courses ADD COLUMN external_id text;
CREATE UNIQUE INDEX courses_brand_external_idx ON courses (brand_id, external_id)
  WHERE external_id IS NOT NULL;

ALTER TABLE lessons ADD COLUMN external_id text;
CREATE UNIQUE INDEX lessons_course_external_idx ON lessons (course_id, external_id)
  WHERE external_id IS NOT NULL;

ALTER TABLE exams ADD COLUMN external_id text;
CREATE UNIQUE INDEX exams_brand_external_idx ON exams (brand_id, external_id)
  WHERE external_id IS NOT NULL;

ALTER TABLE exam_questions ADD COLUMN external_id text;
CREATE UNIQUE INDEX exam_questions_exam_external_idx ON exam_questions (exam_id, external_id)
  WHERE external_id IS NOT NULL;

ALTER TABLE exam_attempts ADD COLUMN external_id text;
CREATE UNIQUE INDEX exam_attempts_brand_external_idx ON exam_attempts (brand_id, external_id)
  WHERE external_id IS NOT NULL;

-- Loads append attempts a thousand at a time. The day rollups (007) were kept by a row trigger:
-- a 1,000-row INSERT ... SELECT upserted the same (store, course, day) rows once per attempt,
-- each update walking the versions the ones before it left in the same transaction. The same
-- sums are now kept per statement, from its transition tables: each key is upserted once, in
-- key order (two loads touching the same keys cannot deadlock).
CREATE FUNCTION exam_attempt_days_add(added exam_attempts[], removed exam_attempts[])
  RETURNS void
  LANGUAGE sql
AS $$
  WITH f AS (
    SELECT a.brand_id, coalesce(a.region_id, 0) AS region_id, a.store_id, a.course_id,
           (a.ended_at AT TIME ZONE 'UTC')::date AS day, a.approved, a.score, 1 AS sign
      FROM unnest(added) a
     WHERE a.score IS NOT NULL AND a.ended_at IS NOT NULL
    UNION ALL
    SELECT r.brand_id, coalesce(r.region_id, 0), r.store_id, r.course_id,
           (r.ended_at AT TIME ZONE 'UTC')::date, r.approved, r.score, -1
      FROM unnest(removed) r
     WHERE r.score IS NOT NULL AND r.ended_at IS NOT NULL
  ), k AS (
    SELECT brand_id, region_id, store_id, course_id, day,
           sum(CASE WHEN approved THEN sign ELSE 0 END)::int AS approved,
           sum(CASE WHEN approved THEN 0 ELSE sign END)::int AS failed,
           sum(sign * score) AS score_sum
      FROM f
     GROUP BY 1, 2, 3, 4, 5
  ), days AS (
    INSERT INTO exam_attempt_days AS d
      (brand_id, region_id, store_id, course_id, day, approved, failed, score_sum)
    SELECT brand_id, region_id, store_id, course_id, day, approved, failed, score_sum
      FROM k
     ORDER BY brand_id, store_id, course_id, day, region_id
    ON CONFLICT (brand_id, store_id, course_id, day, region_id) DO UPDATE
      SET approved = d.approved + excluded.approved,
          failed = d.failed + excluded.failed,
          score_sum = d.score_sum + excluded.score_sum
  )
  INSERT INTO exam_store_days AS d (brand_id, region_id, store_id, day, approved, failed, score_sum)
  SELECT brand_id, region_id, store_id, day, sum(approved), sum(failed), sum(score_sum)
    FROM k
   GROUP BY brand_id, region_id, store_id, day
   ORDER BY brand_id, store_id, day, region_id
  ON CONFLICT (brand_id, store_id, day, region_id) DO UPDATE
    SET approved = d.approved + excluded.approved,
        failed = d.failed + excluded.failed,
        score_sum = d.score_sum + excluded.score_sum;
$$;

-- One trigger per event (a trigger with transition tables has one event); each reads only the
-- transition tables its event has.
CREATE FUNCTION exam_attempt_days_statement() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  added exam_attempts[] := '{}';
  removed exam_attempts[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    added := ARRAY(SELECT n::exam_attempts FROM new_rows n
                    WHERE n.score IS NOT NULL AND n.ended_at IS NOT NULL);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    removed := ARRAY(SELECT o::exam_attempts FROM old_rows o
                      WHERE o.score IS NOT NULL AND o.ended_at IS NOT NULL);
  END IF;
  IF cardinality(added) > 0 OR cardinality(removed) > 0 THEN
    PERFORM exam_attempt_days_add(added, removed);
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER exam_attempt_days_track ON exam_attempts;
DROP FUNCTION exam_attempt_days_track();
DROP FUNCTION exam_attempt_days_apply(exam_attempts, integer);
CREATE TRIGGER exam_attempt_days_insert AFTER INSERT ON exam_attempts
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION exam_attempt_days_statement();
CREATE TRIGGER exam_attempt_days_update AFTER UPDATE ON exam_attempts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION exam_attempt_days_statement();
CREATE TRIGGER exam_attempt_days_delete AFTER DELETE ON exam_attempts
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION exam_attempt_days_statement();
