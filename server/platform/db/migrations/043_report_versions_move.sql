-- One function moves a set of brands' report versions (report_versions, 022), in brand order,
-- for both the versions trigger and report_versions_settle (042), which each wrote the same
-- upsert. In brand order, so two transactions moving the same brands cannot deadlock;
-- duplicates and NULLs are dropped there once, so each caller passes what it noted. OR REPLACE:
-- a database may already hold this function from an earlier copy of 042.
CREATE OR REPLACE FUNCTION report_versions_move(brands integer[]) RETURNS void
  LANGUAGE sql
AS $$
  INSERT INTO report_versions AS v (brand_id, version)
  SELECT DISTINCT b, 1 FROM unnest(brands) b WHERE b IS NOT NULL ORDER BY b
  ON CONFLICT (brand_id) DO UPDATE SET version = v.version + 1;
$$;

CREATE OR REPLACE FUNCTION report_versions_bump() RETURNS trigger
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

-- Moves every brand the transaction wrote since report_versions_defer, in brand order, and stops
-- deferring. Savepoints rolled back take their notes with them (set_config is transactional).
CREATE OR REPLACE FUNCTION report_versions_settle() RETURNS void
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
