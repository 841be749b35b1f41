-- Counted people per placement (issue 12 benchmark): the key metrics, the progress panel and the
-- store and managers rankings counted a brand's registered and active people "as of" the range's
-- end and start by reading every one of them (~84,000 for brand 1 of the large seed, ~20–70 ms
-- per call). `people_counts` holds how many counted people (population.ts: not deleted, not
-- preregistered, with a registration) each brand, region, store and position has now, and how
-- many of them have completed a topic; "as of t" is that minus the people registered at or after
-- t, or whose first completion is at or after t (people-as-of.ts: two index ranges, a few
-- thousand people for the default range).

CREATE TABLE people_counts (
  brand_id integer NOT NULL,
  region_id integer NOT NULL,   -- 0: no region
  store_id integer NOT NULL,
  position_id integer NOT NULL, -- 0: no position
  registered integer NOT NULL DEFAULT 0,
  active integer NOT NULL DEFAULT 0,
  PRIMARY KEY (brand_id, region_id, store_id, position_id)
);

-- A person's share of the counts: one registered, and one active when they completed a topic.
CREATE FUNCTION people_counts_apply(p people, sign integer) RETURNS void
  LANGUAGE plpgsql
AS $$
BEGIN
  IF person_counted_since(p) IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO people_counts AS c (brand_id, region_id, store_id, position_id, registered, active)
  VALUES (p.brand_id, coalesce(p.region_id, 0), p.store_id, coalesce(p.position_id, 0), sign,
          CASE WHEN p.first_completed_at IS NULL THEN 0 ELSE sign END)
  ON CONFLICT (brand_id, region_id, store_id, position_id) DO UPDATE
    SET registered = c.registered + excluded.registered, active = c.active + excluded.active;
END
$$;

CREATE FUNCTION people_counts_track() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM people_counts_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM people_counts_apply(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;

-- Every write path keeps the counts (the app, imports, tests, the first completion written by
-- migration 010's trigger); an update that changes none of what they read does nothing. The
-- seed bulk-loads with triggers off and calls people_counts_rebuild().
CREATE TRIGGER people_counts_track_insert_delete
  AFTER INSERT OR DELETE ON people
  FOR EACH ROW EXECUTE FUNCTION people_counts_track();

CREATE TRIGGER people_counts_track_update
  AFTER UPDATE OF brand_id, region_id, store_id, position_id, status, deleted_at, registered_at,
                  first_completed_at ON people
  FOR EACH ROW
  WHEN (OLD.brand_id <> NEW.brand_id OR OLD.region_id IS DISTINCT FROM NEW.region_id
        OR OLD.store_id <> NEW.store_id OR OLD.position_id IS DISTINCT FROM NEW.position_id
        OR OLD.status <> NEW.status OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
        OR OLD.registered_at IS DISTINCT FROM NEW.registered_at
        OR (OLD.first_completed_at IS NULL) <> (NEW.first_completed_at IS NULL))
  EXECUTE FUNCTION people_counts_track();

CREATE FUNCTION people_counts_rebuild() RETURNS void
  LANGUAGE sql
AS $$
  DELETE FROM people_counts;
  INSERT INTO people_counts (brand_id, region_id, store_id, position_id, registered, active)
  SELECT p.brand_id, coalesce(p.region_id, 0), p.store_id, coalesce(p.position_id, 0),
         count(*), count(p.first_completed_at)
    FROM people p
   WHERE person_counted_since(p) IS NOT NULL
   GROUP BY 1, 2, 3, 4;
$$;

SELECT people_counts_rebuild();

-- The people counted late for an instant: registered at or after it, or first completing a topic
-- at or after it; each an index-only range with what the counts are grouped and filtered by.
CREATE INDEX people_registered_idx ON people (brand_id, registered_at)
  INCLUDE (region_id, store_id, position_id, status, first_completed_at)
  WHERE deleted_at IS NULL;
CREATE INDEX people_first_completed_idx ON people (brand_id, first_completed_at)
  INCLUDE (region_id, store_id, position_id, status, registered_at)
  WHERE deleted_at IS NULL AND first_completed_at IS NOT NULL;

-- The managers ranking reads a brand's managers by position index-only: their store, name order
-- and id (migration 015's index, which the overdue people read, plus those two).
DROP INDEX people_position_registered_idx;
CREATE INDEX people_position_registered_idx
  ON people (brand_id, position_id, registered_at)
  INCLUDE (region_id, store_id, status, sort_name, id) WHERE deleted_at IS NULL;
