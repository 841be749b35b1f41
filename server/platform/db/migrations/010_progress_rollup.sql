-- Training progress "as of" an instant without reading every progress row (issue 12,
-- docs/report-kit.md "Rollups"). The dashboard counts a progress row from the later of its
-- event (started, completed) and its person's registration, by where the person is now (store,
-- region, position) and only while the person counts (registered, not deleted). On the large
-- seed a brand's figures read 677,000 progress rows joined to 100,000 people on every call.
--
-- Now: each progress row carries its person's placement (kept by triggers on people), and two
-- generated columns give the instants from which it counts as started and as completed. A rollup
-- per store, position, topic and UTC month sums those; a figure "as of t" is the months wholly
-- before t's UTC month plus the raw rows of t's month before t (an index range of at most one
-- month), so it stays exact to the millisecond in any time zone.

ALTER TABLE course_progress
  -- Where the person is now (0: no region / no position) and when they registered; NULL when
  -- the person does not count (preregistered or deleted).
  ADD COLUMN person_region_id integer NOT NULL DEFAULT 0,
  ADD COLUMN person_store_id integer NOT NULL DEFAULT 0,
  ADD COLUMN person_position_id integer NOT NULL DEFAULT 0,
  ADD COLUMN person_registered_at timestamptz,
  -- A course is completed after it was started; so "incomplete as of t" is started minus completed.
  ADD CONSTRAINT course_progress_completed_after_start
    CHECK (completed_at IS NULL OR completed_at >= started_at);

-- From when a person counts in the training figures: registered, and NULL while preregistered
-- or deleted. One definition for the triggers, the migration and the seed's bulk insert.
CREATE FUNCTION person_counted_since(p people) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE
AS $$
  SELECT CASE WHEN p.deleted_at IS NULL AND p.status <> 'preregistered' THEN p.registered_at END
$$;

UPDATE course_progress cp
   SET person_region_id = coalesce(p.region_id, 0),
       person_store_id = p.store_id,
       person_position_id = coalesce(p.position_id, 0),
       person_registered_at = person_counted_since(p)
  FROM people p
 WHERE p.id = cp.person_id;

ALTER TABLE course_progress
  ADD COLUMN started_event_at timestamptz GENERATED ALWAYS AS (
    CASE WHEN person_registered_at IS NOT NULL THEN greatest(started_at, person_registered_at) END
  ) STORED,
  ADD COLUMN completed_event_at timestamptz GENERATED ALWAYS AS (
    CASE WHEN person_registered_at IS NOT NULL AND completed_at IS NOT NULL
         THEN greatest(completed_at, person_registered_at) END
  ) STORED;

-- The raw rows of a month, by brand and instant, with what the figures group by.
CREATE INDEX course_progress_started_event_idx ON course_progress (brand_id, started_event_at)
  INCLUDE (person_region_id, person_store_id, person_position_id, course_id)
  WHERE started_event_at IS NOT NULL;
CREATE INDEX course_progress_completed_event_idx ON course_progress (brand_id, completed_event_at)
  INCLUDE (person_region_id, person_store_id, person_position_id, course_id)
  WHERE completed_event_at IS NOT NULL;

-- A person's first completion: the "active" figure (adoption) counts people, not rows.
ALTER TABLE people ADD COLUMN first_completed_at timestamptz;
UPDATE people p
   SET first_completed_at = f.first
  FROM (SELECT person_id, min(completed_at) AS first FROM course_progress GROUP BY person_id) f
 WHERE f.person_id = p.id AND f.first IS NOT NULL;

DROP INDEX people_report_idx;
CREATE INDEX people_report_idx ON people (brand_id, region_id, store_id)
  INCLUDE (id, position_id, registered_at, status, first_completed_at) WHERE deleted_at IS NULL;

-- Started and completed rows per person placement, topic and UTC month of the event.
CREATE TABLE progress_months (
  brand_id integer NOT NULL,
  region_id integer NOT NULL,
  store_id integer NOT NULL,
  position_id integer NOT NULL,
  course_id integer NOT NULL,
  month date NOT NULL,
  started integer NOT NULL,
  completed integer NOT NULL,
  PRIMARY KEY (brand_id, store_id, position_id, course_id, month, region_id)
);
CREATE INDEX progress_months_brand_idx ON progress_months (brand_id, month)
  INCLUDE (region_id, store_id, position_id, course_id, started, completed);

CREATE FUNCTION progress_month_add(
  cp course_progress, at timestamptz, started integer, completed integer
) RETURNS void
  LANGUAGE sql
