import { Spinner } from '@fluentui/react-components';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { PlaceholderPage } from '../features/pages/placeholder-page';
import type { PageDef } from './pages';

/** What a page view receives: its definition and the current path (for ids in the path). */
export interface PageViewProps {
  page: PageDef;
  path: string;
}

type View = LazyExoticComponent<ComponentType<PageViewProps>>;

// Every built page is its own lazy chunk, keyed by the page key of pages.ts; pages that later
// issues fill show the placeholder (title, breadcrumbs, empty state).
const views: Partial<Record<string, View>> = {
  people: lazy(() =>
    import('../features/people/people-page').then((m) => ({ default: m.PeoplePage })),
  ),
  addPerson: lazy(() =>
    import('../features/people/person-form-page').then((m) => ({ default: m.AddPersonPage })),
  ),
  activityLog: lazy(() =>
    import('../features/activity-log/activity-log-page').then((m) => ({
      default: m.ActivityLogPage,
    })),
  ),
  editPerson: lazy(() =>
    import('../features/people/person-form-page').then((m) => ({ default: m.EditPersonPage })),
  ),
};

/** The page of the current route: its built view, or the placeholder until an issue builds it. */
export function PageView({ page, path }: PageViewProps) {
  const View = views[page.key];
  if (!View) return <PlaceholderPage page={page} />;
  return (
    <Suspense fallback={<Spinner />}>
      <View page={page} path={path} />
    </Suspense>
  );
}
