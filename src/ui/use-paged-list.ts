import { useCallback, useEffect, useRef, useState } from 'react';
import { type FetchResultLike, type ReadError, read } from '../api/read';
import { useRefetchableRead } from '../api/use-read';

/** One page of a list operation (PersonPage, ActivityPage, …). */
export interface PageOf<T> {
  items: T[];
  total: number;
}

type PageResult<T> = FetchResultLike & { data?: PageOf<T> };

/** Reads page `page` of the list; null while the list cannot be read yet (no scope). */
export type PageReader<T> = ((page: number, signal: AbortSignal) => Promise<PageResult<T>>) | null;

const NONE: readonly never[] = [];

export interface PagedList<T> {
  rows: readonly T[];
  total: number;
  loading: boolean;
  error: ReadError | null;
  /** The first page's whole payload (a report's figures beside its items, e.g. tab counts). */
  first: PageOf<T> | undefined;
  /** Appends the page after the last one shown ('load more'). */
  loadMore(): void;
  refetch(): void;
}

/**
 * Page `page` of a server list, plus the pages 'load more' appended after it. `key` names the
 * query (filters, page size): when it or the page changes the appended pages are dropped.
 */
export function usePagedList<T>(
  readPage: PageReader<T>,
  key: string,
  page: number,
  pageSize: number,
): PagedList<T> {
  const reader = useRef(readPage);
  reader.current = readPage;
  const ready = readPage !== null;
  const fullKey = JSON.stringify([key, page, pageSize, ready]);
  const base = useRefetchableRead(
    (signal): Promise<PageResult<T>> =>
      reader.current
        ? reader.current(page, signal)
        : Promise.reject(new DOMException('not ready', 'AbortError')),
    [fullKey],
  );
  const [extra, setExtra] = useState<{
    key: string;
    items: readonly T[];
    total: number | null;
  }>({
    key: fullKey,
    items: NONE,
    total: null,
  });
  const [moreLoading, setMoreLoading] = useState(false);
  const [moreError, setMoreError] = useState<ReadError | null>(null);
  const abort = useRef<AbortController | null>(null);

  // A new query (or a refetch of it) starts again from its first page.
  const firstPage = base.data;
  useEffect(() => {
    void firstPage;
    abort.current?.abort();
    setExtra({ key: fullKey, items: NONE, total: null });
    setMoreError(null);
    setMoreLoading(false);
  }, [fullKey, firstPage]);

  const firstItems = (base.data as PageOf<T> | undefined)?.items;
  const appended: readonly T[] = extra.key === fullKey ? extra.items : NONE;
  const shown = (firstItems?.length ?? 0) + appended.length;

  const loadMore = useCallback(() => {
    const readMore = reader.current;
    if (!readMore || moreLoading) return;
    const next = page + Math.ceil(shown / pageSize);
    const controller = new AbortController();
    abort.current = controller;
    setMoreLoading(true);
    void read((signal) => readMore(next, signal), controller.signal).then((outcome) => {
      if ('cancelled' in outcome) return;
      setMoreLoading(false);
      if (outcome.error) {
        setMoreError(outcome.error);
        return;
      }
      const more = outcome.data as PageOf<T>;
      setExtra((e) => ({
        key: fullKey,
        items: [...(e.key === fullKey ? e.items : []), ...more.items],
        total: more.total,
      }));
    });
  }, [moreLoading, page, pageSize, shown, fullKey]);

  const rows = useStableConcat(firstItems, appended);
  return {
    rows,
    total: extra.total ?? (base.data as PageOf<T> | undefined)?.total ?? 0,
    loading: base.loading || moreLoading,
    error: base.error ?? moreError,
    first: base.data as PageOf<T> | undefined,
    loadMore,
    refetch: base.refetch,
  };
}

// The same array while neither part changes, so memoised rows keep their props.
function useStableConcat<T>(first: readonly T[] | undefined, more: readonly T[]): readonly T[] {
  const cache = useRef<{ first: unknown; more: unknown; rows: readonly T[] }>({
    first: undefined,
    more: undefined,
    rows: [],
  });
  if (cache.current.first !== first || cache.current.more !== more) {
    const rows = more.length === 0 ? (first ?? []) : [...(first ?? []), ...more];
    cache.current = { first, more, rows };
  }
  return cache.current.rows;
}
