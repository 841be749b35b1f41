// The state of a server-side table (search, filters, sort, page, page size) as a query string,
// so a reload or the back button shows the same rows. Pure: parse and serialise only.

/** Page sizes offered by every table (SPEC §2 "Tables": 5 to 500). */
export const PAGE_SIZES = [5, 10, 20, 50, 100, 200, 500] as const;

/** What a table's query string may hold; anything else falls back to the defaults. */
export interface TableSpec {
  /**
   * Allowed values per filter key (a value outside the list means "no filter"): a list, a
   * positive integer (an id) or any text up to FILTER_TEXT_MAX characters (a name, e.g. a
   * supervisor's, as the server lists it).
   */
  filters: Record<string, readonly string[] | 'integer' | 'text'>;
  /** Sortable column keys; a `-` prefix sorts descending. */
  sorts: readonly string[];
  defaultSort: string;
  defaultPageSize: number;
  /** Columns the user may hide (in display order); at least one of them always stays shown. */
  hideable?: readonly string[];
}

export interface TableState {
  search: string;
  /** Only filters that are set; an unset filter is absent. */
  filters: Record<string, string>;
  sort: string;
  page: number;
  pageSize: number;
  /** Hidden columns, in the spec's order (the URL's `hide=a,b`). */
  hidden: string[];
}

/** Longest text filter kept (the contract's name filters' maxLength). */
const FILTER_TEXT_MAX = 200;

/** Longest search kept (the contract's `search` maxLength). */
const SEARCH_MAX = 100;
/** Highest page the contract accepts. */
const PAGE_MAX = 100_000;

/** The allowed page size nearest to `n` (ties go to the smaller), or `fallback` if `n` is not a number. */
export function clampPageSize(n: number, fallback = 10): number {
  if (!Number.isFinite(n)) return fallback;
  let best: number = PAGE_SIZES[0];
  for (const size of PAGE_SIZES) {
    if (Math.abs(size - n) < Math.abs(best - n)) best = size;
  }
  return best;
}

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^[0-9]{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
}

function filterAllowed(allowed: TableSpec['filters'][string], value: string): boolean {
  if (allowed === 'integer') return positiveInt(value) !== undefined;
  if (allowed === 'text') return value.trim() !== '' && value.length <= FILTER_TEXT_MAX;
  return allowed.includes(value);
}

function sortAllowed(spec: TableSpec, sort: string): boolean {
  const key = sort.startsWith('-') ? sort.slice(1) : sort;
  return spec.sorts.includes(key);
}

/** The default state of a table. */
export function defaultTableState(spec: TableSpec): TableState {
  return {
    search: '',
    filters: {},
    sort: spec.defaultSort,
    page: 1,
    pageSize: spec.defaultPageSize,
    hidden: [],
  };
}

/** The hideable columns named in `names` (spec order, unknown dropped); never all of them. */
function hiddenColumns(names: readonly string[], spec: TableSpec): string[] {
  const hideable = spec.hideable ?? [];
  const hidden = hideable.filter((c) => names.includes(c));
  return hidden.length > 0 && hidden.length === hideable.length ? [] : hidden;
}

/** Reads a table's state from a query string (with or without `?`); bad values become defaults. */
export function parseTableState(query: string, spec: TableSpec): TableState {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const state = defaultTableState(spec);
  state.search = (params.get('search') ?? '').slice(0, SEARCH_MAX);
  for (const [key, allowed] of Object.entries(spec.filters)) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    if (filterAllowed(allowed, value)) state.filters[key] = value;
  }
  const sort = params.get('sort');
  if (sort !== null && sortAllowed(spec, sort)) state.sort = sort;
  const page = positiveInt(params.get('page'));
  if (page !== undefined) state.page = Math.min(page, PAGE_MAX);
  const size = params.get('pageSize');
  if (size !== null && /^[0-9]{1,6}$/.test(size)) {
    state.pageSize = clampPageSize(Number(size), spec.defaultPageSize);
  }
  state.hidden = hiddenColumns((params.get('hide') ?? '').split(','), spec);
  return state;
}

/**
 * The query string (without `?`) of a state: defaults are left out so a plain URL stays plain.
 * `keep` carries parameters the table does not own (e.g. a theme override) through unchanged.
 */
export function serialiseTableState(
  state: TableState,
  spec: TableSpec,
  keep: URLSearchParams = new URLSearchParams(),
): string {
  const owned = new Set([
    'search',
    'sort',
    'page',
    'pageSize',
    'hide',
    ...Object.keys(spec.filters),
  ]);
  const out = new URLSearchParams();
  for (const [k, v] of keep) if (!owned.has(k)) out.append(k, v);
  const search = state.search.trim();
  if (search !== '') out.set('search', search.slice(0, SEARCH_MAX));
  for (const key of Object.keys(spec.filters)) {
    const value = state.filters[key];
    if (value !== undefined && value !== '') out.set(key, value);
  }
  if (state.sort !== spec.defaultSort) out.set('sort', state.sort);
  if (state.page > 1) out.set('page', String(state.page));
  if (state.pageSize !== spec.defaultPageSize) out.set('pageSize', String(state.pageSize));
  const hidden = hiddenColumns(state.hidden, spec);
  if (hidden.length > 0) out.set('hide', hidden.join(','));
  return out.toString();
}

/** A change to the state; a change of rows (not the page, not the columns) goes back to page 1. */
export function updateTableState(state: TableState, change: Partial<TableState>): TableState {
  const next = { ...state, ...change, filters: { ...state.filters, ...change.filters } };
  for (const [k, v] of Object.entries(next.filters)) if (v === '') delete next.filters[k];
  const onlyPage = Object.keys(change).every((k) => k === 'page' || k === 'hidden');
  if (!onlyPage) next.page = change.page ?? 1;
  return next;
}

/** Toggles sorting by `column`: ascending first, then descending. */
export function toggleSort(current: string, column: string): string {
  return current === column ? `-${column}` : column;
}

/** 1-based range of rows shown, for the footer ('entries x to y of z'). */
export function shownRange(
  page: number,
  pageSize: number,
  shown: number,
  total: number,
): { from: number; to: number; total: number } {
  if (shown === 0 || total === 0) return { from: 0, to: 0, total };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(from + shown - 1, total), total };
}
