import type { components } from '../../openapi/schema';
import type { Scope } from '../platform/auth/scope';
import type { SqlParams } from '../platform/db/sql';
import { ApiFailure, forbidden } from '../platform/http/api-failure';
import { addDays, dayStartSql, reportRange } from '../platform/reports/range';

/** The filter the list and its export share (the contract's parameters of both). */
export interface ActivityFilterQuery {
  start?: string;
  end?: string;
  search?: string;
  action?: components['schemas']['ActivityAction'];
  actor_id?: number;
  sort?: 'created_at' | '-created_at' | 'action' | '-action' | 'actor' | '-actor';
}

// A target id is text (a setting's key is one); only digits name a row.
const TARGET_ROW = `CASE WHEN l.target_id ~ '^[0-9]{1,9}$' THEN l.target_id::int END`;

/**
 * The entries and what names their actor and target: a person (soft-deleted people keep their
 * row, so their name), a brand or store, a region, a course, an integration key (a key load
 * names the key it came with), or a domain: the name the console recorded when switching to it
 * (a super administrator's domain is one record for every organisation), else its own.
 */
export const ACTIVITY_FROM = `activity_log l
  LEFT JOIN admins a ON a.id = l.admin_id
  LEFT JOIN people tp ON l.target_type = 'person' AND tp.id = ${TARGET_ROW}
  LEFT JOIN organizations tog ON l.target_type IN ('brand', 'store') AND tog.id = ${TARGET_ROW}
  LEFT JOIN regions tr ON l.target_type = 'region' AND tr.id = ${TARGET_ROW}
  LEFT JOIN courses tc ON l.target_type = 'course' AND tc.id = ${TARGET_ROW}
  LEFT JOIN integration_keys tk ON l.target_type = 'integration_key' AND tk.id = ${TARGET_ROW}
    AND tk.brand_id = l.brand_id
  LEFT JOIN admin_domains td ON l.target_type = 'domain' AND td.id = ${TARGET_ROW}
  LEFT JOIN organizations tdo ON tdo.id = td.organization_id`;

const TARGET_NAME = `CASE l.target_type
    WHEN 'person' THEN nullif(trim(tp.first_name || ' ' || tp.last_name), '')
    WHEN 'region' THEN tr.name
    WHEN 'course' THEN tc.name
    WHEN 'integration_key' THEN tk.name
    WHEN 'domain' THEN coalesce(nullif(l.details->>'name', ''), tdo.name)
    ELSE tog.name END`;

/** The actor's name as the log shows it: first and last name, else the e-mail. */
export const ACTOR_NAME = `coalesce(nullif(trim(coalesce(a.first_name, '') || ' ' ||
    coalesce(a.last_name, '')), ''), a.email, '')`;

/** The columns every reader of an entry selects. */
export const ENTRY_COLUMNS = `l.id, l.action, l.admin_id, a.email AS admin_email,
    a.first_name AS admin_first_name, a.last_name AS admin_last_name, l.security_id,
    l.target_type, l.target_id, ${TARGET_NAME} AS target_name, l.details, l.created_at`;

