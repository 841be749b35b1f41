import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { selectSelectedDomain } from '../../machines/domain';
import { useAppActor } from './system-context';

type DomainActor = ReturnType<typeof useAppActor<'domain'>>;

/** The scope filter an address names: a region and a store id, each or both absent. */
export interface AddressScope {
  region: number | null;
  store: number | null;
}

/**
 * Sets the scope filter an address names. Ids the domain's scopes do not list (another domain's
 * link) are ignored: the scope stays.
 */
function applyScope(domain: DomainActor, address: AddressScope): void {
  const scopes = domain.getSnapshot().context.scopes;
  if (!scopes) return;
  const region = scopes.regions.find((r) => r.id === address.region);
  if (region) domain.send({ type: 'domain.scope.region', region });
  const store = scopes.stores.find(
    (s) => s.id === address.store && (!region || s.brand_store_group_id === region.id),
  );
  if (store) domain.send({ type: 'domain.scope.store', store });
}

/**
 * The scope half of a page address (the report pages' and the dashboard's): reads the scope the
 * address opened with into the domain machine once its scopes have loaded, and gives the live
 * scope filter to write back. `read` turns true once the opened scope has been applied (at once
 * when the address names none, or for a store administrator, who has nothing to narrow).
 */
export function useAddressScope(opened: AddressScope | null): AddressScope & { read: boolean } {
  const domain = useAppActor('domain');
  const region = useSelector(domain, (s) => s.context.region?.id ?? null);
  const store = useSelector(domain, (s) => s.context.scopeStore?.id ?? null);
  const level = useSelector(domain, (s) => selectSelectedDomain(s)?.level ?? null);
  const scopesLoaded = useSelector(domain, (s) => s.context.scopes !== null);
  const [read, setRead] = useState(false);

  useEffect(() => {
    if (read || !opened) return;
    const narrows = opened.region !== null || opened.store !== null;
    if (narrows && level !== 'store') {
      if (level === null || !scopesLoaded) return;
      applyScope(domain, opened);
    }
    setRead(true);
  }, [domain, level, scopesLoaded, read, opened]);

  return { region, store, read };
}
