import { displayName } from '../../openapi/rules/display-name';
import { managerResult, npsAsPoints, performance } from '../../openapi/rules/ranking';
import { likePattern, SqlParams } from '../platform/db/sql';
import { examFactsSql } from '../platform/reports/exam-facts';
import { num } from '../platform/reports/figure';
import { type Paging, pageOf, pagingSql } from '../platform/reports/paging';
import { peopleAsOfSql } from '../platform/reports/people-as-of';
import { regionItem } from '../platform/reports/person-row';
import { availableCoursesCte } from '../platform/reports/population';
import { progressAsOfSql } from '../platform/reports/progress-as-of';
import { type ReportContext, rangeBounds } from '../platform/reports/report-context';
import { activePairsSql, rangeMonthsCte } from './ranking-rollup';

// The store ranking. Every store of the scope is listed, those without people or activity too
// (with zeros, at the bottom of `top`), so an export is the complete list a manager forwards; but
// a range in which no store of the scope had any activity (no exam ended, no topic completed
// there) has no ranking: no rows, the page's empty state.

export type StoreRankingSort =
  | 'top'
  | 'bottom'
  | 'most_completed'
  | 'least_completed'
  | 'best_growth'
  | 'worst_growth';

// Whitelisted ORDER BY per sort (the text goes into the SQL); ties by store name, then id.
const ORDER: Record<StoreRankingSort, string> = {
  top: 'progress DESC, adoption DESC',
  bottom: 'progress ASC, adoption ASC',
  most_completed: 'completed_courses DESC',
  least_completed: 'completed_courses ASC',
  best_growth: 'growth DESC',
  worst_growth: 'growth ASC',
};

/**
 * CTE text `ranked(id, name, region_id, people, active, adoption, progress, score,
 * completed_courses, growth, rank)`: the stores of the scope (named like `storeSearch` when
 * given) with their figures and their rank by progress, then adoption.
 */