/** One entry as ENTRY_COLUMNS read it. */
export interface EntryRow {
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

/** The admin an entry names, as the contract's ActivityActor. */
export function actorOf(r: EntryRow): components['schemas']['ActivityActor'] | null {
  if (r.admin_id === null) return null;
  return {
    id: r.admin_id,
    email: r.admin_email ?? '',
    name: `${r.admin_first_name ?? ''} ${r.admin_last_name ?? ''}`.trim(),
  };
}

// Sort columns by the contract's enum; ties newest first, then by id, so pages never overlap.
const ORDER: Record<string, string> = {
  created_at: 'l.created_at',
  action: 'l.action',
  actor: `lower(${ACTOR_NAME})`,
};

/** ORDER BY of a validated sort (default newest first). */
export function activityOrder(sort: ActivityFilterQuery['sort']): string {
  const key = sort ?? '-created_at';
  const desc = key.startsWith('-');
  const column = ORDER[desc ? key.slice(1) : key] ?? ORDER.created_at;
  const dir = desc ? 'DESC' : 'ASC';
  return column === ORDER.created_at
    ? `l.created_at ${dir}, l.id ${dir}`
    : `${column} ${dir}, l.created_at DESC, l.id DESC`;
}

/**
 * The reach of the scope filter: entries made in a domain inside the region or store, or whose
 * target lies in it (a person of it, the store itself, a store of the region, the region).
 */
function reachSql(filter: Scope['filter'], brand: string, p: SqlParams): string | null {
  if (filter.level === 'store' && filter.storeId !== null) {
    const s = p.add(filter.storeId);
    return `(l.security_id IN (
        SELECT d.id FROM admin_domains d JOIN organizations o ON o.id = d.organization_id
         WHERE d.brand_id = ${brand} AND o.kind = 'store' AND d.organization_id = ${s})
      OR tp.store_id = ${s} OR (tog.kind = 'store' AND tog.id = ${s}))`;
  }
  if (filter.level === 'region' && filter.regionId !== null) {
    const r = p.add(filter.regionId);
    return `(l.security_id IN (
        SELECT d.id FROM admin_domains d JOIN organizations o ON o.id = d.organization_id
         WHERE d.brand_id = ${brand} AND (d.brand_store_group_id = ${r} OR o.region_id = ${r}))
      OR tp.region_id = ${r} OR (tog.kind = 'store' AND tog.region_id = ${r}) OR tr.id = ${r})`;
  }
  return null;
}

/** start and end come together; the range is whole days in the caller's time zone. */
function dateSql(query: ActivityFilterQuery, timeZone: string, p: SqlParams): string | null {
  if (query.start === undefined && query.end === undefined) return null;
  if (query.start === undefined || query.end === undefined) {
    const field = query.start === undefined ? 'start' : 'end';
    throw new ApiFailure(400, 'validation', 'start and end must be given together', { field });
  }
  const range = reportRange(query.start, query.end);
  const zone = p.add(timeZone);
  const from = p.add(range.start);
  const to = p.add(addDays(range.end, 1));
  return `l.created_at >= ${dayStartSql(from, zone)} AND l.created_at < ${dayStartSql(to, zone)}`;
}

/**
 * WHERE of the log under the scope and a filter (SPEC §6: hidden from store admins, so they get
 * 403): the scope's brand, narrowed to the scope filter's region or store (a regional admin's
 * own region is their unfiltered reach), a date range, a search (a case-insensitive substring of
 * the action, the target's id or name or the actor's e-mail), an action and an actor.
 * `withActor: false` leaves the actor out (the actor filter's own options).
 */
export function activityWhere(
  scope: Scope,
  query: ActivityFilterQuery,
  timeZone: string,
  p: SqlParams,
  { withActor = true } = {},
): string {
  if (scope.role === 'storeAdmin') {
    throw forbidden('The activity log is not available to store admins');
  }
  const brand = p.add(scope.brandId);
  const parts = [`l.brand_id = ${brand}`];
  const reach = reachSql(scope.filter, brand, p);
  if (reach) parts.push(reach);
  const dates = dateSql(query, timeZone, p);
  if (dates) parts.push(dates);
  const search = query.search?.trim().toLowerCase() ?? '';
  if (search !== '') {
    const s = p.add(`%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    parts.push(`(lower(l.action) LIKE ${s} OR lower(coalesce(l.target_type, '')) LIKE ${s}
                 OR lower(coalesce(l.target_id, '')) LIKE ${s} OR lower(coalesce(a.email, '')) LIKE ${s}
                 OR lower(coalesce(${TARGET_NAME}, '')) LIKE ${s})`);
  }
  if (query.action !== undefined) parts.push(`l.action = ${p.add(query.action)}`);
  if (withActor && query.actor_id !== undefined) {
    parts.push(`l.admin_id = ${p.add(query.actor_id)}`);
  }
  return parts.join(' AND ');
}
