import { displayName } from '../../openapi/rules/display-name';
import type { operations } from '../../openapi/schema';
import { reachCondition, type Scope } from '../platform/auth/scope';
import type { Db } from '../platform/db/db';
import { SqlParams } from '../platform/db/sql';
import { notFound } from '../platform/http/api-failure';

// One SELECT, one mapper and one filter builder for people, so the list, the export, the single
// reads and the writes agree on what a person looks like and on who is in a scope.

/**
 * A person's columns with the names of their brand, region, store and position, read from
 * `people p` alone: each name is a scalar subquery by its key, not a join. A page of the list is
 * ~50 rows, so the lookups cost less than the planner's search for a join order over six
 * relations, which it makes again on every call (the list's most frequent statement).
 */
export const PERSON_COLUMNS = `
  p.id, p.first_name, p.last_name, p.email, p.phone, p.calling_code, p.country, p.gender,
  p.employee_number, p.national_id, p.tax_id, p.birth_date, p.status, p.created_at,
  p.last_activity_at, p.deleted_at, p.brand_id,
  (SELECT b.name FROM organizations b WHERE b.id = p.brand_id) AS brand_name, p.region_id,
  (SELECT r.name FROM regions r WHERE r.id = p.region_id) AS region_name, p.store_id,
  (SELECT s.name FROM organizations s WHERE s.id = p.store_id) AS store_name, p.position_id,
  (SELECT pos.name FROM positions pos WHERE pos.id = p.position_id) AS position_name`;

/**
 * The joins for the same names when every row of a brand is read (the export): hash joins there,
 * where a lookup per row would be repeated hundreds of thousands of times.
 */
export const PERSON_JOINS = `
  JOIN organizations b ON b.id = p.brand_id
  JOIN organizations s ON s.id = p.store_id
  LEFT JOIN regions r ON r.id = p.region_id
  LEFT JOIN positions pos ON pos.id = p.position_id`;

type PersonStatus = 'preregistered' | 'registeredWNAct' | 'registered' | 'active';

export interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  calling_code: string;
  country: string;
  gender: 'male' | 'female' | 'other' | null;
  employee_number: string | null;
  national_id: string | null;
  tax_id: string | null;
  birth_date: string | null;
  status: PersonStatus;
  created_at: Date;
  last_activity_at: Date | null;
  deleted_at: Date | null;
  brand_id: number;
  brand_name: string;
  region_id: number | null;
  region_name: string | null;
  store_id: number;
  store_name: string;
  position_id: number | null;
  position_name: string | null;
}

const ref = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

/** Maps a row to the contract's Person. */
export function toPerson(r: PersonRow) {
  const fullName = `${r.first_name} ${r.last_name}`.trim();
  return {
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    fullName,
    displayName: displayName({
      fullName,
      email: r.email,
      phone: r.phone,
      enrollment: r.employee_number,
    }),
    email: r.email,
    phone: r.phone,
    calling_code: r.calling_code,
    country: r.country,
    gender: r.gender,
    employee_number: r.employee_number,
    enrollment: r.employee_number,
    national_id: r.national_id,
    tax_id: r.tax_id,
    birth_date: r.birth_date,
    position: ref(r.position_id, r.position_name),
    store: ref(r.store_id, r.store_name),
    region: ref(r.region_id, r.region_name),
    brand: ref(r.brand_id, r.brand_name),
    status: r.status,
    created_at: new Date(r.created_at).toISOString(),
    last_activity_at:
      r.last_activity_at === null ? null : new Date(r.last_activity_at).toISOString(),
    deleted: r.deleted_at !== null,
  };
}

/** The domain's own reach (not the scope filter): every single record is checked against it. */
export const domainReach = (s: Scope) => ({
  brandId: s.brandId,
  regionId: s.regionId,
  storeId: s.storeId,
});

/** Loads one person inside the domain's reach; 404 (never the data) when outside or missing. */
export async function loadPerson(
  db: Db,
  scope: Scope,
  id: number,
  options: { includeDeleted?: boolean; forUpdate?: boolean } = {},
): Promise<PersonRow> {
  const p = new SqlParams();
  const { rows } = await db.query<PersonRow>(
    `SELECT ${PERSON_COLUMNS} FROM people p
      WHERE p.id = ${p.add(id)} AND ${reachCondition(domainReach(scope), 'p', p)}
        ${options.includeDeleted ? '' : 'AND p.deleted_at IS NULL'}
        ${options.forUpdate ? 'FOR UPDATE OF p' : ''}`,
    p.values,
  );
  const row = rows[0];
  if (!row) throw notFound('Person');
  return row;
}

type ListQuery = operations['listPeople']['parameters']['query'];

/** The `sort` parameter: a column, descending when prefixed with '-'. */
export type PeopleSortParam = NonNullable<ListQuery['sort']>;

type PeopleSort = Exclude<PeopleSortParam, `-${string}`>;

/**
 * Sort keys as non-null SQL expressions (a missing value sorts as the smallest), so a keyset
 * `(key, id) > (…)` pages through them exactly. `cast` is how a key read back as text is compared.
 */
const SORT_KEYS: Record<PeopleSort, { expr: string; cast: string; needsStore: boolean }> = {
  name: { expr: 'p.sort_name', cast: 'text', needsStore: false },
  email: { expr: `coalesce(lower(p.email), '')`, cast: 'text', needsStore: false },
  created_at: { expr: 'p.created_at', cast: 'timestamptz', needsStore: false },
  last_activity_at: {
    expr: `coalesce(p.last_activity_at, '-infinity'::timestamptz)`,
    cast: 'timestamptz',
    needsStore: false,
  },
  employee_number: { expr: `coalesce(p.employee_number, '')`, cast: 'text', needsStore: false },
  store: { expr: 'lower(s.name)', cast: 'text', needsStore: true },
  // The life cycle's order, not the alphabet's.
  status: {
    expr: `array_position(ARRAY['preregistered','registeredWNAct','registered','active']::text[], p.status)`,
    cast: 'integer',
    needsStore: false,
  },
};

export interface SortPlan {
  key: string;
  cast: string;
  desc: boolean;
  /** FROM clause for the filtered rows (people p, plus the store when sorting by it). */
  from: string;
  /** The store's join when the sort reads it (`s`), else '': what a query ordering by it adds. */
  storeJoin: string;
  /** ORDER BY: the key, then id in the same direction (stable pages, exact keysets). */
  orderBy: string;
}

/** Newest first unless asked otherwise. */
const DEFAULT_SORT: PeopleSortParam = '-created_at';

const isSortColumn = (name: string): name is PeopleSort => Object.hasOwn(SORT_KEYS, name);

export function sortPlan(sort: PeopleSortParam | undefined): SortPlan {
  const raw = sort ?? DEFAULT_SORT;
  const desc = raw.startsWith('-');
  const name = desc ? raw.slice(1) : raw;
  const k = isSortColumn(name) ? SORT_KEYS[name] : SORT_KEYS.created_at;
  const dir = desc ? 'DESC' : 'ASC';
  const storeJoin = k.needsStore ? 'JOIN organizations s ON s.id = p.store_id' : '';
  return {
    key: k.expr,
    cast: k.cast,
    desc,
    from: `people p ${storeJoin}`.trim(),
    storeJoin,
    orderBy: `${k.expr} ${dir}, p.id ${dir}`,
  };
}
