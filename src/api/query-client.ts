import { QueryClient } from '@tanstack/react-query';

/**
 * The browser's cache of API reads. A failed read shows its message at once (no silent retries:
 * the server answers 4xx for what a retry cannot fix, and a retry button is on every error
 * state); a focus change does not refetch behind the user's back. Data stays fresh for a few
 * seconds so a page and its dialog opened together share one request.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000 },
      mutations: { retry: false },
    },
  });
}
