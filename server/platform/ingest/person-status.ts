import type { Db } from '../db/db';

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

/**
 * Raises the statuses the loaded facts reach (raisedStatus, in SQL) and registers people no
 * later than their earliest loaded activity (facts may arrive in any order; least() ignores a
 * NULL registration). A loader calls it before its own writes. Changing a person fires the
 * people triggers (the counts rollup, the placement copied onto their course progress), which
 * cross the rows other loads of the same people write in their own order; so raises of one brand
 * take turns under a transaction-scoped lock, taken first, and only when someone is to be raised
 * (once a chain's people are registered and active, loads never wait for it).
 */
export async function raiseStatuses(tx: Db, brandId: number, raises: StatusRaise[]) {
  if (raises.length === 0) return;
  const params = [
    raises.map((r) => r.personId),
    raises.map((r) => PERSON_STATUSES.indexOf(r.target) + 1),
    raises.map((r) => r.at),
    PERSON_STATUSES,
    brandId,
  ];
  const wanted = `
    WITH wanted AS (
      SELECT u.person_id, max(u.rank) AS rank, min(u.at) AS at
        FROM unnest($1::int[], $2::int[], $3::timestamptz[]) AS u(person_id, rank, at)
       GROUP BY u.person_id)
    SELECT p.id, w.rank, w.at
      FROM people p JOIN wanted w ON w.person_id = p.id
     WHERE p.brand_id = $5
       AND (array_position($4::text[], p.status) < w.rank OR p.registered_at IS NULL
            OR p.registered_at > w.at)`;
  const due = await tx.query(`SELECT EXISTS (${wanted}) AS due`, params);
  if (!(due.rows[0] as { due?: boolean } | undefined)?.due) return;
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('person_status_raise'), $1::int)`, [
    brandId,
  ]);
  await tx.query(
    `WITH locked AS (${wanted} ORDER BY p.id FOR UPDATE OF p)
     UPDATE people p
        SET status = CASE WHEN array_position($4::text[], p.status) < l.rank
                          THEN ($4::text[])[l.rank] ELSE p.status END,
            registered_at = least(p.registered_at, l.at)
       FROM locked l
      WHERE p.id = l.id`,
    params,
  );
}
