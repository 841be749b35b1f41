-- The e-mailed export with training time is made after its request is answered (a brand's month
-- is ~100,000 rows, seconds of work): each request records how that work went, so the console
-- can say when the e-mail has left, and a request whose work failed does not hold the admin's
-- 30-minute slot. Requests before this migration were made inside their request: sent.
ALTER TABLE export_requests
  ADD COLUMN status text NOT NULL DEFAULT 'sent' CHECK (status IN ('queued', 'sent', 'failed')),
  ADD COLUMN rows integer,
  ADD COLUMN finished_at timestamptz;
ALTER TABLE export_requests ALTER COLUMN status SET DEFAULT 'queued';
