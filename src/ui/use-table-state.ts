import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  parseTableState,
  serialiseTableState,
  type TableSpec,
  type TableState,
  updateTableState,
} from './table-state';

export interface TableStateControls {
  state: TableState;
  /** Applies a change (back to page 1 unless only the page changes) and writes it to the URL. */
  update(change: Partial<TableState>): void;
}

/**
 * The table state lives in the query string of the current page; changes replace the history
 * entry, so Back leaves the page instead of stepping through every keystroke of a search.
 */
export function useTableState(spec: TableSpec): TableStateControls {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => parseTableState(search, spec), [search, spec]);
  const update = useCallback(
    (change: Partial<TableState>) => {
      // Read the live query string: two updates in one tick must not overwrite each other.
      const live = window.location.search;
      const next = updateTableState(parseTableState(live, spec), change);
      const query = serialiseTableState(next, spec, new URLSearchParams(live));
      navigate(query === '' ? path : `${path}?${query}`, { replace: true });
    },
    [navigate, path, spec],
  );
  return { state, update };
}
