/** Pages with a guided tour (SPEC §2). */
export const TOUR_PAGES = [
  'dashboard',
  'rankings_users',
  'rankings_managers',
  'rankings_stores',
  'training_reports',
  'topic_summary',
  'supervision_reports',
  'global_score_supervision',
  'satisfaction_reports',
  'satisfaction_comments',
  'people',
  'activity_log',
] as const;

/** One page with a tour. */
export type TourPage = (typeof TOUR_PAGES)[number];

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
