import type { RangeBounds } from '../platform/reports/report-context';

// What the users and managers rankings read of the range's exams and topics, from the per-person
// monthly rollup (migration 036, `ranking_person_months`) instead of every raw row of the range.
// Both answers equal a scan of the raw rows (tests/api/ranking-rollup.test.ts compares them).

/**
 * The UTC month edge nearer to the instant `at` (an SQL timestamptz), as a UTC timestamp: its
 * month's start, or the next month's start when that is closer.
 */
function nearerEdge(at: string) {
  const utc = `(${at} AT TIME ZONE 'UTC')`;
  const start = `date_trunc('month', ${utc})`;
  const next = `(${start} + interval '1 month')`;
  return `CASE WHEN ${utc} - ${start} <= ${next} - ${utc} THEN ${start} ELSE ${next} END`;
}

/**
 * CTE `edges`, one row: the rollup's months [m1, m2) that stand for the range [from, to), and
 * the raw rows that correct them, as in progress-as-of.ts: between `from` and its nearer month
 * edge, [lo1, hi1), added (s1 = 1, the edge after `from`) or taken away (-1); between `to` and
 * its nearer edge, [lo2, hi2), with s2. So a range reads whole months and at most half a month
 * of raw rows at each end. When both ends are nearer the same edge (a range shorter than about
 * a month), no month is read (m1 = m2) and the raw rows are the range itself: [from, to), s1 = 1.
 */
export function monthEdgesCte(b: RangeBounds): string {
  return `edges AS (
    SELECT (e1 AT TIME ZONE 'UTC')::date AS m1, (e2 AT TIME ZONE 'UTC')::date AS m2,
           least(f, e1) AS lo1, greatest(f, e1) AS hi1, CASE WHEN e1 > f THEN 1 ELSE -1 END AS s1,
           least(t, e2) AS lo2, greatest(t, e2) AS hi2, CASE WHEN e2 < t THEN 1 ELSE -1 END AS s2
      FROM (
        SELECT f, t,
               CASE WHEN n1 < n2 THEN n1 AT TIME ZONE 'UTC' ELSE t END AS e1,
               CASE WHEN n1 < n2 THEN n2 AT TIME ZONE 'UTC' ELSE t END AS e2
          FROM (
            SELECT f, t, ${nearerEdge('f')} AS n1, ${nearerEdge('t')} AS n2
              FROM (SELECT ${b.from}::timestamptz AS f, ${b.to}::timestamptz AS t) bounds
          ) near
      ) chosen
  )`;
}

/**
 * Query of the exam rows of the range (needs `edges`): `person_id`, `done` (attempts with a
 * score), `approved`, `hundredths` (their scores' sum), whose sums per person are what a GROUP BY
 * over the raw attempts ended in the range gives. Not grouped here: the users ranking groups them
 * with its topics in one pass. All int, whose sum is a plain bigint per group (a bigint's sum
 * allocates a wider state for each of a brand's ~60,000 people); a person's hundredths of one
 * month at one store fit an int below ~214,000 scored attempts, and past that the cast fails
 * rather than miscount. `theirs(alias)` joins a table to the counted people (or '').
 */
export function examRowsSql(brand: string, theirs: (alias: string) => string): string {
  const raw = (lo: string, hi: string, sign: string) => `
      SELECT a.person_id, ${sign} * (a.score IS NOT NULL)::int, ${sign} * a.approved::int,
             ${sign} * coalesce(a.score_hundredths, 0)
        FROM exam_attempts a ${theirs('a')}
       WHERE a.brand_id = ${brand}
         AND a.ended_at >= (SELECT ${lo} FROM edges) AND a.ended_at < (SELECT ${hi} FROM edges)`;
  return `
        SELECT r.person_id, r.exams_done AS done, r.exams_approved AS approved,
               r.score_hundredths::int AS hundredths
          FROM ranking_person_months r ${theirs('r')}
         WHERE r.brand_id = ${brand}
           AND r.month >= (SELECT m1 FROM edges) AND r.month < (SELECT m2 FROM edges)
        UNION ALL ${raw('lo1', 'hi1', '(SELECT s1 FROM edges)')}
        UNION ALL ${raw('lo2', 'hi2', '(SELECT s2 FROM edges)')}`;
}

/**
 * CTE `range_months`: each UTC month the range [from, to) touches (`m`, the rollup's month), the
 * part of it in the range [lo, hi), whether that is the whole month (`whole`) and whether it is
 * under half of it (`short`: its raw rows are fewer than the month's rollup rows).
 */
