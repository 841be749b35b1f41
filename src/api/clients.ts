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
}

/** Both typed clients sharing one token store (and one wire, when given). */
export function createApiClients(opts: ApiClientOptions = {}): ApiClients {
  const tokens = opts.tokens ?? createTokenStore();
  return {
    main: createMainClient<paths>({ ...opts, tokens }),
    admin: createAdminClient<paths>({ ...opts, tokens }),
    tokens,
  };
}
