import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { selectSelectedDomain } from '../../../machines/domain';
import type { Level, ScopeResponse } from '../../../machines/types/domain';
import { useAppActor } from '../../app-kit/system-context';
import {
  type Drill,
  type DrillSides,
  drillOfScope,
  drillPath,
  GLOBAL_SCORE_PATH,
  parseDrill,
  reconcileDrill,
  type ScopeFilterState,
  scopeStepsFor,
} from './global-score-drill';

// Each path change remounts the page (the route transition is keyed by path), so what the page
// saw last is carried to its next mount while the address stays on the global score; a visit
// from another page starts afresh.
let carried: DrillSides | null = null;

export interface GlobalScoreDrill {
  /** False until the path and the scope filter agree once: read nothing before. */
  synced: boolean;
  filter: ScopeFilterState;
  scopes: ScopeResponse | null;
  level: Level | null;
}

/**
 * Keeps the drill in the path and the scope filter (domain machine) the same, both ways: a link
 * or Back moves the scope bar, the scope bar moves the path. Waits for the page's address to have
 * been read (`addressRead`), so a pasted link's own scope is applied first.
 */
export function useGlobalScoreDrill(addressRead: boolean): GlobalScoreDrill {
  const domain = useAppActor('domain');
  const [path, navigate] = useLocation();
  const level = useSelector(domain, (s) => selectSelectedDomain(s)?.level ?? null);
  const scopes = useSelector(domain, (s) => s.context.scopes);
  const region = useSelector(domain, (s) => s.context.region);
  const store = useSelector(domain, (s) => s.context.scopeStore);
  const filter = useMemo<ScopeFilterState>(() => ({ region, store }), [region, store]);
  // Undefined until the first effect: the page being left hands `carried` over in its cleanup,
  // which runs after this page renders and before its effects.
  const last = useRef<DrillSides | null | undefined>(undefined);
  const [synced, setSynced] = useState(false);

  useEffect(
    () => () => {
      const seen = last.current === undefined ? carried : last.current;
      carried = window.location.pathname.startsWith(GLOBAL_SCORE_PATH) ? seen : null;
    },
    [],
  );

  const go = useCallback(
    (drill: Drill | null, replace: boolean) =>
      navigate(`${drillPath(drill)}${window.location.search}`, { replace }),
    [navigate],
  );

  useEffect(() => {
    if (!addressRead || level === null || (level !== 'store' && scopes === null)) return;
    // A page being left still sees the next page's path once: that path is not ours to write.
    if (!path.startsWith(GLOBAL_SCORE_PATH)) return;
    if (last.current === undefined) last.current = carried;
    const now: DrillSides = { path: parseDrill(path), scope: drillOfScope(filter) };
    const first = last.current === null;
    const step = reconcileDrill(last.current, now);
    last.current = now;
    if (step?.follow === 'scope') {
      const steps = scopeStepsFor(step.drill, filter, scopes, level);
      // A drill the domain cannot show (another domain's link): the path takes the filter back.
      if (steps) for (const event of steps) domain.send(event);
      else go(now.scope, true);
    } else if (step?.follow === 'path') {
      go(step.drill, first);
    }
    setSynced(true);
  }, [addressRead, level, scopes, path, filter, domain, go]);

  return { synced, filter, scopes, level };
}
