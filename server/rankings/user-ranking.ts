import { isDeepStrictEqual } from 'node:util';
import { displayName } from '../../openapi/rules/display-name';
import { activeInPeriod, levelOf, medalOf } from '../../openapi/rules/ranking';
import { SqlParams } from '../platform/db/sql';
import { EXPORT_BATCH } from '../platform/exports/csv-export';
import { num } from '../platform/reports/figure';
import { type Paging, pageOf, pagingSql } from '../platform/reports/paging';
import { peopleAsOfSql } from '../platform/reports/people-as-of';
import { type PeopleQuery, peopleWhere } from '../platform/reports/people-filter';
import { NAME_COLUMNS } from '../platform/reports/person-row';
import { availableCoursesCte } from '../platform/reports/population';
import {
  type RangeBounds,
  type ReportContext,
  rangeBounds,
} from '../platform/reports/report-context';
import { examRowsSql, monthEdgesCte } from './ranking-rollup';

// The user ranking: every registered person of the scope (and of the filters) with what they did
// in the range (openapi/rules/ranking.ts): their score there, the progress they made there and the
// performance both give. Whoever completed an exam or a topic in the range ranks above whoever
// did not; rank 1 is the best. A range where nobody did anything has no ranking (no rows).

type UserRankingSort =
  | 'rank'
  | '-rank'
  | 'name'
  | '-name'
  | 'score'
  | '-score'
  | 'progress'
  | '-progress';

// Whitelisted ORDER BY per sort (the text goes into the SQL); ties by name, then id.
const ORDER: Record<UserRankingSort, string> = {
  rank: 'active DESC, performance DESC',
  '-rank': 'active ASC, performance ASC',
  name: 'sort_name ASC',
  '-name': 'sort_name DESC',
  score: 'score ASC NULLS FIRST',
  '-score': 'score DESC NULLS LAST',
  progress: 'progress ASC',
  '-progress': 'progress DESC',
};

export interface UserRankingFilter extends PeopleQuery {
  course_id?: number;
  /** Default `rank`. */
  sort?: UserRankingSort;
}

interface Row {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  employee_number: string | null;
  position_id: number | null;
  position_name: string | null;
  store_id: number;
  store_name: string;
  score: unknown;
  progress: unknown;
  performance: unknown;
  completed_exams: unknown;
  approved_exams: unknown;
  completed_topics: unknown;
  rank: unknown;
  total: unknown;
}

/** The people's columns each row shows. */
const PERSON_COLUMNS = [...NAME_COLUMNS, 'position_id', 'store_id'];

/** The ranking's order for the filter's sort, on the rows of `alias`. */
const orderBy = (f: UserRankingFilter, alias: string) =>
  `${alias}.${ORDER[f.sort ?? 'rank']}, ${alias}.sort_name, ${alias}.id`;

/**
 * CTE `acts`: per person with an exam or a topic in the range, the exams taken there (`done`,
 * `approved`, `score_hundredths`: from the monthly rollup, ranking-rollup.ts; of one topic, from
 * the raw attempts, as the rollup does not keep topics apart) and the topics completed there
 * (`topics`: available to them, avail; a progress row carries its person's position, migration
 * 010; the completed_at index). One GROUP BY over both kinds of rows and one join to the people:
 * grouping each apart and joining each to a brand's ~84,000 people cost a quarter more. Not
 * materialized: a page by rank names it twice, once in a branch that seldom runs
 * (rankingTopSql), and a kept copy of a brand's ~60,000 rows would be written for that branch
 * even when it does not run.
 */