function rankedStoresCte(ctx: ReportContext, p: SqlParams, storeSearch?: string): string {
  const b = rangeBounds(ctx, p);
  const f = ctx.scope.filter;
  // People and exams are read by store (their store now, the attempt's own store) and kept where
  // that store is one of the filter's (st): a region filter applies to the stores, not to them.
  const byStore = { brandId: f.brandId, regionId: null, storeId: f.storeId };
  const parts = [`o.kind = 'store'`, `o.brand_id = ${p.add(f.brandId)}`];
  if (f.regionId !== null) parts.push(`o.region_id = ${p.add(f.regionId)}`);
  if (f.storeId !== null) parts.push(`o.id = ${p.add(f.storeId)}`);
  const search = storeSearch?.trim().toLowerCase() ?? '';
  if (search !== '') {
    parts.push(`search_fold(o.name) LIKE search_fold(${p.add(likePattern(search))}::text)`);
  }
  return `${availableCoursesCte(ctx, p)},
    n_avail AS (SELECT position_id, count(*)::int AS n FROM avail GROUP BY position_id),
    st AS (SELECT o.id, o.name, o.region_id FROM organizations o WHERE ${parts.join(' AND ')}),
    -- Counted people per store and position as of the range's end and start (people-as-of.ts;
    -- by their store: st is the stores of the filter).
    ppl AS (${peopleAsOfSql(ctx, p, { now: b.to, prev: b.prevTo }, ['store_id', 'position_id'], byStore)}),
    people_agg AS (
      SELECT ppl.store_id, sum(ppl.registered_now) AS people, sum(ppl.active_now) AS active,
             coalesce(sum(ppl.registered_now * na.n), 0) AS available,
             coalesce(sum(ppl.registered_prev * na.n), 0) AS available_prev
        FROM ppl JOIN st ON st.id = ppl.store_id
        LEFT JOIN n_avail na ON na.position_id = ppl.position_id
       GROUP BY ppl.store_id
    ),
    -- Completed rows of available topics as of the range's end and start (the monthly rollup,
    -- progress-as-of.ts); what the range added is their difference.
    prog_agg AS (
      SELECT pr.store_id, sum(pr.completed_now) AS completed,
             sum(pr.completed_prev) AS completed_prev,
             sum(pr.completed_now - pr.completed_prev) AS completed_in_range
        FROM (${progressAsOfSql(ctx, p, { now: b.to, prev: b.prevTo }, [
          'store_id',
          'position_id',
          'course_id',
        ])}) pr
        JOIN avail av ON av.position_id = pr.position_id AND av.course_id = pr.course_id
       GROUP BY pr.store_id
    ),
    ex_agg AS (
      SELECT e.store_id, sum(e.score_sum) / nullif(sum(e.approved + e.failed), 0) AS score
        FROM (${examFactsSql(ctx, p, [b.from, b.to], {
          after: b.from,
          before: b.to,
          reach: byStore,
        })}) e
        JOIN st ON st.id = e.store_id
       GROUP BY e.store_id
    ),
    measured AS (
      SELECT st.id, st.name, st.region_id,
             coalesce(pa.people, 0) AS people, coalesce(pa.active, 0) AS active,
             CASE WHEN coalesce(pa.people, 0) > 0
               THEN round(100.0 * coalesce(pa.active, 0) / pa.people, 1) ELSE 0 END AS adoption,
             CASE WHEN coalesce(pa.available, 0) > 0
               THEN round(100.0 * coalesce(pr.completed, 0) / pa.available, 1) ELSE 0 END
               AS progress,
             CASE WHEN coalesce(pa.available_prev, 0) > 0
               THEN round(100.0 * coalesce(pr.completed_prev, 0) / pa.available_prev, 1) ELSE 0 END
               AS progress_prev,
             round(ex.score, 1) AS score,
             coalesce(pr.completed_in_range, 0) AS completed_courses
        FROM st
        LEFT JOIN people_agg pa ON pa.store_id = st.id
        LEFT JOIN prog_agg pr ON pr.store_id = st.id
        LEFT JOIN ex_agg ex ON ex.store_id = st.id
    ),
    ranked AS (
      SELECT measured.*, progress - progress_prev AS growth,
             rank() OVER (ORDER BY progress DESC, adoption DESC) AS rank
        FROM measured
    )`;
}

interface StoreRow {
  id: number;
  name: string;
  region_id: number | null;
  region_name: string | null;
  people: unknown;
  active: unknown;
  adoption: unknown;
  progress: unknown;
  score: unknown;
  completed_courses: unknown;
  growth: unknown;
  rank: unknown;
  total: unknown;
}

function figures(r: StoreRow) {
  return {
    people: num(r.people) ?? 0,
    active: num(r.active) ?? 0,
    adoption: num(r.adoption) ?? 0,
    progress: num(r.progress) ?? 0,
    score: num(r.score),
    completed_courses: num(r.completed_courses) ?? 0,
    growth: num(r.growth) ?? 0,
  };
}

function toStoreItem(r: StoreRow) {
  return {
    rank: num(r.rank) ?? 0,
    store: { id: r.id, name: r.name },
    region: regionItem(r),
    ...figures(r),
  };
}

export type StoreRankingItem = ReturnType<typeof toStoreItem>;

async function storeRows(
  ctx: ReportContext,
  search: string | undefined,
  sort: StoreRankingSort | undefined,
  page?: Paging,
) {
  const p = new SqlParams();
  const { rows } = await ctx.db.query<StoreRow>(
    `WITH ${rankedStoresCte(ctx, p, search)}
     SELECT ranked.*, r.name AS region_name, count(*) OVER () AS total
       FROM ranked LEFT JOIN regions r ON r.id = ranked.region_id
      WHERE EXISTS (SELECT 1 FROM ranked a WHERE a.completed_courses > 0 OR a.score IS NOT NULL)
      ORDER BY ${ORDER[sort ?? 'top']}, ranked.name, ranked.id
      ${pagingSql((v) => p.add(v), page)}`,
    p.values,
  );
  return rows;
}

