import createQueryHooks, { type OpenapiQueryClient } from 'openapi-react-query';
import type { paths } from '../../openapi/schema';
import { useApiClients } from './api-context';
import type { ApiClients } from './clients';
import type { AdminPaths, MainPaths } from './route-kind';

/** Typed query and mutation hooks over the contract, for the admin and the main routes. */
export interface ApiQueries {
  admin: OpenapiQueryClient<AdminPaths<paths>>;
  main: OpenapiQueryClient<MainPaths<paths>>;
}

const made = new WeakMap<ApiClients, ApiQueries>();

/**
 * `admin.useQuery('get', '/admin/v2/…', {params})` and friends, typed from `schema.d.ts` and
 * called through the same middleware (token, envelope, unwrap) as every other call; a failure
 * is an ApiError. Keys are `[method, path, init]`, so invalidating `['get', path]` refreshes
 * every read of that operation.
 */
export function useApiQueries(): ApiQueries {
  const clients = useApiClients();
  let queries = made.get(clients);
  if (!queries) {
    queries = {
      admin: createQueryHooks(clients.throwing.admin),
      main: createQueryHooks(clients.throwing.main),
    };
    made.set(clients, queries);
  }
  return queries;
}
