import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectRole, selectSelectedDomain } from '../../../machines/domain';
import { domainQuery, scopeQuery } from '../../app-kit/scope-query';
import { useAppActor } from '../../app-kit/system-context';

/**
 * The query of the admin's domain without the scope filter's region or store: integration keys
 * and loads belong to the brand, whatever part of it the admin is looking at. Null until the
 * domain is known.
 */
export function useBrandQuery() {
  const domain = useAppActor('domain');
  const selected = useSelector(domain, selectSelectedDomain);
  const role = useSelector(domain, selectRole);
  return useMemo(() => {
    const q = scopeQuery(selected, null, role);
    return q ? domainQuery(q) : null;
  }, [selected, role]);
}
