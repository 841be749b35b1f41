// The people pages' reads and writes through the query cache: one positions read shared by the
// list's filter and the person form, the list paged like a report, and every write marking what
// it changes as stale instead of each caller refetching its list by hand.
import { type Query, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useApiClients } from '../../api/api-context';
import { useApiQueries } from '../../api/api-queries';
import { payload } from '../../api/payload';
import { domainQuery, type ScopeQuery } from '../../app-kit/scope-query';
import { REPORT_KEY } from '../../ui/report/use-report';
import { type PagedList, usePagedQuery } from '../../ui/use-paged-query';
import {
  createPerson,
  deletePeople,
  listPeople,
  type Person,
  type PersonInput,
  type PersonLookup,
  reactivatePerson,
  updatePerson,
} from './people-api';
import type { PeopleFilter } from './people-query';

// Keys follow openapi-react-query's `[method, path, init]`, so a path names every read of it.
const PEOPLE_PATH = '/admin/v2/people';
const POSITIONS_PATH = '/admin/v2/positions';

// The console never changes a brand's positions, so one read serves the list's filter and every
// person form opened from it for a while, instead of one per page shown.
const POSITIONS_FRESH_MS = 10 * 60_000;

const pathOf = (query: Query) => query.queryKey[1];

/** The list and each person: what a write to people changes on screen. */
const readsPeople = (query: Query) => {
  const path = pathOf(query);
  return typeof path === 'string' && (path === PEOPLE_PATH || path.startsWith(`${PEOPLE_PATH}/`));
};

/** Reads whose figures count people (reports, the dashboard): stale after a write to people. */
const countsPeople = (query: Query) => {
  const path = pathOf(query);
  return (
    query.queryKey[0] === REPORT_KEY ||
    (typeof path === 'string' && path.startsWith('/admin/v2/dashboard/'))
  );
};

/**
 * After people were created, changed, deleted, reactivated or imported: the list (and its total)
 * and the people shown are read again now; reports that count people, when next shown.
 */
export async function peopleChanged(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ predicate: readsPeople }),
    client.invalidateQueries({ predicate: countsPeople, refetchType: 'none' }),
  ]);
}

/** The scope's brand's positions (the list's filter, the form's select): one cache entry for both. */
export function usePositions(scope: ScopeQuery | null) {
  const { admin } = useApiQueries();
  return admin.useQuery(
    'get',
    POSITIONS_PATH,
    // The key is the same from either page; with no scope yet nothing is read.
    { params: { query: scope ? domainQuery(scope) : { security_id: 0 } } },
    { enabled: scope !== null, staleTime: POSITIONS_FRESH_MS },
  );
}

/** The stored person `id` for the edit form (nothing is read without a scope or an id). */
export function usePerson(scope: ScopeQuery | null, id: number | null) {
  const { admin } = useApiQueries();
  return admin.useQuery(
    'get',
    '/admin/v2/people/{personId}',
    {
      params: {
        path: { personId: id ?? 0 },
        query: scope ? domainQuery(scope) : { security_id: 0 },
      },
    },
    { enabled: scope !== null && id !== null },
  );
}

/** The people list for a filter (null: no scope yet), from page `page` of `pageSize`. */
export function usePeopleList(
  filter: PeopleFilter | null,
  page: number,
  pageSize: number,
): PagedList<Person> {
  const { admin } = useApiClients();
  const readPage = useMemo(
    () =>
      filter
        ? async (n: number, signal: AbortSignal) =>
            payload(await listPeople(admin, filter, n, pageSize, signal))
        : null,
    [admin, filter, pageSize],
  );
  const key = ['get', PEOPLE_PATH, { params: { query: { ...filter, page, page_size: pageSize } } }];
  return usePagedQuery<Person>(key, readPage, page, pageSize);
}

/** A write to people that marks the people reads stale once it succeeds. */
function usePeopleWrite<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: write,
    // Not awaited: the stale marks are set at once; the caller need not wait for the list.
    onSuccess: () => void peopleChanged(client),
  });
  return mutation.mutateAsync;
}

/** createPerson / updatePerson (`id` null: a new person). */
export function useSavePerson(scope: ScopeQuery | null) {
  const { admin } = useApiClients();
  return usePeopleWrite(
    useCallback(
      ({ id, input }: { id: number | null; input: PersonInput }): Promise<Person> => {
        if (!scope) return Promise.reject(new Error('no scope'));
        return id === null
          ? createPerson(admin, scope, input)
          : updatePerson(admin, scope, id, input);
      },
      [admin, scope],
    ),
  );
}

/** deletePerson / deletePeople: resolves to how many were deleted. */
export function useDeletePeople(scope: ScopeQuery | null) {
  const { admin } = useApiClients();
  return usePeopleWrite(
    useCallback(
      (ids: readonly number[]): Promise<number> =>
        scope ? deletePeople(admin, scope, ids) : Promise.reject(new Error('no scope')),
      [admin, scope],
    ),
  );
}

/** reactivatePerson by employee number, e-mail or phone. */
export function useReactivatePerson(scope: ScopeQuery | null) {
  const { admin } = useApiClients();
  return usePeopleWrite(
    useCallback(
      (lookup: PersonLookup): Promise<Person> =>
        scope ? reactivatePerson(admin, scope, lookup) : Promise.reject(new Error('no scope')),
      [admin, scope],
    ),
  );
}
