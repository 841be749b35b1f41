-- The status raises a load of attempts or progress owes its people (person-status.ts). The load
-- used to raise them inside its own transaction, under a per-brand lock held until it committed,
-- so every load that raised someone (a history arriving out of order moves registrations
-- earlier in almost every batch) waited for the whole of the previous one. A load now queues its
-- raises here, in its own transaction (so they are kept or dropped with its items), and they are
-- applied right after it commits, in a short transaction of their own under that lock. A raise
-- left queued by a crash between the two is applied by the brand's next load or the next start.
-- No foreign keys: the queue is drained in moments, and a person gone by then is simply skipped.
CREATE TABLE person_status_raises (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand_id integer NOT NULL,
  person_id integer NOT NULL,
  rank integer NOT NULL,
  at timestamptz NOT NULL
);

CREATE INDEX person_status_raises_brand_idx ON person_status_raises (brand_id);
