-- People list, export and lookup at scale (200,000 people and more). Every index leads with
-- brand_id, like every people query of a brand, region or store admin.

-- Sort by name: the list's and the export's key, then id (a keyset walks it without sorting).
CREATE INDEX people_brand_name_idx
  ON people (brand_id, lower(first_name || ' ' || last_name), id) WHERE deleted_at IS NULL;

-- Newest first (the default sort) with its id tie-break.
CREATE INDEX people_brand_created_id_idx
  ON people (brand_id, created_at, id) WHERE deleted_at IS NULL;

-- Lookup and reactivation search deleted people too, which the partial unique indexes of 001
-- leave out.
CREATE INDEX people_lookup_email_idx ON people (brand_id, lower(email)) WHERE email IS NOT NULL;
CREATE INDEX people_lookup_phone_idx ON people (brand_id, phone) WHERE phone IS NOT NULL;
CREATE INDEX people_lookup_employee_idx ON people (brand_id, employee_number)
  WHERE employee_number IS NOT NULL;

-- The activity log of a regional admin goes through the domains of their region.
CREATE INDEX activity_log_security_idx ON activity_log (security_id, created_at DESC);
