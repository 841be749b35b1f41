// The dashboard's address: its time scope as `period=<key 0–7>&from=<period start YYYY-MM-DD>`
// and the scope filter as `region=<id>` / `store=<id>` (the same words as report-address.ts), so a
// pasted dashboard link reopens the same period and scope. Other parameters are kept as they are.
import { isTimeScopeKey } from '../../machines/rules/dates';
import type { TimeScopeKey } from '../../machines/types/dates';
import { parseDay, parseReportAddress } from './report-address';

/** What the address says about the dashboard; null where it says nothing. */
export interface DashboardAddress {
  period: TimeScopeKey | null;
  /** The first day of the period (ignored for CURRENT, which is always today). */
  from: string | null;
  region: number | null;
  store: number | null;
}

/** The parameters this module owns; `to` too, so a range picker's link leaves no stray end. */
const DASHBOARD_ADDRESS_KEYS = ['period', 'from', 'to', 'region', 'store'] as const;

function parsePeriod(text: string | null): TimeScopeKey | null {
  if (text === null || !/^\d$/.test(text)) return null;
  const key = Number(text);
  return isTimeScopeKey(key) ? key : null;
}

/**
 * Reads the time scope and the scope filter from a query string. A wrong key, day or id is
 * ignored (the page then shows what the machines hold); whether the day is one the period picker
 * offers is the date-scope machine's decision, not this module's.
 */
export function parseDashboardAddress(search: string): DashboardAddress {
  const q = new URLSearchParams(search);
  const { region, store } = parseReportAddress(search);
  const period = parsePeriod(q.get('period'));
  return { period, from: period === null ? null : parseDay(q.get('from')), region, store };
}

/** The query string (without `?`) of `address` over `current`, other parameters kept in order. */
export function serialiseDashboardAddress(address: DashboardAddress, current: string): string {
  const q = new URLSearchParams(current);
  for (const key of DASHBOARD_ADDRESS_KEYS) q.delete(key);
  if (address.period !== null) {
    q.set('period', String(address.period));
    if (address.from !== null) q.set('from', address.from);
  }
  if (address.region !== null) q.set('region', String(address.region));
  if (address.store !== null) q.set('store', String(address.store));
  return q.toString();
}
