-- The managers ranking ranks store managers by their store's supervisions and guest survey
-- answers too (server/reports/store-ranking.ts), and keeps its answers (answer-memo.ts): a write
-- to either table moves its brand's version like any other write the kept rankings read.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['supervisions', 'survey_responses']
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