const range = (ctx: ReportContext) => ({ start: ctx.range.start, end: ctx.range.end });

/** GET /admin/v2/rankings/stores: one page. */
export async function storeRankingPage(
  ctx: ReportContext,
  q: { search?: string; sort?: StoreRankingSort },
  page: number,
  pageSize: number,
) {
  const paged = await pageOf(
    (pg) => storeRows(ctx, q.search, q.sort, pg),
    toStoreItem,
    page,
    pageSize,
  );
  return { ...paged, range: range(ctx) };
}

/** Every store of the scope, ranked (the export). */
export async function storeRankingRows(
  ctx: ReportContext,
  q: { search?: string; sort?: StoreRankingSort },
) {
  return (await storeRows(ctx, q.search, q.sort)).map(toStoreItem);
}

export const STORE_RANKING_CSV = {
  header: [
    'rank',
    'store',
    'region',
    'people',
    'active',
    'adoption',
    'progress',
    'score',
    'completed_courses',
    'growth',
  ],
  cells: (i: StoreRankingItem) => [
    i.rank,
    i.store.name,
    i.region?.name ?? null,
    i.people,
    i.active,
    i.adoption,
    i.progress,
    i.score,
    i.completed_courses,
    i.growth,
  ],
};

// The managers ranking: each store manager (a person whose position manages a store) ranked by
// what they are responsible for in the range: their store's people's training (the mean of the
// exams' score and the progress made there), their store's supervisions and its guests' NPS,
// where the brand has those modules (openapi/rules/ranking.ts managerResult). Managers whose store
// had none of these in the range rank after the others, on one place; a range in which no
// manager's store had any has no ranking.

interface ManagerRow {
  person_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  employee_number: string | null;
  store_id: number;
  store_name: string;
  region_id: number | null;
  region_name: string | null;
  people: unknown;
  active: unknown;
  score: unknown;
  progress: unknown;
  supervisions: unknown;
  supervision_score: unknown;
  responses: unknown;
  nps: unknown;
  rank: unknown;
  total: unknown;
}

/** The brand's supervision and satisfaction modules (a part of a missing module is null). */
async function brandModules(ctx: ReportContext) {
  const { rows } = await ctx.db.query<{ supervision: boolean; satisfaction: boolean }>(
    `SELECT supervision_module AS supervision, satisfaction_module AS satisfaction
       FROM organizations WHERE id = $1`,
    [ctx.scope.filter.brandId],
  );
  return {
    supervision: rows[0]?.supervision === true,
    satisfaction: rows[0]?.satisfaction === true,
  };
}

type Modules = Awaited<ReturnType<typeof brandModules>>;

/**
 * The SQL of the managers ranking. The parts and the result are computed in SQL in integer-free
 * numeric with the same rounding as managerResult (one decimal, half away from zero).
 */
