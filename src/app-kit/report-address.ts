// A report-like page's filters in its address, so a pasted link reopens the same view:
// `?from=YYYY-MM-DD&to=YYYY-MM-DD` (both days included) and the scope filter as `region=<id>` or
// `store=<id>`. Other parameters of the query string (search, page, sort) are left as they are.
import { addDays, rangeDays } from '../../openapi/rules/report-range';

/** Calendar days in the admin's time zone, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** What the address says about the range and the scope filter; null where it says nothing. */
export interface ReportAddress {
  range: DayRange | null;
  region: number | null;
  store: number | null;
}

/** The parameters this module owns; every other one is kept when writing. */
const REPORT_ADDRESS_KEYS = ['from', 'to', 'region', 'store'] as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as YYYY-MM-DD (2026-02-30 is not one), or null. */
export function parseDay(text: string | null): string | null {
  const m = text === null ? null : DAY.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const real =
    date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return real && y >= 1900 ? (text as string) : null;
}

function parseId(text: string | null): number | null {
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const n = Number(text);
  return n <= 2_147_483_647 ? n : null;
}

/**
 * Reads the range and scope from a query string. A wrong or reversed range, or an id that is not
 * a positive integer, is ignored (the page then shows what the machines hold) rather than
 * failing. A half range (only `from`, or only `to`) is completed from `fallback`, the range the
 * page would show without the link: only `from` ends where the fallback ends (today, for the
 * pickers' presets), only `to` keeps the fallback's length and ends on `to`. Without a fallback,
 * or when the completed range would run backwards, a half range is ignored too. A completed
 * range may be longer than reports take: the caller clamps it (report-range.ts) and says so.
 */
export function parseReportAddress(search: string, fallback?: DayRange): ReportAddress {
  const q = new URLSearchParams(search);
  return {
    range: readRange(q.get('from'), q.get('to'), fallback),
    region: parseId(q.get('region')),
    store: parseId(q.get('store')),
  };
}

function readRange(
  fromText: string | null,
  toText: string | null,
  fallback: DayRange | undefined,
): DayRange | null {
  const from = parseDay(fromText);
  const to = parseDay(toText);
  // A day given but unreadable voids the range: the link is broken, not half.
  if ((fromText !== null && from === null) || (toText !== null && to === null)) return null;
  if (from !== null && to !== null) return from <= to ? { from, to } : null;
  if (fallback === undefined) return null;
  let whole: DayRange | null = null;
  if (from !== null) whole = { from, to: fallback.to };
  if (to !== null) whole = { from: addDays(to, 1 - rangeDays(fallback.from, fallback.to)), to };
  return whole !== null && whole.from <= whole.to ? whole : null;
}

/**
 * The query string (without `?`) of `address` over `current`: this module's parameters are
 * replaced (absent ones removed), the others kept in their order.
 */
export function serialiseReportAddress(address: ReportAddress, current: string): string {
  const q = new URLSearchParams(current);
  for (const key of REPORT_ADDRESS_KEYS) q.delete(key);
  if (address.range) {
    q.set('from', address.range.from);
    q.set('to', address.range.to);
  }
  if (address.region !== null) q.set('region', String(address.region));
  if (address.store !== null) q.set('store', String(address.store));
  return q.toString();
}

/** Whether two addresses say the same. */
export function sameReportAddress(a: ReportAddress, b: ReportAddress): boolean {
  return (
    a.region === b.region &&
    a.store === b.store &&
    a.range?.from === b.range?.from &&
    a.range?.to === b.range?.to
  );
}
