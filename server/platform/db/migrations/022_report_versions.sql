-- A version per brand of the data the memoised reports read (server/reports/answer-memo.ts;
-- issue 12's benchmark at 16 clients): the usage graph and the users ranking are per-person
-- figures over an arbitrary range, recomputed from the range's attempts on every call (a brand's
-- ~70 and ~160 ms of a core). Their whole answers are kept in the server and served again while
-- the brand's version has not moved; any committed write to a table they read moves it.
--
-- Exact, not "fresh enough": the version moves in the writing transaction (a row lock on the
-- brand's row until it commits), and a report reads the version before it reads the data, so an
-- answer is never filed under a version older than the data it saw. Statement triggers with
-- transition tables: one upsert per statement and brand, whatever the rows.
CREATE TABLE report_versions (
  brand_id integer PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);

CREATE FUNCTION report_versions_bump() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  -- In brand order, so two statements touching the same brands cannot deadlock.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_versions AS v (brand_id, version)
    SELECT DISTINCT brand_id, 1 FROM new_rows WHERE brand_id IS NOT NULL ORDER BY brand_id
    ON CONFLICT (brand_id) DO UPDATE SET version = v.version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_versions AS v (brand_id, version)
    SELECT DISTINCT brand_id, 1 FROM old_rows WHERE brand_id IS NOT NULL ORDER BY brand_id
    ON CONFLICT (brand_id) DO UPDATE SET version = v.version + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO report_versions AS v (brand_id, version)
    SELECT brand_id, 1 FROM (
      SELECT brand_id FROM new_rows UNION SELECT brand_id FROM old_rows
    ) b WHERE brand_id IS NOT NULL ORDER BY brand_id
    ON CONFLICT (brand_id) DO UPDATE SET version = v.version + 1;
  ELSE
    -- TRUNCATE: every brand.
    UPDATE report_versions SET version = version + 1;
  END IF;
  RETURN NULL;
END
$$;

-- The tables the memoised reports read (tests/api/report-memo.test.ts checks the list against
-- the tables their SQL names). The seed bulk-loads with triggers off: it runs before a server
-- answers, and every server starts with no answers kept.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['exam_attempts', 'course_progress', 'people', 'courses',
                           'course_positions', 'positions', 'organizations']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION report_versions_bump()',
                   t || '_version_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I
                    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION report_versions_bump()',
                   t || '_version_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION report_versions_bump()',
                   t || '_version_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION report_versions_bump()',
                   t || '_version_truncate', t);
  END LOOP;
END
$$;