AS $$
  INSERT INTO progress_months AS m
    (brand_id, region_id, store_id, position_id, course_id, month, started, completed)
  VALUES (cp.brand_id, cp.person_region_id, cp.person_store_id, cp.person_position_id,
          cp.course_id, date_trunc('month', at AT TIME ZONE 'UTC')::date, started, completed)
  ON CONFLICT (brand_id, store_id, position_id, course_id, month, region_id) DO UPDATE
    SET started = m.started + excluded.started, completed = m.completed + excluded.completed;
$$;

-- Adds (sign 1) or removes (sign -1) one progress row's share of its months.
CREATE FUNCTION progress_months_apply(cp course_progress, sign integer) RETURNS void
  LANGUAGE plpgsql
AS $$
BEGIN
  IF cp.started_event_at IS NOT NULL THEN
    PERFORM progress_month_add(cp, cp.started_event_at, sign, 0);
  END IF;
  IF cp.completed_event_at IS NOT NULL THEN
    PERFORM progress_month_add(cp, cp.completed_event_at, 0, sign);
  END IF;
END
$$;

-- A new (or re-assigned) progress row takes its person's placement.
CREATE FUNCTION course_progress_person_fill() RETURNS trigger
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

CREATE TRIGGER course_progress_person_fill
  BEFORE INSERT OR UPDATE OF person_id ON course_progress
  FOR EACH ROW EXECUTE FUNCTION course_progress_person_fill();

CREATE FUNCTION people_first_completed_refresh(person integer) RETURNS void
  LANGUAGE sql
AS $$
  UPDATE people p
     SET first_completed_at = f.first
    FROM (SELECT min(completed_at) AS first FROM course_progress WHERE person_id = person) f
   WHERE p.id = person AND p.first_completed_at IS DISTINCT FROM f.first;
$$;

CREATE FUNCTION course_progress_rollup_track() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM progress_months_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM progress_months_apply(NEW, 1);
  END IF;
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD.person_id <> NEW.person_id
                            OR OLD.completed_at IS DISTINCT FROM NEW.completed_at) THEN
    PERFORM people_first_completed_refresh(OLD.person_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR OLD.person_id <> NEW.person_id
                            OR OLD.completed_at IS DISTINCT FROM NEW.completed_at) THEN
    PERFORM people_first_completed_refresh(NEW.person_id);
  END IF;
  RETURN NULL;
END
$$;

-- Every write path (tests, a person's hard delete cascading, a future app write) keeps the
-- rollup right; the seed bulk-loads with triggers off and calls progress_rollup_rebuild().
CREATE TRIGGER course_progress_rollup_track
  AFTER INSERT OR UPDATE OR DELETE ON course_progress
  FOR EACH ROW EXECUTE FUNCTION course_progress_rollup_track();

-- A person who moves, changes position or status, registers or is deleted carries their rows
-- along (whose own trigger then moves the rollup).
CREATE FUNCTION people_progress_placement() RETURNS trigger
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

CREATE TRIGGER people_progress_placement
  AFTER UPDATE OF region_id, store_id, position_id, status, deleted_at, registered_at ON people
  FOR EACH ROW
  WHEN (OLD.region_id IS DISTINCT FROM NEW.region_id OR OLD.store_id <> NEW.store_id
        OR OLD.position_id IS DISTINCT FROM NEW.position_id OR OLD.status <> NEW.status
        OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
        OR OLD.registered_at IS DISTINCT FROM NEW.registered_at)
  EXECUTE FUNCTION people_progress_placement();

CREATE FUNCTION progress_rollup_rebuild() RETURNS void
  LANGUAGE sql
AS $$
  UPDATE people p
     SET first_completed_at = f.first
    FROM (SELECT person_id, min(completed_at) AS first FROM course_progress GROUP BY person_id) f
   WHERE f.person_id = p.id AND p.first_completed_at IS DISTINCT FROM f.first;
  DELETE FROM progress_months;
  INSERT INTO progress_months
    (brand_id, region_id, store_id, position_id, course_id, month, started, completed)
  SELECT brand_id, person_region_id, person_store_id, person_position_id, course_id, month,
         sum(started), sum(completed)
    FROM (
      SELECT brand_id, person_region_id, person_store_id, person_position_id, course_id,
             date_trunc('month', started_event_at AT TIME ZONE 'UTC')::date AS month,
             1 AS started, 0 AS completed
        FROM course_progress WHERE started_event_at IS NOT NULL
      UNION ALL
      SELECT brand_id, person_region_id, person_store_id, person_position_id, course_id,
             date_trunc('month', completed_event_at AT TIME ZONE 'UTC')::date, 0, 1
        FROM course_progress WHERE completed_event_at IS NOT NULL
    ) e
   GROUP BY 1, 2, 3, 4, 5, 6;
$$;

SELECT progress_rollup_rebuild();
