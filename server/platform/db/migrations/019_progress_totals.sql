-- Progress "as of" an instant (issue 12 benchmark) summed every month of `progress_months`
-- before it: ~78,000 rows for brand 1 of the large seed on every call of the key metrics, the
-- progress panel, the store and managers rankings, the topic summary and the indicators. The
-- instants people ask about are recent, so progress-as-of.ts now takes the months at or after
-- the instant's month away from the all-time totals below (a few thousand rows each).

CREATE TABLE progress_totals (
  brand_id integer NOT NULL,
  region_id integer NOT NULL,
  store_id integer NOT NULL,
  position_id integer NOT NULL,
  course_id integer NOT NULL,
  started integer NOT NULL,
  completed integer NOT NULL,
  PRIMARY KEY (brand_id, store_id, position_id, course_id, region_id)
);

CREATE FUNCTION progress_totals_add(m progress_months, sign integer) RETURNS void
  LANGUAGE sql
AS $$
  INSERT INTO progress_totals AS t
    (brand_id, region_id, store_id, position_id, course_id, started, completed)
  VALUES (m.brand_id, m.region_id, m.store_id, m.position_id, m.course_id, sign * m.started,
          sign * m.completed)
  ON CONFLICT (brand_id, store_id, position_id, course_id, region_id) DO UPDATE
    SET started = t.started + excluded.started, completed = t.completed + excluded.completed;
$$;

-- Kept from the months' own writes (which migration 010's triggers keep from every progress
-- write), so the totals are always the sum of the months.
CREATE FUNCTION progress_totals_track() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM progress_totals_add(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM progress_totals_add(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER progress_totals_track
  AFTER INSERT OR UPDATE OR DELETE ON progress_months
  FOR EACH ROW EXECUTE FUNCTION progress_totals_track();

-- The seed rebuilds the months with triggers off, then calls this.
CREATE FUNCTION progress_totals_rebuild() RETURNS void
  LANGUAGE sql
AS $$
  DELETE FROM progress_totals;
  INSERT INTO progress_totals
    (brand_id, region_id, store_id, position_id, course_id, started, completed)
  SELECT brand_id, region_id, store_id, position_id, course_id, sum(started), sum(completed)
    FROM progress_months
   GROUP BY 1, 2, 3, 4, 5;
$$;

SELECT progress_totals_rebuild();