function managerSql(
  ctx: ReportContext,
  modules: Modules,
  search: string | undefined,
  page?: Paging,
) {
  const p = new SqlParams();
  const cte = rankedStoresCte(ctx, p);
  const b = rangeBounds(ctx, p);
  const brand = p.add(ctx.scope.filter.brandId);
  const inRange = (column: string) => `${column} >= ${b.from} AND ${column} < ${b.to}`;
  const text = search?.trim().toLowerCase() ?? '';
  const filter =
    text === ''
      ? ''
      : `AND (m.search_text LIKE ${p.add(likePattern(text))}
              OR m.search_text LIKE search_fold(${p.add(likePattern(text))}::text)
              OR search_fold(ranked.name) LIKE search_fold(${p.add(likePattern(text))}::text))`;
  // Per store of the scope: people who completed an exam or a topic in the range (an attempt's
  // and a progress row's own store; the monthly rollup, ranking-rollup.ts), supervisions and
  // survey answers of the range.
  const sup = modules.supervision
    ? `SELECT s.store_id, count(*) AS n, round(avg(s.score), 1) AS score
         FROM supervisions s JOIN st ON st.id = s.store_id
        WHERE s.brand_id = ${brand} AND ${inRange('s.supervised_at')}
        GROUP BY s.store_id`
    : 'SELECT NULL::int AS store_id, 0 AS n, NULL::numeric AS score WHERE false';
  const sat = modules.satisfaction
    ? `SELECT r.store_id, count(*) AS n,
              round(100.0 * (count(*) FILTER (WHERE r.nps_score >= 9)
                             - count(*) FILTER (WHERE r.nps_score <= 6)) / count(*), 1) AS nps
         FROM survey_responses r JOIN st ON st.id = r.store_id
        WHERE r.brand_id = ${brand} AND ${inRange('r.created_at')}
        GROUP BY r.store_id`
    : 'SELECT NULL::int AS store_id, 0 AS n, NULL::numeric AS nps WHERE false';
  const sql = `
    WITH ${cte},
    ${rangeMonthsCte(b)},
    did AS (${activePairsSql(brand)}),
    did_agg AS (
      SELECT did.store_id, count(DISTINCT did.person_id) AS n
        FROM did JOIN st ON st.id = did.store_id
       GROUP BY did.store_id
    ),
    sup AS (${sup}),
    sat AS (${sat}),
    -- Progress made in the range: available topics completed there over those available.
    parts AS (
      SELECT st.id, coalesce(pa.people, 0) AS people, coalesce(da.n, 0) AS active,
             round(ex.score, 1) AS score,
             CASE WHEN coalesce(pa.available, 0) > 0
               THEN round(100.0 * coalesce(pr.completed_in_range, 0) / pa.available, 1)
               ELSE 0 END AS progress,
             sup.n AS supervisions, sup.score AS supervision_score,
             sat.n AS responses, sat.nps
        FROM st
        LEFT JOIN people_agg pa ON pa.store_id = st.id
        LEFT JOIN prog_agg pr ON pr.store_id = st.id
        LEFT JOIN ex_agg ex ON ex.store_id = st.id
        LEFT JOIN did_agg da ON da.store_id = st.id
        LEFT JOIN sup ON sup.store_id = st.id
        LEFT JOIN sat ON sat.store_id = st.id
    ),
    scored AS (
      SELECT parts.*,
             round((coalesce(t.v, 0) + coalesce(supervision_score, 0)
                    + coalesce(round((nps + 100) / 2, 1), 0))
                   / nullif((t.v IS NOT NULL)::int + (supervision_score IS NOT NULL)::int
                            + (nps IS NOT NULL)::int, 0), 1) AS result
        FROM parts
        CROSS JOIN LATERAL (
          SELECT CASE WHEN parts.active = 0 THEN NULL
                      WHEN parts.score IS NULL THEN parts.progress
                      ELSE round((parts.score + parts.progress) / 2, 1) END AS v
        ) t
    ),
    managers AS MATERIALIZED (
      SELECT m.id, m.store_id, m.sort_name ${text === '' ? '' : ', m.search_text'}
        FROM positions mp
        JOIN people m ON m.brand_id = ${brand} AND m.position_id = mp.id
                     AND m.deleted_at IS NULL
       WHERE mp.brand_id = ${brand} AND mp.manages_store
    ),
    placed AS (
      SELECT m.id AS person_id, m.store_id, m.sort_name ${text === '' ? '' : ', m.search_text'},
             scored.people, scored.active, scored.score, scored.progress, scored.supervisions,
             scored.supervision_score, scored.responses, scored.nps,
             rank() OVER (ORDER BY scored.result IS NOT NULL DESC, scored.result DESC) AS rank
        FROM managers m JOIN scored ON scored.id = m.store_id
       -- A range in which no manager's store did anything: no ranking.
       WHERE EXISTS (SELECT 1 FROM scored s JOIN managers mm ON mm.store_id = s.id
                      WHERE s.result IS NOT NULL)
    ),
    listed AS (
      SELECT m.*, ranked.name AS store_name, ranked.region_id, count(*) OVER () AS total
        FROM placed m
        JOIN ranked ON ranked.id = m.store_id
       WHERE true ${filter}
       ORDER BY m.rank, m.sort_name, m.person_id
       ${pagingSql((v) => p.add(v), page)}
    )
    SELECT listed.*, r.name AS region_name, pe.first_name, pe.last_name, pe.email, pe.phone,
           pe.employee_number
      FROM listed
      JOIN people pe ON pe.id = listed.person_id
      LEFT JOIN regions r ON r.id = listed.region_id
     ORDER BY listed.rank, listed.sort_name, listed.person_id`;
  return { sql, params: p.values };
}

