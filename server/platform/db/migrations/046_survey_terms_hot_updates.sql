-- A load of guests' answers upserts the comment words' day and month rows (037): the same
-- (day, term) and (month, term) rows again with every load of the day. Their brand indexes
-- carried uses and score_sum, so no such update could be HOT: each one added a new entry to both
-- indexes of the table, and each later upsert of the key walked every dead version before it
-- until a vacuum came by (a steady feed of answers updates the day's and the month's rows with
-- every request). Without the counts in any index, and with room left on each page for the new
-- versions, an update stays on its page and the indexes keep one entry per key.
--
-- The word cloud reads a range's rows through the same (brand, day) and (brand, month) keys with a
-- bitmap heap scan instead of an index-only scan: each table is rewritten in that order (CLUSTER,
-- which also leaves the room on every page; setting the fill factor alone leaves the pages full
-- until each row's first update moves it), so the rows of a day sit together on few pages.

DROP INDEX survey_term_days_brand_day_idx;
CREATE INDEX survey_term_days_brand_day_idx ON survey_term_days (brand_id, day);
ALTER TABLE survey_term_days SET (fillfactor = 70);
CLUSTER survey_term_days USING survey_term_days_brand_day_idx;

DROP INDEX survey_term_months_brand_month_idx;
CREATE INDEX survey_term_months_brand_month_idx ON survey_term_months (brand_id, month);
ALTER TABLE survey_term_months SET (fillfactor = 70);
CLUSTER survey_term_months USING survey_term_months_brand_month_idx;
