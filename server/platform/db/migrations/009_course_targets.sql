-- Content targets (issue 13): per course and position, the share of that position's people
-- who should have completed the course (1–100 %) and, for a mandatory course, the days after
-- registration by which each of them must have completed it. Set by brand-level admins.
CREATE TABLE course_targets (
  brand_id integer NOT NULL REFERENCES organizations (id),
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  position_id integer NOT NULL REFERENCES positions (id) ON DELETE CASCADE,
  target smallint NOT NULL CHECK (target BETWEEN 1 AND 100),
  due_days smallint CHECK (due_days BETWEEN 1 AND 365),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES admins (id) ON DELETE SET NULL,
  PRIMARY KEY (course_id, position_id)
);
CREATE INDEX course_targets_brand_idx ON course_targets (brand_id, position_id);
