-- Report rollups and indexes for the dashboard and rankings (issue 12, docs/report-kit.md
-- "Rollups"). On the large seed (3 M exam attempts) the exam figures summed raw rows from the
-- first day of activity on every call; they now sum one row per store (and topic) and UTC day, and
-- read raw attempts only on the UTC days that a range bound cuts (local-day bounds do not align
-- with UTC days), so every figure stays exact to the millisecond.

-- Completed exams (ended, with a score) per store, topic and UTC day of ended_at (the exams
-- panel). region_id is the attempt's own region (0: none), as the reports count exams where
-- they happened.
CREATE TABLE exam_attempt_days (
  brand_id integer NOT NULL,
  region_id integer NOT NULL,
  store_id integer NOT NULL,
  course_id integer NOT NULL,
  day date NOT NULL,
  approved integer NOT NULL,
  failed integer NOT NULL,
  score_sum numeric NOT NULL,
  PRIMARY KEY (brand_id, store_id, course_id, day, region_id)
);
CREATE INDEX exam_attempt_days_brand_day_idx ON exam_attempt_days (brand_id, day)
  INCLUDE (region_id, store_id, course_id, approved, failed, score_sum);

-- The same per store and UTC day, all topics together: about a tenth of the rows, for the
-- figures that sum from the first day of activity (key metrics) or per store (store ranking).
CREATE TABLE exam_store_days (
  brand_id integer NOT NULL,
  region_id integer NOT NULL,
  store_id integer NOT NULL,
  day date NOT NULL,
  approved integer NOT NULL,
  failed integer NOT NULL,
  score_sum numeric NOT NULL,
  PRIMARY KEY (brand_id, store_id, day, region_id)
);
CREATE INDEX exam_store_days_brand_day_idx ON exam_store_days (brand_id, day)
  INCLUDE (region_id, store_id, approved, failed, score_sum);

-- Adds (sign 1) or removes (sign -1) one attempt's share of its day.
CREATE FUNCTION exam_attempt_days_apply(a exam_attempts, sign integer) RETURNS void
  LANGUAGE plpgsql
AS $$
BEGIN
  IF a.score IS NULL OR a.ended_at IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO exam_attempt_days AS d
    (brand_id, region_id, store_id, course_id, day, approved, failed, score_sum)
  VALUES (a.brand_id, coalesce(a.region_id, 0), a.store_id, a.course_id,
          (a.ended_at AT TIME ZONE 'UTC')::date,
          CASE WHEN a.approved THEN sign ELSE 0 END,
          CASE WHEN a.approved THEN 0 ELSE sign END,
          sign * a.score)
  ON CONFLICT (brand_id, store_id, course_id, day, region_id) DO UPDATE
    SET approved = d.approved + excluded.approved,
        failed = d.failed + excluded.failed,
        score_sum = d.score_sum + excluded.score_sum;
  INSERT INTO exam_store_days AS d
    (brand_id, region_id, store_id, day, approved, failed, score_sum)
  VALUES (a.brand_id, coalesce(a.region_id, 0), a.store_id, (a.ended_at AT TIME ZONE 'UTC')::date,
          CASE WHEN a.approved THEN sign ELSE 0 END,
          CASE WHEN a.approved THEN 0 ELSE sign END,
          sign * a.score)
  ON CONFLICT (brand_id, store_id, day, region_id) DO UPDATE
    SET approved = d.approved + excluded.approved,
        failed = d.failed + excluded.failed,
        score_sum = d.score_sum + excluded.score_sum;
END
$$;

CREATE FUNCTION exam_attempt_days_track() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM exam_attempt_days_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM exam_attempt_days_apply(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;

-- Every write path (the app, a person's hard delete cascading, tests) keeps the rollup right.
-- The seed bulk-loads with triggers off (session_replication_role = replica) and calls
-- exam_attempt_days_rebuild() at its end.
CREATE TRIGGER exam_attempt_days_track
  AFTER INSERT OR UPDATE OR DELETE ON exam_attempts
  FOR EACH ROW EXECUTE FUNCTION exam_attempt_days_track();

CREATE FUNCTION exam_attempt_days_rebuild() RETURNS void
  LANGUAGE sql
AS $$
  DELETE FROM exam_attempt_days;
  INSERT INTO exam_attempt_days
    (brand_id, region_id, store_id, course_id, day, approved, failed, score_sum)
  SELECT brand_id, coalesce(region_id, 0), store_id, course_id,
         (ended_at AT TIME ZONE 'UTC')::date,
         count(*) FILTER (WHERE approved), count(*) FILTER (WHERE NOT approved), sum(score)
    FROM exam_attempts
   WHERE score IS NOT NULL AND ended_at IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5;
  DELETE FROM exam_store_days;
  INSERT INTO exam_store_days (brand_id, region_id, store_id, day, approved, failed, score_sum)
  SELECT brand_id, region_id, store_id, day, sum(approved), sum(failed), sum(score_sum)
    FROM exam_attempt_days
   GROUP BY 1, 2, 3, 4;
$$;

SELECT exam_attempt_days_rebuild();

-- Raw attempts on the cut days and in short ranges: by brand (and store or region) and ended_at.
CREATE INDEX exam_attempts_brand_ended_idx ON exam_attempts (brand_id, ended_at)
  INCLUDE (region_id, store_id, course_id, person_id, approved, score)
  WHERE ended_at IS NOT NULL;
CREATE INDEX exam_attempts_store_ended_idx ON exam_attempts (brand_id, store_id, ended_at)
  WHERE ended_at IS NOT NULL;

-- The people a report counts (registeredPeople, the rankings' ppl) without visiting the heap:
-- by brand, region and store, with what the figures read of them.
CREATE INDEX people_report_idx ON people (brand_id, region_id, store_id)
  INCLUDE (id, position_id, registered_at, status) WHERE deleted_at IS NULL;
-- Their progress, read per brand in one pass (index-only) and joined to them by person.
CREATE INDEX course_progress_report_idx ON course_progress (brand_id, person_id)
  INCLUDE (course_id, started_at, completed_at);
-- A person's attempts in a range (the user ranking) without visiting the heap.
CREATE INDEX exam_attempts_person_report_idx ON exam_attempts (person_id)
  INCLUDE (brand_id, course_id, started_at, ended_at, score, approved);
