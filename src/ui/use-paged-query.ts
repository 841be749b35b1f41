import { type InfiniteData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type ApiError, isAbortError, toApiError } from '../api/api-error';

/** One page of a list operation (PersonPage, ActivityPage, …). */
export interface PageOf<T> {
  items: T[];
  total: number;
  /** True: `total` is the server's estimate, not a count (the people list above its maximum). */
  total_estimated?: boolean;
}

/** Reads page `page` (from 1) of the list, rejecting with an ApiError; null while it cannot be read yet (no scope). */
export type PageReader<P> = ((page: number, signal: AbortSignal) => Promise<P>) | null;

export interface PagedList<T> {
  rows: readonly T[];
  total: number;
  /** The last page read says its total is an estimate: shown as such, never acted on as a count. */
  totalEstimated: boolean;
  /** True while a page is being read, and while the list cannot be read yet. */
  loading: boolean;
  /** The last read's failure (null again as soon as a retry starts). */
  error: ApiError | null;
  /** The first page's whole payload (a report's figures beside its items, e.g. tab counts). */
  first: PageOf<T> | undefined;
  /** Appends the page after the last one shown ('load more'). */
  loadMore(): void;
  /** Reads every page shown again. */
  refetch(): void;
}

type Pages<P> = InfiniteData<P, number>;

// Under a new query, until it answers, the previous query's first page stays in place (dimmed by
// the table while `loading`), as the page shown before the change: never the pages 'load more'
// added to it, and never an empty table that makes the page jump.
function firstPageOnly<P>(previous: Pages<P> | undefined): Pages<P> | undefined {
  if (!previous || previous.pages.length <= 1) return previous;
  return { pages: previous.pages.slice(0, 1), pageParams: previous.pageParams.slice(0, 1) };
}

const NONE: readonly never[] = [];

/**
 * A server list read page by page through the query cache: `queryKey` names the query (operation,
 * filters, page size and the first page shown, which is `page`); 'load more' appends the next
 * pages to it. A new key aborts the previous key's request in flight. `readPage` null: the query
 * is not known yet (the scope), nothing is read and the list shows as loading.
 */
export function usePagedQuery<T, P extends PageOf<T> = PageOf<T>>(
  queryKey: QueryKey,
  readPage: PageReader<P>,
  page: number,
  pageSize: number,
): PagedList<T> {
  const query = useInfiniteQuery<P, ApiError, Pages<P>, QueryKey, number>({
    queryKey,
    queryFn: async ({ pageParam, signal }): Promise<P> => {
      if (!readPage) throw new DOMException('not ready', 'AbortError');
      try {
        return await readPage(pageParam, signal);
      } catch (error) {
        // A failure without a response (offline) is an ApiError too; a cancellation stays one.
        throw isAbortError(error) ? error : toApiError(error);
      }
    },
    enabled: readPage !== null,
    initialPageParam: page,
    getNextPageParam: (last: P, _all: P[], lastPage: number) =>
      lastPage * pageSize < last.total ? lastPage + 1 : undefined,
    placeholderData: firstPageOnly,
    // Rows are what the admin came to read: a list shown again (a filter set back, a page
    // revisited) is read again, its cached copy shown dimmed meanwhile, as every change did
    // before the cache.
    staleTime: 0,
  });
  const { data, isFetching, isPending, hasNextPage, fetchNextPage, refetch } = query;
  const rows = useMemo<readonly T[]>(() => {
    const pages = data?.pages ?? [];
    return pages.length === 1 ? (pages[0]?.items ?? NONE) : pages.flatMap((p) => p.items);
  }, [data]);
  const ready = readPage !== null;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage]);
  const again = useCallback(() => {
    if (ready) void refetch();
  }, [ready, refetch]);
  return {
    rows,
    total: data?.pages.at(-1)?.total ?? 0,
    totalEstimated: data?.pages.at(-1)?.total_estimated ?? false,
    loading: isFetching || isPending,
    error: isFetching ? null : query.error,
    first: data?.pages[0],
    loadMore,
    refetch: again,
  };
}
