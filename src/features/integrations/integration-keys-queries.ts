// The brand's integration keys through the query cache: one list read, and the create and
// revoke writes marking it stale. The created key's secret lives only in the create call's answer
// (handed to the dialog that shows it once), never in the cache.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { components } from '../../../openapi/schema';
import { useApiClients } from '../../api/api-context';
import { useApiQueries } from '../../api/api-queries';
import { payload } from '../../api/payload';
import { domainQuery, type ScopeQuery } from '../../app-kit/scope-query';
import type { IntegrationKeyInput } from './key-rules';

export type CreatedIntegrationKey = components['schemas']['CreatedIntegrationKey'];

// Keys follow openapi-react-query's `[method, path, init]`, so the path names every read of it.
const KEYS_PATH = '/admin/v2/integration-keys';

/** The brand's keys, newest first (nothing is read without a scope). */
export function useIntegrationKeys(scope: ScopeQuery | null) {
  const { admin } = useApiQueries();
  return admin.useQuery(
    'get',
    KEYS_PATH,
    { params: { query: scope ? domainQuery(scope) : { security_id: 0 } } },
    // A 403 (a region or store admin) is an answer, not a hiccup: no retries.
    { enabled: scope !== null, retry: false },
  );
}

/** A write to the keys that marks the list stale once it succeeds. */
function useKeysWrite<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: ['get', KEYS_PATH] }),
  });
  return mutation.mutateAsync;
}

/** createIntegrationKey: the answer carries the key, this once. */
export function useCreateKey(scope: ScopeQuery | null) {
  const { admin } = useApiClients();
  return useKeysWrite(
    useCallback(
      async (body: IntegrationKeyInput): Promise<CreatedIntegrationKey> => {
        if (!scope) throw new Error('no scope');
        return payload(
          await admin.POST(KEYS_PATH, { params: { query: domainQuery(scope) }, body }),
        );
      },
      [admin, scope],
    ),
  );
}

/** revokeIntegrationKey. */
export function useRevokeKey(scope: ScopeQuery | null) {
  const { admin } = useApiClients();
  return useKeysWrite(
    useCallback(
      async (keyId: number) => {
        if (!scope) throw new Error('no scope');
        return payload(
          await admin.DELETE(`${KEYS_PATH}/{keyId}`, {
            params: { path: { keyId }, query: domainQuery(scope) },
          }),
        );
      },
      [admin, scope],
    ),
  );
}
