-- The words of guests' comments (issue 15, the word cloud of /gem/comments): each answer's
-- terms, and their daily and monthly rollups, kept on every write like 007's exam rollups
-- (docs/report-kit.md "Server: rollups"). On the large seed a brand has ~195,000 comments over
-- 18 months (~1.8 M answer-term pairs): cutting them at each call, or summing their stored
-- terms (0.3 s for one store's 6,000 answers), cannot answer a brand's cloud within 300 ms; the
-- daily rollup alone still has ~500,000 rows per brand (0.18 s to sum), the monthly one ~26,000.
-- A range reads whole UTC months from the monthly rollup, the other whole UTC days from the daily
-- one and, on the UTC days its bounds cut (local midnights), the answers themselves, so every
-- figure is exact (server/reports/satisfaction-words.ts).

-- The tokeniser of server/reports/comment-terms.ts (see the rule there; the letters, the case
-- map and the apostrophes are the module's constants, which tests/unit/comment-terms.test.ts
-- finds here): NFC; A–Z and the Latin-1 capitals to lower case by an explicit map (no locale);
-- "n't" to " not"; runs of a–z, ß–ö, ø–ÿ of 2 to 40 letters. Distinct terms, unordered. No stop
-- words here: the queries leave out the module's list (a parameter), so changing it needs no
-- migration.
CREATE FUNCTION comment_terms(comment text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT t), '{}')
    FROM regexp_split_to_table(
      regexp_replace(
        translate(normalize(comment, NFC),
          'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞŸ',
          'abcdefghijklmnopqrstuvwxyzàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ'),
        'n[''’ʼ]t(?![a-zß-öø-ÿ])', ' not', 'g'),
      '[^a-zß-öø-ÿ]+') AS t
   WHERE length(t) BETWEEN 2 AND 40
$$;