function activityCtes(ctx: ReportContext, f: UserRankingFilter, p: SqlParams, b: RangeBounds) {
  const brand = p.add(ctx.scope.filter.brandId);
  const course = f.course_id === undefined ? null : p.add(f.course_id);
  const onCourse = (alias: string) => (course === null ? '' : `AND ${alias}.course_id = ${course}`);
  const inRange = (column: string) => `${column} >= ${b.from} AND ${column} < ${b.to}`;
  // Below a brand, the scope's people pick their own rows (index probes per person); a brand's
  // rows of the range are most of what its people have, read in one index range and not joined
  // first (the LEFT JOIN from ppl keeps only theirs).
  const narrow = ctx.scope.filter.regionId !== null || ctx.scope.filter.storeId !== null;
  const theirs = (alias: string) => (narrow ? `JOIN ppl ON ppl.id = ${alias}.person_id` : '');
  const exams =
    course === null
      ? examRowsSql(brand, theirs)
      : `
        SELECT a.person_id, (a.score IS NOT NULL)::int AS done, a.approved::int AS approved,
               coalesce(a.score_hundredths, 0) AS hundredths
          FROM exam_attempts a ${theirs('a')}
         WHERE a.brand_id = ${brand} AND ${inRange('a.ended_at')} ${onCourse('a')}`;
  return `
    ${course === null ? `${monthEdgesCte(b)},` : ''}
    acts AS NOT MATERIALIZED (
      SELECT x.person_id, sum(x.done) AS done, sum(x.approved) AS approved,
             sum(x.hundredths) AS score_hundredths, sum(x.topics) AS topics
        FROM (
          SELECT e.*, 0 AS topics FROM (${exams}) e
          UNION ALL
          SELECT cp.person_id, 0, 0, 0, 1
            FROM course_progress cp
            JOIN avail av ON av.position_id = cp.person_position_id AND av.course_id = cp.course_id
            ${theirs('cp')}
           WHERE cp.brand_id = ${brand} AND cp.completed_at IS NOT NULL
             AND ${inRange('cp.completed_at')} ${onCourse('cp')}
        ) x
       GROUP BY x.person_id
    )`;
}

// The figures in integer tenths (numeric arithmetic on ~100,000 rows cost more than the rest of
// the query): (2x + d) / 2d rounds x / d half up, as round(…, 1) does for these positive figures.

/** Progress from `topics` completed of the `n` courses available (none available: 0). */
const progressSql = (topics: string, n: string) =>
  `CASE WHEN ${n} > 0 THEN (2000 * ${topics} + ${n}) / (2 * ${n}) ELSE 0 END`;

/** The score of `acts` row `ac`: the mean of its attempts' hundredths (migration 017). */
const scoreSql = (ac: string) =>
  `CASE WHEN ${ac}.done > 0
     THEN (2 * ${ac}.score_hundredths + 10 * ${ac}.done) / (20 * ${ac}.done) END`;

/** Performance from score (NULL: no exam) and progress; never lower for more progress. */
const performanceSql = (score: string, progress: string) =>
  `CASE WHEN ${score} IS NULL THEN ${progress} ELSE (${score} + ${progress} + 1) / 2 END`;

/**
 * The CTEs every mode shares, up to `ranked`: the filter's counted people (`ppl`; with the
 * people's columns each row shows when `carry`), what they did in the range, their figures and
 * their performance. `counted` is the counted people's condition on `people p`. A range where
 * nobody counted was active has no ranking (the page's empty state, not everyone tied): each mode
 * checks that on what it reads anyway (keeping every measured row to check it first cost more).
 */
function rankedCtes(ctx: ReportContext, f: UserRankingFilter, p: SqlParams, carry: boolean) {
  const where = peopleWhere(ctx.scope, { ...f, status: 'all' }, ctx.now, p);
  const b = rangeBounds(ctx, p);
  const counted = `${where} AND p.status <> 'preregistered' AND p.registered_at < ${b.to}`;
  const carried = (alias: string) =>
    carry ? PERSON_COLUMNS.map((c) => `, ${alias}.${c}`).join('') : '';
  const ctes = `${availableCoursesCte(ctx, p, f.course_id)},
    n_avail AS (SELECT position_id, count(*)::int AS n FROM avail GROUP BY position_id),
    ppl AS (
      SELECT p.id, coalesce(p.position_id, 0) AS pos, p.sort_name ${carried('p')}
        FROM people p
       WHERE ${counted}
    ),
    ${activityCtes(ctx, f, p, b)},
    measured AS (
      SELECT ppl.id, ppl.sort_name ${carried('ppl')},
             ${progressSql('coalesce(ac.topics, 0)', 'na.n')} AS progress,
             ${scoreSql('ac')} AS score,
             coalesce(ac.done, 0) AS completed_exams,
             coalesce(ac.approved, 0) AS approved_exams,
             coalesce(ac.topics, 0) AS completed_topics,
             coalesce(ac.done, 0) > 0 OR coalesce(ac.topics, 0) > 0 AS active
        FROM ppl
        LEFT JOIN n_avail na ON na.position_id = ppl.pos
        LEFT JOIN acts ac ON ac.person_id = ppl.id
    ),
    ranked AS (
      SELECT measured.*, ${performanceSql('score', 'progress')} AS performance FROM measured
    )`;
  return { ctes, counted, to: b.to };
}

/**
 * The statement every mode ends with: the shared CTEs, `picking` (which defines `picked`, each
 * row with its rank), then the picked rows in order with `total` and their people's columns. The
 * export carries those columns from the one read of people (`carry`: joining them back after
 * ranking hashed the whole people table a second time); a page looks up its own.
 */
