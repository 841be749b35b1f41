import { pageAt } from '../../../machines/rules/page-paths';
import { PAGES } from '../../../machines/rules/page-registry';
import { type TourPage, tourPageOfPath } from '../../../machines/rules/tour';

/**
 * The tour area of the page at `path`, or null while that page is a placeholder (its row has no
 * `view`): a tour would describe content that is not there yet. The tour
 * machine keeps the page's flag, so the tour shows once the view is built.
 */
export function builtTourPageOfPath(path: string): TourPage | null {
  const row = pageAt(PAGES, path);
  if (!row || !('view' in row)) return null;
  return tourPageOfPath(path);
}
