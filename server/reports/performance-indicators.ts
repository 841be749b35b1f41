import { num, percent, round1 } from './figure';
import { type Paging, pageOf, pagingSql } from './paging';
import { personItem, personSearchSql, regionItem } from './person-row';
import { registeredPeople } from './population';
import { type RangeBounds, type ReportContext, rangeBounds } from './report-context';
import { SqlParams } from './sql-params';

// Performance indicators (issue 13): every content target against what the scope's people of
// its position had reached by the end of the range, and the people overdue on a mandatory
// course (its deadline — registration + due_days — passed by then without the course done).

export type IndicatorSort = 'gap' | '-gap' | 'completion' | '-completion' | 'course' | '-course';
export type OverdueSort =
  | 'days_overdue'
  | '-days_overdue'
  | 'name'
  | '-name'
  | 'course'
  | '-course';

const INDICATOR_ORDER: Record<IndicatorSort, string> = {
  gap: 'gap ASC',
  '-gap': 'gap DESC',
  completion: 'completion ASC',
  '-completion': 'completion DESC',
  course: 'sort_order ASC, lower(course_name) ASC',
  '-course': 'sort_order DESC, lower(course_name) DESC',
};

const OVERDUE_ORDER: Record<OverdueSort, string> = {
  days_overdue: 'due_at DESC',
  '-days_overdue': 'due_at ASC',
  name: 'p.sort_name ASC',
  '-name': 'p.sort_name DESC',
  course: 'lower(tg.course_name) ASC',
  '-course': 'lower(tg.course_name) DESC',
};

export interface TargetScopeFilter {
  course_id?: number;
  position_id?: number;
}

/**
 * CTEs `tg` (the brand's targets on active courses, narrowed by the filter), `ppl` (the scope's
 * registered people of their positions at the end of the range) and `st` (each person's state
 * on each target's course: completed by then, started, overdue), with the cut-off instant.
 */
function targetStateSql(ctx: ReportContext, p: SqlParams, b: RangeBounds, f: TargetScopeFilter) {
  const brand = p.add(ctx.scope.filter.brandId);
  const narrow = [
    f.course_id === undefined ? '' : `AND t.course_id = ${p.add(f.course_id)}`,
    f.position_id === undefined ? '' : `AND t.position_id = ${p.add(f.position_id)}`,
  ].join(' ');
  const people = registeredPeople(ctx, p, b.to);
  // The deadline counts only once it has passed: by the end of the range, or now when sooner.
  const cutoff = `least(${b.to}, ${p.add(ctx.now)}::timestamptz)`;
  return `
    tg AS (
      SELECT t.course_id, t.position_id, t.target, t.due_days, c.name AS course_name,
             c.sort_order, pos.name AS position_name
        FROM course_targets t
        JOIN courses c ON c.id = t.course_id
        JOIN positions pos ON pos.id = t.position_id
       WHERE t.brand_id = ${brand} AND c.type <> 'inactive' ${narrow}
    ),
    ppl AS (
      SELECT p.id, p.position_id, p.registered_at
        FROM people p
       WHERE ${people} AND p.position_id IN (SELECT position_id FROM tg)
    ),
    st AS (
      SELECT tg.course_id, tg.position_id, ppl.id AS person_id,
             cp.completed_at < ${b.to} AS done,
             cp.started_at < ${b.to} AS started,
             ppl.registered_at + tg.due_days * interval '1 day' AS due_at,
             ${cutoff} AS cutoff
        FROM tg
        JOIN ppl ON ppl.position_id = tg.position_id
        LEFT JOIN course_progress cp ON cp.person_id = ppl.id AND cp.course_id = tg.course_id
    )`;
}

/** The overdue condition on a row of `st`. */
const OVERDUE = `(st.due_at < st.cutoff AND st.done IS NOT TRUE)`;

