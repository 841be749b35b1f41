import type { PageRow } from '../../machines/rules/page-registry';

/** What a page view receives: its registry row and the current path (for ids in the path). */
export interface PageViewProps {
  page: PageRow;
  path: string;
}
