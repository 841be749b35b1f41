-- 010_progress_rollup.sql's first text wrote the "from when a person counts" rule inline; the
-- current one defines it once as person_counted_since(people), which later migrations (018) call.
-- The inline triggers it left behind compute the same values; they are rewritten to call it.
CREATE OR REPLACE FUNCTION person_counted_since(p people) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE
AS $$
  SELECT CASE WHEN p.deleted_at IS NULL AND p.status <> 'preregistered' THEN p.registered_at END
$$;

-- The two triggers' functions as the current text writes them (same values, one definition).
CREATE OR REPLACE FUNCTION course_progress_person_fill() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  SELECT coalesce(p.region_id, 0), p.store_id, coalesce(p.position_id, 0),
         person_counted_since(p)
    INTO NEW.person_region_id, NEW.person_store_id, NEW.person_position_id,
         NEW.person_registered_at
    FROM people p
   WHERE p.id = NEW.person_id;
  RETURN NEW;
END
$$;

CREATE OR REPLACE FUNCTION people_progress_placement() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE course_progress
     SET person_region_id = coalesce(NEW.region_id, 0),
         person_store_id = NEW.store_id,
         person_position_id = coalesce(NEW.position_id, 0),
         person_registered_at = person_counted_since(NEW)
   WHERE person_id = NEW.id;
  RETURN NULL;
END
$$;
