-- A load moved its brand's training version (report_versions, 022) at its first write to a
-- training table and held that row until it committed, so every other training load of the
-- brand waited there for the whole of it; and a load holding it while it waited for rollup rows
-- another load held (ranking months, course progress) crossed that load waiting for the version:
-- a deadlock. A transaction may now defer its bumps (report_versions_defer): the triggers note
-- the brands it wrote and report_versions_settle, its last statement before commit, moves them
-- all at once. The version still moves in the writing transaction, so a kept answer is never
-- filed under a version older than the data it saw (022); it is only held for a moment.
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
  -- In brand order, so two statements touching the same brands cannot deadlock.
  INSERT INTO report_versions AS v (brand_id, version)
  SELECT b, 1 FROM unnest(brands) b ORDER BY b
  ON CONFLICT (brand_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;

-- From here to report_versions_settle, this transaction's bumps are noted, not made.
CREATE FUNCTION report_versions_defer() RETURNS void
  LANGUAGE sql
AS $$
  SELECT set_config('admin.report_versions_deferred', 'on', true);
  SELECT set_config('admin.report_versions_owed', '', true);
$$;

-- Moves every brand the transaction wrote since report_versions_defer, in brand order, and stops
-- deferring. Savepoints rolled back take their notes with them (set_config is transactional).
CREATE FUNCTION report_versions_settle() RETURNS void
  LANGUAGE plpgsql
AS $$
DECLARE
  owed integer[] := nullif(current_setting('admin.report_versions_owed', true), '')::integer[];
BEGIN
  PERFORM set_config('admin.report_versions_deferred', 'off', true);
  PERFORM set_config('admin.report_versions_owed', '', true);
  IF owed IS NOT NULL THEN
    INSERT INTO report_versions AS v (brand_id, version)
    SELECT b, 1 FROM unnest(owed) b ORDER BY b
    ON CONFLICT (brand_id) DO UPDATE SET version = v.version + 1;
  END IF;
END
$$;
