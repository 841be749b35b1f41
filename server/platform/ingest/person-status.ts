import type { Db } from '../db/db';
import { retryOnDeadlock } from '../db/deadlock-retry';

/** A person's statuses (SPEC §4), from signed up nowhere to active, in the order they are reached. */
export const PERSON_STATUSES = [
  'preregistered',
  'registeredWNAct',
  'registered',
  'active',
] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/**
 * The status a piece of loaded activity takes a person to, never lower than where they are: the
 * chain's app registers people before they study, so any activity means registered; an exam
 * taken to its end means registered (no longer "without activity"); a completed topic, active.
 */
export function raisedStatus(current: PersonStatus, target: PersonStatus): PersonStatus {
  return PERSON_STATUSES.indexOf(target) > PERSON_STATUSES.indexOf(current) ? target : current;
}

/** What one loaded fact says about its person: the status it reaches and when it happened. */
export interface StatusRaise {
  personId: number;
  target: PersonStatus;
  /** The activity's instant: the person was registered by then at the latest. */
  at: string;
}

/** The raises still owed, as ranks in PERSON_STATUSES counted from 1 (what SQL's array_position gives). */
const owedRaises = (from: string) => `
    SELECT p.id AS person_id, w.rank, w.at
      FROM people p JOIN (
        SELECT u.person_id, max(u.rank) AS rank, min(u.at) AS at FROM ${from} GROUP BY u.person_id
      ) w ON w.person_id = p.id
     WHERE p.brand_id = $1
       AND (array_position($2::text[], p.status) < w.rank OR p.registered_at IS NULL
            OR p.registered_at > w.at)`;

/**
 * Queues the raises the loaded facts reach (raisedStatus, in SQL: a status never lowered, a
 * registration no later than the earliest loaded activity, whatever order facts arrive in; least()
 * ignores a NULL registration), in the load's transaction, so they are kept or dropped with its
 * items. Only what would change someone is queued. The load applies them once it has committed
 * (applyStatusRaises).
 */
export async function queueStatusRaises(tx: Db, brandId: number, raises: StatusRaise[]) {
  if (raises.length === 0) return;
  await tx.query(
    `INSERT INTO person_status_raises (brand_id, person_id, rank, at)
     SELECT $1, o.person_id, o.rank, o.at
       FROM (${owedRaises('unnest($3::int[], $4::int[], $5::timestamptz[]) AS u(person_id, rank, at)')}) o`,
    [
      brandId,
      PERSON_STATUSES,
      raises.map((r) => r.personId),
      raises.map((r) => PERSON_STATUSES.indexOf(r.target) + 1),
      raises.map((r) => r.at),
    ],
  );
}

/**
 * Applies the brand's queued raises, after the load that queued them has committed. Changing a
 * person fires the people triggers (the counts rollup, the placement copied onto their course
 * progress), which take rows in an order no statement can fix, so a brand's raises take turns
 * under a transaction-scoped lock; it is held only for this short transaction, never while a load
 * writes its facts, so loads run side by side. Whoever takes the lock applies every raise
 * committed so far (another load's included); a raise queued by a load still running is left to
 * that load. Taken only when something is queued: once a chain's people are registered and
 * active, loads never wait for it.
 */
export async function applyStatusRaises(db: Db, brandId: number): Promise<void> {
  // Every load of every kind asks: one statement, no transaction, when nothing is queued.
  const queued = await db.query<{ queued: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM person_status_raises WHERE brand_id = $1) AS queued',
    [brandId],
  );
  if (!queued.rows[0]?.queued) return;
  await retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('person_status_raise'), $1::int)`, [
        brandId,
      ]);
      // The training version moved at the end, as a load moves it (load.ts): never held while
      // the people triggers wait for rows a load holds.
      await tx.query('SELECT report_versions_defer()');
      await tx.query(
        `WITH taken AS (
           DELETE FROM person_status_raises WHERE brand_id = $1 RETURNING person_id, rank, at),
         locked AS (${owedRaises('taken u')} ORDER BY p.id FOR NO KEY UPDATE OF p)
         UPDATE people p
            SET status = CASE WHEN array_position($2::text[], p.status) < l.rank
                              THEN ($2::text[])[l.rank] ELSE p.status END,
                registered_at = least(p.registered_at, l.at)
           FROM locked l
          WHERE p.id = l.person_id`,
        [brandId, PERSON_STATUSES],
      );
      await tx.query('SELECT report_versions_settle()');
    }),
  );
}

/** Applies every brand's queued raises: those a crash left between a load's commit and its raise. */
export async function applyAllStatusRaises(db: Db): Promise<number> {
  const { rows } = await db.query<{ brand_id: number }>(
    'SELECT DISTINCT brand_id FROM person_status_raises ORDER BY brand_id',
  );
  for (const { brand_id } of rows) await applyStatusRaises(db, brand_id);
  return rows.length;
}