function indicatorsSql(
  ctx: ReportContext,
  f: TargetScopeFilter & { sort?: IndicatorSort },
  page?: Paging,
) {
  const p = new SqlParams();
  const b = rangeBounds(ctx, p);
  const sql = `
    WITH ${targetStateSql(ctx, p, b, f)},
    agg AS (
      SELECT course_id, position_id, count(*) AS people,
             count(*) FILTER (WHERE st.done) AS completed,
             count(*) FILTER (WHERE ${OVERDUE}) AS overdue
        FROM st GROUP BY course_id, position_id
    ),
    ind AS (
      SELECT tg.*, coalesce(agg.people, 0) AS people, coalesce(agg.completed, 0) AS completed,
             coalesce(agg.overdue, 0) AS overdue,
             CASE WHEN coalesce(agg.people, 0) > 0
               THEN round(100.0 * agg.completed / agg.people, 1) ELSE 0 END AS completion
        FROM tg LEFT JOIN agg ON agg.course_id = tg.course_id AND agg.position_id = tg.position_id
    ),
    rated AS (SELECT ind.*, ind.completion - ind.target AS gap FROM ind)
    SELECT rated.*, count(*) OVER () AS total,
           count(*) FILTER (WHERE gap >= 0) OVER () AS met_total,
           sum(CASE WHEN due_days IS NOT NULL THEN overdue ELSE 0 END) OVER () AS overdue_total
      FROM rated
     ORDER BY ${INDICATOR_ORDER[f.sort ?? 'gap']}, course_id, position_id
     ${pagingSql((v) => p.add(v), page)}`;
  return { sql, params: p.values };
}

interface IndicatorDbRow {
  course_id: number;
  course_name: string;
  position_id: number;
  position_name: string;
  target: number;
  due_days: number | null;
  people: unknown;
  completed: unknown;
  overdue: unknown;
  total: unknown;
  met_total: unknown;
  overdue_total: unknown;
}

function toIndicator(r: IndicatorDbRow) {
  const people = num(r.people) ?? 0;
  const completed = num(r.completed) ?? 0;
  const target = num(r.target) ?? 0;
  const dueDays = num(r.due_days);
  const completion = percent(completed, people);
  return {
    course: { id: r.course_id, name: r.course_name },
    position: { id: r.position_id, name: r.position_name },
    target,
    due_days: dueDays,
    people,
    completed,
    completion,
    gap: round1(completion - target),
    met: completion >= target,
    overdue: dueDays === null ? null : (num(r.overdue) ?? 0),
  };
}

export type IndicatorItem = ReturnType<typeof toIndicator>;

/** GET /admin/v2/training/performance-indicators: one page, with the summary of the filter. */
export async function indicatorsPage(
  ctx: ReportContext,
  f: TargetScopeFilter & { sort?: IndicatorSort },
  page: number,
  pageSize: number,
) {
  let first: IndicatorDbRow | undefined;
  const fetch = async (pg: Paging) => {
    const q = indicatorsSql(ctx, f, pg);
    const { rows } = await ctx.db.query<IndicatorDbRow>(q.sql, q.params);
    first ??= rows[0];
    return rows;
  };
  const paged = await pageOf(fetch, toIndicator, page, pageSize);
  return {
    ...paged,
    range: { start: ctx.range.start, end: ctx.range.end },
    summary: {
      targets: paged.total,
      met: num(first?.met_total) ?? 0,
      overdue: num(first?.overdue_total) ?? 0,
    },
  };
}

/** Every indicator of the filter, in order (the export). */
export async function indicatorRows(
  ctx: ReportContext,
  f: TargetScopeFilter & { sort?: IndicatorSort },
) {
  const q = indicatorsSql(ctx, f);
  return (await ctx.db.query<IndicatorDbRow>(q.sql, q.params)).rows.map(toIndicator);
}

