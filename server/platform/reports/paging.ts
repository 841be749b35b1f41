import { num } from './figure';

// Paging of a ranked report: one query returns the page's rows, each carrying the total of the
// whole filter (`count(*) OVER ()`), so a page costs one round trip.

export interface Paging {
  limit: number;
  offset: number;
}

/** `LIMIT $n OFFSET $m` for a page, or nothing for the whole report (the export). */
export function pagingSql(add: (value: unknown) => string, page?: Paging): string {
  return page ? `LIMIT ${add(page.limit)} OFFSET ${add(page.offset)}` : '';
}

/** One page of rows mapped to items, with the total of the filter. */
export async function pageOf<R extends { total: unknown }, I>(
  fetch: (paging: Paging) => Promise<R[]>,
  toItem: (row: R) => I,
  page: number,
  pageSize: number,
) {
  const rows = await fetch({ limit: pageSize, offset: (page - 1) * pageSize });
  let total = num(rows[0]?.total) ?? 0;
  // A page past the end has no row to carry the total: ask for the first row once more.
  if (rows.length === 0 && page > 1) {
    total = num((await fetch({ limit: 1, offset: 0 }))[0]?.total) ?? 0;
  }
  return { items: rows.map(toItem), total, page, page_size: pageSize };
}
