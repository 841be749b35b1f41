import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectAccess, selectRole, selectSelectedDomain } from '../../machines/domain';
import { type ScopeQuery, scopeQuery } from './scope-query';
import { useAppActor } from './system-context';

/** The scope parameters of the admin calls, following the domain and the scope filter. */
export function useScopeQuery(): ScopeQuery | null {
  const domain = useAppActor('domain');
  const selected = useSelector(domain, selectSelectedDomain);
  const access = useSelector(domain, selectAccess);
  const role = useSelector(domain, selectRole);
  return useMemo(() => scopeQuery(selected, access, role), [selected, access, role]);
}
