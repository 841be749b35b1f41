import { displayName } from '../../openapi/rules/display-name';
import type { components, operations } from '../../openapi/schema';
import { reachCondition, type Scope } from '../platform/auth/scope';
import type { Db } from '../platform/db/db';
import { likePattern, SqlParams } from '../platform/db/sql';
import { notFound } from '../platform/http/api-failure';

// One SELECT, one mapper and one filter builder for people, so the list, the export, the single
// reads and the writes agree on what a person looks like and on who is in a scope.

export const PERSON_COLUMNS = `
  p.id, p.first_name, p.last_name, p.email, p.phone, p.calling_code, p.country, p.gender,
  p.employee_number, p.national_id, p.tax_id, p.birth_date, p.status, p.created_at,
  p.last_activity_at, p.deleted_at, p.brand_id, b.name AS brand_name, p.region_id,
  r.name AS region_name, p.store_id, s.name AS store_name, p.position_id,
  pos.name AS position_name`;

/** The joins PERSON_COLUMNS needs, after `FROM people p` (or a page of it aliased p). */
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
    `SELECT ${PERSON_COLUMNS} FROM people p ${PERSON_JOINS}
      WHERE p.id = ${p.add(id)} AND ${reachCondition(domainReach(scope), 'p', p)}
        ${options.includeDeleted ? '' : 'AND p.deleted_at IS NULL'}
        ${options.forUpdate ? 'FOR UPDATE OF p' : ''}`,
    p.values,
  );
  const row = rows[0];
  if (!row) throw notFound('Person');
  return row;
}

type StatusFilter = components['schemas']['StatusFilter'];

/**
 * SPEC §4 lists four stored statuses but only four filter options. Each option matches exactly
 * the stored status of the same name; `all` matches every status. `registered` (registration
 * complete, first exam done, no topic yet) has no option of its own, so it is listed under
 * `all` only: folding it into `registeredWNAct` ("without activity") or `active` would be false.
 */
const STATUS_FILTER: Record<StatusFilter, readonly PersonStatus[] | null> = {
  all: null,
  preregistered: ['preregistered'],
  registeredWNAct: ['registeredWNAct'],
  active: ['active'],
};

type TimeInProduct = components['schemas']['TimeInProduct'];

/** Months since created_at as [newer than now − from, at or older than now − to] bounds. */
const TIME_IN_PRODUCT: Record<
  TimeInProduct,
  { olderThan: number | null; newerThan: number | null }
> = {
  lt1: { olderThan: null, newerThan: 1 },
  '1to3': { olderThan: 1, newerThan: 3 },
  '3to6': { olderThan: 3, newerThan: 6 },
  gt6: { olderThan: 6, newerThan: null },
};

type ListQuery = operations['listPeople']['parameters']['query'];

/** The filters the list and the export share (their query parameters of the same names). */
export type PeopleQuery = Pick<ListQuery, 'search' | 'position_id' | 'status' | 'time_in_product'>;

/** The WHERE clause of the list and the export (scope filter + filters), its values in `p`. */
export function peopleWhere(scope: Scope, q: PeopleQuery, now: Date, p: SqlParams): string {
  const parts = [reachCondition(scope.filter, 'p', p), 'p.deleted_at IS NULL'];
  const add = (value: unknown) => p.add(value);
  // search_text is kept by a trigger (migration 002): the lower-cased name, e-mail, phone and
  // employee number plus their accent-folded form, so the typed and the folded query both hit.
  const search = q.search?.trim().toLowerCase() ?? '';
  if (search !== '') {
    const pattern = add(likePattern(search));
    parts.push(
      `(p.search_text LIKE ${pattern} OR p.search_text LIKE search_fold(${pattern}::text))`,
    );
  }
  if (q.position_id !== undefined) parts.push(`p.position_id = ${add(q.position_id)}`);
  const statuses = STATUS_FILTER[q.status ?? 'all'];
  if (statuses) parts.push(`p.status = ANY(${add(statuses)}::text[])`);
  if (q.time_in_product) {
    const t = TIME_IN_PRODUCT[q.time_in_product];
    const at = add(now);
    // Calendar months (interval arithmetic), so "1 month" is 28 to 31 days as a person expects.
    if (t.olderThan !== null) {
      parts.push(`p.created_at <= ${at}::timestamptz - make_interval(months => ${t.olderThan})`);
    }
    if (t.newerThan !== null) {
      parts.push(`p.created_at > ${at}::timestamptz - make_interval(months => ${t.newerThan})`);
    }
  }
  return parts.join(' AND ');
}

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
  return {
    key: k.expr,
    cast: k.cast,
    desc,
    from: k.needsStore ? 'people p JOIN organizations s ON s.id = p.store_id' : 'people p',
    orderBy: `${k.expr} ${dir}, p.id ${dir}`,
  };
}
