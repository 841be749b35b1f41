import { lazyReady } from '../app-kit/lazy-ready';
import { canOpen, findPage, layoutOf } from './pages';

// The console's first chunks, loaded as one: the account load starts them beside /me
// (system/create-system.ts), the main route renders them (app-routes.tsx).

/**
 * The console page the visit opens on: this address's, or the dashboard a sign-in goes to. Only
 * a page every admin may open: the role is not known yet, and a page the admin turns out not to
 * be allowed must not be downloaded (the route's guard preloads the others once it knows).
 */
function firstPage() {
  const path =
    layoutOf(window.location.pathname) === 'main' ? window.location.pathname : '/dashboard';
  return canOpen(path, null, null) ? findPage(path) : undefined;
}

// Fluent's focus manager (tabster) is for the console's modals and menus; the sign-in screens
// do without it and its chunk.
export const focusManagerAnchor = lazyReady(() =>
  import('./focus-manager-anchor').then((m) => m.FocusManagerAnchor),
);
// The guard and main layout of a signed-in admin's page, with the domain machine's selectors:
// a chunk the sign-in screens do without (the shell's, vite.config.ts). Its load resolves with
// the layout's, the first page's and the focus manager's chunks (consoleChunks), so they appear
// in one render.
export const consoleRoute = lazyReady(async () => {
  // All requested at once: waiting for the route's module before asking for the layout's and the
  // page's would put the downloads one after the other. consoleChunks then finds them here.
  const page = firstPage();
  const [m] = await Promise.all([
    import('./console-route'),
    import('../features/shell/layout/main-layout'),
    import('./page-views').then((views) => (page ? views.preloadView(page) : undefined)),
    focusManagerAnchor.preload().catch(() => {}),
  ]);
  await m.consoleChunks(page);
  return m.ConsoleRoute;
});
