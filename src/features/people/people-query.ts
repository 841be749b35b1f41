import {
  PEOPLE_EXPORT_COLUMNS,
  type PeopleExportColumn,
} from '../../../openapi/rules/people-export-columns';
import type { components, operations } from '../../../openapi/schema';
import type { ScopeQuery } from '../../app-kit/scope-query';
import type { TableSpec, TableState } from '../../ui/table-state';
import { TIME_IN_PRODUCT } from '../../ui/time-in-product-field';

type StatusFilter = components['schemas']['StatusFilter'];
type TimeInProduct = components['schemas']['TimeInProduct'];
type PeopleSort = NonNullable<operations['listPeople']['parameters']['query']['sort']>;

/** Status filter options (SPEC §4), `all` first: it is the same as no filter. */
export const STATUS_OPTIONS: readonly StatusFilter[] = [
  'all',
  'registeredWNAct',
  'preregistered',
  'active',
];

/** Sortable columns of the people list (admin.yaml peopleSort). */
const PEOPLE_SORTS = [
  'name',
  'email',
  'created_at',
  'last_activity_at',
  'employee_number',
  'store',
  'status',
] as const;

/** The people list's URL state: filters `status`, `position`, `time`; newest people first. */
export const PEOPLE_TABLE: TableSpec = {
  filters: {
    status: STATUS_OPTIONS.filter((s) => s !== 'all'),
    position: 'integer',
    time: TIME_IN_PRODUCT,
  },
  sorts: PEOPLE_SORTS,
  defaultSort: '-created_at',
  defaultPageSize: 10,
  hideable: [
    'name',
    'email',
    'phone',
    'employee_number',
    'position',
    'store',
    'status',
    'created_at',
    'last_activity_at',
  ],
};

// The export column each table column shows; birth date, gender and brand have no table column
// and are always exported, status and dates have no export column.
const EXPORTED_AS: Partial<Record<string, PeopleExportColumn>> = {
  name: 'full_name',
  email: 'email',
  phone: 'phone',
  employee_number: 'enrollment',
  position: 'position',
  store: 'store',
};

/**
 * The export columns for the table's hidden columns: the §3 columns minus the ones the user hid,
 * or undefined (the server's default, all nine) when nothing exported is hidden.
 */
export function exportColumnsFor(hidden: readonly string[]): string | undefined {
  const dropped = new Set(hidden.map((k) => EXPORTED_AS[k]));
  const kept = PEOPLE_EXPORT_COLUMNS.filter((c) => !dropped.has(c));
  return kept.length === PEOPLE_EXPORT_COLUMNS.length ? undefined : kept.join(',');
}

/** The filter part of listPeople / exportPeople for a table state (no paging). */
export interface PeopleFilter extends ScopeQuery {
  search?: string;
  position_id?: number;
  status?: StatusFilter;
  time_in_product?: TimeInProduct;
  sort?: PeopleSort;
}

/** listPeople's / exportPeople's filter for the table state inside a scope. */
export function peopleFilter(state: TableState, scope: ScopeQuery): PeopleFilter {
  const q: PeopleFilter = { ...scope, sort: state.sort as PeopleSort };
  const search = state.search.trim();
  if (search !== '') q.search = search;
  const position = state.filters.position;
  if (position !== undefined) q.position_id = Number(position);
  const status = state.filters.status as StatusFilter | undefined;
  if (status !== undefined && status !== 'all') q.status = status;
  const time = state.filters.time as TimeInProduct | undefined;
  if (time !== undefined) q.time_in_product = time;
  return q;
}