function rankingSelectSql(
  ctes: string,
  p: SqlParams,
  f: UserRankingFilter,
  picking: string,
  total: string,
  carry: boolean,
) {
  const person = carry ? 'r' : 'pe';
  const sql = `
    WITH ${ctes},
    ${picking}
    SELECT r.id, r.sort_name, r.progress, r.score, r.completed_exams, r.approved_exams,
           r.completed_topics,
           r.performance, r.rank, ${total} AS total,
           ${PERSON_COLUMNS.map((c) => `${person}.${c}`).join(', ')},
           s.name AS store_name, pos.name AS position_name
      FROM picked r
      ${carry ? '' : 'JOIN people pe ON pe.id = r.id'}
      JOIN organizations s ON s.id = ${person}.store_id
      LEFT JOIN positions pos ON pos.id = ${person}.position_id
     ORDER BY ${orderBy(f, 'r')}`;
  return { sql, params: p.values };
}

/**
 * CTE `picked` ranked by counting, for a page in another order than rank or the export (no
 * `page`): the rank of a performance is one more than the number of people above it, counted
 * per distinct performance (at most 1,001 tenths), so only the page is sorted (top-N) and the
 * export sorts once; each row carries the total. Nobody active: no place is active, no rows.
 */
function standingSql(p: SqlParams, f: UserRankingFilter, page?: Paging) {
  return `places AS (SELECT active, performance, count(*) AS n FROM ranked GROUP BY 1, 2),
    standing AS (
      SELECT active, performance,
             1 + coalesce(sum(n) OVER (ORDER BY active DESC, performance DESC
                                       ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
               AS rank,
             sum(n) OVER () AS total
        FROM places
    ),
    paged AS (
      SELECT * FROM ranked r
       WHERE EXISTS (SELECT 1 FROM places WHERE places.active)
       ORDER BY ${orderBy(f, 'r')} ${pagingSql((v) => p.add(v), page)}
    ),
    picked AS (
      SELECT paged.*, st.rank, st.total
        FROM paged
        JOIN standing st ON st.active = paged.active AND st.performance = paged.performance
    )`;
}

/** A page of the ranking; `total: false`: without its total (the export's first batch). */
type RankingPage = Paging & { total?: boolean };

/**
 * CTE `likely`: the rows of `ranked` (same columns) of the counted people who may be among the
 * first `n` by rank, or none when that cannot be told without everyone (then `bar` is NULL).
 * Reading a brand's ~84,000 people to join them to their figures cost as much as the figures, yet
 * a page by rank needs only the best active people, and a person's figures bound their
 * performance before their position is known: progress falls as the courses available grow, so
 * with the fewest any position has (`best`) it is at least theirs. Of the `hope` (the 4n
 * hopefuls with the best bound), the 2n best, looked up by id, give `bar`: the n-th best exact
 * performance among those counted (when at least n are). At least n counted active people reach
 * it, so everyone of the first n does, and their bound too; those are all in `hope` when its
 * last bound is below the bar (or it holds every hopeful), and only they are looked up.
 */
function likelyCtes(counted: string, p: SqlParams, n: number) {
  const exact = (hopefuls: string) => `
      SELECT x.*, ${performanceSql('x.score', 'x.progress')} AS performance
        FROM (
          SELECT p.id, p.sort_name, ${progressSql('h.topics', 'na.n')} AS progress,
                 ${scoreSql('h')} AS score, h.done AS completed_exams,
                 h.approved AS approved_exams, h.topics AS completed_topics, true AS active
            FROM (${hopefuls}) h
            JOIN people p ON p.id = h.person_id AND ${counted}
            LEFT JOIN n_avail na ON na.position_id = coalesce(p.position_id, 0)
        ) x`;
  const hopefuls = p.add(4 * n);
  return `fewest AS (SELECT min(n) AS n FROM n_avail),
    hope AS (
      SELECT ac.*,
             ${performanceSql(scoreSql('ac'), progressSql('ac.topics', 'fw.n'))} AS best
        FROM acts ac CROSS JOIN fewest fw
       WHERE ac.done > 0 OR ac.topics > 0
       ORDER BY best DESC LIMIT ${hopefuls}
    ),
    bar AS (
      SELECT min(t.performance) AS bar
        FROM (
          SELECT e.performance
            FROM (${exact(`SELECT * FROM hope ORDER BY best DESC LIMIT ${p.add(2 * n)}`)}) e
           ORDER BY e.performance DESC LIMIT ${p.add(n)}
        ) t
      HAVING count(*) = ${p.add(n)}
         AND ((SELECT count(*) FROM hope) < ${hopefuls}
              OR (SELECT min(best) FROM hope) < min(t.performance))
    ),
    likely AS (${exact('SELECT * FROM hope WHERE best >= (SELECT bar FROM bar)')})`;
}

