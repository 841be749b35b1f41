import { displayName } from '../../openapi/rules/display-name';
import { likePattern } from '../routes/people-view';
import { examFactsSql } from './exam-facts';
import { num } from './figure';
import { type Paging, pageOf, pagingSql } from './paging';
import { peopleAsOfSql } from './people-as-of';
import { regionItem } from './person-row';
import { availableCoursesCte } from './population';
import { progressAsOfSql } from './progress-as-of';
import { type ReportContext, rangeBounds } from './report-context';
import { SqlParams } from './sql-params';

// The store ranking and the managers ranking built on it. Every store of the scope is listed,
// those without people or activity too (with zeros, at the bottom of `top`), so an export is the
// complete list a manager forwards.

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

interface ManagerRow extends StoreRow {
  person_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  employee_number: string | null;
}

async function managerRows(ctx: ReportContext, search: string | undefined, page?: Paging) {
  const p = new SqlParams();
  const cte = rankedStoresCte(ctx, p);
  const text = search?.trim().toLowerCase() ?? '';
  const filter =
    text === ''
      ? ''
      : `AND (m.search_text LIKE ${p.add(likePattern(text))}
              OR m.search_text LIKE search_fold(${p.add(likePattern(text))}::text)
              OR search_fold(ranked.name) LIKE search_fold(${p.add(likePattern(text))}::text))`;
  const brand = p.add(ctx.scope.filter.brandId);
  // The managers are read by their position (an index range per managing position, a few
  // thousand people for a brand; index-only: store, name order and id, migration 018), not found
  // among all of the brand's people (a sequential scan the planner chose, ~60 ms on the large
  // seed); their names and contacts only for the rows returned. A search reads their text.
  const { rows } = await ctx.db.query<ManagerRow>(
    `WITH ${cte},
     managers AS MATERIALIZED (
       SELECT m.id, m.store_id, m.sort_name ${text === '' ? '' : ', m.search_text'}
         FROM positions mp
         JOIN people m ON m.brand_id = ${brand} AND m.position_id = mp.id
                      AND m.deleted_at IS NULL
        WHERE mp.brand_id = ${brand} AND mp.manages_store
     ),
     listed AS (
       SELECT ranked.*, m.id AS person_id, m.sort_name, count(*) OVER () AS total
         FROM ranked
         JOIN managers m ON m.store_id = ranked.id
        WHERE true ${filter}
        ORDER BY ranked.rank, m.sort_name, m.id
        ${pagingSql((v) => p.add(v), page)}
     )
     SELECT listed.*, r.name AS region_name, pe.first_name, pe.last_name, pe.email, pe.phone,
            pe.employee_number
       FROM listed
       JOIN people pe ON pe.id = listed.person_id
       LEFT JOIN regions r ON r.id = listed.region_id
      ORDER BY listed.rank, listed.sort_name, listed.person_id`,
    p.values,
  );
  return rows;
}

function toManagerItem(r: ManagerRow) {
  const fullName = `${r.first_name} ${r.last_name}`.trim();
  return {
    rank: num(r.rank) ?? 0,
    person_id: r.person_id,
    name: displayName({ fullName, email: r.email, phone: r.phone, enrollment: r.employee_number }),
    email: r.email,
    phone: r.phone,
    store: { id: r.id, name: r.name },
    region: regionItem(r),
    ...figures(r),
  };
}

export type ManagerRankingItem = ReturnType<typeof toManagerItem>;

/** GET /admin/v2/rankings/managers: one page. */
export async function managerRankingPage(
  ctx: ReportContext,
  q: { search?: string },
  page: number,
  pageSize: number,
) {
  const paged = await pageOf((pg) => managerRows(ctx, q.search, pg), toManagerItem, page, pageSize);
  return { ...paged, range: range(ctx) };
}

/** Every manager of the scope, ranked (the export). */
export async function managerRankingRows(ctx: ReportContext, q: { search?: string }) {
  return (await managerRows(ctx, q.search)).map(toManagerItem);
}

export const MANAGER_RANKING_CSV = {
  header: [
    'rank',
    'name',
    'email',
    'phone',
    'store',
    'region',
    'adoption',
    'progress',
    'score',
    'completed_courses',
  ],
  cells: (i: ManagerRankingItem) => [
    i.rank,
    i.name,
    i.email,
    i.phone,
    i.store.name,
    i.region?.name ?? null,
    i.adoption,
    i.progress,
    i.score,
    i.completed_courses,
  ],
};
