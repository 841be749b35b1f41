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

// The route of each page with a tour (SPEC §2 routes); the global score route is a prefix.
const TOUR_ROUTES: ReadonlyArray<readonly [string, TourPage, 'exact' | 'prefix']> = [
  ['/dashboard', 'dashboard', 'exact'],
  ['/rankings/users', 'rankings_users', 'exact'],
  ['/rankings/managers', 'rankings_managers', 'exact'],
  ['/rankings/stores', 'rankings_stores', 'exact'],
  ['/training/reports', 'training_reports', 'exact'],
  ['/training/topic-summary', 'topic_summary', 'exact'],
  ['/supervision/reports', 'supervision_reports', 'exact'],
  ['/supervision/global-score', 'global_score_supervision', 'prefix'],
  ['/gem/reports', 'satisfaction_reports', 'exact'],
  ['/gem/comments', 'satisfaction_comments', 'exact'],
  ['/admin/people', 'people', 'exact'],
  ['/admin/log', 'activity_log', 'exact'],
];

/** The tour page shown at `path` (a trailing slash ignored), or null for a page without a tour. */
export function tourPageOfPath(path: string): TourPage | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const [route, page, match] of TOUR_ROUTES) {
    if (clean === route || (match === 'prefix' && clean.startsWith(`${route}/`))) return page;
  }
  return null;
}
