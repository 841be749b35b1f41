-- The fact rows a load appends name their brand beside the store (answers, attempts) or the
-- attempt (attempt answers) they belong to, and each name had a foreign key of its own: per row,
-- one lookup for the brand and one for the store or the attempt. A load of 1,000 attempts with
-- 10 answers each made 11,000 such lookups for brands alone. One composite key per row now checks
-- both at once, and checks what the separate keys never did: that the store (the attempt) is of
-- that very brand. The brand stays checked through the store's or the attempt's own row: an
-- organization's brand is an organization (a brand names itself), and an attempt's brand is
-- checked through its store.
ALTER TABLE organizations
  ADD CONSTRAINT organizations_brand_fk FOREIGN KEY (brand_id) REFERENCES organizations (id);
CREATE UNIQUE INDEX organizations_id_brand_idx ON organizations (id, brand_id);

-- The store's delete check now reads (brand_id, store_id) through the tables' store indexes
-- instead of scanning them for store_id alone.
ALTER TABLE survey_responses
  ADD CONSTRAINT survey_responses_store_brand_fk FOREIGN KEY (store_id, brand_id)
    REFERENCES organizations (id, brand_id),
  DROP CONSTRAINT survey_responses_store_id_fkey,
  DROP CONSTRAINT survey_responses_brand_id_fkey;

ALTER TABLE exam_attempts
  ADD CONSTRAINT exam_attempts_store_brand_fk FOREIGN KEY (store_id, brand_id)
    REFERENCES organizations (id, brand_id),
  DROP CONSTRAINT exam_attempts_store_id_fkey,
  DROP CONSTRAINT exam_attempts_brand_id_fkey;

CREATE UNIQUE INDEX exam_attempts_id_brand_idx ON exam_attempts (id, brand_id);
ALTER TABLE attempt_answers
  ADD CONSTRAINT attempt_answers_attempt_brand_fk FOREIGN KEY (attempt_id, brand_id)
    REFERENCES exam_attempts (id, brand_id) ON DELETE CASCADE,
  DROP CONSTRAINT attempt_answers_attempt_id_fkey,
  DROP CONSTRAINT attempt_answers_brand_id_fkey;
