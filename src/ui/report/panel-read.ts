import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { type ApiError, toApiError } from '../../api/api-error';

/**
 * The options of a report's read: figures are what the admin came to read, so every time a
 * report's parameters are shown (a page opened, a level drilled into or gone back to) they are
 * read afresh, as the paged lists are; the cached answer stays shown, dimmed, while the new one
 * loads. The cache's few seconds of freshness are for reference lists (positions, topics).
 */
export const reportReadOptions = {
  placeholderData: keepPreviousData,
  staleTime: 0,
  refetchOnMount: 'always',
} as const;

/** What a panel shows of its read (src/ui/report/read-panel.tsx). */
export interface PanelRead<T> {
  /** The last answer; kept, dimmed, while the next one loads; absent after a failure. */
  data: T | undefined;
  /** A read is under way or waits for its scope. */
  loading: boolean;
  /** The failure of the last read; cleared while it is asked again. */
  error: ApiError | null;
  refetch(): void;
}

/**
 * A query as a panel's read. A read asked again after a failure shows its skeleton rather than the
 * old error, and an answer of other parameters (placeholder data) counts as loading, so the panel
 * dims it until its own answer comes. The query's error is already an ApiError (the throwing
 * clients reject with one); toApiError only narrows its type.
 */
export function panelRead<T>(query: UseQueryResult<T, unknown>): PanelRead<T> {
  const failed = query.error !== null;
  return {
    data: failed ? undefined : query.data,
    loading: query.isPending || query.isFetching || query.isPlaceholderData,
    error: failed && !query.isFetching ? toApiError(query.error) : null,
    refetch: () => void query.refetch(),
  };
}
