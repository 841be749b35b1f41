import { resolveScope, type Scope } from '../auth/scope';
import { ApiFailure, forbidden } from '../http/api-failure';
import { type OperationHandler, type Routes, reply, route } from '../http/operation';
import { addDays, dayStartSql, reportRange } from '../reports/range';

interface EntryRow {
  id: number;
  action: string;
  admin_id: number | null;
  admin_email: string | null;
  admin_first_name: string | null;
  admin_last_name: string | null;
  security_id: number | null;
  target_type: string | null;
  target_id: string | null;
  target_name: string | null;
  details: Record<string, unknown>;
  created_at: Date;
}

// A target id is text (a setting's key is one); only digits name a row.
const TARGET_ROW = `CASE WHEN l.target_id ~ '^[0-9]{1,9}$' THEN l.target_id::int END`;

// The target's name beside its id: a person (soft-deleted people keep their row, so their
// name), a brand or store, a region, or a domain: the name the console recorded when switching
// to it (a super administrator's domain is one record for every organisation), else its own.
const FROM = `activity_log l
  LEFT JOIN admins a ON a.id = l.admin_id
  LEFT JOIN people tp ON l.target_type = 'person' AND tp.id = ${TARGET_ROW}
  LEFT JOIN organizations tog ON l.target_type IN ('brand', 'store') AND tog.id = ${TARGET_ROW}
  LEFT JOIN regions tr ON l.target_type = 'region' AND tr.id = ${TARGET_ROW}
  LEFT JOIN admin_domains td ON l.target_type = 'domain' AND td.id = ${TARGET_ROW}
  LEFT JOIN organizations tdo ON tdo.id = td.organization_id`;

const TARGET_NAME = `CASE l.target_type
    WHEN 'person' THEN nullif(trim(tp.first_name || ' ' || tp.last_name), '')
    WHEN 'region' THEN tr.name
    WHEN 'domain' THEN coalesce(nullif(l.details->>'name', ''), tdo.name)
    ELSE tog.name END`;

/**
 * The reach of the scope filter: entries made in a domain inside the region or store, or whose
 * target lies in it (a person of it, the store itself, a store of the region, the region).
 */
function reachSql(filter: Scope['filter'], params: unknown[]): string | null {
  if (filter.level === 'store' && filter.storeId !== null) {
    params.push(filter.storeId);
    const s = `$${params.length}`;
    return `(l.security_id IN (
        SELECT d.id FROM admin_domains d JOIN organizations o ON o.id = d.organization_id
         WHERE d.brand_id = $1 AND o.kind = 'store' AND d.organization_id = ${s})
      OR tp.store_id = ${s} OR (tog.kind = 'store' AND tog.id = ${s}))`;
  }
  if (filter.level === 'region' && filter.regionId !== null) {
    params.push(filter.regionId);
    const r = `$${params.length}`;
    return `(l.security_id IN (
        SELECT d.id FROM admin_domains d JOIN organizations o ON o.id = d.organization_id
         WHERE d.brand_id = $1 AND (d.brand_store_group_id = ${r} OR o.region_id = ${r}))
      OR tp.region_id = ${r} OR (tog.kind = 'store' AND tog.region_id = ${r}) OR tr.id = ${r})`;
  }
  return null;
}

/** start and end come together; the range is whole days in the caller's time zone. */
function dateSql(
  query: { start?: string; end?: string },
  timeZone: string,
  params: unknown[],
): string | null {
  if (query.start === undefined && query.end === undefined) return null;
  if (query.start === undefined || query.end === undefined) {
    const field = query.start === undefined ? 'start' : 'end';
    throw new ApiFailure(400, 'validation', 'start and end must be given together', { field });
  }
  const range = reportRange(query.start, query.end);
  params.push(timeZone, range.start, addDays(range.end, 1));
  const n = params.length;
  return `l.created_at >= ${dayStartSql(`$${n - 1}`, `$${n - 2}`)}
      AND l.created_at < ${dayStartSql(`$${n}`, `$${n - 2}`)}`;
}

/**
 * GET /admin/v2/activity-log (SPEC §6: hidden from store admins, so they get 403). Entries of
 * the scope's brand, narrowed to the scope filter's region or store (a regional admin's own
 * region is their unfiltered reach) and to a date range. Search is a case-insensitive substring
 * of the action, the target (its id or name) or the actor's e-mail.
 */
const listActivityLog: OperationHandler<'listActivityLog'> = async (c, { query }) => {
  const { db } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  if (scope.role === 'storeAdmin')
    throw forbidden('The activity log is not available to store admins');
  const params: unknown[] = [scope.brandId];
  const parts = ['l.brand_id = $1'];
  const reach = reachSql(scope.filter, params);
  if (reach) parts.push(reach);
  const dates = dateSql(query, c.var.admin.timezone, params);
  if (dates) parts.push(dates);
  const search = query.search?.trim().toLowerCase() ?? '';
  if (search !== '') {
    params.push(`%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    const p = `$${params.length}`;
    parts.push(`(lower(l.action) LIKE ${p} OR lower(coalesce(l.target_type, '')) LIKE ${p}
                   OR lower(coalesce(l.target_id, '')) LIKE ${p} OR lower(coalesce(a.email, '')) LIKE ${p}
                   OR lower(coalesce(${TARGET_NAME}, '')) LIKE ${p})`);
  }
  const { page, page_size: pageSize } = query;
  const where = parts.join(' AND ');
  const n = params.length;
  const [items, count] = await Promise.all([
    db.query<EntryRow>(
      `SELECT l.id, l.action, l.admin_id, a.email AS admin_email, a.first_name AS admin_first_name,
                a.last_name AS admin_last_name, l.security_id, l.target_type, l.target_id,
                ${TARGET_NAME} AS target_name, l.details, l.created_at
           FROM ${FROM}
          WHERE ${where}
          ORDER BY l.created_at DESC, l.id DESC
          LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total
           FROM ${FROM} WHERE ${where}`,
      params,
    ),
  ]);
  return reply(c, {
    items: items.rows.map((r) => ({
      id: Number(r.id),
      action: r.action,
      actor:
        r.admin_id === null
          ? null
          : {
              id: r.admin_id,
              email: r.admin_email ?? '',
              name: `${r.admin_first_name ?? ''} ${r.admin_last_name ?? ''}`.trim(),
            },
      domain: r.security_id,
      target_type: r.target_type,
      target_id: r.target_id,
      target_name: r.target_name,
      details: r.details,
      created_at: new Date(r.created_at).toISOString(),
    })),
    total: count.rows[0]?.total ?? 0,
    page,
    page_size: pageSize,
  });
};

/** GET /admin/v2/activity-log. */
export function activityLogRoutes(routes: Routes): void {
  route(routes, 'listActivityLog', listActivityLog);
}
