-- Loads append guests' answers a thousand at a time. The comment words (012, 029) were kept by a
-- row trigger: per answer, its terms upserted one by one into the day and month rollups, so a
-- 1,000-answer insert updated the same (day, term) rows once per answer, each update walking the
-- versions the ones before it left in the same transaction, and two loads sharing words locked
-- those rows in crossing orders (a deadlock). Inserts now keep the same three tables per
-- statement, from its transition table: each answer's terms cut once, each rollup key upserted
-- once with its summed uses and scores, in key order (two loads touching the same keys wait for
-- each other instead of deadlocking). Updates and deletes keep the row path of 012 (it also
-- removes the rows left at zero).
CREATE FUNCTION survey_response_terms_insert() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  -- Each distinct comment is cut once (the cut is most of the cost, and short answers such as
  -- "Excelente servicio" repeat within a load).
  WITH c AS MATERIALIZED (
    SELECT d.comment, survey_response_terms_of(d.comment) AS terms
      FROM (SELECT DISTINCT comment FROM new_rows WHERE coalesce(comment, '') <> '') d
  ), t AS MATERIALIZED (
    SELECT n.id, n.brand_id, coalesce(n.region_id, 0) AS region_id, n.survey_id,
           (n.created_at AT TIME ZONE 'UTC')::date AS day, n.nps_score, x.term
      FROM new_rows n JOIN c ON c.comment = n.comment, unnest(c.terms) AS x(term)
  ), k AS MATERIALIZED (
    SELECT brand_id, region_id, survey_id, day, term, count(*)::int AS uses,
           sum(nps_score)::int AS score_sum
      FROM t
     GROUP BY brand_id, region_id, survey_id, day, term
  ), pairs AS (
    INSERT INTO survey_response_terms (response_id, term)
    SELECT id, term FROM t ORDER BY id, term
  ), days AS (
    INSERT INTO survey_term_days AS d (brand_id, region_id, survey_id, day, term, uses, score_sum)
    SELECT brand_id, region_id, survey_id, day, term, uses, score_sum
      FROM k
     ORDER BY brand_id, region_id, survey_id, day, term
    ON CONFLICT (brand_id, region_id, survey_id, day, term) DO UPDATE
      SET uses = d.uses + excluded.uses, score_sum = d.score_sum + excluded.score_sum
  )
  INSERT INTO survey_term_months AS m
    (brand_id, region_id, survey_id, month, term, uses, score_sum)
  SELECT brand_id, region_id, survey_id, date_trunc('month', day::timestamp)::date, term,
         sum(uses), sum(score_sum)
    FROM k
   GROUP BY brand_id, region_id, survey_id, date_trunc('month', day::timestamp)::date, term
   ORDER BY brand_id, region_id, survey_id, date_trunc('month', day::timestamp)::date, term
  ON CONFLICT (brand_id, region_id, survey_id, month, term) DO UPDATE
    SET uses = m.uses + excluded.uses, score_sum = m.score_sum + excluded.score_sum;
  RETURN NULL;
END
$$;

DROP TRIGGER survey_response_terms_track ON survey_responses;
CREATE TRIGGER survey_response_terms_track
  AFTER UPDATE OR DELETE ON survey_responses
  FOR EACH ROW EXECUTE FUNCTION survey_response_terms_track();
CREATE TRIGGER survey_response_terms_insert AFTER INSERT ON survey_responses
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION survey_response_terms_insert();
