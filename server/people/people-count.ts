import type { Db } from '../platform/db/db';

// The people list's total. An exact count(*) over a search's trigram candidates reads every
// matching row (a brand's thousands of "mar" matches: most of the list's time, and under load
// most of the database's), so the list counts exactly only what is small, and otherwise answers
// the planner's row estimate, marked as one. The page itself is always exact.

export interface PeopleTotal {
  total: number;
  /** True: `total` is an estimate (more than the exact maximum matched). */
  estimated: boolean;
}

/** What the page query learnt: where the page starts, its rows, and whether a row follows. */
export interface PageSeen {
  offset: number;
  rows: number;
  more: boolean;
}

/** The exact total when the page ends the list (fewer rows than asked, none after), else null. */
export function totalOfPage(seen: PageSeen): number | null {
  if (seen.more || (seen.rows === 0 && seen.offset > 0)) return null;
  return seen.offset + seen.rows;
}

/**
 * An estimate `n` kept within what the page proves: at least the rows up to the page's end (one
 * more when a row follows, so the pager offers the next page), and at most `offset` when a page
 * past the end came back empty.
 */
export function estimateWithin(n: number, seen: PageSeen): number {
  if (seen.rows === 0 && !seen.more) return Math.min(n, seen.offset);
  return Math.max(n, seen.offset + seen.rows + (seen.more ? 1 : 0));
}

/** The planner's row estimate for `SELECT 1 FROM people p WHERE …` (planning only, no rows read). */
async function plannedRows(db: Db, where: string, values: readonly unknown[]): Promise<number> {
  const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM people p WHERE ${where}`,
    values,
  );
  const raw = rows[0]?.['QUERY PLAN'];
  // node-postgres parses the json column; a driver that hands back its text is read the same.
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return Math.round(plan[0].Plan['Plan Rows']);
}

// The planner's estimates are kept a minute per database and filter: they move only when the
// table's statistics do (ANALYZE), while a list paged or refreshed asks for the same filter again
// and again, and planning the count is a round trip and a planner run each time (a cache of counts
// per filter; the exact counts below the maximum are never kept: every write changes them).
const ESTIMATE_KEPT_MS = 60_000;
const ESTIMATES_PER_DB = 500;
const estimates = new WeakMap<Db, Map<string, { rows: number; until: number }>>();

/** plannedRows, from the cache while the same filter's estimate is younger than a minute. */
async function keptPlannedRows(db: Db, where: string, values: readonly unknown[]) {
  let kept = estimates.get(db);
  if (!kept) {
    kept = new Map();
    estimates.set(db, kept);
  }
  const key = `${where}\u0000${JSON.stringify(values)}`;
  const now = Date.now();
  const hit = kept.get(key);
  if (hit && hit.until > now) return hit.rows;
  const rows = await plannedRows(db, where, values);
  kept.delete(key);
  // The oldest entry goes first (a Map iterates in insertion order).
  if (kept.size >= ESTIMATES_PER_DB) kept.delete(kept.keys().next().value ?? '');
  kept.set(key, { rows, until: now + ESTIMATE_KEPT_MS });
  return rows;
}

/** count(*) that stops reading after `cap` matches (so it answers at most `cap`). */
async function cappedCount(
  db: Db,
  where: string,
  values: readonly unknown[],
  cap: number,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM people p WHERE ${where} LIMIT ${cap}) c`,
    values,
  );
  return rows[0]?.n ?? 0;
}

/**
 * The total of the people matching `where` (its `values`), given the page already read:
 * - a page that ends the list (fewer rows than asked and no row after) tells the total exactly;
 * - else a planner estimate above `exactMax` is the total, marked estimated, never below the
 *   rows the page proves exist;
 * - else a count capped at `exactMax + 1`: exact when it stays within `exactMax`, otherwise
 *   (the planner was low) an estimate of at least `exactMax + 1`.
 */
export async function peopleTotal(
  db: Db,
  where: string,
  values: readonly unknown[],
  seen: PageSeen,
  exactMax: number,
): Promise<PeopleTotal> {
  const known = totalOfPage(seen);
  if (known !== null) return { total: known, estimated: false };
  const estimate = (n: number) => ({ total: estimateWithin(n, seen), estimated: true });
  const planned = await keptPlannedRows(db, where, values);
  if (planned > exactMax) return estimate(planned);
  const counted = await cappedCount(db, where, values, exactMax + 1);
  if (counted <= exactMax) return { total: counted, estimated: false };
  return estimate(Math.max(counted, planned));
}
