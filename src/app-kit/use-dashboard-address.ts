import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { selectTimeScope } from '../../machines/date-scope';
import { selectSelectedDomain } from '../../machines/domain';
import { isTimeScopeKey } from '../../machines/rules/dates';
import {
  type DashboardAddress,
  parseDashboardAddress,
  serialiseDashboardAddress,
} from './dashboard-address';
import { localDate } from './date-range-query';
import { useAppActor } from './system-context';
import { applyScope } from './use-report-address';

/**
 * Keeps the dashboard time scope and the scope filter in the dashboard's address
 * (dashboard-address.ts), as useReportAddress does for the range pages. The machines stay the
 * source of truth: the address the page opened with is read into them once (the period picker's
 * events, which the machine may refuse: a day its picker would not offer leaves the period's
 * default), then every change is written back, replacing the history entry. Returns whether the
 * address has been read: query only after that.
 */
export function useDashboardAddress(): boolean {
  const dateScope = useAppActor('dateScope');
  const domain = useAppActor('domain');
  const [path, navigate] = useLocation();
  const scope = useSelector(dateScope, selectTimeScope);
  const region = useSelector(domain, (s) => s.context.region?.id ?? null);
  const store = useSelector(domain, (s) => s.context.scopeStore?.id ?? null);
  const level = useSelector(domain, (s) => selectSelectedDomain(s)?.level ?? null);
  const scopesLoaded = useSelector(domain, (s) => s.context.scopes !== null);
  const opened = useRef<DashboardAddress | null>(null);
  if (opened.current === null) opened.current = parseDashboardAddress(window.location.search);
  const [periodRead, setPeriodRead] = useState(false);
  const [scopeRead, setScopeRead] = useState(false);

  useEffect(() => {
    const wanted = opened.current;
    if (wanted?.period != null) {
      dateScope.send({ type: 'dateScope.scope.select', key: wanted.period });
      if (wanted.period !== 0 && wanted.from !== null) {
        dateScope.send({ type: 'dateScope.scope.date', date: wanted.from });
      }
    }
    setPeriodRead(true);
  }, [dateScope]);

  useEffect(() => {
    const wanted = opened.current;
    if (scopeRead || !wanted) return;
    // A store administrator has nothing to narrow; others wait for their domain's scopes.
    const narrows = wanted.region !== null || wanted.store !== null;
    if (narrows && level !== 'store') {
      if (level === null || !scopesLoaded) return;
      applyScope(domain, wanted);
    }
    setScopeRead(true);
  }, [domain, level, scopesLoaded, scopeRead]);

  const ready = periodRead && scopeRead;
  useEffect(() => {
    if (!ready) return;
    const key = typeof scope.key === 'number' && isTimeScopeKey(scope.key) ? scope.key : null;
    const now: DashboardAddress = {
      period: key,
      from: key === null || key === 0 ? null : localDate(scope.start),
      region,
      store,
    };
    const live = window.location.search.replace(/^\?/, '');
    const next = serialiseDashboardAddress(now, live);
    if (next !== live) navigate(next === '' ? path : `${path}?${next}`, { replace: true });
  }, [ready, scope, region, store, path, navigate]);

  return ready;
}
