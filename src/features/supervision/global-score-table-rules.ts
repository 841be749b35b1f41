// The global score's tables are small (the regions, stores or checklists of one scope, the
// modules of a brand) and come whole from the server, so their table tools (SPEC §2 "Tables":
// search, filters, sort, rows shown) work on the loaded rows. Pure, tested without a browser.

/** Which scores a table keeps: against the target and the failing line of the global score. */
export const SCORE_BANDS = ['all', 'met', 'below', 'failing', 'none'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

/** The target and the failing line (server/supervision/supervision-standards.ts sends both). */
export interface Standards {
  target: number;
  failingBelow: number;
}

/**
 * A rate as a table shows it: null (drawn "—") when its denominator is 0. A module nobody
 * supervised has no failing rate; "0 %" would read as "nothing failed".
 */
export function rateOrNone(rate: number | null, denominator: number): number | null {
  return denominator > 0 ? rate : null;
}

/** Whether `score` belongs to `band`: met ≥ target, below < target, failing < failing line. */
export function inBand(score: number | null, band: ScoreBand, standards: Standards): boolean {
  switch (band) {
    case 'all':
      return true;
    case 'none':
      return score === null;
    case 'met':
      return score !== null && score >= standards.target;
    case 'below':
      return score !== null && score < standards.target;
    case 'failing':
      return score !== null && score < standards.failingBelow;
  }
}

/** The tools' state: `sort` is a column key, `-` first for descending; '' keeps the server's order. */
export interface LocalTableState {
  search: string;
  band: ScoreBand;
  sort: string;
  page: number;
  pageSize: number;
  /** Pages added below the first by 'load more'. */
  more: number;
}

/** How a table's rows are read by its tools. */
export interface RowReader<T> {
  name(row: T): string;
  score(row: T): number | null;
  /** The value a column sorts by (null: no value, always last). */
  sortValue(row: T, key: string): string | number | null;
}

/** Lower case without accents, so "region" finds "Región". */
export const folded = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');

/**
 * The rows the search and the band keep, in the sort's order: missing values last either way,
 * ties by name, names compared with `collator`.
 */
export function localRows<T>(
  rows: readonly T[],
  state: Pick<LocalTableState, 'search' | 'band' | 'sort'>,
  read: RowReader<T>,
  standards: Standards | null,
  collator: Intl.Collator,
): T[] {
  const needle = folded(state.search.trim());
  const kept = rows.filter(
    (r) =>
      (needle === '' || folded(read.name(r)).includes(needle)) &&
      (standards === null || inBand(read.score(r), state.band, standards)),
  );
  if (state.sort === '') return kept;
  const desc = state.sort.startsWith('-');
  const key = desc ? state.sort.slice(1) : state.sort;
  const compare = (a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  return kept
    .map((row, i) => ({ row, i, v: read.sortValue(row, key) }))
    .sort((a, b) => {
      if (a.v === null || b.v === null) {
        if (a.v !== b.v) return a.v === null ? 1 : -1;
      } else {
        const c = compare(a.v, b.v);
        if (c !== 0) return desc ? -c : c;
      }
      return collator.compare(read.name(a.row), read.name(b.row)) || a.i - b.i;
    })
    .map((x) => x.row);
}

/** The rows on view: the page, and the pages 'load more' added below it. */
export function rowsOnView<T>(
  rows: readonly T[],
  state: Pick<LocalTableState, 'page' | 'pageSize' | 'more'>,
): T[] {
  const from = (state.page - 1) * state.pageSize;
  return rows.slice(from, from + (state.more + 1) * state.pageSize);
}
