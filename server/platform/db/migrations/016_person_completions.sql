-- The user ranking (issue 12 benchmark): a person's progress is the share of the topics available
-- to their position that they completed before the range's end. Counting it joined every
-- progress row of the brand (~677,000 for brand 1 of the large seed) to its person on each call
-- (~1 s of a 1.8 s ranking). Now each person carries how many available topics they have
-- completed at all (`completed_available`, kept by the triggers below); "before the range's end"
-- is that count minus the completions at or after the end, an index range that is empty or small
-- for the ranges people ask about (the default ends yesterday).

ALTER TABLE people ADD COLUMN completed_available integer NOT NULL DEFAULT 0;

-- A person's completed topics that are available to their position now (population.ts's rule:
-- an active topic of the person's brand that targets their position or no position at all; no
-- position, 0, gets only the latter). One definition for the triggers and the rebuild.
CREATE FUNCTION completed_available_of(person_ids integer[])
  RETURNS TABLE (person_id integer, n integer)
  LANGUAGE sql STABLE
AS $$
  SELECT q.id, count(c.id)::int
    FROM people q
    LEFT JOIN course_progress cp ON cp.person_id = q.id AND cp.completed_at IS NOT NULL
                                AND cp.brand_id = q.brand_id
    LEFT JOIN courses c ON c.id = cp.course_id AND c.brand_id = q.brand_id
                       AND c.type <> 'inactive'
                       AND (NOT EXISTS (SELECT 1 FROM course_positions t WHERE t.course_id = c.id)
                            OR EXISTS (SELECT 1 FROM course_positions t
                                        WHERE t.course_id = c.id AND t.position_id = q.position_id))
   WHERE person_ids IS NULL OR q.id = ANY (person_ids)
   GROUP BY q.id
$$;

-- Rewrites the count of the given people (NULL: everyone) where it changed.
CREATE FUNCTION people_completed_available_refresh(person_ids integer[]) RETURNS void
  LANGUAGE sql
AS $$
  UPDATE people p SET completed_available = f.n
    FROM completed_available_of(person_ids) f
   WHERE p.id = f.person_id AND p.completed_available <> f.n;
$$;

-- A progress row written, moved or deleted: its person's count (both people when it moved).
CREATE FUNCTION course_progress_completed_track() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM people_completed_available_refresh(ARRAY[NEW.person_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM people_completed_available_refresh(ARRAY[OLD.person_id]);
  ELSE
    PERFORM people_completed_available_refresh(ARRAY[OLD.person_id, NEW.person_id]);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER course_progress_completed_track
  AFTER INSERT OR DELETE OR UPDATE OF person_id, course_id, brand_id, completed_at
  ON course_progress
  FOR EACH ROW EXECUTE FUNCTION course_progress_completed_track();

-- A person who changes position (or brand) has other topics available.
CREATE FUNCTION people_completed_position_track() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM people_completed_available_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;

CREATE TRIGGER people_completed_position_track
  AFTER UPDATE OF position_id, brand_id ON people
  FOR EACH ROW
  WHEN (OLD.position_id IS DISTINCT FROM NEW.position_id OR OLD.brand_id <> NEW.brand_id)
  EXECUTE FUNCTION people_completed_position_track();

-- A topic activated, deactivated, added, removed or re-targeted changes what is available to
-- whole positions: recount everyone whose count changed (rare: the console does not edit topics;
-- the seed loads with triggers off and calls the rebuild).
CREATE FUNCTION people_completed_topics_track() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM people_completed_available_refresh(NULL);
  RETURN NULL;
END
$$;

CREATE TRIGGER courses_completed_track
  AFTER INSERT OR DELETE OR UPDATE OF type, brand_id ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION people_completed_topics_track();

CREATE TRIGGER course_positions_completed_track
  AFTER INSERT OR DELETE OR UPDATE ON course_positions
  FOR EACH STATEMENT EXECUTE FUNCTION people_completed_topics_track();

SELECT people_completed_available_refresh(NULL);

-- The ranking's people index-only: what the dashboard read before, plus the count and the name
-- order (ties are broken by name).
DROP INDEX people_report_idx;
CREATE INDEX people_report_idx ON people (brand_id, region_id, store_id)
  INCLUDE (id, position_id, registered_at, status, first_completed_at, completed_available,
           sort_name)
  WHERE deleted_at IS NULL;

-- Who was active in the range: progress started or completed there, exams started there; each
-- an index-only range with the person (and the topic, for the topic filter).
CREATE INDEX course_progress_brand_started_idx ON course_progress (brand_id, started_at)
  INCLUDE (person_id, course_id);
DROP INDEX course_progress_completed_idx;
CREATE INDEX course_progress_completed_idx ON course_progress (brand_id, completed_at)
  INCLUDE (person_id, course_id, person_position_id)
  WHERE completed_at IS NOT NULL;
DROP INDEX exam_attempts_brand_started_idx;
CREATE INDEX exam_attempts_brand_started_idx ON exam_attempts (brand_id, started_at)
  INCLUDE (person_id, course_id);
