// What a report page asks the server, from its parts: the scope filter, the range picker and the
// page's own parameters (search, filters, sort). Pure, so the rule is tested without a browser.
import type { DateRangeQuery } from '../../app-kit/date-range-query';
import type { ScopeQuery } from '../../app-kit/scope-query';
import type { TableSpec, TableState } from '../table-state';

/** The query of a report call without paging: the export takes exactly this. */
export type ReportQuery<P> = ScopeQuery & DateRangeQuery & P;

/** The search as the contract's optional `search` parameter (absent when blank). */
export function searchParam(search: string): { search?: string } {
  const text = search.trim();
  return text === '' ? {} : { search: text };
}

/** Scope, range and the page's parameters in one query; null until all are known. */
export function reportQuery<P extends object>(
  scope: ScopeQuery | null,
  range: DateRangeQuery,
  params: P,
  addressRead: boolean,
): ReportQuery<P> | null {
  if (!scope || !addressRead) return null;
  return { ...scope, ...range, ...params };
}

/**
 * How many of the filters bar's choices differ from the defaults (the mobile "Filtros" button
 * shows it): each set filter, and the sort when the bar offers it and it is not the default.
 */
export function activeFilterCount(
  state: Pick<TableState, 'filters' | 'sort'>,
  spec: Pick<TableSpec, 'defaultSort'>,
  sortInBar = false,
): number {
  const filters = Object.values(state.filters).filter((v) => v !== '').length;
  return filters + (sortInBar && state.sort !== spec.defaultSort ? 1 : 0);
}

/** An integer filter of the URL state as a query parameter (absent when unset or not a number). */
export function intParam<K extends string>(
  name: K,
  raw: string | undefined,
): Partial<Record<K, number>> {
  if (raw === undefined || !/^[0-9]{1,9}$/.test(raw)) return {};
  const n = Number(raw);
  return n >= 1 ? ({ [name]: n } as Partial<Record<K, number>>) : {};
}

/** A filter whose value must be one of `allowed`, as a query parameter (absent otherwise). */
export function enumParam<K extends string, V extends string>(
  name: K,
  raw: string | undefined,
  allowed: readonly V[],
): Partial<Record<K, V>> {
  return raw !== undefined && (allowed as readonly string[]).includes(raw)
    ? ({ [name]: raw } as Partial<Record<K, V>>)
    : {};
}

/** Only the scope and the range of a report's query: what its side reads (filter options) follow. */
export function scopeAndRange(query: ScopeQuery & DateRangeQuery): ScopeQuery & DateRangeQuery {
  const { security_id, brand_id, region_id, store_id, start, end } = query;
  return { security_id, brand_id, region_id, store_id, start, end };
}

/** A sort of the URL state as the operation's parameter (absent when it is the default). */
export const sortParam = <S extends string>(sort: string, spec: Pick<TableSpec, 'defaultSort'>) =>
  sort === spec.defaultSort ? {} : { sort: sort as S };
