import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { selectTimeScope } from '../../machines/date-scope';
import { isTimeScopeKey } from '../../machines/rules/dates';
import {
  type DashboardAddress,
  parseDashboardAddress,
  serialiseDashboardAddress,
} from './dashboard-address';
import { localDate } from './date-range-query';
import { useAppActor } from './system-context';
import { useAddressScope } from './use-address-scope';

/**
 * Keeps the dashboard time scope and the scope filter in the dashboard's address
 * (dashboard-address.ts), as useReportAddress does for the range pages. The machines stay the
 * source of truth: the address the page opened with is read into them once (a restore event,
 * which the machine may refuse: a start it could not have given leaves the period's default),
 * then every change is written back, replacing the history entry. Returns whether the address
 * has been read: query only after that.
 */
export function useDashboardAddress(): boolean {
  const dateScope = useAppActor('dateScope');
  const [path, navigate] = useLocation();
  const scope = useSelector(dateScope, selectTimeScope);
  const opened = useRef<DashboardAddress | null>(null);
  if (opened.current === null) opened.current = parseDashboardAddress(window.location.search);
  const [periodRead, setPeriodRead] = useState(false);
  const { region, store, read: scopeRead } = useAddressScope(opened.current);

  useEffect(() => {
    const wanted = opened.current;
    if (wanted?.period != null) {
      // Restore, not select + pick: the address may hold a start only the machine gives (the
      // last 7 days the picker's unmount leaves, SPEC §4), which its picker would refuse.
      dateScope.send(
        wanted.from === null
          ? { type: 'dateScope.scope.select', key: wanted.period }
          : { type: 'dateScope.scope.restore', key: wanted.period, date: wanted.from },
      );
    }
    setPeriodRead(true);
  }, [dateScope]);

  const ready = periodRead && scopeRead;
  useEffect(() => {
    // A page being left may still see a machine change (the period picker's unmount resets the
    // scope); its address is its own and is never written over the next page's.
    if (!ready || window.location.pathname !== path) return;
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
