--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: pg_trgm; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

--
-- Name: ranking_fact; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.ranking_fact AS (
	brand_id integer,
	store_id integer,
	person_id integer,
	at timestamp with time zone,
	done integer,
	approved integer,
	hundredths bigint,
	active boolean
);

--
-- Name: comment_phrases(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.comment_phrases(comment text) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  WITH c AS (
    SELECT c.clause, c.cn
      FROM regexp_split_to_table(
        regexp_replace(
          translate(normalize(comment, NFC),
            'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞŸ',
            'abcdefghijklmnopqrstuvwxyzàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ'),
          'n[''’ʼ]t(?![a-zß-öø-ÿ])', ' not', 'g'),
        '[^a-zß-öø-ÿ \t\n\r]+') WITH ORDINALITY AS c(clause, cn)
  ),
  t AS (
    SELECT c.cn, x.t, x.n
      FROM c, regexp_split_to_table(c.clause, '[ \t\n\r]+') WITH ORDINALITY AS x(t, n)
     WHERE length(x.t) BETWEEN 2 AND 40
       AND x.t <> ALL ('{me,te,se,lo,la,los,las,le,les,nos,os}'::text[])
  ),
  p AS (SELECT t.t, lead(t.t) OVER (PARTITION BY t.cn ORDER BY t.n) AS next FROM t),
  m AS (SELECT '{muy,no,ni,tan,tanto,tanta,tantos,tantas,más,menos,mucho,mucha,muchos,muchas,poco,poca,pocos,pocas,bastante,demasiado,demasiada,demasiados,demasiadas,súper,super,nada,nunca,jamás,sin,casi,realmente,totalmente,sumamente,extremadamente,very,not,too,really,quite,more,less,most,least,much,never,without,extremely,rather,muito,muita,muitos,muitas,não,tão,mais,sem,nem,très,pas,trop,plus,moins,jamais,sans}'::text[] AS words)
  SELECT coalesce(array_agg(DISTINCT p.t || ' ' || p.next), '{}')
    FROM p, m
   WHERE p.t = ANY (m.words) AND p.next IS NOT NULL AND p.next <> ALL (m.words)
     AND length(p.t || ' ' || p.next) <= 40
$$;

--
-- Name: comment_terms(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.comment_terms(comment text) RETURNS text[]
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

--
-- Name: completed_available_of(integer[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.completed_available_of(person_ids integer[]) RETURNS TABLE(person_id integer, n integer)
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

--
-- Name: course_progress_completed_track(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.course_progress_completed_track() RETURNS trigger
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

--
-- Name: course_progress_person_fill(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.course_progress_person_fill() RETURNS trigger
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

--
-- Name: course_progress_rollup_track(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.course_progress_rollup_track() RETURNS trigger
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

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: exam_attempts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.exam_attempts (
    id bigint NOT NULL,
    brand_id integer NOT NULL,
    person_id integer NOT NULL,
    exam_id integer NOT NULL,
    course_id integer NOT NULL,
    store_id integer NOT NULL,
    region_id integer,
    score numeric(5,2),
    approved boolean DEFAULT false NOT NULL,
    attempt_number integer DEFAULT 1 NOT NULL,
    started_at timestamp with time zone NOT NULL,
    ended_at timestamp with time zone,
    duration_seconds integer,
    score_hundredths integer GENERATED ALWAYS AS (((score * (100)::numeric))::integer) STORED,
    external_id text,
    CONSTRAINT exam_attempts_attempt_number_check CHECK ((attempt_number >= 1)),
    CONSTRAINT exam_attempts_duration_seconds_check CHECK ((duration_seconds >= 0)),
    CONSTRAINT exam_attempts_score_check CHECK (((score >= (0)::numeric) AND (score <= (100)::numeric)))
);

--
-- Name: exam_attempt_days_add(public.exam_attempts[], public.exam_attempts[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.exam_attempt_days_add(added public.exam_attempts[], removed public.exam_attempts[]) RETURNS void
    LANGUAGE sql
    AS $$
  WITH f AS (
    SELECT a.brand_id, coalesce(a.region_id, 0) AS region_id, a.store_id, a.course_id,
           (a.ended_at AT TIME ZONE 'UTC')::date AS day, a.approved, a.score, 1 AS sign
      FROM unnest(added) a
     WHERE a.score IS NOT NULL AND a.ended_at IS NOT NULL
    UNION ALL
    SELECT r.brand_id, coalesce(r.region_id, 0), r.store_id, r.course_id,
           (r.ended_at AT TIME ZONE 'UTC')::date, r.approved, r.score, -1
      FROM unnest(removed) r
     WHERE r.score IS NOT NULL AND r.ended_at IS NOT NULL
  ), k AS (
    SELECT brand_id, region_id, store_id, course_id, day,
           sum(CASE WHEN approved THEN sign ELSE 0 END)::int AS approved,
           sum(CASE WHEN approved THEN 0 ELSE sign END)::int AS failed,
           sum(sign * score) AS score_sum
      FROM f
     GROUP BY 1, 2, 3, 4, 5
  ), days AS (
    INSERT INTO exam_attempt_days AS d
      (brand_id, region_id, store_id, course_id, day, approved, failed, score_sum)
    SELECT brand_id, region_id, store_id, course_id, day, approved, failed, score_sum
      FROM k
     ORDER BY brand_id, store_id, course_id, day, region_id
    ON CONFLICT (brand_id, store_id, course_id, day, region_id) DO UPDATE
      SET approved = d.approved + excluded.approved,
          failed = d.failed + excluded.failed,
          score_sum = d.score_sum + excluded.score_sum
  )
  INSERT INTO exam_store_days AS d (brand_id, region_id, store_id, day, approved, failed, score_sum)
  SELECT brand_id, region_id, store_id, day, sum(approved), sum(failed), sum(score_sum)
    FROM k
   GROUP BY brand_id, region_id, store_id, day
   ORDER BY brand_id, store_id, day, region_id
  ON CONFLICT (brand_id, store_id, day, region_id) DO UPDATE
    SET approved = d.approved + excluded.approved,
        failed = d.failed + excluded.failed,
        score_sum = d.score_sum + excluded.score_sum;
$$;

--
-- Name: exam_attempt_days_rebuild(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.exam_attempt_days_rebuild() RETURNS void
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

--
-- Name: exam_attempt_days_statement(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.exam_attempt_days_statement() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
  added exam_attempts[] := '{}';
  removed exam_attempts[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    added := ARRAY(SELECT n::exam_attempts FROM new_rows n
                    WHERE n.score IS NOT NULL AND n.ended_at IS NOT NULL);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    removed := ARRAY(SELECT o::exam_attempts FROM old_rows o
                      WHERE o.score IS NOT NULL AND o.ended_at IS NOT NULL);
  END IF;
  IF cardinality(added) > 0 OR cardinality(removed) > 0 THEN
    PERFORM exam_attempt_days_add(added, removed);
  END IF;
  RETURN NULL;
END
$$;

--
-- Name: people_completed_available_refresh(integer[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.people_completed_available_refresh(person_ids integer[]) RETURNS void
    LANGUAGE sql
    AS $$
  UPDATE people p SET completed_available = f.n
    FROM completed_available_of(person_ids) f
   WHERE p.id = f.person_id AND p.completed_available <> f.n;
$$;

--
-- Name: people_completed_position_track(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.people_completed_position_track() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  PERFORM people_completed_available_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;

--
-- Name: people_completed_topics_track(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.people_completed_topics_track() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  PERFORM people_completed_available_refresh(NULL);
  RETURN NULL;
END
$$;

--
-- Name: people; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.people (
    id integer NOT NULL,
    brand_id integer NOT NULL,
    region_id integer,
    store_id integer NOT NULL,
    position_id integer,
    first_name text DEFAULT ''::text NOT NULL,
    last_name text DEFAULT ''::text NOT NULL,
    email text,
    phone text,
    calling_code text DEFAULT '+52'::text NOT NULL,
    country text DEFAULT 'MX'::text NOT NULL,
    gender text,
    employee_number text,
    national_id text,
    tax_id text,
    birth_date date,
    password_hash text,
    status text DEFAULT 'preregistered'::text NOT NULL,
    registered_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_activity_at timestamp with time zone,
    deleted_at timestamp with time zone,
    search_text text DEFAULT ''::text NOT NULL,
    sort_name text GENERATED ALWAYS AS (lower(((first_name || ' '::text) || last_name))) STORED,
    first_completed_at timestamp with time zone,
    completed_available integer DEFAULT 0 NOT NULL,
    external_id text,
    CONSTRAINT people_gender_check CHECK ((gender = ANY (ARRAY['male'::text, 'female'::text, 'other'::text]))),
    CONSTRAINT people_status_check CHECK ((status = ANY (ARRAY['preregistered'::text, 'registeredWNAct'::text, 'registered'::text, 'active'::text])))
);

--
-- Name: people_counts_apply(public.people, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.people_counts_apply(p public.people, sign integer) RETURNS void
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

--
-- Name: people_counts_rebuild(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.people_counts_rebuild() RETURNS void
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

--
-- Name: people_counts_track(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.people_counts_track() RETURNS trigger
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

--
-- Name: people_first_completed_refresh(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.people_first_completed_refresh(person integer) RETURNS void
    LANGUAGE sql
    AS $$
  UPDATE people p
     SET first_completed_at = f.first
    FROM (SELECT min(completed_at) AS first FROM course_progress WHERE person_id = person) f
   WHERE p.id = person AND p.first_completed_at IS DISTINCT FROM f.first;
$$;

--
-- Name: people_progress_placement(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.people_progress_placement() RETURNS trigger
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

--
-- Name: people_search_text(text, text, text, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.people_search_text(first_name text, last_name text, email text, phone text, employee_number text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  SELECT concat_ws(' ',
    nullif(lower(concat_ws(' ', nullif(nullif(first_name, ''), 'null'),
      nullif(nullif(last_name, ''), 'null'))), ''),
    lower(email), phone, lower(employee_number),
    nullif(search_fold(concat_ws(' ', nullif(nullif(first_name, ''), 'null'),
      nullif(nullif(last_name, ''), 'null'))),
      lower(concat_ws(' ', nullif(nullif(first_name, ''), 'null'),
        nullif(nullif(last_name, ''), 'null')))))
$$;

--
-- Name: people_search_text_trigger(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.people_search_text_trigger() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  NEW.search_text := people_search_text(NEW.first_name, NEW.last_name, NEW.email, NEW.phone,
    NEW.employee_number);
  RETURN NEW;
END
$$;

--
-- Name: person_counted_since(public.people); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.person_counted_since(p public.people) RETURNS timestamp with time zone
    LANGUAGE sql IMMUTABLE
    AS $$
  SELECT CASE WHEN p.deleted_at IS NULL AND p.status <> 'preregistered' THEN p.registered_at END
$$;

--
-- Name: course_progress; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.course_progress (
    person_id integer NOT NULL,
    course_id integer NOT NULL,
    brand_id integer NOT NULL,
    store_id integer NOT NULL,
    region_id integer,
    lessons_completed integer DEFAULT 0 NOT NULL,
    started_at timestamp with time zone NOT NULL,
    completed_at timestamp with time zone,
    person_region_id integer DEFAULT 0 NOT NULL,
    person_store_id integer DEFAULT 0 NOT NULL,
    person_position_id integer DEFAULT 0 NOT NULL,
    person_registered_at timestamp with time zone,
    started_event_at timestamp with time zone GENERATED ALWAYS AS (
CASE
    WHEN (person_registered_at IS NOT NULL) THEN GREATEST(started_at, person_registered_at)
    ELSE NULL::timestamp with time zone
END) STORED,
    completed_event_at timestamp with time zone GENERATED ALWAYS AS (
CASE
    WHEN ((person_registered_at IS NOT NULL) AND (completed_at IS NOT NULL)) THEN GREATEST(completed_at, person_registered_at)
    ELSE NULL::timestamp with time zone
END) STORED,
    CONSTRAINT course_progress_completed_after_start CHECK (((completed_at IS NULL) OR (completed_at >= started_at)))
);

--
-- Name: progress_month_add(public.course_progress, timestamp with time zone, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.progress_month_add(cp public.course_progress, at timestamp with time zone, started integer, completed integer) RETURNS void
    LANGUAGE sql
    AS $$
  INSERT INTO progress_months AS m
    (brand_id, region_id, store_id, position_id, course_id, month, started, completed)
  VALUES (cp.brand_id, cp.person_region_id, cp.person_store_id, cp.person_position_id,
          cp.course_id, date_trunc('month', at AT TIME ZONE 'UTC')::date, started, completed)
  ON CONFLICT (brand_id, store_id, position_id, course_id, month, region_id) DO UPDATE
    SET started = m.started + excluded.started, completed = m.completed + excluded.completed;
$$;

--
-- Name: progress_months_apply(public.course_progress, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.progress_months_apply(cp public.course_progress, sign integer) RETURNS void
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

--
-- Name: progress_rollup_rebuild(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.progress_rollup_rebuild() RETURNS void
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

--
-- Name: progress_months; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.progress_months (
    brand_id integer NOT NULL,
    region_id integer NOT NULL,
    store_id integer NOT NULL,
    position_id integer NOT NULL,
    course_id integer NOT NULL,
    month date NOT NULL,
    started integer NOT NULL,
    completed integer NOT NULL
);

--
-- Name: progress_totals_add(public.progress_months, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.progress_totals_add(m public.progress_months, sign integer) RETURNS void
    LANGUAGE sql
    AS $$
  INSERT INTO progress_totals AS t
    (brand_id, region_id, store_id, position_id, course_id, started, completed)
  VALUES (m.brand_id, m.region_id, m.store_id, m.position_id, m.course_id, sign * m.started,
          sign * m.completed)
  ON CONFLICT (brand_id, store_id, position_id, course_id, region_id) DO UPDATE
    SET started = t.started + excluded.started, completed = t.completed + excluded.completed;
$$;

--
-- Name: progress_totals_rebuild(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.progress_totals_rebuild() RETURNS void
    LANGUAGE sql
    AS $$
  DELETE FROM progress_totals;
  INSERT INTO progress_totals
    (brand_id, region_id, store_id, position_id, course_id, started, completed)
  SELECT brand_id, region_id, store_id, position_id, course_id, sum(started), sum(completed)
    FROM progress_months
   GROUP BY 1, 2, 3, 4, 5;
$$;

--
-- Name: progress_totals_track(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.progress_totals_track() RETURNS trigger
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

--
-- Name: ranking_attempts_track(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.ranking_attempts_track() RETURNS trigger
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

--
-- Name: ranking_person_months_add(public.ranking_fact[], public.ranking_fact[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.ranking_person_months_add(added public.ranking_fact[], removed public.ranking_fact[]) RETURNS void
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

--
-- Name: ranking_person_months_rebuild(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.ranking_person_months_rebuild() RETURNS void
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

--
-- Name: ranking_person_months_retrack(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.ranking_person_months_retrack() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  PERFORM ranking_person_months_rebuild();
  RETURN NULL;
END
$$;

--
-- Name: ranking_progress_track(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.ranking_progress_track() RETURNS trigger
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

--
-- Name: report_versions_bump(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.report_versions_bump() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
  brands integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE report_versions SET version = version + 1;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT brand_id ORDER BY brand_id) INTO brands
      FROM new_rows WHERE brand_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT brand_id ORDER BY brand_id) INTO brands
      FROM old_rows WHERE brand_id IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT brand_id ORDER BY brand_id) INTO brands
      FROM (SELECT brand_id FROM new_rows UNION ALL SELECT brand_id FROM old_rows) b
     WHERE brand_id IS NOT NULL;
  END IF;
  IF brands IS NULL THEN
    RETURN NULL;
  END IF;
  IF current_setting('admin.report_versions_deferred', true) = 'on' THEN
    PERFORM set_config(
      'admin.report_versions_owed',
      (SELECT array_agg(DISTINCT b ORDER BY b)
         FROM unnest(brands || coalesce(
           nullif(current_setting('admin.report_versions_owed', true), '')::integer[],
           '{}')) b)::text,
      true);
    RETURN NULL;
  END IF;
  PERFORM report_versions_move(brands);
  RETURN NULL;
END
$$;

--
-- Name: report_versions_defer(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.report_versions_defer() RETURNS void
    LANGUAGE sql
    AS $$
  SELECT set_config('admin.report_versions_deferred', 'on', true);
  SELECT set_config('admin.report_versions_owed', '', true);
$$;

--
-- Name: report_versions_move(integer[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.report_versions_move(brands integer[]) RETURNS void
    LANGUAGE sql
    AS $$
  INSERT INTO report_versions AS v (brand_id, version)
  SELECT DISTINCT b, 1 FROM unnest(brands) b WHERE b IS NOT NULL ORDER BY b
  ON CONFLICT (brand_id) DO UPDATE SET version = v.version + 1;
$$;

--
-- Name: report_versions_settle(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.report_versions_settle() RETURNS void
    LANGUAGE plpgsql
    AS $$
DECLARE
  owed integer[] := nullif(current_setting('admin.report_versions_owed', true), '')::integer[];
BEGIN
  PERFORM set_config('admin.report_versions_deferred', 'off', true);
  PERFORM set_config('admin.report_versions_owed', '', true);
  IF owed IS NOT NULL THEN
    PERFORM report_versions_move(owed);
  END IF;
END
$$;

--
-- Name: report_visit_versions_bump(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.report_visit_versions_bump() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  -- In brand order, so two statements touching the same brands cannot deadlock.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_visit_versions AS v (brand_id, version)
    SELECT DISTINCT brand_id, 1 FROM new_rows WHERE brand_id IS NOT NULL ORDER BY brand_id
    ON CONFLICT (brand_id) DO UPDATE SET version = v.version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_visit_versions AS v (brand_id, version)
    SELECT DISTINCT brand_id, 1 FROM old_rows WHERE brand_id IS NOT NULL ORDER BY brand_id
    ON CONFLICT (brand_id) DO UPDATE SET version = v.version + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO report_visit_versions AS v (brand_id, version)
    SELECT brand_id, 1 FROM (
      SELECT brand_id FROM new_rows UNION SELECT brand_id FROM old_rows
    ) b WHERE brand_id IS NOT NULL ORDER BY brand_id
    ON CONFLICT (brand_id) DO UPDATE SET version = v.version + 1;
  ELSE
    -- TRUNCATE: every brand.
    UPDATE report_visit_versions SET version = version + 1;
  END IF;
  RETURN NULL;
END
$$;

--
-- Name: search_fold(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_fold(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  SELECT translate(lower(value), 'áàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuunc')
$$;

--
-- Name: survey_responses; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.survey_responses (
    id bigint NOT NULL,
    brand_id integer NOT NULL,
    store_id integer NOT NULL,
    region_id integer,
    survey_id integer NOT NULL,
    nps_score smallint NOT NULL,
    comment text,
    created_at timestamp with time zone NOT NULL,
    external_id text,
    CONSTRAINT survey_responses_nps_score_check CHECK (((nps_score >= 0) AND (nps_score <= 10)))
);

--
-- Name: survey_response_terms_apply(public.survey_responses, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.survey_response_terms_apply(a public.survey_responses, sign integer) RETURNS void
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

--
-- Name: survey_response_terms_delete(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.survey_response_terms_delete() RETURNS trigger
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

--
-- Name: survey_response_terms_insert(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.survey_response_terms_insert() RETURNS trigger
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

--
-- Name: survey_response_terms_of(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.survey_response_terms_of(comment text) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  SELECT CASE WHEN coalesce(comment, '') = '' THEN '{}'::text[]
              ELSE array_prepend('', comment_terms(comment) || comment_phrases(comment)) END
$$;

--
-- Name: survey_response_terms_rebuild(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.survey_response_terms_rebuild() RETURNS void
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

--
-- Name: survey_response_terms_track(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.survey_response_terms_track() RETURNS trigger
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

--
-- Name: activity_log; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.activity_log (
    id bigint NOT NULL,
    brand_id integer,
    admin_id integer,
    security_id integer,
    action text NOT NULL,
    target_type text,
    target_id text,
    details jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: activity_log_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.activity_log ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.activity_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: admin_domains; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.admin_domains (
    id integer NOT NULL,
    admin_id integer NOT NULL,
    role_id integer NOT NULL,
    organization_id integer NOT NULL,
    brand_id integer NOT NULL,
    brand_store_group_id integer
);

--
-- Name: admin_domains_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.admin_domains ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.admin_domains_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: admins; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.admins (
    id integer NOT NULL,
    email text NOT NULL,
    password_hash text NOT NULL,
    first_name text DEFAULT ''::text NOT NULL,
    last_name text DEFAULT ''::text NOT NULL,
    phone text,
    avatar text,
    profile_image text,
    locale text DEFAULT 'es-ES'::text NOT NULL,
    timezone text DEFAULT 'America/Mexico_City'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_activity_at timestamp with time zone,
    show_tour boolean DEFAULT true NOT NULL,
    seen_tours text[] DEFAULT '{}'::text[] NOT NULL
);

--
-- Name: admins_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.admins ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.admins_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: app_sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.app_sessions (
    token_hash text NOT NULL,
    person_id integer NOT NULL,
    brand_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    revoked_at timestamp with time zone
);

--
-- Name: attempt_answers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.attempt_answers (
    id bigint NOT NULL,
    brand_id integer NOT NULL,
    attempt_id bigint NOT NULL,
    question_id integer NOT NULL,
    answer text,
    result text NOT NULL,
    points numeric(6,2) DEFAULT 0 NOT NULL,
    CONSTRAINT attempt_answers_result_check CHECK ((result = ANY (ARRAY['correct'::text, 'incorrect'::text, 'partial'::text, 'not_applicable'::text, 'unknown'::text])))
);

--
-- Name: attempt_answers_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.attempt_answers ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.attempt_answers_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: awards; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.awards (
    id integer NOT NULL,
    brand_id integer NOT NULL,
    person_id integer NOT NULL,
    course_id integer,
    store_id integer NOT NULL,
    region_id integer,
    kind text NOT NULL,
    title text NOT NULL,
    earned_at timestamp with time zone NOT NULL,
    CONSTRAINT awards_kind_check CHECK ((kind = ANY (ARRAY['certificate'::text, 'award'::text])))
);

--
-- Name: awards_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.awards ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.awards_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: business_group_stores; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.business_group_stores (
    business_group_id integer NOT NULL,
    store_id integer NOT NULL,
    brand_id integer NOT NULL
);

--
-- Name: business_groups; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.business_groups (
    id integer NOT NULL,
    brand_id integer NOT NULL,
    name text NOT NULL
);

--
-- Name: business_groups_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.business_groups ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.business_groups_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: course_positions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.course_positions (
    course_id integer NOT NULL,
    position_id integer NOT NULL,
    brand_id integer NOT NULL
);

--
-- Name: course_targets; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.course_targets (
    brand_id integer NOT NULL,
    course_id integer NOT NULL,
    position_id integer NOT NULL,
    target smallint NOT NULL,
    due_days smallint,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by integer,
    CONSTRAINT course_targets_due_days_check CHECK (((due_days >= 1) AND (due_days <= 365))),
    CONSTRAINT course_targets_target_check CHECK (((target >= 1) AND (target <= 100)))
);

--
-- Name: courses; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.courses (
    id integer NOT NULL,
    brand_id integer NOT NULL,
    name text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    type text NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL,
    starts_on date,
    ends_on date,
    image text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    thematic_area text DEFAULT '2000'::text NOT NULL,
    external_id text,
    CONSTRAINT courses_thematic_area_check CHECK ((thematic_area = ANY (ARRAY['1000'::text, '2000'::text, '3000'::text, '4000'::text, '5000'::text, '6000'::text, '7000'::text, '8000'::text, '9000'::text]))),
    CONSTRAINT courses_type_check CHECK ((type = ANY (ARRAY['serial'::text, 'open'::text, 'inactive'::text])))
);

--
-- Name: courses_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.courses ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.courses_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: dc3_employers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dc3_employers (
    brand_id integer NOT NULL,
    legal_name text NOT NULL,
    rfc text NOT NULL,
    legal_representative text NOT NULL,
    workers_representative text NOT NULL,
    training_agent text NOT NULL,
    instructor text NOT NULL
);

--
-- Name: dc3_records; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dc3_records (
    id integer NOT NULL,
    brand_id integer NOT NULL,
    person_id integer NOT NULL,
    course_id integer NOT NULL,
    store_id integer NOT NULL,
    region_id integer,
    curp text,
    stps_occupation text,
    status text NOT NULL,
    generated_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT dc3_records_status_check CHECK ((status = ANY (ARRAY['generated'::text, 'pending'::text, 'incomplete'::text])))
);

--
-- Name: dc3_records_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.dc3_records ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.dc3_records_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: exam_attempt_days; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.exam_attempt_days (
    brand_id integer NOT NULL,
    region_id integer NOT NULL,
    store_id integer NOT NULL,
    course_id integer NOT NULL,
    day date NOT NULL,
    approved integer NOT NULL,
    failed integer NOT NULL,
    score_sum numeric NOT NULL
);

--
-- Name: exam_attempts_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.exam_attempts ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.exam_attempts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: exam_questions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.exam_questions (
    id integer NOT NULL,
    brand_id integer NOT NULL,
    exam_id integer NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL,
    kind text DEFAULT 'single'::text NOT NULL,
    text text NOT NULL,
    options jsonb DEFAULT '[]'::jsonb NOT NULL,
    correct_option integer,
    points numeric(6,2) DEFAULT 1 NOT NULL,
    external_id text,
    CONSTRAINT exam_questions_kind_check CHECK ((kind = ANY (ARRAY['single'::text, 'open'::text])))
);

--
-- Name: exam_questions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.exam_questions ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.exam_questions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: exam_store_days; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.exam_store_days (
    brand_id integer NOT NULL,
    region_id integer NOT NULL,
    store_id integer NOT NULL,
    day date NOT NULL,
    approved integer NOT NULL,
    failed integer NOT NULL,
    score_sum numeric NOT NULL
);

--
-- Name: exams; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.exams (
    id integer NOT NULL,
    brand_id integer NOT NULL,
    course_id integer NOT NULL,
    title text NOT NULL,
    passing_score numeric(5,2) DEFAULT 80 NOT NULL,
    question_count integer DEFAULT 0 NOT NULL,
    external_id text,
    CONSTRAINT exams_passing_score_check CHECK (((passing_score >= (0)::numeric) AND (passing_score <= (100)::numeric)))
);

--
-- Name: exams_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.exams ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.exams_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: export_requests; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.export_requests (
    id bigint NOT NULL,
    brand_id integer NOT NULL,
    admin_id integer NOT NULL,
    kind text NOT NULL,
    params jsonb DEFAULT '{}'::jsonb NOT NULL,
    requested_at timestamp with time zone DEFAULT now() NOT NULL,
    status text DEFAULT 'queued'::text NOT NULL,
    rows integer,
    finished_at timestamp with time zone,
    claimed_by text,
    heartbeat_at timestamp with time zone,
    CONSTRAINT export_requests_status_check CHECK ((status = ANY (ARRAY['queued'::text, 'sent'::text, 'failed'::text])))
);

--
-- Name: export_requests_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.export_requests ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.export_requests_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: import_batches; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.import_batches (
    id bigint NOT NULL,
    brand_id integer NOT NULL,
    admin_id integer,
    filename text DEFAULT ''::text NOT NULL,
    registered integer DEFAULT 0 NOT NULL,
    failed integer DEFAULT 0 NOT NULL,
    errors_csv text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: import_batches_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.import_batches ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.import_batches_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: integration_keys; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.integration_keys (
    id integer NOT NULL,
    brand_id integer NOT NULL,
    name text NOT NULL,
    key_hash text NOT NULL,
    key_prefix text NOT NULL,
    kinds text[] NOT NULL,
    created_by integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_used_at timestamp with time zone,
    expires_at timestamp with time zone,
    revoked_at timestamp with time zone,
    requests_per_minute integer DEFAULT 120 NOT NULL,
    window_started_at timestamp with time zone,
    window_requests integer DEFAULT 0 NOT NULL,
    CONSTRAINT integration_keys_requests_per_minute_check CHECK ((requests_per_minute > 0))
);

--
-- Name: integration_keys_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.integration_keys ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.integration_keys_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: kpis; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.kpis (
    id integer NOT NULL,
    brand_id integer NOT NULL,
    store_id integer NOT NULL,
    region_id integer,
    module_id integer NOT NULL,
    month date NOT NULL,
    value numeric(12,2) NOT NULL,
    target numeric(12,2) NOT NULL,
    CONSTRAINT kpis_month_check CHECK ((EXTRACT(day FROM month) = (1)::numeric))
);

--
-- Name: kpis_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.kpis ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.kpis_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: lessons; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.lessons (
    id integer NOT NULL,
    brand_id integer NOT NULL,
    course_id integer NOT NULL,
    title text NOT NULL,
    format text DEFAULT 'video'::text NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL,
    duration_minutes integer DEFAULT 5 NOT NULL,
    external_id text,
    CONSTRAINT lessons_format_check CHECK ((format = ANY (ARRAY['video'::text, 'reading'::text, 'interactive'::text])))
);

--
-- Name: lessons_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.lessons ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.lessons_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: login_attempts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.login_attempts (
    id bigint NOT NULL,
    email text NOT NULL,
    succeeded boolean NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: login_attempts_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.login_attempts ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.login_attempts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: organizations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.organizations (
    id integer NOT NULL,
    kind text NOT NULL,
    brand_id integer NOT NULL,
    parent_id integer,
    region_id integer,
    name text NOT NULL,
    industry text DEFAULT 'restaurants'::text NOT NULL,
    theme_settings jsonb DEFAULT '{}'::jsonb NOT NULL,
    admin_logo text,
    profile_image text,
    enrollment_key text,
    share_brand_key boolean DEFAULT false NOT NULL,
    store_type jsonb DEFAULT '{}'::jsonb NOT NULL,
    region_word jsonb DEFAULT '{}'::jsonb NOT NULL,
    training_module boolean DEFAULT true NOT NULL,
    supervision_module boolean DEFAULT true NOT NULL,
    satisfaction_module boolean DEFAULT true NOT NULL,
    kpi_module boolean DEFAULT false NOT NULL,
    dc3_enabled boolean DEFAULT true NOT NULL,
    store_manager_access jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    external_id text,
    time_zone text,
    active boolean DEFAULT true NOT NULL,
    CONSTRAINT organizations_industry_check CHECK ((industry = ANY (ARRAY['restaurants'::text, 'retail'::text, 'education'::text, 'manufacturing'::text]))),
    CONSTRAINT organizations_kind_check CHECK ((kind = ANY (ARRAY['brand'::text, 'store'::text])))
);

--
-- Name: organizations_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.organizations ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.organizations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: outbox; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.outbox (
    id bigint NOT NULL,
    channel text NOT NULL,
    recipient text NOT NULL,
    subject text DEFAULT ''::text NOT NULL,
    body text NOT NULL,
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    sent_at timestamp with time zone,
    error text,
    CONSTRAINT outbox_channel_check CHECK ((channel = ANY (ARRAY['email'::text, 'sms'::text])))
);

--
-- Name: outbox_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.outbox ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.outbox_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: password_reset_requests; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.password_reset_requests (
    id bigint NOT NULL,
    email text NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: password_reset_requests_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.password_reset_requests ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.password_reset_requests_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: password_resets; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.password_resets (
    id bigint NOT NULL,
    admin_id integer NOT NULL,
    code_hash text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    verified_at timestamp with time zone,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: password_resets_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.password_resets ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.password_resets_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: people_counts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.people_counts (
    brand_id integer NOT NULL,
    region_id integer NOT NULL,
    store_id integer NOT NULL,
    position_id integer NOT NULL,
    registered integer DEFAULT 0 NOT NULL,
    active integer DEFAULT 0 NOT NULL
);

--
-- Name: people_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.people ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.people_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: person_status_raises; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.person_status_raises (
    id bigint NOT NULL,
    brand_id integer NOT NULL,
    person_id integer NOT NULL,
    rank integer NOT NULL,
    at timestamp with time zone NOT NULL
);

--
-- Name: person_status_raises_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.person_status_raises ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.person_status_raises_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: positions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.positions (
    id integer NOT NULL,
    brand_id integer NOT NULL,
    name text NOT NULL,
    manages_store boolean DEFAULT false NOT NULL,
    external_id text
);

--
-- Name: positions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.positions ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.positions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: practical_exams; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.practical_exams (
    id integer NOT NULL,
    brand_id integer NOT NULL,
    person_id integer NOT NULL,
    course_id integer NOT NULL,
    store_id integer NOT NULL,
    region_id integer,
    evaluation text NOT NULL,
    evaluator_name text NOT NULL,
    assigned_on date NOT NULL,
    status text DEFAULT 'assigned'::text NOT NULL,
    score numeric(5,2),
    evaluated_at timestamp with time zone,
    CONSTRAINT practical_exams_score_check CHECK (((score >= (0)::numeric) AND (score <= (100)::numeric))),
    CONSTRAINT practical_exams_status_check CHECK ((status = ANY (ARRAY['assigned'::text, 'approved'::text, 'failed'::text])))
);

--
-- Name: practical_exams_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.practical_exams ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.practical_exams_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: progress_totals; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.progress_totals (
    brand_id integer NOT NULL,
    region_id integer NOT NULL,
    store_id integer NOT NULL,
    position_id integer NOT NULL,
    course_id integer NOT NULL,
    started integer NOT NULL,
    completed integer NOT NULL
);

--
-- Name: ranking_person_months; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ranking_person_months (
    brand_id integer NOT NULL,
    month date NOT NULL,
    store_id integer NOT NULL,
    person_id integer NOT NULL,
    exams_done integer NOT NULL,
    exams_approved integer NOT NULL,
    score_hundredths bigint NOT NULL,
    activities integer NOT NULL,
    first_at timestamp with time zone,
    last_at timestamp with time zone,
    exact boolean NOT NULL
);

--
-- Name: regions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.regions (
    id integer NOT NULL,
    brand_id integer NOT NULL,
    name text NOT NULL,
    translations jsonb DEFAULT '{}'::jsonb NOT NULL,
    external_id text
);

--
-- Name: regions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.regions ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.regions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: report_versions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.report_versions (
    brand_id integer NOT NULL,
    version bigint DEFAULT 0 NOT NULL
);

--
-- Name: report_visit_versions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.report_visit_versions (
    brand_id integer NOT NULL,
    version bigint DEFAULT 0 NOT NULL
);

--
-- Name: schema_migrations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.schema_migrations (
    name text NOT NULL,
    checksum text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sessions (
    token_hash text NOT NULL,
    admin_id integer NOT NULL,
    client_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    revoked_at timestamp with time zone
);

--
-- Name: supervision_checklist_items; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.supervision_checklist_items (
    checklist_id integer NOT NULL,
    external_id text NOT NULL,
    sort_order integer NOT NULL,
    text text NOT NULL,
    points numeric(8,2) NOT NULL,
    CONSTRAINT supervision_checklist_items_points_check CHECK ((points >= (0)::numeric))
);

--
-- Name: supervision_checklists; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.supervision_checklists (
    id integer NOT NULL,
    brand_id integer NOT NULL,
    external_id text NOT NULL,
    name text NOT NULL,
    module_id integer NOT NULL
);

--
-- Name: supervision_checklists_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.supervision_checklists ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.supervision_checklists_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: supervision_items; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.supervision_items (
    brand_id integer NOT NULL,
    supervision_id bigint NOT NULL,
    sort_order integer NOT NULL,
    question text NOT NULL,
    answer text NOT NULL,
    points numeric(8,2),
    possible numeric(8,2),
    comment text,
    CONSTRAINT supervision_items_answer_check CHECK ((answer = ANY (ARRAY['yes'::text, 'no'::text, 'na'::text])))
);

--
-- Name: supervision_modules; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.supervision_modules (
    id integer NOT NULL,
    brand_id integer NOT NULL,
    name text NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL,
    has_kpis boolean DEFAULT false NOT NULL,
    kpi_unit text,
    kpi_lower_is_better boolean DEFAULT false NOT NULL,
    external_id text
);

--
-- Name: supervision_modules_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.supervision_modules ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.supervision_modules_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: supervisions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.supervisions (
    id bigint NOT NULL,
    brand_id integer NOT NULL,
    store_id integer NOT NULL,
    region_id integer,
    module_id integer NOT NULL,
    name text NOT NULL,
    supervisor_name text NOT NULL,
    score numeric(5,2) NOT NULL,
    incidents integer DEFAULT 0 NOT NULL,
    comment text,
    supervised_at timestamp with time zone NOT NULL,
    external_id text,
    checklist_id integer,
    CONSTRAINT supervisions_incidents_check CHECK ((incidents >= 0)),
    CONSTRAINT supervisions_score_check CHECK (((score >= (0)::numeric) AND (score <= (100)::numeric)))
);

--
-- Name: supervisions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.supervisions ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.supervisions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: survey_opening_ids; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.survey_opening_ids (
    brand_id integer NOT NULL,
    external_id text NOT NULL,
    store_id integer NOT NULL,
    survey_id integer NOT NULL,
    opened_at timestamp with time zone NOT NULL
);

--
-- Name: survey_openings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.survey_openings (
    brand_id integer NOT NULL,
    store_id integer NOT NULL,
    region_id integer,
    survey_id integer NOT NULL,
    slot timestamp with time zone NOT NULL,
    opened integer NOT NULL,
    CONSTRAINT survey_openings_opened_check CHECK ((opened > 0)),
    CONSTRAINT survey_openings_slot_check CHECK ((slot = date_bin('00:15:00'::interval, slot, '2000-01-01 00:00:00+00'::timestamp with time zone)))
);

--
-- Name: survey_response_terms; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.survey_response_terms (
    response_id bigint NOT NULL,
    term text NOT NULL
);

--
-- Name: survey_responses_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.survey_responses ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.survey_responses_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: survey_term_days; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.survey_term_days (
    brand_id integer NOT NULL,
    region_id integer NOT NULL,
    survey_id integer NOT NULL,
    day date NOT NULL,
    term text NOT NULL,
    uses integer NOT NULL,
    score_sum integer NOT NULL
)
WITH (fillfactor='70');

--
-- Name: survey_term_months; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.survey_term_months (
    brand_id integer NOT NULL,
    region_id integer NOT NULL,
    survey_id integer NOT NULL,
    month date NOT NULL,
    term text NOT NULL,
    uses integer NOT NULL,
    score_sum integer NOT NULL
)
WITH (fillfactor='70');

--
-- Name: surveys; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.surveys (
    id integer NOT NULL,
    brand_id integer NOT NULL,
    survey_number integer NOT NULL,
    name text NOT NULL,
    active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    external_id text
);

--
-- Name: surveys_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.surveys ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.surveys_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: work_group_members; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.work_group_members (
    work_group_id integer NOT NULL,
    person_id integer NOT NULL,
    brand_id integer NOT NULL
);

--
-- Name: work_groups; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.work_groups (
    id integer NOT NULL,
    brand_id integer NOT NULL,
    name text NOT NULL
);

--
-- Name: work_groups_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.work_groups ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.work_groups_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: activity_log activity_log_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.activity_log
    ADD CONSTRAINT activity_log_pkey PRIMARY KEY (id);

--
-- Name: admin_domains admin_domains_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_domains
    ADD CONSTRAINT admin_domains_pkey PRIMARY KEY (id);

--
-- Name: admins admins_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admins
    ADD CONSTRAINT admins_pkey PRIMARY KEY (id);

--
-- Name: app_sessions app_sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.app_sessions
    ADD CONSTRAINT app_sessions_pkey PRIMARY KEY (token_hash);

--
-- Name: attempt_answers attempt_answers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.attempt_answers
    ADD CONSTRAINT attempt_answers_pkey PRIMARY KEY (id);

--
-- Name: awards awards_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.awards
    ADD CONSTRAINT awards_pkey PRIMARY KEY (id);

--
-- Name: business_group_stores business_group_stores_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.business_group_stores
    ADD CONSTRAINT business_group_stores_pkey PRIMARY KEY (business_group_id, store_id);

--
-- Name: business_groups business_groups_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.business_groups
    ADD CONSTRAINT business_groups_pkey PRIMARY KEY (id);

--
-- Name: course_positions course_positions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.course_positions
    ADD CONSTRAINT course_positions_pkey PRIMARY KEY (course_id, position_id);

--
-- Name: course_progress course_progress_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.course_progress
    ADD CONSTRAINT course_progress_pkey PRIMARY KEY (person_id, course_id);

--
-- Name: course_targets course_targets_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.course_targets
    ADD CONSTRAINT course_targets_pkey PRIMARY KEY (course_id, position_id);

--
-- Name: courses courses_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.courses
    ADD CONSTRAINT courses_pkey PRIMARY KEY (id);

--
-- Name: dc3_employers dc3_employers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dc3_employers
    ADD CONSTRAINT dc3_employers_pkey PRIMARY KEY (brand_id);

--
-- Name: dc3_records dc3_records_person_id_course_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dc3_records
    ADD CONSTRAINT dc3_records_person_id_course_id_key UNIQUE (person_id, course_id);

--
-- Name: dc3_records dc3_records_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dc3_records
    ADD CONSTRAINT dc3_records_pkey PRIMARY KEY (id);

--
-- Name: exam_attempt_days exam_attempt_days_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_attempt_days
    ADD CONSTRAINT exam_attempt_days_pkey PRIMARY KEY (brand_id, store_id, course_id, day, region_id);

--
-- Name: exam_attempts exam_attempts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_attempts
    ADD CONSTRAINT exam_attempts_pkey PRIMARY KEY (id);

--
-- Name: exam_questions exam_questions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_questions
    ADD CONSTRAINT exam_questions_pkey PRIMARY KEY (id);

--
-- Name: exam_store_days exam_store_days_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_store_days
    ADD CONSTRAINT exam_store_days_pkey PRIMARY KEY (brand_id, store_id, day, region_id);

--
-- Name: exams exams_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exams
    ADD CONSTRAINT exams_pkey PRIMARY KEY (id);

--
-- Name: export_requests export_requests_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.export_requests
    ADD CONSTRAINT export_requests_pkey PRIMARY KEY (id);

--
-- Name: import_batches import_batches_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.import_batches
    ADD CONSTRAINT import_batches_pkey PRIMARY KEY (id);

--
-- Name: integration_keys integration_keys_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.integration_keys
    ADD CONSTRAINT integration_keys_pkey PRIMARY KEY (id);

--
-- Name: kpis kpis_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.kpis
    ADD CONSTRAINT kpis_pkey PRIMARY KEY (id);

--
-- Name: kpis kpis_store_id_module_id_month_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.kpis
    ADD CONSTRAINT kpis_store_id_module_id_month_key UNIQUE (store_id, module_id, month);

--
-- Name: lessons lessons_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.lessons
    ADD CONSTRAINT lessons_pkey PRIMARY KEY (id);

--
-- Name: login_attempts login_attempts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.login_attempts
    ADD CONSTRAINT login_attempts_pkey PRIMARY KEY (id);

--
-- Name: organizations organizations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organizations
    ADD CONSTRAINT organizations_pkey PRIMARY KEY (id);

--
-- Name: outbox outbox_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.outbox
    ADD CONSTRAINT outbox_pkey PRIMARY KEY (id);

--
-- Name: password_reset_requests password_reset_requests_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.password_reset_requests
    ADD CONSTRAINT password_reset_requests_pkey PRIMARY KEY (id);

--
-- Name: password_resets password_resets_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.password_resets
    ADD CONSTRAINT password_resets_pkey PRIMARY KEY (id);

--
-- Name: people_counts people_counts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.people_counts
    ADD CONSTRAINT people_counts_pkey PRIMARY KEY (brand_id, region_id, store_id, position_id);

--
-- Name: people people_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.people
    ADD CONSTRAINT people_pkey PRIMARY KEY (id);

--
-- Name: person_status_raises person_status_raises_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.person_status_raises
    ADD CONSTRAINT person_status_raises_pkey PRIMARY KEY (id);

--
-- Name: positions positions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.positions
    ADD CONSTRAINT positions_pkey PRIMARY KEY (id);

--
-- Name: practical_exams practical_exams_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.practical_exams
    ADD CONSTRAINT practical_exams_pkey PRIMARY KEY (id);

--
-- Name: progress_months progress_months_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.progress_months
    ADD CONSTRAINT progress_months_pkey PRIMARY KEY (brand_id, store_id, position_id, course_id, month, region_id);

--
-- Name: progress_totals progress_totals_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.progress_totals
    ADD CONSTRAINT progress_totals_pkey PRIMARY KEY (brand_id, store_id, position_id, course_id, region_id);

--
-- Name: ranking_person_months ranking_person_months_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ranking_person_months
    ADD CONSTRAINT ranking_person_months_pkey PRIMARY KEY (brand_id, month, store_id, person_id);

--
-- Name: regions regions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.regions
    ADD CONSTRAINT regions_pkey PRIMARY KEY (id);

--
-- Name: report_versions report_versions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.report_versions
    ADD CONSTRAINT report_versions_pkey PRIMARY KEY (brand_id);

--
-- Name: report_visit_versions report_visit_versions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.report_visit_versions
    ADD CONSTRAINT report_visit_versions_pkey PRIMARY KEY (brand_id);

--
-- Name: schema_migrations schema_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (name);

--
-- Name: sessions sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (token_hash);

--
-- Name: supervision_checklist_items supervision_checklist_items_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.supervision_checklist_items
    ADD CONSTRAINT supervision_checklist_items_pkey PRIMARY KEY (checklist_id, external_id);

--
-- Name: supervision_checklists supervision_checklists_brand_id_external_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.supervision_checklists
    ADD CONSTRAINT supervision_checklists_brand_id_external_id_key UNIQUE (brand_id, external_id);

--
-- Name: supervision_checklists supervision_checklists_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.supervision_checklists
    ADD CONSTRAINT supervision_checklists_pkey PRIMARY KEY (id);

--
-- Name: supervision_items supervision_items_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.supervision_items
    ADD CONSTRAINT supervision_items_pkey PRIMARY KEY (supervision_id, sort_order);

--
-- Name: supervision_modules supervision_modules_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.supervision_modules
    ADD CONSTRAINT supervision_modules_pkey PRIMARY KEY (id);

--
-- Name: supervisions supervisions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.supervisions
    ADD CONSTRAINT supervisions_pkey PRIMARY KEY (id);

--
-- Name: survey_opening_ids survey_opening_ids_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.survey_opening_ids
    ADD CONSTRAINT survey_opening_ids_pkey PRIMARY KEY (brand_id, external_id);

--
-- Name: survey_openings survey_openings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.survey_openings
    ADD CONSTRAINT survey_openings_pkey PRIMARY KEY (store_id, survey_id, slot);

--
-- Name: survey_response_terms survey_response_terms_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.survey_response_terms
    ADD CONSTRAINT survey_response_terms_pkey PRIMARY KEY (response_id, term);

--
-- Name: survey_responses survey_responses_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.survey_responses
    ADD CONSTRAINT survey_responses_pkey PRIMARY KEY (id);

--
-- Name: survey_term_days survey_term_days_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.survey_term_days
    ADD CONSTRAINT survey_term_days_pkey PRIMARY KEY (brand_id, region_id, survey_id, day, term);

--
-- Name: survey_term_months survey_term_months_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.survey_term_months
    ADD CONSTRAINT survey_term_months_pkey PRIMARY KEY (brand_id, region_id, survey_id, month, term);

--
-- Name: surveys surveys_brand_id_survey_number_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.surveys
    ADD CONSTRAINT surveys_brand_id_survey_number_key UNIQUE (brand_id, survey_number);

--
-- Name: surveys surveys_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.surveys
    ADD CONSTRAINT surveys_pkey PRIMARY KEY (id);

--
-- Name: work_group_members work_group_members_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.work_group_members
    ADD CONSTRAINT work_group_members_pkey PRIMARY KEY (work_group_id, person_id);

--
-- Name: work_groups work_groups_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.work_groups
    ADD CONSTRAINT work_groups_pkey PRIMARY KEY (id);

--
-- Name: activity_log_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX activity_log_brand_idx ON public.activity_log USING btree (brand_id, created_at DESC);

--
-- Name: activity_log_security_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX activity_log_security_idx ON public.activity_log USING btree (security_id, created_at DESC);

--
-- Name: admin_domains_admin_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_domains_admin_idx ON public.admin_domains USING btree (admin_id);

--
-- Name: admins_email_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX admins_email_idx ON public.admins USING btree (lower(email));

--
-- Name: app_sessions_person_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX app_sessions_person_idx ON public.app_sessions USING btree (person_id);

--
-- Name: attempt_answers_attempt_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX attempt_answers_attempt_idx ON public.attempt_answers USING btree (attempt_id);

--
-- Name: awards_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX awards_brand_idx ON public.awards USING btree (brand_id, earned_at);

--
-- Name: awards_person_course_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX awards_person_course_idx ON public.awards USING btree (person_id, course_id, earned_at, id) INCLUDE (title);

--
-- Name: awards_store_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX awards_store_idx ON public.awards USING btree (brand_id, store_id, earned_at);

--
-- Name: business_groups_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX business_groups_brand_idx ON public.business_groups USING btree (brand_id);

--
-- Name: course_positions_position_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX course_positions_position_idx ON public.course_positions USING btree (position_id);

--
-- Name: course_progress_brand_started_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX course_progress_brand_started_idx ON public.course_progress USING btree (brand_id, started_at) INCLUDE (person_id, course_id);

--
-- Name: course_progress_completed_event_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX course_progress_completed_event_idx ON public.course_progress USING btree (brand_id, completed_event_at) INCLUDE (person_region_id, person_store_id, person_position_id, course_id) WHERE (completed_event_at IS NOT NULL);

--
-- Name: course_progress_completed_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX course_progress_completed_idx ON public.course_progress USING btree (brand_id, completed_at) INCLUDE (person_id, course_id, person_position_id, store_id) WHERE (completed_at IS NOT NULL);

--
-- Name: course_progress_course_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX course_progress_course_idx ON public.course_progress USING btree (brand_id, course_id);

--
-- Name: course_progress_report_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX course_progress_report_idx ON public.course_progress USING btree (brand_id, person_id) INCLUDE (course_id, started_at, completed_at);

--
-- Name: course_progress_started_event_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX course_progress_started_event_idx ON public.course_progress USING btree (brand_id, started_event_at) INCLUDE (person_region_id, person_store_id, person_position_id, course_id) WHERE (started_event_at IS NOT NULL);

--
-- Name: course_progress_store_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX course_progress_store_idx ON public.course_progress USING btree (brand_id, store_id);

--
-- Name: course_progress_target_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX course_progress_target_idx ON public.course_progress USING btree (brand_id, course_id, person_position_id) INCLUDE (person_registered_at, started_at, completed_at, person_region_id, person_store_id, person_id) WHERE (person_registered_at IS NOT NULL);

--
-- Name: course_targets_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX course_targets_brand_idx ON public.course_targets USING btree (brand_id, position_id);

--
-- Name: courses_brand_external_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX courses_brand_external_idx ON public.courses USING btree (brand_id, external_id) WHERE (external_id IS NOT NULL);

--
-- Name: courses_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX courses_brand_idx ON public.courses USING btree (brand_id, type, sort_order);

--
-- Name: dc3_records_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX dc3_records_brand_idx ON public.dc3_records USING btree (brand_id, status, created_at);

--
-- Name: dc3_records_store_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX dc3_records_store_idx ON public.dc3_records USING btree (brand_id, store_id);

--
-- Name: exam_attempt_days_brand_day_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exam_attempt_days_brand_day_idx ON public.exam_attempt_days USING btree (brand_id, day) INCLUDE (region_id, store_id, course_id, approved, failed, score_sum);

--
-- Name: exam_attempts_brand_ended_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exam_attempts_brand_ended_idx ON public.exam_attempts USING btree (brand_id, ended_at) INCLUDE (region_id, store_id, course_id, person_id, approved, score, score_hundredths) WHERE (ended_at IS NOT NULL);

--
-- Name: exam_attempts_brand_external_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX exam_attempts_brand_external_idx ON public.exam_attempts USING btree (brand_id, external_id) WHERE (external_id IS NOT NULL);

--
-- Name: exam_attempts_brand_started_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exam_attempts_brand_started_idx ON public.exam_attempts USING btree (brand_id, started_at) INCLUDE (person_id, course_id);

--
-- Name: exam_attempts_course_started_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exam_attempts_course_started_idx ON public.exam_attempts USING btree (brand_id, course_id, started_at);

--
-- Name: exam_attempts_id_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX exam_attempts_id_brand_idx ON public.exam_attempts USING btree (id, brand_id);

--
-- Name: exam_attempts_person_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exam_attempts_person_idx ON public.exam_attempts USING btree (person_id, exam_id, attempt_number);

--
-- Name: exam_attempts_person_report_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exam_attempts_person_report_idx ON public.exam_attempts USING btree (person_id) INCLUDE (brand_id, course_id, started_at, ended_at, score, approved, id, region_id, store_id, score_hundredths);

--
-- Name: exam_attempts_region_started_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exam_attempts_region_started_idx ON public.exam_attempts USING btree (brand_id, region_id, started_at);

--
-- Name: exam_attempts_store_ended_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exam_attempts_store_ended_idx ON public.exam_attempts USING btree (brand_id, store_id, ended_at) WHERE (ended_at IS NOT NULL);

--
-- Name: exam_attempts_store_started_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exam_attempts_store_started_idx ON public.exam_attempts USING btree (brand_id, store_id, started_at);

--
-- Name: exam_questions_exam_external_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX exam_questions_exam_external_idx ON public.exam_questions USING btree (exam_id, external_id) WHERE (external_id IS NOT NULL);

--
-- Name: exam_questions_exam_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exam_questions_exam_idx ON public.exam_questions USING btree (exam_id, sort_order);

--
-- Name: exam_store_days_brand_day_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exam_store_days_brand_day_idx ON public.exam_store_days USING btree (brand_id, day) INCLUDE (region_id, store_id, approved, failed, score_sum);

--
-- Name: exams_brand_external_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX exams_brand_external_idx ON public.exams USING btree (brand_id, external_id) WHERE (external_id IS NOT NULL);

--
-- Name: exams_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exams_brand_idx ON public.exams USING btree (brand_id);

--
-- Name: exams_course_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exams_course_idx ON public.exams USING btree (course_id);

--
-- Name: export_requests_admin_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX export_requests_admin_idx ON public.export_requests USING btree (admin_id, kind, requested_at DESC);

--
-- Name: export_requests_queued_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX export_requests_queued_idx ON public.export_requests USING btree (heartbeat_at) WHERE (status = 'queued'::text);

--
-- Name: import_batches_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX import_batches_brand_idx ON public.import_batches USING btree (brand_id, created_at DESC);

--
-- Name: integration_keys_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX integration_keys_brand_idx ON public.integration_keys USING btree (brand_id, created_at);

--
-- Name: integration_keys_hash_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX integration_keys_hash_idx ON public.integration_keys USING btree (key_hash);

--
-- Name: kpis_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX kpis_brand_idx ON public.kpis USING btree (brand_id, month, module_id);

--
-- Name: lessons_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX lessons_brand_idx ON public.lessons USING btree (brand_id);

--
-- Name: lessons_course_external_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX lessons_course_external_idx ON public.lessons USING btree (course_id, external_id) WHERE (external_id IS NOT NULL);

--
-- Name: lessons_course_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX lessons_course_idx ON public.lessons USING btree (course_id, sort_order);

--
-- Name: login_attempts_email_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX login_attempts_email_idx ON public.login_attempts USING btree (lower(email), at);

--
-- Name: organizations_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX organizations_brand_idx ON public.organizations USING btree (brand_id, kind);

--
-- Name: organizations_id_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX organizations_id_brand_idx ON public.organizations USING btree (id, brand_id);

--
-- Name: organizations_region_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX organizations_region_idx ON public.organizations USING btree (region_id);

--
-- Name: organizations_store_external_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX organizations_store_external_idx ON public.organizations USING btree (brand_id, external_id) WHERE ((kind = 'store'::text) AND (external_id IS NOT NULL));

--
-- Name: password_reset_requests_email_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX password_reset_requests_email_idx ON public.password_reset_requests USING btree (email, at);

--
-- Name: password_resets_admin_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX password_resets_admin_idx ON public.password_resets USING btree (admin_id, created_at);

--
-- Name: people_brand_created_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX people_brand_created_id_idx ON public.people USING btree (brand_id, created_at, id) WHERE (deleted_at IS NULL);

--
-- Name: people_brand_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX people_brand_created_idx ON public.people USING btree (brand_id, created_at) WHERE (deleted_at IS NULL);

--
-- Name: people_brand_email_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX people_brand_email_idx ON public.people USING btree (brand_id, lower(email)) WHERE ((deleted_at IS NULL) AND (email IS NOT NULL));

--
-- Name: people_brand_employee_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX people_brand_employee_idx ON public.people USING btree (brand_id, employee_number) WHERE ((deleted_at IS NULL) AND (employee_number IS NOT NULL));

--
-- Name: people_brand_external_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX people_brand_external_idx ON public.people USING btree (brand_id, external_id) WHERE (external_id IS NOT NULL);

--
-- Name: people_brand_phone_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX people_brand_phone_idx ON public.people USING btree (brand_id, phone) WHERE ((deleted_at IS NULL) AND (phone IS NOT NULL));

--
-- Name: people_brand_region_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX people_brand_region_idx ON public.people USING btree (brand_id, region_id) WHERE (deleted_at IS NULL);

--
-- Name: people_brand_sort_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX people_brand_sort_name_idx ON public.people USING btree (brand_id, sort_name, id) INCLUDE (search_text, status, store_id, region_id, position_id, created_at) WHERE (deleted_at IS NULL);

--
-- Name: people_brand_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX people_brand_status_idx ON public.people USING btree (brand_id, status) WHERE (deleted_at IS NULL);

--
-- Name: people_brand_store_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX people_brand_store_idx ON public.people USING btree (brand_id, store_id) WHERE (deleted_at IS NULL);

--
-- Name: people_first_completed_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX people_first_completed_idx ON public.people USING btree (brand_id, first_completed_at) INCLUDE (region_id, store_id, position_id, status, registered_at) WHERE ((deleted_at IS NULL) AND (first_completed_at IS NOT NULL));

--
-- Name: people_lookup_email_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX people_lookup_email_idx ON public.people USING btree (brand_id, lower(email)) WHERE (email IS NOT NULL);

--
-- Name: people_lookup_employee_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX people_lookup_employee_idx ON public.people USING btree (brand_id, employee_number) WHERE (employee_number IS NOT NULL);

--
-- Name: people_lookup_phone_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX people_lookup_phone_idx ON public.people USING btree (brand_id, phone) WHERE (phone IS NOT NULL);

--
-- Name: people_position_registered_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX people_position_registered_idx ON public.people USING btree (brand_id, position_id, registered_at) INCLUDE (region_id, store_id, status, sort_name, id) WHERE (deleted_at IS NULL);

--
-- Name: people_registered_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX people_registered_idx ON public.people USING btree (brand_id, registered_at) INCLUDE (region_id, store_id, position_id, status, first_completed_at) WHERE (deleted_at IS NULL);

--
-- Name: people_report_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX people_report_idx ON public.people USING btree (brand_id, region_id, store_id) INCLUDE (id, position_id, registered_at, status, first_completed_at, completed_available, sort_name) WHERE (deleted_at IS NULL);

--
-- Name: people_search_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX people_search_trgm_idx ON public.people USING gin (search_text public.gin_trgm_ops);

--
-- Name: people_sort_name_all_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX people_sort_name_all_idx ON public.people USING btree (sort_name, id);

--
-- Name: person_status_raises_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX person_status_raises_brand_idx ON public.person_status_raises USING btree (brand_id);

--
-- Name: positions_brand_external_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX positions_brand_external_idx ON public.positions USING btree (brand_id, external_id) WHERE (external_id IS NOT NULL);

--
-- Name: positions_brand_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX positions_brand_name_idx ON public.positions USING btree (brand_id, lower(name));

--
-- Name: practical_exams_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX practical_exams_brand_idx ON public.practical_exams USING btree (brand_id, assigned_on);

--
-- Name: practical_exams_person_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX practical_exams_person_idx ON public.practical_exams USING btree (person_id);

--
-- Name: practical_exams_store_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX practical_exams_store_idx ON public.practical_exams USING btree (brand_id, store_id, assigned_on);

--
-- Name: progress_months_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX progress_months_brand_idx ON public.progress_months USING btree (brand_id, month) INCLUDE (region_id, store_id, position_id, course_id, started, completed);

--
-- Name: ranking_person_months_read_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ranking_person_months_read_idx ON public.ranking_person_months USING btree (brand_id, month, person_id) INCLUDE (store_id, exams_done, exams_approved, score_hundredths, activities, first_at, last_at, exact);

--
-- Name: regions_brand_external_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX regions_brand_external_idx ON public.regions USING btree (brand_id, external_id) WHERE (external_id IS NOT NULL);

--
-- Name: regions_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX regions_brand_idx ON public.regions USING btree (brand_id);

--
-- Name: sessions_admin_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sessions_admin_idx ON public.sessions USING btree (admin_id);

--
-- Name: supervision_modules_brand_external_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX supervision_modules_brand_external_idx ON public.supervision_modules USING btree (brand_id, external_id) WHERE (external_id IS NOT NULL);

--
-- Name: supervision_modules_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX supervision_modules_brand_idx ON public.supervision_modules USING btree (brand_id, sort_order);

--
-- Name: supervision_modules_brand_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX supervision_modules_brand_name_idx ON public.supervision_modules USING btree (brand_id, lower(name));

--
-- Name: supervisions_brand_external_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX supervisions_brand_external_idx ON public.supervisions USING btree (brand_id, external_id) WHERE (external_id IS NOT NULL);

--
-- Name: supervisions_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX supervisions_brand_idx ON public.supervisions USING btree (brand_id, supervised_at);

--
-- Name: supervisions_module_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX supervisions_module_idx ON public.supervisions USING btree (brand_id, module_id, supervised_at);

--
-- Name: supervisions_region_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX supervisions_region_idx ON public.supervisions USING btree (brand_id, region_id, supervised_at);

--
-- Name: supervisions_store_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX supervisions_store_idx ON public.supervisions USING btree (brand_id, store_id, supervised_at);

--
-- Name: survey_openings_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX survey_openings_brand_idx ON public.survey_openings USING btree (brand_id, slot) INCLUDE (store_id, survey_id, opened);

--
-- Name: survey_openings_region_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX survey_openings_region_idx ON public.survey_openings USING btree (brand_id, region_id, slot) INCLUDE (store_id, survey_id, opened);

--
-- Name: survey_openings_store_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX survey_openings_store_idx ON public.survey_openings USING btree (brand_id, store_id, slot) INCLUDE (survey_id, opened);

--
-- Name: survey_responses_brand_external_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX survey_responses_brand_external_idx ON public.survey_responses USING btree (brand_id, external_id) WHERE (external_id IS NOT NULL);

--
-- Name: survey_responses_brand_score_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX survey_responses_brand_score_idx ON public.survey_responses USING btree (brand_id, created_at) INCLUDE (nps_score);

--
-- Name: survey_responses_region_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX survey_responses_region_idx ON public.survey_responses USING btree (brand_id, region_id, created_at);

--
-- Name: survey_responses_store_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX survey_responses_store_idx ON public.survey_responses USING btree (brand_id, store_id, created_at);

--
-- Name: survey_responses_survey_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX survey_responses_survey_idx ON public.survey_responses USING btree (brand_id, survey_id, created_at);

--
-- Name: survey_term_days_brand_day_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX survey_term_days_brand_day_idx ON public.survey_term_days USING btree (brand_id, day);

ALTER TABLE public.survey_term_days CLUSTER ON survey_term_days_brand_day_idx;

--
-- Name: survey_term_months_brand_month_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX survey_term_months_brand_month_idx ON public.survey_term_months USING btree (brand_id, month);

ALTER TABLE public.survey_term_months CLUSTER ON survey_term_months_brand_month_idx;

--
-- Name: surveys_brand_external_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX surveys_brand_external_idx ON public.surveys USING btree (brand_id, external_id) WHERE (external_id IS NOT NULL);

--
-- Name: work_group_members_person_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX work_group_members_person_idx ON public.work_group_members USING btree (person_id);

--
-- Name: work_groups_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX work_groups_brand_idx ON public.work_groups USING btree (brand_id);

--
-- Name: awards awards_version_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER awards_version_delete AFTER DELETE ON public.awards REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: awards awards_version_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER awards_version_insert AFTER INSERT ON public.awards REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: awards awards_version_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER awards_version_truncate AFTER TRUNCATE ON public.awards FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: awards awards_version_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER awards_version_update AFTER UPDATE ON public.awards REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: course_positions course_positions_completed_track; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER course_positions_completed_track AFTER INSERT OR DELETE OR UPDATE ON public.course_positions FOR EACH STATEMENT EXECUTE FUNCTION public.people_completed_topics_track();

--
-- Name: course_positions course_positions_version_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER course_positions_version_delete AFTER DELETE ON public.course_positions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: course_positions course_positions_version_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER course_positions_version_insert AFTER INSERT ON public.course_positions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: course_positions course_positions_version_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER course_positions_version_truncate AFTER TRUNCATE ON public.course_positions FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: course_positions course_positions_version_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER course_positions_version_update AFTER UPDATE ON public.course_positions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: course_progress course_progress_completed_track; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER course_progress_completed_track AFTER INSERT OR DELETE OR UPDATE OF person_id, course_id, brand_id, completed_at ON public.course_progress FOR EACH ROW EXECUTE FUNCTION public.course_progress_completed_track();

--
-- Name: course_progress course_progress_person_fill; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER course_progress_person_fill BEFORE INSERT OR UPDATE OF person_id ON public.course_progress FOR EACH ROW EXECUTE FUNCTION public.course_progress_person_fill();

--
-- Name: course_progress course_progress_ranking_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER course_progress_ranking_delete AFTER DELETE ON public.course_progress REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.ranking_progress_track();

--
-- Name: course_progress course_progress_ranking_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER course_progress_ranking_insert AFTER INSERT ON public.course_progress REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.ranking_progress_track();

--
-- Name: course_progress course_progress_ranking_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER course_progress_ranking_truncate AFTER TRUNCATE ON public.course_progress FOR EACH STATEMENT EXECUTE FUNCTION public.ranking_person_months_retrack();

--
-- Name: course_progress course_progress_ranking_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER course_progress_ranking_update AFTER UPDATE ON public.course_progress REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.ranking_progress_track();

--
-- Name: course_progress course_progress_rollup_track; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER course_progress_rollup_track AFTER INSERT OR DELETE OR UPDATE ON public.course_progress FOR EACH ROW EXECUTE FUNCTION public.course_progress_rollup_track();

--
-- Name: course_progress course_progress_version_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER course_progress_version_delete AFTER DELETE ON public.course_progress REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: course_progress course_progress_version_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER course_progress_version_insert AFTER INSERT ON public.course_progress REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: course_progress course_progress_version_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER course_progress_version_truncate AFTER TRUNCATE ON public.course_progress FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: course_progress course_progress_version_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER course_progress_version_update AFTER UPDATE ON public.course_progress REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: course_targets course_targets_version_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER course_targets_version_delete AFTER DELETE ON public.course_targets REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: course_targets course_targets_version_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER course_targets_version_insert AFTER INSERT ON public.course_targets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: course_targets course_targets_version_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER course_targets_version_truncate AFTER TRUNCATE ON public.course_targets FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: course_targets course_targets_version_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER course_targets_version_update AFTER UPDATE ON public.course_targets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: courses courses_completed_track; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER courses_completed_track AFTER INSERT OR DELETE OR UPDATE OF type, brand_id ON public.courses FOR EACH STATEMENT EXECUTE FUNCTION public.people_completed_topics_track();

--
-- Name: courses courses_version_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER courses_version_delete AFTER DELETE ON public.courses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: courses courses_version_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER courses_version_insert AFTER INSERT ON public.courses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: courses courses_version_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER courses_version_truncate AFTER TRUNCATE ON public.courses FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: courses courses_version_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER courses_version_update AFTER UPDATE ON public.courses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: exam_attempts exam_attempt_days_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exam_attempt_days_delete AFTER DELETE ON public.exam_attempts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.exam_attempt_days_statement();

--
-- Name: exam_attempts exam_attempt_days_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exam_attempt_days_insert AFTER INSERT ON public.exam_attempts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.exam_attempt_days_statement();

--
-- Name: exam_attempts exam_attempt_days_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exam_attempt_days_update AFTER UPDATE ON public.exam_attempts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.exam_attempt_days_statement();

--
-- Name: exam_attempts exam_attempts_ranking_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exam_attempts_ranking_delete AFTER DELETE ON public.exam_attempts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.ranking_attempts_track();

--
-- Name: exam_attempts exam_attempts_ranking_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exam_attempts_ranking_insert AFTER INSERT ON public.exam_attempts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.ranking_attempts_track();

--
-- Name: exam_attempts exam_attempts_ranking_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exam_attempts_ranking_truncate AFTER TRUNCATE ON public.exam_attempts FOR EACH STATEMENT EXECUTE FUNCTION public.ranking_person_months_retrack();

--
-- Name: exam_attempts exam_attempts_ranking_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exam_attempts_ranking_update AFTER UPDATE ON public.exam_attempts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.ranking_attempts_track();

--
-- Name: exam_attempts exam_attempts_version_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exam_attempts_version_delete AFTER DELETE ON public.exam_attempts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: exam_attempts exam_attempts_version_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exam_attempts_version_insert AFTER INSERT ON public.exam_attempts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: exam_attempts exam_attempts_version_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exam_attempts_version_truncate AFTER TRUNCATE ON public.exam_attempts FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: exam_attempts exam_attempts_version_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exam_attempts_version_update AFTER UPDATE ON public.exam_attempts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: exams exams_version_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exams_version_delete AFTER DELETE ON public.exams REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: exams exams_version_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exams_version_insert AFTER INSERT ON public.exams REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: exams exams_version_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exams_version_truncate AFTER TRUNCATE ON public.exams FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: exams exams_version_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exams_version_update AFTER UPDATE ON public.exams REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: lessons lessons_version_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER lessons_version_delete AFTER DELETE ON public.lessons REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: lessons lessons_version_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER lessons_version_insert AFTER INSERT ON public.lessons REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: lessons lessons_version_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER lessons_version_truncate AFTER TRUNCATE ON public.lessons FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: lessons lessons_version_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER lessons_version_update AFTER UPDATE ON public.lessons REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: organizations organizations_version_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER organizations_version_delete AFTER DELETE ON public.organizations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: organizations organizations_version_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER organizations_version_insert AFTER INSERT ON public.organizations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: organizations organizations_version_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER organizations_version_truncate AFTER TRUNCATE ON public.organizations FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: organizations organizations_version_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER organizations_version_update AFTER UPDATE ON public.organizations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: people people_completed_position_track; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER people_completed_position_track AFTER UPDATE OF position_id, brand_id ON public.people FOR EACH ROW WHEN (((old.position_id IS DISTINCT FROM new.position_id) OR (old.brand_id <> new.brand_id))) EXECUTE FUNCTION public.people_completed_position_track();

--
-- Name: people people_counts_track_insert_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER people_counts_track_insert_delete AFTER INSERT OR DELETE ON public.people FOR EACH ROW EXECUTE FUNCTION public.people_counts_track();

--
-- Name: people people_counts_track_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER people_counts_track_update AFTER UPDATE OF brand_id, region_id, store_id, position_id, status, deleted_at, registered_at, first_completed_at ON public.people FOR EACH ROW WHEN (((old.brand_id <> new.brand_id) OR (old.region_id IS DISTINCT FROM new.region_id) OR (old.store_id <> new.store_id) OR (old.position_id IS DISTINCT FROM new.position_id) OR (old.status <> new.status) OR (old.deleted_at IS DISTINCT FROM new.deleted_at) OR (old.registered_at IS DISTINCT FROM new.registered_at) OR ((old.first_completed_at IS NULL) <> (new.first_completed_at IS NULL)))) EXECUTE FUNCTION public.people_counts_track();

--
-- Name: people people_progress_placement; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER people_progress_placement AFTER UPDATE OF region_id, store_id, position_id, status, deleted_at, registered_at ON public.people FOR EACH ROW WHEN (((old.region_id IS DISTINCT FROM new.region_id) OR (old.store_id <> new.store_id) OR (old.position_id IS DISTINCT FROM new.position_id) OR (old.status <> new.status) OR (old.deleted_at IS DISTINCT FROM new.deleted_at) OR (old.registered_at IS DISTINCT FROM new.registered_at))) EXECUTE FUNCTION public.people_progress_placement();

--
-- Name: people people_search_text; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER people_search_text BEFORE INSERT OR UPDATE OF first_name, last_name, email, phone, employee_number, search_text ON public.people FOR EACH ROW EXECUTE FUNCTION public.people_search_text_trigger();

--
-- Name: people people_version_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER people_version_delete AFTER DELETE ON public.people REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: people people_version_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER people_version_insert AFTER INSERT ON public.people REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: people people_version_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER people_version_truncate AFTER TRUNCATE ON public.people FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: people people_version_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER people_version_update AFTER UPDATE ON public.people REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: positions positions_version_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER positions_version_delete AFTER DELETE ON public.positions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: positions positions_version_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER positions_version_insert AFTER INSERT ON public.positions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: positions positions_version_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER positions_version_truncate AFTER TRUNCATE ON public.positions FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: positions positions_version_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER positions_version_update AFTER UPDATE ON public.positions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: progress_months progress_totals_track; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER progress_totals_track AFTER INSERT OR DELETE OR UPDATE ON public.progress_months FOR EACH ROW EXECUTE FUNCTION public.progress_totals_track();

--
-- Name: regions regions_version_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER regions_version_delete AFTER DELETE ON public.regions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: regions regions_version_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER regions_version_insert AFTER INSERT ON public.regions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: regions regions_version_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER regions_version_truncate AFTER TRUNCATE ON public.regions FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: regions regions_version_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER regions_version_update AFTER UPDATE ON public.regions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_versions_bump();

--
-- Name: supervision_checklists supervision_checklists_version_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER supervision_checklists_version_delete AFTER DELETE ON public.supervision_checklists REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_visit_versions_bump();

--
-- Name: supervision_checklists supervision_checklists_version_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER supervision_checklists_version_insert AFTER INSERT ON public.supervision_checklists REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_visit_versions_bump();

--
-- Name: supervision_checklists supervision_checklists_version_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER supervision_checklists_version_truncate AFTER TRUNCATE ON public.supervision_checklists FOR EACH STATEMENT EXECUTE FUNCTION public.report_visit_versions_bump();

--
-- Name: supervision_checklists supervision_checklists_version_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER supervision_checklists_version_update AFTER UPDATE ON public.supervision_checklists REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_visit_versions_bump();

--
-- Name: supervision_modules supervision_modules_version_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER supervision_modules_version_delete AFTER DELETE ON public.supervision_modules REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_visit_versions_bump();

--
-- Name: supervision_modules supervision_modules_version_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER supervision_modules_version_insert AFTER INSERT ON public.supervision_modules REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_visit_versions_bump();

--
-- Name: supervision_modules supervision_modules_version_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER supervision_modules_version_truncate AFTER TRUNCATE ON public.supervision_modules FOR EACH STATEMENT EXECUTE FUNCTION public.report_visit_versions_bump();

--
-- Name: supervision_modules supervision_modules_version_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER supervision_modules_version_update AFTER UPDATE ON public.supervision_modules REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_visit_versions_bump();

--
-- Name: supervisions supervisions_version_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER supervisions_version_delete AFTER DELETE ON public.supervisions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_visit_versions_bump();

--
-- Name: supervisions supervisions_version_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER supervisions_version_insert AFTER INSERT ON public.supervisions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_visit_versions_bump();

--
-- Name: supervisions supervisions_version_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER supervisions_version_truncate AFTER TRUNCATE ON public.supervisions FOR EACH STATEMENT EXECUTE FUNCTION public.report_visit_versions_bump();

--
-- Name: supervisions supervisions_version_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER supervisions_version_update AFTER UPDATE ON public.supervisions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_visit_versions_bump();

--
-- Name: survey_responses survey_response_terms_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER survey_response_terms_delete AFTER DELETE ON public.survey_responses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.survey_response_terms_delete();

--
-- Name: survey_responses survey_response_terms_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER survey_response_terms_insert AFTER INSERT ON public.survey_responses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.survey_response_terms_insert();

--
-- Name: survey_responses survey_response_terms_track; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER survey_response_terms_track AFTER UPDATE ON public.survey_responses FOR EACH ROW EXECUTE FUNCTION public.survey_response_terms_track();

--
-- Name: survey_responses survey_responses_version_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER survey_responses_version_delete AFTER DELETE ON public.survey_responses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_visit_versions_bump();

--
-- Name: survey_responses survey_responses_version_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER survey_responses_version_insert AFTER INSERT ON public.survey_responses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_visit_versions_bump();

--
-- Name: survey_responses survey_responses_version_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER survey_responses_version_truncate AFTER TRUNCATE ON public.survey_responses FOR EACH STATEMENT EXECUTE FUNCTION public.report_visit_versions_bump();

--
-- Name: survey_responses survey_responses_version_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER survey_responses_version_update AFTER UPDATE ON public.survey_responses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.report_visit_versions_bump();

--
-- Name: activity_log activity_log_admin_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.activity_log
    ADD CONSTRAINT activity_log_admin_id_fkey FOREIGN KEY (admin_id) REFERENCES public.admins(id) ON DELETE SET NULL;

--
-- Name: admin_domains admin_domains_admin_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_domains
    ADD CONSTRAINT admin_domains_admin_id_fkey FOREIGN KEY (admin_id) REFERENCES public.admins(id) ON DELETE CASCADE;

--
-- Name: admin_domains admin_domains_brand_store_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_domains
    ADD CONSTRAINT admin_domains_brand_store_group_id_fkey FOREIGN KEY (brand_store_group_id) REFERENCES public.regions(id);

--
-- Name: admin_domains admin_domains_organization_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_domains
    ADD CONSTRAINT admin_domains_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES public.organizations(id);

--
-- Name: app_sessions app_sessions_person_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.app_sessions
    ADD CONSTRAINT app_sessions_person_id_fkey FOREIGN KEY (person_id) REFERENCES public.people(id) ON DELETE CASCADE;

--
-- Name: attempt_answers attempt_answers_attempt_brand_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.attempt_answers
    ADD CONSTRAINT attempt_answers_attempt_brand_fk FOREIGN KEY (attempt_id, brand_id) REFERENCES public.exam_attempts(id, brand_id) ON DELETE CASCADE;

--
-- Name: attempt_answers attempt_answers_question_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.attempt_answers
    ADD CONSTRAINT attempt_answers_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.exam_questions(id);

--
-- Name: awards awards_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.awards
    ADD CONSTRAINT awards_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: awards awards_course_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.awards
    ADD CONSTRAINT awards_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id);

--
-- Name: awards awards_person_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.awards
    ADD CONSTRAINT awards_person_id_fkey FOREIGN KEY (person_id) REFERENCES public.people(id) ON DELETE CASCADE;

--
-- Name: awards awards_region_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.awards
    ADD CONSTRAINT awards_region_id_fkey FOREIGN KEY (region_id) REFERENCES public.regions(id);

--
-- Name: awards awards_store_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.awards
    ADD CONSTRAINT awards_store_id_fkey FOREIGN KEY (store_id) REFERENCES public.organizations(id);

--
-- Name: business_group_stores business_group_stores_business_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.business_group_stores
    ADD CONSTRAINT business_group_stores_business_group_id_fkey FOREIGN KEY (business_group_id) REFERENCES public.business_groups(id) ON DELETE CASCADE;

--
-- Name: business_group_stores business_group_stores_store_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.business_group_stores
    ADD CONSTRAINT business_group_stores_store_id_fkey FOREIGN KEY (store_id) REFERENCES public.organizations(id);

--
-- Name: business_groups business_groups_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.business_groups
    ADD CONSTRAINT business_groups_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: course_positions course_positions_course_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.course_positions
    ADD CONSTRAINT course_positions_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE;

--
-- Name: course_positions course_positions_position_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.course_positions
    ADD CONSTRAINT course_positions_position_id_fkey FOREIGN KEY (position_id) REFERENCES public.positions(id) ON DELETE CASCADE;

--
-- Name: course_progress course_progress_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.course_progress
    ADD CONSTRAINT course_progress_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: course_progress course_progress_course_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.course_progress
    ADD CONSTRAINT course_progress_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE;

--
-- Name: course_progress course_progress_person_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.course_progress
    ADD CONSTRAINT course_progress_person_id_fkey FOREIGN KEY (person_id) REFERENCES public.people(id) ON DELETE CASCADE;

--
-- Name: course_progress course_progress_region_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.course_progress
    ADD CONSTRAINT course_progress_region_id_fkey FOREIGN KEY (region_id) REFERENCES public.regions(id);

--
-- Name: course_progress course_progress_store_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.course_progress
    ADD CONSTRAINT course_progress_store_id_fkey FOREIGN KEY (store_id) REFERENCES public.organizations(id);

--
-- Name: course_targets course_targets_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.course_targets
    ADD CONSTRAINT course_targets_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: course_targets course_targets_course_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.course_targets
    ADD CONSTRAINT course_targets_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE;

--
-- Name: course_targets course_targets_position_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.course_targets
    ADD CONSTRAINT course_targets_position_id_fkey FOREIGN KEY (position_id) REFERENCES public.positions(id) ON DELETE CASCADE;

--
-- Name: course_targets course_targets_updated_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.course_targets
    ADD CONSTRAINT course_targets_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.admins(id) ON DELETE SET NULL;

--
-- Name: courses courses_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.courses
    ADD CONSTRAINT courses_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: dc3_employers dc3_employers_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dc3_employers
    ADD CONSTRAINT dc3_employers_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: dc3_records dc3_records_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dc3_records
    ADD CONSTRAINT dc3_records_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: dc3_records dc3_records_course_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dc3_records
    ADD CONSTRAINT dc3_records_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id);

--
-- Name: dc3_records dc3_records_person_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dc3_records
    ADD CONSTRAINT dc3_records_person_id_fkey FOREIGN KEY (person_id) REFERENCES public.people(id) ON DELETE CASCADE;

--
-- Name: dc3_records dc3_records_region_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dc3_records
    ADD CONSTRAINT dc3_records_region_id_fkey FOREIGN KEY (region_id) REFERENCES public.regions(id);

--
-- Name: dc3_records dc3_records_store_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dc3_records
    ADD CONSTRAINT dc3_records_store_id_fkey FOREIGN KEY (store_id) REFERENCES public.organizations(id);

--
-- Name: exam_attempts exam_attempts_course_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_attempts
    ADD CONSTRAINT exam_attempts_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id);

--
-- Name: exam_attempts exam_attempts_exam_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_attempts
    ADD CONSTRAINT exam_attempts_exam_id_fkey FOREIGN KEY (exam_id) REFERENCES public.exams(id);

--
-- Name: exam_attempts exam_attempts_person_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_attempts
    ADD CONSTRAINT exam_attempts_person_id_fkey FOREIGN KEY (person_id) REFERENCES public.people(id) ON DELETE CASCADE;

--
-- Name: exam_attempts exam_attempts_region_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_attempts
    ADD CONSTRAINT exam_attempts_region_id_fkey FOREIGN KEY (region_id) REFERENCES public.regions(id);

--
-- Name: exam_attempts exam_attempts_store_brand_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_attempts
    ADD CONSTRAINT exam_attempts_store_brand_fk FOREIGN KEY (store_id, brand_id) REFERENCES public.organizations(id, brand_id);

--
-- Name: exam_questions exam_questions_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_questions
    ADD CONSTRAINT exam_questions_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: exam_questions exam_questions_exam_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_questions
    ADD CONSTRAINT exam_questions_exam_id_fkey FOREIGN KEY (exam_id) REFERENCES public.exams(id) ON DELETE CASCADE;

--
-- Name: exams exams_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exams
    ADD CONSTRAINT exams_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: exams exams_course_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exams
    ADD CONSTRAINT exams_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE;

--
-- Name: export_requests export_requests_admin_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.export_requests
    ADD CONSTRAINT export_requests_admin_id_fkey FOREIGN KEY (admin_id) REFERENCES public.admins(id) ON DELETE CASCADE;

--
-- Name: export_requests export_requests_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.export_requests
    ADD CONSTRAINT export_requests_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: import_batches import_batches_admin_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.import_batches
    ADD CONSTRAINT import_batches_admin_id_fkey FOREIGN KEY (admin_id) REFERENCES public.admins(id) ON DELETE SET NULL;

--
-- Name: import_batches import_batches_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.import_batches
    ADD CONSTRAINT import_batches_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: integration_keys integration_keys_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.integration_keys
    ADD CONSTRAINT integration_keys_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: integration_keys integration_keys_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.integration_keys
    ADD CONSTRAINT integration_keys_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.admins(id);

--
-- Name: kpis kpis_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.kpis
    ADD CONSTRAINT kpis_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: kpis kpis_module_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.kpis
    ADD CONSTRAINT kpis_module_id_fkey FOREIGN KEY (module_id) REFERENCES public.supervision_modules(id);

--
-- Name: kpis kpis_region_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.kpis
    ADD CONSTRAINT kpis_region_id_fkey FOREIGN KEY (region_id) REFERENCES public.regions(id);

--
-- Name: kpis kpis_store_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.kpis
    ADD CONSTRAINT kpis_store_id_fkey FOREIGN KEY (store_id) REFERENCES public.organizations(id);

--
-- Name: lessons lessons_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.lessons
    ADD CONSTRAINT lessons_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: lessons lessons_course_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.lessons
    ADD CONSTRAINT lessons_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE;

--
-- Name: organizations organizations_brand_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organizations
    ADD CONSTRAINT organizations_brand_fk FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: organizations organizations_parent_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organizations
    ADD CONSTRAINT organizations_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES public.organizations(id);

--
-- Name: organizations organizations_region_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organizations
    ADD CONSTRAINT organizations_region_fk FOREIGN KEY (region_id) REFERENCES public.regions(id);

--
-- Name: password_resets password_resets_admin_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.password_resets
    ADD CONSTRAINT password_resets_admin_id_fkey FOREIGN KEY (admin_id) REFERENCES public.admins(id) ON DELETE CASCADE;

--
-- Name: people people_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.people
    ADD CONSTRAINT people_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: people people_position_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.people
    ADD CONSTRAINT people_position_id_fkey FOREIGN KEY (position_id) REFERENCES public.positions(id);

--
-- Name: people people_region_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.people
    ADD CONSTRAINT people_region_id_fkey FOREIGN KEY (region_id) REFERENCES public.regions(id);

--
-- Name: people people_store_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.people
    ADD CONSTRAINT people_store_id_fkey FOREIGN KEY (store_id) REFERENCES public.organizations(id);

--
-- Name: positions positions_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.positions
    ADD CONSTRAINT positions_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: practical_exams practical_exams_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.practical_exams
    ADD CONSTRAINT practical_exams_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: practical_exams practical_exams_course_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.practical_exams
    ADD CONSTRAINT practical_exams_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id);

--
-- Name: practical_exams practical_exams_person_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.practical_exams
    ADD CONSTRAINT practical_exams_person_id_fkey FOREIGN KEY (person_id) REFERENCES public.people(id) ON DELETE CASCADE;

--
-- Name: practical_exams practical_exams_region_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.practical_exams
    ADD CONSTRAINT practical_exams_region_id_fkey FOREIGN KEY (region_id) REFERENCES public.regions(id);

--
-- Name: practical_exams practical_exams_store_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.practical_exams
    ADD CONSTRAINT practical_exams_store_id_fkey FOREIGN KEY (store_id) REFERENCES public.organizations(id);

--
-- Name: regions regions_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.regions
    ADD CONSTRAINT regions_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: sessions sessions_admin_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_admin_id_fkey FOREIGN KEY (admin_id) REFERENCES public.admins(id) ON DELETE CASCADE;

--
-- Name: supervision_checklist_items supervision_checklist_items_checklist_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.supervision_checklist_items
    ADD CONSTRAINT supervision_checklist_items_checklist_id_fkey FOREIGN KEY (checklist_id) REFERENCES public.supervision_checklists(id) ON DELETE CASCADE;

--
-- Name: supervision_checklists supervision_checklists_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.supervision_checklists
    ADD CONSTRAINT supervision_checklists_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: supervision_checklists supervision_checklists_module_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.supervision_checklists
    ADD CONSTRAINT supervision_checklists_module_id_fkey FOREIGN KEY (module_id) REFERENCES public.supervision_modules(id);

--
-- Name: supervision_items supervision_items_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.supervision_items
    ADD CONSTRAINT supervision_items_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: supervision_items supervision_items_supervision_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.supervision_items
    ADD CONSTRAINT supervision_items_supervision_id_fkey FOREIGN KEY (supervision_id) REFERENCES public.supervisions(id) ON DELETE CASCADE;

--
-- Name: supervision_modules supervision_modules_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.supervision_modules
    ADD CONSTRAINT supervision_modules_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: supervisions supervisions_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.supervisions
    ADD CONSTRAINT supervisions_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: supervisions supervisions_checklist_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.supervisions
    ADD CONSTRAINT supervisions_checklist_id_fkey FOREIGN KEY (checklist_id) REFERENCES public.supervision_checklists(id);

--
-- Name: supervisions supervisions_module_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.supervisions
    ADD CONSTRAINT supervisions_module_id_fkey FOREIGN KEY (module_id) REFERENCES public.supervision_modules(id);

--
-- Name: supervisions supervisions_region_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.supervisions
    ADD CONSTRAINT supervisions_region_id_fkey FOREIGN KEY (region_id) REFERENCES public.regions(id);

--
-- Name: supervisions supervisions_store_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.supervisions
    ADD CONSTRAINT supervisions_store_id_fkey FOREIGN KEY (store_id) REFERENCES public.organizations(id);

--
-- Name: survey_opening_ids survey_opening_ids_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.survey_opening_ids
    ADD CONSTRAINT survey_opening_ids_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: survey_opening_ids survey_opening_ids_store_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.survey_opening_ids
    ADD CONSTRAINT survey_opening_ids_store_id_fkey FOREIGN KEY (store_id) REFERENCES public.organizations(id);

--
-- Name: survey_opening_ids survey_opening_ids_survey_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.survey_opening_ids
    ADD CONSTRAINT survey_opening_ids_survey_id_fkey FOREIGN KEY (survey_id) REFERENCES public.surveys(id);

--
-- Name: survey_openings survey_openings_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.survey_openings
    ADD CONSTRAINT survey_openings_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: survey_openings survey_openings_region_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.survey_openings
    ADD CONSTRAINT survey_openings_region_id_fkey FOREIGN KEY (region_id) REFERENCES public.regions(id);

--
-- Name: survey_openings survey_openings_store_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.survey_openings
    ADD CONSTRAINT survey_openings_store_id_fkey FOREIGN KEY (store_id) REFERENCES public.organizations(id);

--
-- Name: survey_openings survey_openings_survey_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.survey_openings
    ADD CONSTRAINT survey_openings_survey_id_fkey FOREIGN KEY (survey_id) REFERENCES public.surveys(id);

--
-- Name: survey_responses survey_responses_region_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.survey_responses
    ADD CONSTRAINT survey_responses_region_id_fkey FOREIGN KEY (region_id) REFERENCES public.regions(id);

--
-- Name: survey_responses survey_responses_store_brand_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.survey_responses
    ADD CONSTRAINT survey_responses_store_brand_fk FOREIGN KEY (store_id, brand_id) REFERENCES public.organizations(id, brand_id);

--
-- Name: survey_responses survey_responses_survey_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.survey_responses
    ADD CONSTRAINT survey_responses_survey_id_fkey FOREIGN KEY (survey_id) REFERENCES public.surveys(id);

--
-- Name: surveys surveys_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.surveys
    ADD CONSTRAINT surveys_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- Name: work_group_members work_group_members_person_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.work_group_members
    ADD CONSTRAINT work_group_members_person_id_fkey FOREIGN KEY (person_id) REFERENCES public.people(id) ON DELETE CASCADE;

--
-- Name: work_group_members work_group_members_work_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.work_group_members
    ADD CONSTRAINT work_group_members_work_group_id_fkey FOREIGN KEY (work_group_id) REFERENCES public.work_groups(id) ON DELETE CASCADE;

--
-- Name: work_groups work_groups_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.work_groups
    ADD CONSTRAINT work_groups_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.organizations(id);

--
-- PostgreSQL database dump complete
--