-- The terms an answer's row is counted under: its comment's terms, plus '' (no term is empty)
-- for every answer with a comment, so "answers with a comment" sums like a word.
CREATE FUNCTION survey_response_terms_of(comment text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN coalesce(comment, '') = '' THEN '{}'::text[]
              ELSE array_prepend('', comment_terms(comment)) END
$$;

-- One row per answer and term (the word filter of the answers, and the raw reads below).
CREATE TABLE survey_response_terms (
  response_id bigint NOT NULL,
  term text NOT NULL,
  PRIMARY KEY (response_id, term)
);

-- Answers with a comment and their scores per brand, region (0: none), survey, UTC day of
-- created_at and term (the '' term: every answer with a comment).
CREATE TABLE survey_term_days (
  brand_id integer NOT NULL,
  region_id integer NOT NULL,
  survey_id integer NOT NULL,
  day date NOT NULL,
  term text NOT NULL,
  uses integer NOT NULL,
  score_sum integer NOT NULL,
  PRIMARY KEY (brand_id, region_id, survey_id, day, term)
);
CREATE INDEX survey_term_days_brand_day_idx ON survey_term_days (brand_id, day)
  INCLUDE (region_id, survey_id, term, uses, score_sum);

-- The same per UTC month (`month`: its first day).
CREATE TABLE survey_term_months (
  brand_id integer NOT NULL,
  region_id integer NOT NULL,
  survey_id integer NOT NULL,
  month date NOT NULL,
  term text NOT NULL,
  uses integer NOT NULL,
  score_sum integer NOT NULL,
  PRIMARY KEY (brand_id, region_id, survey_id, month, term)
);
CREATE INDEX survey_term_months_brand_month_idx ON survey_term_months (brand_id, month)
  INCLUDE (region_id, survey_id, term, uses, score_sum);

-- Adds (sign 1) or removes (sign -1) one answer's terms and their share of its day and month.
CREATE FUNCTION survey_response_terms_apply(a survey_responses, sign integer) RETURNS void
  LANGUAGE plpgsql
AS $$
DECLARE
  terms text[] := survey_response_terms_of(a.comment);
  region integer := coalesce(a.region_id, 0);
  utc_day date := (a.created_at AT TIME ZONE 'UTC')::date;
  utc_month date := date_trunc('month', a.created_at AT TIME ZONE 'UTC')::date;
BEGIN
  IF cardinality(terms) = 0 THEN
    RETURN;
  END IF;
  IF sign > 0 THEN
    INSERT INTO survey_response_terms (response_id, term)
    SELECT a.id, t FROM unnest(terms) AS t;
  ELSE
    DELETE FROM survey_response_terms WHERE response_id = a.id;
  END IF;
  INSERT INTO survey_term_days AS d (brand_id, region_id, survey_id, day, term, uses, score_sum)
  SELECT a.brand_id, region, a.survey_id, utc_day, t, sign, sign * a.nps_score
    FROM unnest(terms) AS t
  ON CONFLICT (brand_id, region_id, survey_id, day, term) DO UPDATE
    SET uses = d.uses + excluded.uses, score_sum = d.score_sum + excluded.score_sum;
  INSERT INTO survey_term_months AS m
    (brand_id, region_id, survey_id, month, term, uses, score_sum)
  SELECT a.brand_id, region, a.survey_id, utc_month, t, sign, sign * a.nps_score
    FROM unnest(terms) AS t
  ON CONFLICT (brand_id, region_id, survey_id, month, term) DO UPDATE
    SET uses = m.uses + excluded.uses, score_sum = m.score_sum + excluded.score_sum;
  IF sign < 0 THEN
    -- A word no answer uses any more leaves no row behind.
    DELETE FROM survey_term_days
     WHERE brand_id = a.brand_id AND region_id = region AND survey_id = a.survey_id
       AND day = utc_day AND term = ANY (terms) AND uses = 0;
    DELETE FROM survey_term_months
     WHERE brand_id = a.brand_id AND region_id = region AND survey_id = a.survey_id
       AND month = utc_month AND term = ANY (terms) AND uses = 0;
  END IF;
END
$$;

CREATE FUNCTION survey_response_terms_track() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.id = OLD.id AND NEW.comment IS NOT DISTINCT FROM OLD.comment
     AND NEW.nps_score = OLD.nps_score AND NEW.created_at = OLD.created_at
     AND NEW.brand_id = OLD.brand_id AND NEW.region_id IS NOT DISTINCT FROM OLD.region_id
     AND NEW.survey_id = OLD.survey_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM survey_response_terms_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM survey_response_terms_apply(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;

-- Every write path keeps the three tables right. The seed bulk-loads with triggers off
-- (session_replication_role = replica) and calls survey_response_terms_rebuild() at its end.
CREATE TRIGGER survey_response_terms_track
  AFTER INSERT OR UPDATE OR DELETE ON survey_responses
  FOR EACH ROW EXECUTE FUNCTION survey_response_terms_track();

CREATE FUNCTION survey_response_terms_rebuild() RETURNS void
  LANGUAGE sql
AS $$
  DELETE FROM survey_response_terms;
  INSERT INTO survey_response_terms (response_id, term)
  SELECT a.id, t
    FROM survey_responses a, unnest(survey_response_terms_of(a.comment)) AS t
   WHERE coalesce(a.comment, '') <> '';
  DELETE FROM survey_term_days;
  INSERT INTO survey_term_days (brand_id, region_id, survey_id, day, term, uses, score_sum)
  SELECT a.brand_id, coalesce(a.region_id, 0), a.survey_id, (a.created_at AT TIME ZONE 'UTC')::date,
         t.term, count(*), sum(a.nps_score)
    FROM survey_responses a JOIN survey_response_terms t ON t.response_id = a.id
   GROUP BY 1, 2, 3, 4, 5;
  DELETE FROM survey_term_months;
  INSERT INTO survey_term_months (brand_id, region_id, survey_id, month, term, uses, score_sum)
  SELECT brand_id, region_id, survey_id, date_trunc('month', day::timestamp)::date, term, sum(uses),
         sum(score_sum)
    FROM survey_term_days
   GROUP BY 1, 2, 3, 4, 5;
$$;

SELECT survey_response_terms_rebuild();