export function rangeMonthsCte(b: RangeBounds): string {
  return `range_months AS (
    SELECT m, lo, hi, lo = ms AND hi = me AS whole, hi - lo < (me - ms) / 2 AS short
      FROM (
        SELECT gs::date AS m, gs AT TIME ZONE 'UTC' AS ms,
               (gs + interval '1 month') AT TIME ZONE 'UTC' AS me,
               greatest(f, gs AT TIME ZONE 'UTC') AS lo,
               least(t, (gs + interval '1 month') AT TIME ZONE 'UTC') AS hi
          FROM (SELECT ${b.from}::timestamptz AS f, ${b.to}::timestamptz AS t) bounds,
               generate_series(date_trunc('month', f AT TIME ZONE 'UTC'),
                               date_trunc('month', t AT TIME ZONE 'UTC'), interval '1 month') gs
      ) months
  )`;
}

/**
 * Query of the (store_id, person_id) pairs active in the range (a scored exam ended or a topic
 * completed there, at that store of the brand; needs `range_months`; the brand's rows are read
 * once and the caller keeps its stores), as a UNION over the raw rows of the range would give,
 * except that a pair may be listed more than once (active in two months, or in a month and a
 * short part): the caller counts distinct people per store, which sorts the pairs once instead
 * of hashing ~68,000 of them into distinct pairs and then sorting those by store again.
 * The short parts of months are read raw. Of the other months, a whole one counts its
 * activities; one the range cuts is decided by its first and last activity where they are exact
 * and fall in the cut, and otherwise (bounds that straddle the cut, or inexact ones after a
 * removal) by the person's own raw rows of the cut (their index, a few rows each).
 */
export function activePairsSql(brand: string): string {
  const rolled = (fn: string) => `(SELECT ${fn}(m) FROM range_months WHERE NOT short)`;
  return `
    SELECT r.store_id, r.person_id
      FROM ranking_person_months r
      JOIN range_months mo ON mo.m = r.month AND NOT mo.short
     WHERE r.brand_id = ${brand} AND r.month >= ${rolled('min')} AND r.month <= ${rolled('max')}
       AND r.activities > 0 AND r.last_at >= mo.lo AND r.first_at < mo.hi
       AND (mo.whole
            OR r.exact AND (r.first_at >= mo.lo OR r.last_at < mo.hi)
            OR EXISTS (SELECT 1 FROM exam_attempts a
                        WHERE a.person_id = r.person_id AND a.brand_id = r.brand_id
                          AND a.store_id = r.store_id AND a.score IS NOT NULL
                          AND a.ended_at >= mo.lo AND a.ended_at < mo.hi)
            OR EXISTS (SELECT 1 FROM course_progress cp
                        WHERE cp.person_id = r.person_id AND cp.brand_id = r.brand_id
                          AND cp.store_id = r.store_id
                          AND cp.completed_at >= mo.lo AND cp.completed_at < mo.hi))
    ${[shortPart('first'), shortPart('last')].map((part) => rawPairs(brand, part)).join('')}`;
}

/**
 * The first, or the last other, short part of a month in the range (NULL bounds when there is
 * none: no rows). Only the range's first and last months can be short.
 */
function shortPart(which: 'first' | 'last') {
  const pick =
    which === 'first'
      ? 'ORDER BY m LIMIT 1'
      : 'AND m > (SELECT min(m) FROM range_months WHERE short) ORDER BY m DESC LIMIT 1';
  return {
    lo: `(SELECT lo FROM range_months WHERE short ${pick})`,
    hi: `(SELECT hi FROM range_months WHERE short ${pick})`,
  };
}

/** The pairs active in one short part, from the raw rows (the brand's ended/completed indexes). */
function rawPairs(brand: string, part: { lo: string; hi: string }) {
  return `
    UNION ALL
    SELECT a.store_id, a.person_id FROM exam_attempts a
     WHERE a.brand_id = ${brand} AND a.score IS NOT NULL
       AND a.ended_at >= ${part.lo} AND a.ended_at < ${part.hi}
    UNION ALL
    SELECT cp.store_id, cp.person_id FROM course_progress cp
     WHERE cp.brand_id = ${brand} AND cp.completed_at IS NOT NULL
       AND cp.completed_at >= ${part.lo} AND cp.completed_at < ${part.hi}`;
}
