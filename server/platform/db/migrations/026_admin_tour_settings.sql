-- Guided-tour settings follow the admin across browsers: whether tips show at all, and which
-- page tours were finished or closed, so a new browser does not start them again.
ALTER TABLE admins
  ADD COLUMN show_tour boolean NOT NULL DEFAULT true,
  ADD COLUMN seen_tours text[] NOT NULL DEFAULT '{}';
