import type { Client } from 'openapi-fetch';
import type { paths } from '../../openapi/schema';
import { type ApiClientOptions, createAdminClient, createMainClient } from './create-clients';
import type { AdminPaths, MainPaths } from './route-kind';
import { createTokenStore, type TokenStore } from './token-store';

// The only module that binds the clients to the generated contract; the rest stays generic.

export type MainClient = Client<MainPaths<paths>>;
export type AdminClient = Client<AdminPaths<paths>>;

export interface ApiClients {
  main: MainClient;
  admin: AdminClient;
  tokens: TokenStore;
  /** The same two clients rejecting with an ApiError on failure: what the query cache calls. */
  throwing: { main: MainClient; admin: AdminClient };
}

/** Both typed clients sharing one token store (and one wire, when given). */
export function createApiClients(opts: ApiClientOptions = {}): ApiClients {
  const tokens = opts.tokens ?? createTokenStore();
  const throwing = { ...opts, tokens, throwOnError: true };
  return {
    main: createMainClient<paths>({ ...opts, tokens }),
    admin: createAdminClient<paths>({ ...opts, tokens }),
    tokens,
    throwing: {
      main: createMainClient<paths>(throwing),
      admin: createAdminClient<paths>(throwing),
    },
  };
}
