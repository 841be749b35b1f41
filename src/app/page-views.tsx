import { Spinner } from '@fluentui/react-components';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import type { PageRow } from '../../machines/rules/page-registry';
import type { PageViewProps } from '../app-kit/page-view-props';
import { PlaceholderPage } from '../features/pages/placeholder-page';

type View = LazyExoticComponent<ComponentType<PageViewProps>>;

// The registry names each built page's view (`people/people-page` + `PeoplePage`) instead of
// importing it, so it can live where machines read it. Vite turns this glob into one lazy chunk
// per page module; the auth screens are left out (they are not main-layout pages and keep the
// chunks they have).
const modules = import.meta.glob<Record<string, unknown>>([
  '../features/*/*-page.tsx',
  '!../features/auth/**',
]);

/** The file the registry's `view.module` names. */
const viewFile = (module: string): string => `../features/${module}.tsx`;

const views = new Map<string, View>();

// One lazy component per page key, made once: a new lazy() each render would remount the page.
function viewOf(page: PageRow): View | null {
  const { view } = page;
  if (!view) return null;
  const known = views.get(page.key);
  if (known) return known;
  const load = modules[viewFile(view.module)];
  if (!load) throw new Error(`page '${page.key}': no src/features/${view.module}.tsx`);
  const made = lazy(async () => {
    const component = (await load())[view.name];
    if (typeof component !== 'function') {
      throw new Error(`page '${page.key}': ${view.module} exports no ${view.name}`);
    }
    // The registry row promises a page view; a unit test checks each named export exists.
    return { default: component as ComponentType<PageViewProps> };
  });
  views.set(page.key, made);
  return made;
}

/**
 * Starts downloading a page's chunk (and the chunks it imports) without rendering it. The main
 * route calls it as soon as the session is known, so the page loads while the shell's own chunk
 * loads and renders, instead of only once the shell has rendered its outlet.
 */
export function preloadView(page: PageRow): void {
  const module = page.view?.module;
  // A failed download is not reported here: the page's own render loads it again and its error
  // boundary shows the failure.
  if (module !== undefined) modules[viewFile(module)]?.().catch(() => {});
}

/** The page of the current route: its built view, or the placeholder until an issue builds it. */
export function PageView({ page, path }: PageViewProps) {
  const View = viewOf(page);
  if (!View) return <PlaceholderPage page={page} />;
  return (
    <Suspense fallback={<Spinner />}>
      <View page={page} path={path} />
    </Suspense>
  );
}
