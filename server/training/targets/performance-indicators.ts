import { displayName } from '../../../openapi/rules/display-name';
import { SqlParams } from '../../platform/db/sql';
import { EXPORT_BATCH } from '../../platform/exports/csv-export';
import { num, percent, round1 } from '../../platform/reports/figure';
import { type Paging, pageOf, pagingSql } from '../../platform/reports/paging';
import { peopleAsOfSql } from '../../platform/reports/people-as-of';
import {
  NAME_COLUMNS,
  type PersonColumns,
  personItem,
  personSearchSql,
  regionItem,
} from '../../platform/reports/person-row';
import { registeredPeople } from '../../platform/reports/population';
import { progressAsOfSql } from '../../platform/reports/progress-as-of';
import {
  type RangeBounds,
  type ReportContext,
  rangeBounds,
} from '../../platform/reports/report-context';

// Performance indicators: every content target against what the scope's people of
// its position had reached by the end of the range, and the people overdue on a mandatory
// course (its deadline — registration + due_days — passed by then without the course done).

export type IndicatorSort = 'gap' | '-gap' | 'completion' | '-completion' | 'course' | '-course';
type OverdueSort = 'days_overdue' | '-days_overdue' | 'name' | '-name' | 'course' | '-course';

// A target without people of its position in the scope has no completion (NULL): it is neither
// behind nor ahead, so it comes after the measured ones either way.
const INDICATOR_ORDER: Record<IndicatorSort, string> = {
  gap: 'gap ASC NULLS LAST',
  '-gap': 'gap DESC NULLS LAST',
  completion: 'completion ASC NULLS LAST',
  '-completion': 'completion DESC NULLS LAST',
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
 * CTEs `tg` (the brand's targets on active courses, narrowed by the filter) and `ppl` (the
 * scope's registered people at the end of the range of the targets' positions), with the
 * instant `cutoff` by which a deadline counts as passed: the end of the range, or now when
 * sooner; `personColumns` adds more of each person's columns to `ppl`. Nothing here reads progress: the callers count it per target (`doneOfTarget`).
 */
function targetBaseSql(
  ctx: ReportContext,
  p: SqlParams,
  b: RangeBounds,
  f: TargetScopeFilter,
  personColumns = '',
) {
  const brand = p.add(ctx.scope.filter.brandId);
  const narrow = [
    f.course_id === undefined ? '' : `AND t.course_id = ${p.add(f.course_id)}`,
    f.position_id === undefined ? '' : `AND t.position_id = ${p.add(f.position_id)}`,
  ].join(' ');
  const people = registeredPeople(ctx, p, b.to);
  const cutoff = `least(${b.to}, ${p.add(ctx.now)}::timestamptz)`;
  const ctes = `
    tg AS (
      SELECT t.course_id, t.position_id, t.target, t.due_days, c.name AS course_name,
             c.sort_order, pos.name AS position_name
        FROM course_targets t
        JOIN courses c ON c.id = t.course_id
        JOIN positions pos ON pos.id = t.position_id
       WHERE t.brand_id = ${brand} AND c.type <> 'inactive' ${narrow}
    ),
    ppl AS (
      SELECT p.id, p.position_id, p.registered_at ${personColumns}
        FROM people p
       WHERE ${people} AND p.position_id IN (SELECT position_id FROM tg)
    )`;
  return { ctes, brand, cutoff };
}

/**
 * The progress rows of target `tg`'s course of the people who now hold its position inside the
 * scope and count (registered, not deleted): the columns of migration 010 carry each row's person
 * placement, so this is one index-only range of `course_progress_target_idx` (migration 014) per
 * target, no join to people. `completedOnly`: only the rows completed before the range's end.
 */
function targetRowsSql(
  ctx: ReportContext,
  p: SqlParams,
  b: RangeBounds,
  brand: string,
  columns: string,
  completedOnly: boolean,
): string {
  const { regionId, storeId } = ctx.scope.filter;
  const reach = [
    regionId === null ? '' : `AND cp.person_region_id = ${p.add(regionId)}`,
    storeId === null ? '' : `AND cp.person_store_id = ${p.add(storeId)}`,
  ].join(' ');
  return `SELECT ${columns}
            FROM course_progress cp
           WHERE cp.brand_id = ${brand} AND cp.course_id = tg.course_id
             AND cp.person_position_id = tg.position_id AND cp.person_registered_at IS NOT NULL
             ${reach} ${completedOnly ? `AND cp.completed_at < ${b.to}` : ''}`;
}

/** The person's columns the overdue rows show (`p` in overdueSelectSql). */
const PERSON_COLUMNS = [...NAME_COLUMNS, 'store_id', 'region_id', 'sort_name'];

/** The order when the filter asks for none (the contract's default): most days overdue first. */
const DEFAULT_OVERDUE_SORT: OverdueSort = '-days_overdue';

/** The order by deadline (either way): the order the per-target walk of `byDaysPickedSql` gives. */
type DeadlineSort = 'days_overdue' | '-days_overdue';

const byDeadline = (sort: OverdueSort): sort is DeadlineSort =>
  sort === 'days_overdue' || sort === '-days_overdue';

/** Whether the filter searches people (a blank search does not). */
const searching = (f: OverdueFilter) => personSearchSql(new SqlParams(), f.search) !== null;

/** A person's deadline on a target: registration + due_days (the same expression everywhere). */
const dueAt = (registered: string) => `${registered} + tg.due_days * interval '1 day'`;

/**
 * The registrations whose deadline on target `tg` passed by `cutoff`: registered before this
 * instant. The same as `dueAt(registered) < cutoff` (whole days are exact in the sessions' UTC,
 * pg-db.ts), as a bound an index range can use (people_position_registered_idx, migration 015).
 */
const dueBefore = (cutoff: string) => `${cutoff} - tg.due_days * interval '1 day'`;

function indicatorsSql(
  ctx: ReportContext,
  f: TargetScopeFilter & { sort?: IndicatorSort },
  page?: Paging,
) {
  const p = new SqlParams();
  const b = rangeBounds(ctx, p);
  const { ctes, brand, cutoff } = targetBaseSql(ctx, p, b, f);
  // Per target: its position's people; who of them completed the course by the end of the range
  // (the progress rollup as of that instant, progress-as-of.ts: the same rows, counted where
  // their person is now); and, for a mandatory course, whose deadline passed by the cut-off
  // minus who of those completed (its rows straight from the index, not a join of every person
  // to every progress row).
  const sql = `
    WITH ${ctes},
    -- Counted people per position from migration 018's counts (people-as-of.ts; both instants
    -- the range's end), not by reading every person of the targets' positions.
    per_pos AS (
      SELECT position_id, registered_now AS n
        FROM (${peopleAsOfSql(ctx, p, { now: b.to, prev: b.to }, ['position_id'])}) pp
    ),
    done AS (
      SELECT pr.course_id, pr.position_id, pr.completed_now AS n
        FROM (${progressAsOfSql(ctx, p, { now: b.to }, ['position_id', 'course_id'], true)}) pr
    ),
    due_ppl AS MATERIALIZED (
      SELECT tg.course_id, tg.position_id, d.n
        FROM tg
        CROSS JOIN LATERAL (
          SELECT count(*) AS n FROM people p
           WHERE ${registeredPeople(ctx, p, b.to)} AND p.position_id = tg.position_id
             AND p.registered_at < ${dueBefore(cutoff)}
        ) d
       WHERE tg.due_days IS NOT NULL
    ),
    agg AS (
      SELECT tg.course_id, tg.position_id, coalesce(per_pos.n, 0) AS people,
             coalesce(done.n, 0) AS completed,
             coalesce(due_ppl.n, 0) - coalesce(due_done.n, 0) AS overdue
        FROM tg
        LEFT JOIN per_pos ON per_pos.position_id = tg.position_id
        LEFT JOIN done ON done.course_id = tg.course_id AND done.position_id = tg.position_id
        LEFT JOIN due_ppl ON due_ppl.course_id = tg.course_id
                         AND due_ppl.position_id = tg.position_id
        LEFT JOIN LATERAL (
          ${targetRowsSql(
            ctx,
            p,
            b,
            brand,
            `count(*) AS n`,
            true,
          )} AND tg.due_days IS NOT NULL AND cp.person_registered_at < ${dueBefore(cutoff)}
        ) due_done ON TRUE
    ),
    ind AS (
      SELECT tg.*, agg.people, agg.completed, agg.overdue,
             -- No one of the position in the scope: nothing to measure (NULL), not a 0 %.
             CASE WHEN agg.people > 0
               THEN round(100.0 * agg.completed / agg.people, 1) END AS completion
        FROM tg JOIN agg ON agg.course_id = tg.course_id AND agg.position_id = tg.position_id
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
  // Nobody of the position in the scope could complete the course: no data rather than a 0 %
  // that reads as a result (and a gap and a "not met" derived from it).
  const completion = people > 0 ? percent(completed, people) : null;
  return {
    course: { id: r.course_id, name: r.course_name },
    position: { id: r.position_id, name: r.position_name },
    target,
    due_days: dueDays,
    people,
    completed,
    completion,
    gap: completion === null ? null : round1(completion - target),
    met: completion === null ? null : completion >= target,
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

/** A page's row: ids and instants for the contract's item (toOverdue). */
const pageColumns = (cutoff: string) =>
  `p.id AS person_id, p.first_name, p.last_name, p.email, p.phone, p.employee_number,
   tg.position_id, tg.position_name, p.store_id, s.name AS store_name, p.region_id,
   r.name AS region_name, tg.course_id, tg.course_name, picked.due_at, ${cutoff} AS cutoff,
   picked.started, picked.total`;

/**
 * An exported row: only the CSV's columns, computed as toOverdue does: the deadline as
 * toISOString() writes it (named apart: ORDER BY due_at must still sort by the instant), and the
 * whole days from it to the cut-off, both instants at a Date's millisecond precision, floored.
 */
const exportColumns = (cutoff: string, src: string) =>
  `p.first_name, p.last_name, p.email, p.phone, p.employee_number, tg.position_name,
   s.name AS store_name, r.name AS region_name, tg.course_name,
   to_char(${src}.due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS due_iso,
   floor(extract(epoch FROM date_trunc('milliseconds', ${cutoff})
                            - date_trunc('milliseconds', ${src}.due_at)) / 86400)::int AS days_overdue,
   ${src}.started`;

/** Where an export's next rows start, in its order (the last row sent: its deadline exactly). */
interface OverdueKey {
  /** The deadline as PostgreSQL's text: a Date would drop its microseconds. */
  due: string;
  person: number;
  course: number;
}

/**
 * CTE `picked` of a page by deadline without a search: per mandatory target, its late people
 * (people_position_registered_idx, migration 015) in deadline order — within a target the
 * deadline is the registration plus a constant — that have not completed the course (a probe of
 * their progress row), only as many as the page reaches, then merged in the page's order; the
 * total is the indicators' overdue count (late people minus late completions per target, two
 * index-only counts each). A brand's first page reads a few hundred people instead of joining
 * its ~77,000 late people and courses to their progress and sorting them.
 */
function byDaysPickedSql(
  ctx: ReportContext,
  p: SqlParams,
  b: RangeBounds,
  brand: string,
  cutoff: string,
  sort: DeadlineSort,
  page: Paging,
): string {
  const dir = sort === 'days_overdue' ? 'DESC' : 'ASC';
  const progress = (columns: string, completedOnly: boolean) =>
    targetRowsSql(ctx, p, b, brand, columns, completedOnly);
  const reach = () => registeredPeople(ctx, p, b.to);
  const limit = p.add(page.limit);
  const offset = p.add(page.offset);
  return `
    counts AS (
      SELECT sum(due.n - done.n) AS total
        FROM tg
        CROSS JOIN LATERAL (
          SELECT count(*) AS n FROM people p
           WHERE ${reach()} AND p.position_id = tg.position_id
             AND p.registered_at < ${dueBefore(cutoff)}
        ) due
        CROSS JOIN LATERAL (
          ${progress('count(*) AS n', true)} AND cp.person_registered_at < ${dueBefore(cutoff)}
        ) done
       WHERE tg.due_days IS NOT NULL
    ),
    late AS (
      SELECT tg.course_id, tg.position_id, l.id AS person_id, ${dueAt('l.registered_at')} AS due_at
        FROM tg
        CROSS JOIN LATERAL (
          SELECT p.id, p.registered_at FROM people p
           WHERE ${reach()} AND p.position_id = tg.position_id
             AND p.registered_at < ${dueBefore(cutoff)}
             AND NOT EXISTS (${progress('1', true)} AND cp.person_id = p.id)
           ORDER BY p.registered_at ${dir}, p.id
           LIMIT ${limit}::int + ${offset}::int
        ) l
       WHERE tg.due_days IS NOT NULL
       ORDER BY due_at ${dir}, person_id, course_id
       LIMIT ${limit} OFFSET ${offset}
    ),
    picked AS (
      SELECT late.*,
             EXISTS (${progress('1', false)} AND cp.person_id = late.person_id
                       AND cp.started_at < ${b.to}) AS started,
             (SELECT total FROM counts) AS total
        FROM late
        JOIN tg ON tg.course_id = late.course_id AND tg.position_id = late.position_id
    )`;
}

/**
 * What every overdue statement starts from: its parameters, the range's bounds and the targets'
 * CTEs (`targetBaseSql`). The export's `ppl` carries each person's columns (`carry`: a lookup per
 * row would be tens of thousands of index probes for a brand); a page looks its people up for
 * its rows only.
 */
function overdueBase(ctx: ReportContext, f: TargetScopeFilter, carry: boolean) {
  const p = new SqlParams();
  const b = rangeBounds(ctx, p);
  const columns = carry ? `, ${PERSON_COLUMNS.map((c) => `p.${c}`).join(', ')}` : '';
  return { p, b, ...targetBaseSql(ctx, p, b, f, columns) };
}

type OverdueBase = ReturnType<typeof overdueBase>;

/**
 * The statement every mode ends with: the CTEs, `picking` (which defines `picked`), then the
 * picked rows with their person, target, store and region in the sort's order. The export's
 * `picked` carries its people's columns (`carry`); a page's rows look their person up.
 */
function overdueSelectSql(
  base: OverdueBase,
  picking: string,
  columns: string,
  sort: OverdueSort,
  carry: boolean,
) {
  const src = carry ? 'p' : 'picked';
  const sql = `
    WITH ${base.ctes},
    ${picking}
    SELECT ${columns}
      FROM ${carry ? '(SELECT *, person_id AS id FROM picked) p' : 'picked JOIN people p ON p.id = picked.person_id'}
      JOIN tg ON tg.course_id = ${src}.course_id AND tg.position_id = ${src}.position_id
      JOIN organizations s ON s.id = p.store_id
      LEFT JOIN regions r ON r.id = p.region_id
     ORDER BY ${OVERDUE_ORDER[sort]}, p.id, tg.course_id`;
  return { sql, params: base.p.values };
}

/** The export's rows after a key, in its order by deadline (ties by person, then course). */
function afterKeySql(p: SqlParams, sort: OverdueSort, after?: OverdueKey): string {
  if (after === undefined) return '';
  const due = `${p.add(after.due)}::timestamptz`;
  const rest = `(late.person_id, late.course_id) > (${p.add(after.person)}, ${p.add(after.course)})`;
  const beyond = sort === 'days_overdue' ? '<' : '>';
  return `AND (late.due_at ${beyond} ${due} OR (late.due_at = ${due} AND ${rest}))`;
}

/**
 * CTEs `late`, `prog` and `picked` of a page (`page`) or of the export: the people whose deadline
 * passed (`late`) and their progress rows on the course (`prog`: per mandatory target, its rows
 * from the index, materialised so they are hashed once — inlined, PostgreSQL probed every late
 * person's rows one by one; read through uncorrelated IN / NOT IN, which it hashes, as a join its
 * small estimates made a nested loop over the CTE; the ids are never NULL): overdue unless
 * completed by the end of the range. The person's and course's rows are joined before the page
 * only when it sorts or searches by them; the export neither counts nor sorts before the end.
 */
function lateSql(
  ctx: ReportContext,
  base: OverdueBase,
  f: OverdueFilter,
  page?: Paging,
  after?: OverdueKey,
): string {
  const { p, b, brand, cutoff } = base;
  const sort = f.sort ?? DEFAULT_OVERDUE_SORT;
  const search = personSearchSql(p, f.search);
  const byPerson = search !== null || sort === 'name' || sort === '-name';
  const byCourse = sort === 'course' || sort === '-course';
  const progress = `cp.person_id, cp.completed_at < ${b.to} AS done, cp.started_at < ${b.to} AS started`;
  return `
    late AS (
      SELECT tg.course_id, tg.position_id, ppl.id AS person_id,
             ${dueAt('ppl.registered_at')} AS due_at
             ${page ? '' : `, ${PERSON_COLUMNS.map((c) => `ppl.${c}`).join(', ')}`}
        FROM tg JOIN ppl ON ppl.position_id = tg.position_id
       WHERE tg.due_days IS NOT NULL AND ppl.registered_at < ${dueBefore(cutoff)}
    ),
    prog AS MATERIALIZED (
      SELECT d.person_id, tg.course_id, d.done, d.started
        FROM tg
        CROSS JOIN LATERAL (${targetRowsSql(ctx, p, b, brand, progress, false)}) d
       WHERE tg.due_days IS NOT NULL
    ),
    picked AS (
      SELECT late.*,
             (late.person_id, late.course_id) IN (
               SELECT person_id, course_id FROM prog WHERE prog.started) AS started,
             ${page ? 'count(*) OVER ()' : 'NULL::bigint'} AS total
        FROM late
        ${byCourse ? 'JOIN tg ON tg.course_id = late.course_id AND tg.position_id = late.position_id' : ''}
        ${byPerson ? 'JOIN people p ON p.id = late.person_id' : ''}
       WHERE (late.person_id, late.course_id) NOT IN (
               SELECT person_id, course_id FROM prog WHERE prog.done)
             ${search === null ? '' : `AND ${search}`} ${afterKeySql(p, sort, after)}
       ${page ? `ORDER BY ${OVERDUE_ORDER[sort]}, late.person_id, late.course_id` : ''}
       ${pagingSql((v) => p.add(v), page)}
    )`;
}

/**
 * Rows `page` of the per-target walk by deadline (`byDaysPickedSql`), no search, with the
 * `columns` made from the cut-off.
 */
function overdueWalkSql(
  ctx: ReportContext,
  f: TargetScopeFilter,
  sort: DeadlineSort,
  page: Paging,
  columns: (cutoff: string) => string,
) {
  const base = overdueBase(ctx, f, false);
  const picking = byDaysPickedSql(ctx, base.p, base.b, base.brand, base.cutoff, sort, page);
  return overdueSelectSql(base, picking, columns(base.cutoff), sort, false);
}

/**
 * A page. By deadline at brand level without a search, the per-target walk; otherwise every late
 * person of the filter, sorted, then paged (a region's or store's people are few enough that
 * joining and sorting them beats the walk).
 */
function overduePageSql(ctx: ReportContext, f: OverdueFilter, page: Paging) {
  const sort = f.sort ?? DEFAULT_OVERDUE_SORT;
  const atBrand = ctx.scope.filter.regionId === null && ctx.scope.filter.storeId === null;
  if (byDeadline(sort) && atBrand && !searching(f)) {
    return overdueWalkSql(ctx, f, sort, page, pageColumns);
  }
  const base = overdueBase(ctx, f, false);
  return overdueSelectSql(base, lateSql(ctx, base, f, page), pageColumns(base.cutoff), sort, false);
}

/**
 * The export's first `size` rows, by deadline without a search: the page's walk at any level,
 * with the export's columns and each row's key (`OverdueKey`).
 */
function overdueHeadSql(
  ctx: ReportContext,
  f: TargetScopeFilter,
  sort: DeadlineSort,
  size: number,
) {
  const columns = (cutoff: string) =>
    `${exportColumns(cutoff, 'picked')}, picked.due_at::text AS due_key, p.id AS person_key,
     tg.course_id AS course_key`;
  return overdueWalkSql(ctx, f, sort, { limit: size, offset: 0 }, columns);
}

/** The export: every row of the filter, or, by deadline, those after the key `after`. */
function overdueExportSql(ctx: ReportContext, f: OverdueFilter, after?: OverdueKey) {
  const base = overdueBase(ctx, f, true);
  const picking = lateSql(ctx, base, f, undefined, after);
  const sort = f.sort ?? DEFAULT_OVERDUE_SORT;
  return overdueSelectSql(base, picking, exportColumns(base.cutoff, 'p'), sort, true);
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

/** GET /admin/v2/training/performance-indicators/overdue: one page. */
export async function overduePage(
  ctx: ReportContext,
  f: OverdueFilter,
  page: number,
  pageSize: number,
) {
  const fetch = async (pg: Paging) => {
    const q = overduePageSql(ctx, f, pg);
    return (await ctx.db.query<OverdueDbRow>(q.sql, q.params)).rows;
  };
  const paged = await pageOf(fetch, toOverdue, page, pageSize);
  return { ...paged, range: { start: ctx.range.start, end: ctx.range.end } };
}

/** One exported overdue person and course (`exportColumns`). */
interface OverdueExportRow extends Omit<PersonColumns, 'person_id'> {
  position_name: string;
  store_name: string;
  region_name: string | null;
  course_name: string;
  due_iso: string;
  days_overdue: number;
  started: boolean;
}

/** An export's first row: its columns and its key (`OverdueKey`). */
interface OverdueHeadRow extends OverdueExportRow {
  due_key: string;
  person_key: number;
  course_key: number;
}

/**
 * Every overdue person of the filter, in order, in batches as the database sends them (the
 * export: ~57,000 rows for a brand's month on the large seed), only the CSV's columns.
 *
 * In order of deadline without a search, the first batch is read as a page is (per target, its
 * late people in deadline order, only as many as the batch needs), so the download starts
 * before every late person has been sorted (the whole file takes a little longer, its first row
 * arrives much sooner); the rest follows in one statement after the first batch's last key. The two
 * statements see the database a few milliseconds apart: the split cannot send a row twice or
 * skip one (the key is the order itself); a completion in between shows in the rest only.
 * PGlite runs a statement in the server's own thread, so the first batch could not leave before
 * the rest had been read: there the export stays one statement.
 */
export async function* overdueBatches(
  ctx: ReportContext,
  f: OverdueFilter,
  /** Rows read the page's way first (a test makes it small to split a small data set). */
  headSize = EXPORT_BATCH,
) {
  const sort = f.sort ?? DEFAULT_OVERDUE_SORT;
  if (ctx.db.engine !== 'postgres' || !byDeadline(sort) || searching(f)) {
    const q = overdueExportSql(ctx, f);
    yield* ctx.db.batches<OverdueExportRow>(q.sql, q.params, EXPORT_BATCH);
    return;
  }
  const head = overdueHeadSql(ctx, f, sort, headSize);
  const { rows } = await ctx.db.query<OverdueHeadRow>(head.sql, head.params);
  yield rows;
  const last = rows.at(-1);
  if (last === undefined || rows.length < headSize) return;
  const after = { due: last.due_key, person: last.person_key, course: last.course_key };
  const rest = overdueExportSql(ctx, f, after);
  yield* ctx.db.batches<OverdueExportRow>(rest.sql, rest.params, EXPORT_BATCH);
}

export const OVERDUE_EXPORT_CSV = {
  header: ['user', 'position', 'store', 'region', 'course', 'due_at', 'days_overdue', 'started'],
  cells: (r: OverdueExportRow) => [
    displayName({
      fullName: `${r.first_name} ${r.last_name}`.trim(),
      email: r.email,
      phone: r.phone,
      enrollment: r.employee_number,
    }),
    r.position_name,
    r.store_name,
    r.region_name,
    r.course_name,
    r.due_iso,
    r.days_overdue,
    r.started,
  ],
};