/**
 * A page by rank: rank() over ~100,000 people would sort them all, so the page is the first
 * offset + limit people in rank order (top-N), and rank() over them is their rank among
 * everyone (whoever ranks above one of them is among them); its first row is active when anyone
 * is (active people come first), else there are no rows. When there is a bar, those people are
 * the first of the `likely` rows (active, so above everyone else); otherwise the first of
 * everyone's, and only then does that branch read them. The total counts the filter's people
 * again (an index-only count) instead of keeping every measured row to count: without a search
 * or time in product they are migration 018's counted people as of the range's end (a few index
 * probes instead of reading a brand's ~84,000 people again).
 */
function rankingTopSql(ctx: ReportContext, f: UserRankingFilter, page: RankingPage) {
  const p = new SqlParams();
  const ranked = rankedCtes(ctx, f, p, false);
  const n = page.offset + page.limit;
  const picking = `${likelyCtes(ranked.counted, p, n)},
    top AS (
      (SELECT * FROM likely r ORDER BY ${orderBy(f, 'r')} LIMIT ${p.add(n)})
      UNION ALL
      (SELECT * FROM ranked r WHERE (SELECT bar FROM bar) IS NULL
        ORDER BY ${orderBy(f, 'r')} LIMIT ${p.add(n)})
    ),
    picked AS (
      SELECT top.*, rank() OVER (ORDER BY top.active DESC, top.performance DESC) AS rank
        FROM top
       WHERE EXISTS (SELECT 1 FROM top t WHERE t.active)
       ORDER BY ${orderBy(f, 'top')} OFFSET ${p.add(page.offset)}
    )`;
  const total =
    page.total === false
      ? 'NULL'
      : (f.search?.trim() ?? '') === '' && !measuredToTheInstant(f)
        ? countedAsOf(ctx, p, ranked.to, f.position_id)
        : `(SELECT count(*) FROM people p WHERE ${ranked.counted})`;
  return rankingSelectSql(ranked.ctes, p, f, picking, total, false);
}

/** A page of the ranking in its order: by rank (top-N) or, in another order, ranked by counting. */
function rankingPageSql(ctx: ReportContext, f: UserRankingFilter, page: RankingPage) {
  if ((f.sort ?? 'rank') === 'rank') return rankingTopSql(ctx, f, page);
  const p = new SqlParams();
  const { ctes } = rankedCtes(ctx, f, p, false);
  return rankingSelectSql(ctes, p, f, standingSql(p, f, page), 'r.total', false);
}

/** The whole ranking in its order (the export). */
function rankingExportSql(ctx: ReportContext, f: UserRankingFilter) {
  const p = new SqlParams();
  const { ctes } = rankedCtes(ctx, f, p, true);
  return rankingSelectSql(ctes, p, f, standingSql(p, f), 'r.total', true);
}

/** How many counted people of the scope (of one position) were registered before `at`. */
function countedAsOf(ctx: ReportContext, p: SqlParams, at: string, positionId?: number) {
  const byPosition = positionId !== undefined;
  const counts = peopleAsOfSql(ctx, p, { now: at, prev: at }, byPosition ? ['position_id'] : []);
  const only = byPosition ? `WHERE n.position_id = ${p.add(positionId)}` : '';
  return `(SELECT coalesce(sum(n.registered_now), 0) FROM (${counts}) n ${only})`;
}

/** A figure the SQL gives in integer tenths, as the number it stands for (72.5, not 725). */
function fromTenths(value: unknown): number | null {
  const tenths = num(value);
  return tenths === null ? null : tenths / 10;
}

function toItem(r: Row) {
  const fullName = `${r.first_name} ${r.last_name}`.trim();
  const score = fromTenths(r.score);
  const performance = fromTenths(r.performance) ?? 0;
  const completedExams = num(r.completed_exams) ?? 0;
  const approvedExams = num(r.approved_exams) ?? 0;
  const completedTopics = num(r.completed_topics) ?? 0;
  return {
    rank: num(r.rank) ?? 0,
    person_id: r.id,
    name: displayName({ fullName, email: r.email, phone: r.phone, enrollment: r.employee_number }),
    email: r.email,
    phone: r.phone,
    employee_number: r.employee_number,
    position: r.position_id === null ? null : { id: r.position_id, name: r.position_name ?? '' },
    store: { id: r.store_id, name: r.store_name },
    score,
    progress: fromTenths(r.progress) ?? 0,
    performance,
    completed_exams: completedExams,
    approved_exams: approvedExams,
    completed_topics: completedTopics,
    medal: medalOf({
      activeInPeriod: activeInPeriod({ completedExams, completedTopics }),
      completedExams,
      approvedExams,
      performance,
    }),
    level: levelOf(performance),
  };
}

