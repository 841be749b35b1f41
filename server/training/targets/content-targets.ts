import type { Scope } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/db';
import { likePattern, SqlParams } from '../../platform/db/sql';
import { forbidden, notFound } from '../../platform/http/api-failure';
import { num } from '../../platform/reports/figure';
import { type Paging, pageOf, pagingSql } from '../../platform/reports/paging';

// Content targets: per active course and position it is for, the share of that
// position's people who should have completed it and, for a mandatory course, within how many
// days of registering. Brand-level administrators set them; everyone in the brand reads them.

type TargetSort = 'course' | '-course' | 'position' | '-position' | 'target' | '-target';

const ORDER: Record<TargetSort, string> = {
  course: 'c.sort_order ASC, lower(c.name) ASC, lower(pos.name) ASC',
  '-course': 'c.sort_order DESC, lower(c.name) DESC, lower(pos.name) ASC',
  position: 'lower(pos.name) ASC, c.sort_order ASC',
  '-position': 'lower(pos.name) DESC, c.sort_order ASC',
  target: 't.target ASC NULLS FIRST, c.sort_order ASC',
  '-target': 't.target DESC NULLS LAST, c.sort_order ASC',
};

export interface TargetFilter {
  search?: string;
  course_id?: number;
  position_id?: number;
  set?: 'with' | 'without';
  /** Default `course`. */
  sort?: TargetSort;
}

interface TargetDbRow {
  course_id: number;
  course_name: string;
  type: 'serial' | 'open' | 'inactive';
  position_id: number;
  position_name: string;
  target: number | null;
  due_days: number | null;
  updated_at: Date | null;
  updated_by: string | null;
  total?: unknown;
}

/**
 * The (course, position) pairs of a brand a target may be set on: active courses and the
 * positions they are for (a course targeting none is for all). Aliases c, pos, t.
 */
function targetPairsSql(brand: string): string {
  return `
    FROM courses c
    JOIN positions pos ON pos.brand_id = c.brand_id
    LEFT JOIN course_targets t ON t.course_id = c.id AND t.position_id = pos.id
    LEFT JOIN admins adm ON adm.id = t.updated_by
   WHERE c.brand_id = ${brand} AND c.type <> 'inactive'
     AND (NOT EXISTS (SELECT 1 FROM course_positions cp WHERE cp.course_id = c.id)
       OR EXISTS (SELECT 1 FROM course_positions cp
                   WHERE cp.course_id = c.id AND cp.position_id = pos.id))`;
}

const COLUMNS = `c.id AS course_id, c.name AS course_name, c.type, pos.id AS position_id,
  pos.name AS position_name, t.target, t.due_days, t.updated_at,
  nullif(trim(adm.first_name || ' ' || adm.last_name), '') AS updated_by`;

function listSql(brandId: number, f: TargetFilter, page?: Paging) {
  const p = new SqlParams();
  const parts: string[] = [];
  if (f.course_id !== undefined) parts.push(`c.id = ${p.add(f.course_id)}`);
  if (f.position_id !== undefined) parts.push(`pos.id = ${p.add(f.position_id)}`);
  if (f.set === 'with') parts.push('t.target IS NOT NULL');
  if (f.set === 'without') parts.push('t.target IS NULL');
  const search = f.search?.trim().toLowerCase() ?? '';
  if (search !== '') {
    parts.push(`search_fold(lower(c.name)) LIKE search_fold(${p.add(likePattern(search))}::text)`);
  }
  const brand = p.add(brandId);
  const sql = `
    SELECT ${COLUMNS}, count(*) OVER () AS total
      ${targetPairsSql(brand)} ${parts.map((x) => `AND ${x}`).join(' ')}
     ORDER BY ${ORDER[f.sort ?? 'course']}, c.id, pos.id
     ${pagingSql((v) => p.add(v), page)}`;
  return { sql, params: p.values };
}

function toItem(r: TargetDbRow) {
  return {
    course: { id: r.course_id, name: r.course_name },
    type: r.type,
    position: { id: r.position_id, name: r.position_name },
    target: num(r.target),
    due_days: num(r.due_days),
    updated_at: r.updated_at?.toISOString() ?? null,
    updated_by: r.updated_by,
  };
}

export type TargetItem = ReturnType<typeof toItem>;

/** Brand-level and super administrators set targets; the others read them. */
const canEditTargets = (scope: Scope) => scope.role === 'superAdmin' || scope.role === 'brandAdmin';

/** GET /admin/v2/training/content-targets: one page. */
export async function contentTargetsPage(
  db: Db,
  scope: Scope,
  f: TargetFilter,
  page: number,
  pageSize: number,
) {
  const fetch = async (pg: Paging) => {
    const q = listSql(scope.brandId, f, pg);
    return (await db.query<TargetDbRow & { total: unknown }>(q.sql, q.params)).rows;
  };
  const paged = await pageOf(fetch, toItem, page, pageSize);
  return { ...paged, can_edit: canEditTargets(scope) };
}

/** Every row of the filter, in order (the export). */
export async function contentTargetRows(db: Db, scope: Scope, f: TargetFilter) {
  const q = listSql(scope.brandId, f);
  return (await db.query<TargetDbRow>(q.sql, q.params)).rows.map(toItem);
}

async function pairRow(db: Db, brandId: number, courseId: number, positionId: number) {
  const { rows } = await db.query<TargetDbRow>(
    `SELECT ${COLUMNS} ${targetPairsSql('$1')} AND c.id = $2 AND pos.id = $3`,
    [brandId, courseId, positionId],
  );
  const row = rows[0];
  if (!row) throw notFound(`Course ${courseId} for position ${positionId}`);
  return row;
}

/** PUT: sets (or replaces) the target of a pair of the brand. */
export async function setContentTarget(
  db: Db,
  scope: Scope,
  adminId: number,
  courseId: number,
  positionId: number,
  body: { target: number; due_days?: number | null },
  at: Date,
) {
  if (!canEditTargets(scope)) throw forbidden('Only brand administrators set content targets');
  await pairRow(db, scope.brandId, courseId, positionId);
  await db.query(
    `INSERT INTO course_targets (brand_id, course_id, position_id, target, due_days, updated_at,
       updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (course_id, position_id) DO UPDATE SET target = EXCLUDED.target,
       due_days = EXCLUDED.due_days, updated_at = EXCLUDED.updated_at,
       updated_by = EXCLUDED.updated_by`,
    [scope.brandId, courseId, positionId, body.target, body.due_days ?? null, at, adminId],
  );
  return toItem(await pairRow(db, scope.brandId, courseId, positionId));
}

/** DELETE: removes the target of a pair of the brand (nothing to remove is not an error). */
export async function deleteContentTarget(
  db: Db,
  scope: Scope,
  courseId: number,
  positionId: number,
) {
  if (!canEditTargets(scope)) throw forbidden('Only brand administrators set content targets');
  await pairRow(db, scope.brandId, courseId, positionId);
  await db.query('DELETE FROM course_targets WHERE course_id = $1 AND position_id = $2', [
    courseId,
    positionId,
  ]);
  return toItem(await pairRow(db, scope.brandId, courseId, positionId));
}

export const TARGETS_CSV = {
  header: ['course', 'type', 'position', 'target', 'due_days', 'updated_at', 'updated_by'],
  cells: (i: TargetItem) => [
    i.course.name,
    i.type,
    i.position.name,
    i.target,
    i.due_days,
    i.updated_at,
    i.updated_by,
  ],
};
