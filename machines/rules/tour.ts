import { pageAt } from './page-paths';
import { PAGES } from './page-registry';

type TouredRow = Extract<(typeof PAGES)[number], { tour: string }>;

/** One page with a tour (SPEC §2 "Guided tours"): the tour areas of the page registry. */
export type TourPage = TouredRow['tour'];

/** Pages with a guided tour, derived from the page registry (in its order). */
export const TOUR_PAGES: readonly TourPage[] = PAGES.flatMap((row) =>
  'tour' in row ? [row.tour] : [],
);

/** Per-page tour flags. */
export type TourPages = Record<TourPage, boolean>;

/** Every page's tour on: the state after a restart. */
export function allTourPages(value = true): TourPages {
  return Object.fromEntries(TOUR_PAGES.map((p) => [p, value])) as TourPages;
}

/** True for a known tour page. */
export function isTourPage(page: string): page is TourPage {
  return (TOUR_PAGES as readonly string[]).includes(page);
}

/** Stacking order of the tour layer (SPEC §9). */
export const TOUR_Z_INDEX = 20000;

/** The tour page shown at `path` (a trailing slash ignored), or null for a page without a tour. */
export function tourPageOfPath(path: string): TourPage | null {
  const row = pageAt(PAGES, path);
  return row && 'tour' in row ? row.tour : null;
}

/**
 * The page flags once the pages the admin saw in any browser are off: a flag stays on only
 * where this browser and the server both still owe the tour.
 */
export function withoutSeenTours(flags: TourPages, seen: readonly string[]): TourPages {
  return Object.fromEntries(TOUR_PAGES.map((p) => [p, flags[p] && !seen.includes(p)])) as TourPages;
}
