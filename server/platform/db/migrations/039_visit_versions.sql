-- The report cache (server/platform/reports/answer-memo.ts) kept one data version per brand, so
-- any guest answer or supervision loaded into a brand dropped every kept answer of it, training
-- reports included, although none of them reads those tables: a survey feed of a thousand
-- answers a second kept the dashboard's training figures and the users ranking from ever being
-- served again. Guests' answers and supervisions (the visits) now move a version of their own,
-- in a table of its own (a load of answers and a load of attempts of the same brand no longer
-- wait for each other's version row). A kept answer is filed under the versions of what it
-- reads: the training reports under report_versions alone, the managers and stores rankings
-- under both.
CREATE TABLE report_visit_versions (
  brand_id integer PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);

CREATE FUNCTION report_visit_versions_bump() RETURNS trigger
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

-- Lessons join the training tables: the dashboard's key metrics count them and are kept now.
DO $$
DECLARE
  t text;
  fn text;
BEGIN
  FOREACH t IN ARRAY ARRAY['supervisions', 'survey_responses']
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_version_insert', t);
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_version_update', t);
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_version_delete', t);
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_version_truncate', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['supervisions', 'survey_responses', 'lessons']
  LOOP
    fn := CASE WHEN t = 'lessons' THEN 'report_versions_bump' ELSE 'report_visit_versions_bump' END;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION %I()',
                   t || '_version_insert', t, fn);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I
                    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION %I()',
                   t || '_version_update', t, fn);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION %I()',
                   t || '_version_delete', t, fn);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION %I()',
                   t || '_version_truncate', t, fn);
  END LOOP;
END
$$;
