-- The checklist items of a supervision: each question of the checklist applied and the answer
-- the supervisor recorded, so the visit's PDF can list what was checked (SPEC §7), not only the
-- module's score. Databases seeded before this migration keep supervisions without items.
CREATE TABLE supervision_items (
  brand_id integer NOT NULL REFERENCES organizations (id),
  supervision_id bigint NOT NULL REFERENCES supervisions (id) ON DELETE CASCADE,
  sort_order integer NOT NULL,
  question text NOT NULL,
  -- yes: complies, no: does not comply, na: does not apply to this store.
  answer text NOT NULL CHECK (answer IN ('yes', 'no', 'na')),
  PRIMARY KEY (supervision_id, sort_order)
);
