import type { components, operations } from '../../../openapi/schema';
import { reachCondition, type Scope } from '../auth/scope';
import { likePattern, type SqlParams } from '../db/sql';

// The people filter (scope, search, status, time in product) that the people list, its export
// and the users ranking share, so a filter means the same rows on every page.

type PersonStatus = 'preregistered' | 'registeredWNAct' | 'registered' | 'active';
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
