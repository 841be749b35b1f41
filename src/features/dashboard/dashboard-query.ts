import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import { selectTimeScope } from '../../../machines/date-scope';
import { type DateRangeQuery, dateRangeQuery } from '../../app-kit/date-range-query';
import type { ScopeQuery } from '../../app-kit/scope-query';
import { useAppActor } from '../../app-kit/system-context';
import { useScopeQuery } from '../../app-kit/use-scope';

/** What every dashboard call takes: the scope filter and the dashboard time scope's days. */
export type DashboardQuery = ScopeQuery & DateRangeQuery;

/**
 * The dashboard calls' parameters, following the domain, the scope filter and the dashboard
 * time scope (not the range picker); null until a domain is chosen and the address is read.
 */
export function useDashboardQuery(addressRead: boolean): DashboardQuery | null {
  const scope = useScopeQuery();
  const timeScope = useSelector(useAppActor('dateScope'), selectTimeScope);
  const range = useMemo(() => dateRangeQuery(timeScope), [timeScope]);
  return useMemo(
    () => (scope && addressRead ? { ...scope, ...range } : null),
    [scope, range, addressRead],
  );
}

/** The period label of the dashboard time scope (drives the usage grouping). */
export function useTimeScopeLabel(): string {
  return useSelector(useAppActor('dateScope'), (s) => selectTimeScope(s).label);
}

// A YYYY-MM-DD day read at noon UTC, so no zone moves it to the day before or after.
const noon = (day: string) => `${day}T12:00:00Z`;

/** A calendar day as the spec shows dates (DD MMM), with the year when asked. */
export function formatDay(intl: IntlShape, day: string, withYear = false): string {
  return intl.formatDate(noon(day), {
    day: '2-digit',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}

/** A month (its first day) as "nov 2026" in the reader's locale. */
export function formatMonth(intl: IntlShape, day: string): string {
  return intl.formatDate(noon(day), { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** A year (its first day). */
export function formatYear(intl: IntlShape, day: string): string {
  return intl.formatDate(noon(day), { year: 'numeric', timeZone: 'UTC' });
}

/** An hour of the day `00`–`23` as the reader's locale writes times (13 h, 1 p. m.…). */
export function formatHour(intl: IntlShape, hour: string): string {
  return intl.formatTime(`2000-01-01T${hour}:00:00Z`, { hour: 'numeric', timeZone: 'UTC' });
}