export const INDICATORS_CSV = {
  header: [
    'course',
    'position',
    'target',
    'due_days',
    'people',
    'completed',
    'completion',
    'gap',
    'met',
    'overdue',
  ],
  cells: (i: IndicatorItem) => [
    i.course.name,
    i.position.name,
    i.target,
    i.due_days,
    i.people,
    i.completed,
    i.completion,
    i.gap,
    i.met,
    i.overdue,
  ],
};

export interface OverdueFilter extends TargetScopeFilter {
  search?: string;
  /** Default `-days_overdue`. */
  sort?: OverdueSort;
}

function overdueSql(ctx: ReportContext, f: OverdueFilter, page?: Paging) {
  const p = new SqlParams();
  const b = rangeBounds(ctx, p);
  const search = personSearchSql(p, f.search);
  const bySearch = search === null ? '' : `AND ${search}`;
  const sql = `
    WITH ${targetStateSql(ctx, p, b, f)}
    SELECT p.id AS person_id, p.first_name, p.last_name, p.email, p.phone, p.employee_number,
           tg.position_id, tg.position_name, p.store_id, s.name AS store_name, p.region_id,
           r.name AS region_name, tg.course_id, tg.course_name, st.due_at, st.cutoff,
           st.started IS TRUE AS started, count(*) OVER () AS total
      FROM st
      JOIN tg ON tg.course_id = st.course_id AND tg.position_id = st.position_id
      JOIN people p ON p.id = st.person_id
      JOIN organizations s ON s.id = p.store_id
      LEFT JOIN regions r ON r.id = p.region_id
     WHERE tg.due_days IS NOT NULL AND ${OVERDUE} ${bySearch}
     ORDER BY ${OVERDUE_ORDER[f.sort ?? '-days_overdue']}, p.id, tg.course_id
     ${pagingSql((v) => p.add(v), page)}`;
  return { sql, params: p.values };
}

interface OverdueDbRow {
  person_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  employee_number: string | null;
  position_id: number;
  position_name: string;
  store_id: number;
  store_name: string;
  region_id: number | null;
  region_name: string | null;
  course_id: number;
  course_name: string;
  due_at: Date;
  cutoff: Date;
  started: boolean;
  total: unknown;
}

const DAY_MS = 86_400_000;

function toOverdue(r: OverdueDbRow) {
  return {
    person: personItem(r),
    position: { id: r.position_id, name: r.position_name },
    store: { id: r.store_id, name: r.store_name },
    region: regionItem(r),
    course: { id: r.course_id, name: r.course_name },
    due_at: r.due_at.toISOString(),
    days_overdue: Math.floor((r.cutoff.getTime() - r.due_at.getTime()) / DAY_MS),
    started: r.started,
  };
}

export type OverdueItem = ReturnType<typeof toOverdue>;

/** GET /admin/v2/training/performance-indicators/overdue: one page. */
export async function overduePage(
  ctx: ReportContext,
  f: OverdueFilter,
  page: number,
  pageSize: number,
) {
  const fetch = async (pg: Paging) => {
    const q = overdueSql(ctx, f, pg);
    return (await ctx.db.query<OverdueDbRow>(q.sql, q.params)).rows;
  };
  const paged = await pageOf(fetch, toOverdue, page, pageSize);
  return { ...paged, range: { start: ctx.range.start, end: ctx.range.end } };
}

/** Every overdue person of the filter, in order (the export). */
export async function overdueRows(ctx: ReportContext, f: OverdueFilter) {
  const q = overdueSql(ctx, f);
  return (await ctx.db.query<OverdueDbRow>(q.sql, q.params)).rows.map(toOverdue);
}

export const OVERDUE_CSV = {
  header: ['user', 'position', 'store', 'region', 'course', 'due_at', 'days_overdue', 'started'],
  cells: (i: OverdueItem) => [
    i.person.name,
    i.position.name,
    i.store.name,
    i.region?.name ?? null,
    i.course.name,
    i.due_at,
    i.days_overdue,
    i.started,
  ],
};
