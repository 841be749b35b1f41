-- The users and managers rankings made afresh read every raw exam attempt and completed topic of
-- their range (a brand's 30 days: ~140,000 attempts and ~41,000 topics). This rollup keeps, per
-- brand, store, person and UTC month (the attempt's and the progress row's own brand and store):
-- - the exam sums the users ranking adds up (additive: a range reads the months between its
--   nearer month edges plus the raw rows between each edge and the range, server/rankings/);
-- - the activities (scored attempts and completed topics) and the first and last instant of one,
--   which tell the managers ranking whether a person was active in a range that cuts the month
--   without reading its raw rows. A removed activity cannot move those bounds back, so removing
--   one only clears `exact`: the bounds stay outer bounds, and the ranking reads the raw rows of
--   the few people whose inexact bounds leave the answer open.
--
-- Every change is a sum or a least/greatest, so concurrent writers simply upsert (no recount, no
-- lock beyond the row's own). The triggers are statement-level with transition tables: a
-- 1,000-row INSERT ... SELECT upserts its distinct (store, person, month) keys once, in key order
-- (two loads touching the same keys cannot deadlock), and an UPDATE that leaves the fields read
-- here as they were (a person moved: their progress rows' person_* columns) writes nothing.

CREATE TABLE ranking_person_months (
  brand_id integer NOT NULL,
  month date NOT NULL,
  store_id integer NOT NULL,
  person_id integer NOT NULL,
  -- Attempts ended in the month: those with a score, those approved, their scores' hundredths.
  exams_done integer NOT NULL,
  exams_approved integer NOT NULL,
  score_hundredths bigint NOT NULL,
  -- Scored attempts and completed topics, and the first and last instant of one (outer bounds
  -- unless exact; NULL when there is none).
  activities integer NOT NULL,
  first_at timestamptz,
  last_at timestamptz,
  exact boolean NOT NULL,
  PRIMARY KEY (brand_id, month, store_id, person_id)
);

-- What one raw row adds: `at` places it in its month; `active`: it is an activity at `at`.
CREATE TYPE ranking_fact AS (
  brand_id integer,
  store_id integer,
  person_id integer,
  at timestamptz,
  done integer,
  approved integer,
  hundredths bigint,
  active boolean
);

-- Adds the facts of one statement's new rows and takes away those of its old rows; a fact both
-- added and removed (an UPDATE that did not touch it) cancels out.
CREATE FUNCTION ranking_person_months_add(added ranking_fact[], removed ranking_fact[])
  RETURNS void
  LANGUAGE sql
AS $$
  WITH a AS (SELECT * FROM unnest(added)),
  r AS (SELECT * FROM unnest(removed)),
  c AS (
    SELECT 1 AS sign, plus.* FROM (SELECT * FROM a EXCEPT ALL SELECT * FROM r) plus
    UNION ALL
    SELECT -1, minus.* FROM (SELECT * FROM r EXCEPT ALL SELECT * FROM a) minus
  )
  INSERT INTO ranking_person_months AS m
    (brand_id, month, store_id, person_id, exams_done, exams_approved, score_hundredths,
     activities, first_at, last_at, exact)
  SELECT brand_id, date_trunc('month', at AT TIME ZONE 'UTC')::date, store_id, person_id,
         sum(sign * done), sum(sign * approved), sum(sign * hundredths), sum(sign * active::int),
         min(at) FILTER (WHERE sign = 1 AND active), max(at) FILTER (WHERE sign = 1 AND active),
         NOT coalesce(bool_or(sign = -1 AND active), false)
    FROM c
   GROUP BY 1, 2, 3, 4
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (brand_id, month, store_id, person_id) DO UPDATE
    SET exams_done = m.exams_done + excluded.exams_done,
        exams_approved = m.exams_approved + excluded.exams_approved,
        score_hundredths = m.score_hundredths + excluded.score_hundredths,
        activities = m.activities + excluded.activities,
        first_at = CASE WHEN m.activities + excluded.activities > 0
                        THEN least(m.first_at, excluded.first_at) END,
        last_at = CASE WHEN m.activities + excluded.activities > 0
                       THEN greatest(m.last_at, excluded.last_at) END,
        -- No activity left: no bounds to be wrong about.
        exact = m.activities + excluded.activities = 0 OR (m.exact AND excluded.exact);
$$;

-- One trigger per event (a trigger with transition tables has one event); each reads only the
-- transition tables its event has.
CREATE FUNCTION ranking_attempts_track() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  added ranking_fact[] := '{}';
  removed ranking_fact[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    added := ARRAY(
      SELECT ROW(n.brand_id, n.store_id, n.person_id, n.ended_at, (n.score IS NOT NULL)::int,
                 n.approved::int, coalesce(n.score_hundredths, 0), n.score IS NOT NULL)::ranking_fact
        FROM new_rows n WHERE n.ended_at IS NOT NULL);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    removed := ARRAY(
      SELECT ROW(o.brand_id, o.store_id, o.person_id, o.ended_at, (o.score IS NOT NULL)::int,
                 o.approved::int, coalesce(o.score_hundredths, 0), o.score IS NOT NULL)::ranking_fact
        FROM old_rows o WHERE o.ended_at IS NOT NULL);
  END IF;
  IF cardinality(added) > 0 OR cardinality(removed) > 0 THEN
    PERFORM ranking_person_months_add(added, removed);
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION ranking_progress_track() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  added ranking_fact[] := '{}';
  removed ranking_fact[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    added := ARRAY(
      SELECT ROW(n.brand_id, n.store_id, n.person_id, n.completed_at, 0, 0, 0, true)::ranking_fact
        FROM new_rows n WHERE n.completed_at IS NOT NULL);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    removed := ARRAY(
      SELECT ROW(o.brand_id, o.store_id, o.person_id, o.completed_at, 0, 0, 0, true)::ranking_fact
        FROM old_rows o WHERE o.completed_at IS NOT NULL);
  END IF;
  IF cardinality(added) > 0 OR cardinality(removed) > 0 THEN
    PERFORM ranking_person_months_add(added, removed);
  END IF;
  RETURN NULL;
END
$$;

-- The whole rollup from the raw rows: this migration, the seed (its bulk load runs with triggers
-- off) and a TRUNCATE of either table.
CREATE FUNCTION ranking_person_months_rebuild() RETURNS void
  LANGUAGE sql
AS $$
  DELETE FROM ranking_person_months;
  INSERT INTO ranking_person_months
    (brand_id, month, store_id, person_id, exams_done, exams_approved, score_hundredths,
     activities, first_at, last_at, exact)
  SELECT brand_id, date_trunc('month', at AT TIME ZONE 'UTC')::date, store_id, person_id,
         sum(done), sum(approved), sum(hundredths), sum(active::int),
         min(at) FILTER (WHERE active), max(at) FILTER (WHERE active), true
    FROM (
      SELECT a.brand_id, a.store_id, a.person_id, a.ended_at AS at,
             (a.score IS NOT NULL)::int AS done, a.approved::int AS approved,
             coalesce(a.score_hundredths, 0)::bigint AS hundredths, a.score IS NOT NULL AS active
        FROM exam_attempts a
       WHERE a.ended_at IS NOT NULL
      UNION ALL
      SELECT cp.brand_id, cp.store_id, cp.person_id, cp.completed_at, 0, 0, 0, true
        FROM course_progress cp
       WHERE cp.completed_at IS NOT NULL
    ) f
   GROUP BY 1, 2, 3, 4;
$$;

CREATE FUNCTION ranking_person_months_retrack() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM ranking_person_months_rebuild();
  RETURN NULL;
END
$$;

DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES ('exam_attempts', 'ranking_attempts_track'),
                                 ('course_progress', 'ranking_progress_track')) v(tab, fn)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION %I()',
                   t.tab || '_ranking_insert', t.tab, t.fn);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I
                    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION %I()',
                   t.tab || '_ranking_update', t.tab, t.fn);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION %I()',
                   t.tab || '_ranking_delete', t.tab, t.fn);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION ranking_person_months_retrack()',
                   t.tab || '_ranking_truncate', t.tab);
  END LOOP;
END
$$;

SELECT ranking_person_months_rebuild();
ANALYZE ranking_person_months;
