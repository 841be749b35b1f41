import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectIsAuthorised } from '../../machines/session';
import { useApiClients } from '../api/api-context';
import { useAppActor, useConsoleActor } from '../app-kit/system-context';
import { routeActivityOf } from './route-activity';

/**
 * Reports each route the admin opens to the last-activity helper (SPEC §7). Also once the access
 * is known, so the first page after sign-in or a reload counts too. Best effort: a failed call
 * is only logged, the page does not depend on it.
 */
export function useRouteActivity(path: string): void {
  const { main } = useApiClients();
  const authorised = useSelector(useAppActor('session'), selectIsAuthorised);
  // The context read directly: the domain machine's module (and its selectors) is not part of
  // the sign-in screens' bundle.
  const securityId = useSelector(
    useConsoleActor('domain'),
    (s) => s?.context.access?.security_id ?? null,
  );
  useEffect(() => {
    const body = routeActivityOf(path, authorised ? securityId : null);
    if (!body) return;
    main.POST('/api/v2/setLastActivity', { body }).then(
      ({ error }) => error && console.warn('last activity: not recorded', error),
      (error: unknown) => console.warn('last activity: not recorded', error),
    );
  }, [path, authorised, securityId, main]);
}
