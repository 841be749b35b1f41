-- An e-mailed export being made is claimed by the process making it, which keeps a heartbeat
-- while it works. Another process (starting, or sweeping) recovers only claims whose heartbeat has
-- stopped, never a live process's work. Claims from before this migration have neither: a queued
-- one was left by a stop and is recovered as before.
ALTER TABLE export_requests
  ADD COLUMN claimed_by text,
  ADD COLUMN heartbeat_at timestamptz;
CREATE INDEX export_requests_queued_idx ON export_requests (heartbeat_at) WHERE status = 'queued';
