-- The managers and stores rankings keep their answers too (answer-memo.ts): besides the tables
-- 022 tracks, they name regions (a store's region name), so a region's rename moves its brand's
-- version like any other write those rankings read.
CREATE TRIGGER regions_version_insert AFTER INSERT ON regions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_bump();
CREATE TRIGGER regions_version_update AFTER UPDATE ON regions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_bump();
CREATE TRIGGER regions_version_delete AFTER DELETE ON regions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_bump();
CREATE TRIGGER regions_version_truncate AFTER TRUNCATE ON regions
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_bump();
