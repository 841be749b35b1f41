import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { createQueryClient } from './query-client';

/**
 * The query cache of one signed-in session and domain: mounted by the main layout (so the sign-in
 * chunk never loads TanStack Query), dropped on sign-out with the layout, and made anew when the
 * admin picks another domain, so no answer of one domain is shown in another (invalidation by
 * replacement).
 */
export function QueryProvider({
  domainId,
  children,
}: {
  domainId: number | null;
  children: ReactNode;
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new cache per domain is the point.
  const client = useMemo(() => createQueryClient(), [domainId]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
