import { Spinner } from '@fluentui/react-components';
import { type ComponentType, Suspense } from 'react';
import type { PageRow } from '../../machines/rules/page-registry';
import { lazyReady } from '../app-kit/lazy-ready';
import type { PageViewProps } from '../app-kit/page-view-props';
import { PlaceholderPage } from '../features/pages/placeholder-page';

type View = ReturnType<typeof lazyReady<PageViewProps>>;

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

// One lazy component per page key, made once: a new one each render would remount the page.
function viewOf(page: PageRow): View | null {
  const { view } = page;
  if (!view) return null;
  const known = views.get(page.key);
  if (known) return known;
  const load = modules[viewFile(view.module)];
  if (!load) throw new Error(`page '${page.key}': no src/features/${view.module}.tsx`);
  const made = lazyReady<PageViewProps>(async () => {
    const component = (await load())[view.name];
    if (typeof component !== 'function') {
      throw new Error(`page '${page.key}': ${view.module} exports no ${view.name}`);
    }
    // The registry row promises a page view; a unit test checks each named export exists.
    return component as ComponentType<PageViewProps>;
  });
  views.set(page.key, made);
  return made;
}

/**
 * Downloads a page's chunk (and the chunks it imports) without rendering it; resolves once it is
 * here (at once for the placeholder). The main route waits for it with the layout's chunk, so the
 * layout and the page appear together, without a suspended page in between (lazy-ready.tsx). A
 * failed download is not reported here: the page's own render loads it again and its error
 * boundary shows the failure.
 */
export async function preloadView(page: PageRow): Promise<void> {
  await viewOf(page)
    ?.preload()
    .catch(() => {});
}

/** The page of the current route: its built view, or the placeholder until an issue builds it. */
export function PageView({ page, path }: PageViewProps) {
  const View = viewOf(page)?.View;
  if (!View) return <PlaceholderPage page={page} />;
  return (
    <Suspense fallback={<Spinner />}>
      <View page={page} path={path} />
    </Suspense>
  );
}
