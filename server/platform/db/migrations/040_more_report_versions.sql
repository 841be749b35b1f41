-- More reports join the report cache (server/platform/reports/answer-memo.ts), and each table they
-- read must move the version of its data domain in the writing transaction:
-- - course targets, read by the training targets' indicators and overdue people (training);
-- - supervision modules and checklists, read by the supervision list and its global score
--   (visits: a module's name or a checklist's module changes what those reports show).
DO $$
DECLARE
  t text;
  fn text;
BEGIN
  FOREACH t IN ARRAY ARRAY['course_targets', 'supervision_modules', 'supervision_checklists']
  LOOP
    fn := CASE WHEN t = 'course_targets' THEN 'report_versions_bump'
               ELSE 'report_visit_versions_bump' END;
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
