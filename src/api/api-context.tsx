import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClients } from './clients';

// One set of clients per console, built with the app system over the session's stored token;
// views take them from here instead of building their own over a second store.
const ApiContext = createContext<ApiClients | null>(null);

/** Makes the console's API clients reachable by `useApiClients`. */
export function ApiProvider({ clients, children }: { clients: ApiClients; children: ReactNode }) {
  return <ApiContext.Provider value={clients}>{children}</ApiContext.Provider>;
}

/** The console's API clients (main, admin and their token store). */
export function useApiClients(): ApiClients {
  const clients = useContext(ApiContext);
  if (!clients) throw new Error('useApiClients needs an ApiProvider');
  return clients;
}