export type UserRankingItem = ReturnType<typeof toItem>;

/** GET /admin/v2/rankings/users: one page. */
export async function userRankingPage(
  ctx: ReportContext,
  f: UserRankingFilter,
  page: number,
  pageSize: number,
) {
  const fetch = async (pg: Paging) => {
    const q = rankingPageSql(ctx, f, pg);
    return (await ctx.db.query<Row>(q.sql, q.params)).rows;
  };
  const paged = await pageOf(fetch, toItem, page, pageSize);
  return { ...paged, range: { start: ctx.range.start, end: ctx.range.end } };
}

/**
 * Whether the ranking depends on the instant of the call (time in product is measured to it):
 * such answers are not cached (answer-memo.ts).
 */
export function measuredToTheInstant(f: UserRankingFilter): boolean {
  return f.time_in_product !== undefined;
}

/** Where the export's first rows come from: made with `make`, or the report cache (the memo). */
export type UserRankingHead = (
  ctx: ReportContext,
  make: () => Promise<UserRankingItem[]>,
) => Promise<UserRankingItem[]>;

const madeAfresh: UserRankingHead = (_ctx, make) => make();

/**
 * Every row of the ranking, in order, in batches (the export: a brand's ~84,000 people).
 *
 * The first batch is read as a page is (the top rows without sorting everyone; their active
 * flags probed per person), or taken from the report cache (`head`), and handed over at once; the rest is the
 * whole ranking read again in one statement (one snapshot of the data on either engine), and the
 * file is that ranking: its first rows must equal the batch sent, else the download fails
 * (`RankingMovedError`) rather than send a file of two moments. Nobody is sent twice or never.
 *
 * Not one transaction for both: on PostgreSQL it would hold a connection from the first batch on
 * (sixteen downloads at once took the whole pool, and the next downloads' cached first batches
 * waited seconds for one); on PGlite it would hold the only session, so the export's
 * activity-log entry, written once the first batch is there, would wait for the whole ranking.
 */
export async function* userRankingBatches(
  ctx: ReportContext,
  f: UserRankingFilter,
  options: { head?: UserRankingHead; headSize?: number } = {},
) {
  const size = options.headSize ?? EXPORT_BATCH;
  const head = options.head ?? madeAfresh;
  const first = await head(ctx, async () => {
    const q = rankingPageSql(ctx, f, { limit: size, offset: 0, total: false });
    return (await ctx.db.query<Row>(q.sql, q.params)).rows.map(toItem);
  });
  yield first;
  if (first.length < size) return;
  // PGlite: let the first batch reach the socket before the whole ranking holds the thread.
  await new Promise((resolve) => setImmediate(resolve));
  yield* restAfter(ctx, f, first);
}

/** The export of a ranking that moved between its first batch and the rest. */
export class RankingMovedError extends Error {
  constructor() {
    super('The ranking changed while it was being exported; export it again.');
  }
}

/** The whole ranking after `sent`, which must be its first rows (see userRankingBatches). */
async function* restAfter(ctx: ReportContext, f: UserRankingFilter, sent: UserRankingItem[]) {
  const q = rankingExportSql(ctx, f);
  let seen = 0;
  for await (const rows of ctx.db.batches<Row>(q.sql, q.params, EXPORT_BATCH)) {
    const items = rows.map(toItem);
    const overlap = Math.min(items.length, sent.length - seen);
    for (let i = 0; i < overlap; i++) {
      if (!isDeepStrictEqual(items[i], sent[seen + i])) throw new RankingMovedError();
    }
    seen += overlap;
    if (overlap < items.length) yield items.slice(overlap);
  }
  if (seen < sent.length) throw new RankingMovedError();
}

/** The export's columns and cells (SPEC §3 report row fields where they apply). */
export const USER_RANKING_CSV = {
  header: [
    'rank',
    'name',
    'email',
    'phone',
    'enrollment',
    'position',
    'store',
    'score',
    'progress',
    'completed_exams',
    'medal',
    'level',
  ],
  cells: (i: UserRankingItem) => [
    i.rank,
    i.name,
    i.email,
    i.phone,
    i.employee_number,
    i.position?.name ?? null,
    i.store.name,
    i.score,
    i.progress,
    i.completed_exams,
    i.medal,
    i.level,
  ],
};
