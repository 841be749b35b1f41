-- DC-3 forms (issue 13): the employer block of the STPS form per brand (name or company name,
-- RFC with homoclave, the signatures) and each course's thematic area (the form's note 2
-- catalogue; '2000' Servicios unless a brand says otherwise). Course hours come from its lessons.
CREATE TABLE dc3_employers (
  brand_id integer PRIMARY KEY REFERENCES organizations (id),
  legal_name text NOT NULL,
  rfc text NOT NULL,
  legal_representative text NOT NULL,
  workers_representative text NOT NULL,
  training_agent text NOT NULL,
  instructor text NOT NULL
);

ALTER TABLE courses ADD COLUMN thematic_area text NOT NULL DEFAULT '2000'
  CHECK (thematic_area IN ('1000', '2000', '3000', '4000', '5000', '6000', '7000', '8000', '9000'));
