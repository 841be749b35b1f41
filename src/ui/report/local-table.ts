// A report whose operation answers every row at once (the KPI global report, a report's detail):
// the table's search, filters, sort and paging applied in the browser to the loaded rows, with the
// same URL state (table-state.ts) as the reports paged on the server. Pure.
import type { PageOf } from '../use-paged-query';

/** A sort key's value of a row: a number or a text; null when the row has none. */
type SortValue = number | string | null;

/** How the table's URL state reads a loaded row. */
export interface LocalTable<Row> {
  /** The text the search looks in. */
  text(row: Row): string;
  /** Per filter key of the TableSpec: whether a row passes the filter's URL value. */
  filters: Record<string, (row: Row, value: string) => boolean>;
  /** Per sort key of the TableSpec: the value it orders by. */
  sorts: Record<string, (row: Row) => SortValue>;
}

/** The table state a local report reads (the part of TableState the rows depend on). */
export interface LocalState {
  search?: string;
  filters?: Record<string, string | undefined>;
  sort?: string;
}

// Lower case without accents, so "capacitacion" finds "Capacitación".
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

function compareValues(x: SortValue, y: SortValue): number {
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return collator.compare(String(x), String(y));
}

/**
 * The rows the state shows, in its order: those whose text holds the search (accents and case
 * aside) and that pass every set filter, sorted by the state's key (`-key` descending; rows
 * without a value last either way, as the server sorts; ties keep the operation's order). An
 * unknown filter or sort key is ignored, as the URL state drops it.
 */
export function localRows<Row>(
  rows: readonly Row[],
  table: LocalTable<Row>,
  state: LocalState,
): Row[] {
  const wanted = fold((state.search ?? '').trim());
  const filters = Object.entries(state.filters ?? {}).flatMap(([key, value]) => {
    const pass = Object.hasOwn(table.filters, key) ? table.filters[key] : undefined;
    return pass && value !== undefined && value !== '' ? [(row: Row) => pass(row, value)] : [];
  });
  const shown = rows.filter(
    (row) =>
      (wanted === '' || fold(table.text(row)).includes(wanted)) && filters.every((f) => f(row)),
  );
  const sort = state.sort ?? '';
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  const sortValue = Object.hasOwn(table.sorts, key) ? table.sorts[key] : undefined;
  if (!sortValue) return shown;
  const keyed = shown.map((row, index) => ({ row, index, value: sortValue(row) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value !== b.value) return a.value === null ? 1 : -1;
      return a.index - b.index;
    }
    const c = compareValues(a.value, b.value);
    return (descending ? -c : c) || a.index - b.index;
  });
  return keyed.map((k) => k.row);
}

/** Page `page` (from 1) of `pageSize` rows, with the number of rows in all. */
export function localPage<Row>(rows: readonly Row[], page: number, pageSize: number): PageOf<Row> {
  const from = (Math.max(page, 1) - 1) * pageSize;
  return { items: rows.slice(from, from + pageSize), total: rows.length };
}