async function managerRows(
  ctx: ReportContext,
  modules: Modules,
  search: string | undefined,
  page?: Paging,
) {
  const q = managerSql(ctx, modules, search, page);
  return (await ctx.db.query<ManagerRow>(q.sql, q.params)).rows;
}

function toManagerItem(r: ManagerRow) {
  const fullName = `${r.first_name} ${r.last_name}`.trim();
  const active = num(r.active) ?? 0;
  const score = num(r.score);
  const progress = num(r.progress) ?? 0;
  const supervisionScore = num(r.supervision_score);
  const nps = num(r.nps);
  const training = active > 0 ? performance(score, progress) : null;
  return {
    rank: num(r.rank) ?? 0,
    person_id: r.person_id,
    name: displayName({ fullName, email: r.email, phone: r.phone, enrollment: r.employee_number }),
    email: r.email,
    phone: r.phone,
    store: { id: r.store_id, name: r.store_name },
    region: regionItem({ region_id: r.region_id, region_name: r.region_name }),
    people: num(r.people) ?? 0,
    active,
    score,
    progress,
    training,
    supervisions: num(r.supervisions) ?? 0,
    supervision_score: supervisionScore,
    responses: num(r.responses) ?? 0,
    nps,
    result: managerResult({
      training,
      supervision: supervisionScore,
      satisfaction: nps === null ? null : npsAsPoints(nps),
    }),
  };
}

export type ManagerRankingItem = ReturnType<typeof toManagerItem>;

/** GET /admin/v2/rankings/managers: one page, with the brand's modules (which parts apply). */
export async function managerRankingPage(
  ctx: ReportContext,
  q: { search?: string },
  page: number,
  pageSize: number,
) {
  const modules = await brandModules(ctx);
  const paged = await pageOf(
    (pg) => managerRows(ctx, modules, q.search, pg),
    toManagerItem,
    page,
    pageSize,
  );
  return { ...paged, range: range(ctx), modules };
}

/** Every manager of the scope, ranked (the export). */
export async function managerRankingRows(ctx: ReportContext, q: { search?: string }) {
  const modules = await brandModules(ctx);
  return (await managerRows(ctx, modules, q.search)).map(toManagerItem);
}

export const MANAGER_RANKING_CSV = {
  header: [
    'rank',
    'name',
    'email',
    'phone',
    'store',
    'region',
    'result',
    'people',
    'active',
    'score',
    'progress',
    'training',
    'supervisions',
    'supervision_score',
    'responses',
    'nps',
  ],
  cells: (i: ManagerRankingItem) => [
    i.rank,
    i.name,
    i.email,
    i.phone,
    i.store.name,
    i.region?.name ?? null,
    i.result,
    i.people,
    i.active,
    i.score,
    i.progress,
    i.training,
    i.supervisions,
    i.supervision_score,
    i.responses,
    i.nps,
  ],
};
