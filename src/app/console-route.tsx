import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { defineMessages } from 'react-intl';
import { Redirect } from 'wouter';
import { selectDomainTools, selectRole, selectSelectedDomain } from '../../machines/domain';
import type { PageRow } from '../../machines/rules/page-registry';
import { lazyReady } from '../app-kit/lazy-ready';
import { useAppActor } from '../app-kit/system-context';
import { AppThemeProvider } from '../app-kit/theme-provider';
import { useNotify } from '../app-kit/use-notify';
import { canOpen } from './pages';

// The main layout (menu, top bar, pages) is its own chunk: a cold visit to the sign-in page
// downloads none of it.
const mainLayout = lazyReady(() =>
  import('../features/shell/layout/main-layout').then((m) => m.MainLayout),
);
const MainLayout = mainLayout.View;
// The tour feature's trigger, composed into the layout here (features do not import each other);
// shepherd.js and the steps stay a further chunk, fetched only when a tour is due.
const PageTour = lazy(() =>
  import('../features/tour/page-tour').then((m) => ({ default: m.PageTour })),
);
// Page views (and the placeholder page) too: they only ever render inside the main layout.
const loadPageViews = () => import('./page-views');
const pageViews = lazyReady(() => loadPageViews().then((m) => m.PageView));
const PageView = pageViews.View;
// Once per page and visit: a preload repeated on every render would only find the chunk cached.
const preloaded = new Map<string, Promise<void>>();
/** Fetches the page's chunks beside the layout's (page-views.tsx: preloadView). */
function preloadPage(page: PageRow): Promise<void> {
  let loading = preloaded.get(page.key);
  if (!loading) {
    // PageView's own load reports a failure (RouteErrorBoundary).
    loading = loadPageViews()
      .then((m) => m.preloadView(page))
      .catch(() => {});
    preloaded.set(page.key, loading);
  }
  return loading;
}

/**
 * Resolves once the chunks a console page at `page` renders first are here: the main layout, the
 * page views and the page's own chunk. The main route's lazy load waits for it, so the first
 * render shows the layout and the page together instead of revealing them one suspended
 * boundary at a time (each reveal throttled by React, lazy-ready.tsx). A failed download is left
 * to the render that needs it.
 */
export async function consoleChunks(page: PageRow | undefined): Promise<void> {
  await Promise.all([
    mainLayout.preload().catch(() => {}),
    pageViews.preload().catch(() => {}),
    page ? preloadPage(page) : undefined,
  ]);
}

const routeMessages = defineMessages({
  unauthorized: { id: 'page.unauthorized', defaultMessage: 'Acceso no autorizado' },
});

/** SPEC §6: a page the role may not see shows 'Acceso no autorizado' and goes to /dashboard. */
function Unauthorised() {
  const notify = useNotify();
  useEffect(() => {
    notify({ kind: 'error', title: routeMessages.unauthorized }, 'unauthorized');
  }, [notify]);
  return <Redirect to="/dashboard" replace />;
}

/**
 * A console page for a signed-in admin: the role's guard, then the main layout with the page.
 * Rendered only once the session is authorised, so the console's actors are running (the
 * account load started them, src/app/system/create-system.ts).
 */
export function ConsoleRoute({ path, page }: { path: string; page: PageRow }) {
  const domain = useAppActor('domain');
  const role = useSelector(domain, selectRole);
  const tools = useSelector(domain, selectDomainTools);
  const chosen = useSelector(domain, (s) => selectSelectedDomain(s) !== null);
  // Until a domain is chosen role and modules are unknown: the page waits behind the domain modal.
  if (chosen && !canOpen(path, role, tools)) return <Unauthorised />;
  void preloadPage(page);
  return (
    <AppThemeProvider>
      <Suspense fallback={null}>
        <MainLayout
          path={path}
          tour={
            // Its own boundary: the layout never waits for the tour's chunk.
            <Suspense fallback={null}>
              <PageTour path={path} />
            </Suspense>
          }
        >
          <PageView page={page} path={path} />
        </MainLayout>
      </Suspense>
    </AppThemeProvider>
  );
}
