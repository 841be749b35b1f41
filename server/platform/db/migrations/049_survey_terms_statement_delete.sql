-- Deleting answers kept the comment words per row (012): per answer, its terms removed and each
-- (day, term) and (month, term) rollup row decremented one by one, so a delete of many answers
-- sharing words updated the same rollup rows once per answer, each update walking the versions the
-- ones before it left in the same transaction (time quadratic in the answers sharing a key), and
-- two deletes sharing words locked those rows in crossing orders. Deletes now keep
-- the three tables per statement, from the transition table, as inserts do (037): each answer's
-- pairs removed at once, each rollup key decremented once by its summed uses and scores, in key
-- order, and the keys left at zero removed. Updates keep the row path of 012.
CREATE FUNCTION survey_response_terms_delete() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  -- The day keys the statement decremented, column by column, for the clean-up after it.
  brands integer[];
  regions integer[];
  surveys integer[];
  days date[];
  terms text[];
BEGIN
  -- Each distinct comment is cut once, as on insert. The upserts go in key order (the keys
  -- exist: the deleted answers put them there), so two deletes, or a delete and a load, sharing
  -- words wait for each other instead of deadlocking.
  WITH c AS MATERIALIZED (
    SELECT d.comment, survey_response_terms_of(d.comment) AS terms
      FROM (SELECT DISTINCT comment FROM old_rows WHERE coalesce(comment, '') <> '') d
  ), k AS MATERIALIZED (
    SELECT o.brand_id, coalesce(o.region_id, 0) AS region_id, o.survey_id,
           (o.created_at AT TIME ZONE 'UTC')::date AS day, x.term, count(*)::int AS uses,
           sum(o.nps_score)::int AS score_sum
      FROM old_rows o JOIN c ON c.comment = o.comment, unnest(c.terms) AS x(term)
     GROUP BY 1, 2, 3, 4, 5
  ), pairs AS (
    DELETE FROM survey_response_terms
     WHERE response_id IN (SELECT id FROM old_rows WHERE coalesce(comment, '') <> '')
  ), day_rows AS (
    INSERT INTO survey_term_days AS d
      (brand_id, region_id, survey_id, day, term, uses, score_sum)
    SELECT brand_id, region_id, survey_id, day, term, -uses, -score_sum
      FROM k
     ORDER BY brand_id, region_id, survey_id, day, term
    ON CONFLICT (brand_id, region_id, survey_id, day, term) DO UPDATE
      SET uses = d.uses + excluded.uses, score_sum = d.score_sum + excluded.score_sum
  ), month_rows AS (
    INSERT INTO survey_term_months AS m
      (brand_id, region_id, survey_id, month, term, uses, score_sum)
    SELECT brand_id, region_id, survey_id, date_trunc('month', day::timestamp)::date, term,
           -sum(uses), -sum(score_sum)
      FROM k
     GROUP BY brand_id, region_id, survey_id, date_trunc('month', day::timestamp)::date, term
     ORDER BY brand_id, region_id, survey_id, date_trunc('month', day::timestamp)::date, term
    ON CONFLICT (brand_id, region_id, survey_id, month, term) DO UPDATE
      SET uses = m.uses + excluded.uses, score_sum = m.score_sum + excluded.score_sum
  )
  SELECT array_agg(brand_id), array_agg(region_id), array_agg(survey_id), array_agg(day),
         array_agg(term)
    INTO brands, regions, surveys, days, terms
    FROM k;
  IF brands IS NULL THEN
    RETURN NULL;
  END IF;

  -- A word no answer uses any more leaves no row behind. A new statement, so it sees the
  -- decrements; the rows are the ones this statement just locked.
  DELETE FROM survey_term_days d
   USING unnest(brands, regions, surveys, days, terms) AS k(brand_id, region_id, survey_id, day, term)
   WHERE d.brand_id = k.brand_id AND d.region_id = k.region_id AND d.survey_id = k.survey_id
     AND d.day = k.day AND d.term = k.term AND d.uses = 0;
  DELETE FROM survey_term_months m
   USING (SELECT DISTINCT brand_id, region_id, survey_id,
                 date_trunc('month', day::timestamp)::date AS month, term
            FROM unnest(brands, regions, surveys, days, terms)
                   AS k(brand_id, region_id, survey_id, day, term)) k
   WHERE m.brand_id = k.brand_id AND m.region_id = k.region_id AND m.survey_id = k.survey_id
     AND m.month = k.month AND m.term = k.term AND m.uses = 0;
  RETURN NULL;
END
$$;

DROP TRIGGER survey_response_terms_track ON survey_responses;
CREATE TRIGGER survey_response_terms_track
  AFTER UPDATE ON survey_responses
  FOR EACH ROW EXECUTE FUNCTION survey_response_terms_track();
CREATE TRIGGER survey_response_terms_delete AFTER DELETE ON survey_responses
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION survey_response_terms_delete();
