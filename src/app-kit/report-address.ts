// A report-like page's filters in its address, so a pasted link reopens the same view:
// `?from=YYYY-MM-DD&to=YYYY-MM-DD` (both days included) and the scope filter as `region=<id>` or
// `store=<id>`. Other parameters of the query string (search, page, sort) are left as they are.

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
export const REPORT_ADDRESS_KEYS = ['from', 'to', 'region', 'store'] as const;

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
 * Reads the range and scope from a query string. A range needs both days, in order; a wrong or
 * half range, or an id that is not a positive integer, is ignored (the page then shows what the
 * machines hold) rather than failing.
 */
export function parseReportAddress(search: string): ReportAddress {
  const q = new URLSearchParams(search);
  const from = parseDay(q.get('from'));
  const to = parseDay(q.get('to'));
  return {
    range: from !== null && to !== null && from <= to ? { from, to } : null,
    region: parseId(q.get('region')),
    store: parseId(q.get('store')),
  };
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
