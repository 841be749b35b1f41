-- The training reports join the report cache (server/platform/reports/answer-memo.ts). Besides
-- the attempts, people, courses and stores, whose writes already move the brand's training
-- version, they read each attempt's exam (its title and passing score) and the person's awards
-- (the badge column): those tables now move the training version in the writing transaction too.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['exams', 'awards']
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
