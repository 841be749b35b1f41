-- 002_activity.sql's first text kept search_text with a trigger function of its own. The current
-- text splits it into people_search_text(...) (a plain SQL expression the seed inlines) and a
-- trigger calling it, and folds only the name. This brings a database that ran the first text to
-- what the current one makes, and recomputes every person's search_text with the new rule.
CREATE OR REPLACE FUNCTION people_search_text(
  first_name text, last_name text, email text, phone text, employee_number text
) RETURNS text
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

CREATE OR REPLACE FUNCTION people_search_text_trigger() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  NEW.search_text := people_search_text(NEW.first_name, NEW.last_name, NEW.email, NEW.phone,
    NEW.employee_number);
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS people_search_text ON people;
DROP FUNCTION IF EXISTS people_search_text();

CREATE TRIGGER people_search_text
  BEFORE INSERT OR UPDATE OF first_name, last_name, email, phone, employee_number, search_text
  ON people
  FOR EACH ROW EXECUTE FUNCTION people_search_text_trigger();

UPDATE people
   SET search_text = people_search_text(first_name, last_name, email, phone, employee_number);
