import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import {
  selectIsAuthorised,
  selectRenderNothing,
  selectServerUnreachable,
} from '../../machines/session';
import { useAppActor } from '../app-kit/system-context';
import { AuthShell } from '../features/auth/auth-shell';
import { readLockIdentity } from '../features/auth/lock-identity';
import { LoginPage } from '../features/auth/login-page';
import { consoleRoute, focusManagerAnchor } from './console-chunks';
import { findPage, layoutOf } from './pages';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteProgress } from './route-progress';
import { ServerUnreachable } from './server-unreachable';
import { useResizeFlags } from './use-resize-flags';
import { useRouteActivity } from './use-route-activity';
import { VersionNotice } from './version-notice';

const FocusManagerAnchor = focusManagerAnchor.View;
const ConsoleRoute = consoleRoute.View;
// The other auth screens (404, 500, password reset, lock screen) are not part of a sign-in visit.
const AuthPage = lazy(() =>
  import('../features/auth/auth-pages').then((m) => ({ default: m.AuthPage })),
);

const ERROR_PATH = '/auth/500';
const LOCK_PATH = '/auth/lockscreen';

/** While the screen is locked every route shows the lock screen, which returns here (item 3). */
function ToLockScreen() {
  const returnTo = `${window.location.pathname}${window.location.search}`;
  return <Redirect to={LOCK_PATH} state={{ returnTo }} replace />;
}
type Navigate = ReturnType<typeof useLocation>[1];

/** The session is kept while the server cannot be reached: say so where the page would be. */
function Unreachable() {
  return (
    <AuthShell>
      <ServerUnreachable />
    </AuthShell>
  );
}

function LoginRoute() {
  const session = useAppActor('session');
  const authorised = useSelector(session, selectIsAuthorised);
  const unreachable = useSelector(session, selectServerUnreachable);
  // SPEC §2: after a successful login the user goes to /.
  if (authorised) return <Redirect to="/" replace />;
  if (unreachable) return <Unreachable />;
  if (readLockIdentity()) return <ToLockScreen />;
  return (
    <AuthShell>
      <LoginPage />
    </AuthShell>
  );
}

function MainRoute({ path }: { path: string }) {
  const session = useAppActor('session');
  const renderNothing = useSelector(session, selectRenderNothing);
  const authorised = useSelector(session, selectIsAuthorised);
  const unreachable = useSelector(session, selectServerUnreachable);
  const page = findPage(path);
  if (!page) return <Redirect to="/auth/404" replace />;
  // Neither "nothing yet" nor a redirect to sign in: the user stays here, still signed in.
  if (unreachable) return <Unreachable />;
  if (renderNothing) return null;
  if (!authorised)
    return readLockIdentity() ? <ToLockScreen /> : <Redirect to="/auth/login" replace />;
  return (
    <Suspense fallback={null}>
      <ConsoleRoute path={path} page={page} />
    </Suspense>
  );
}

function LayoutRoute({ path }: { path: string }) {
  switch (layoutOf(path)) {
    case 'public':
      return <Redirect to="/dashboard" replace />;
    case 'login':
      return <LoginRoute />;
    case 'auth':
      return (
        <AuthShell>
          <Suspense fallback={null}>
            <AuthPage path={path} />
          </Suspense>
        </AuthShell>
      );
    case 'main':
      return <MainRoute path={path} />;
  }
}

/**
 * A page that throws while rendering opens the error screen (SPEC §2's 500 page); its retry loads
 * the page again. The error screen itself failing must not loop: it then stays blank.
 */
function onRenderError(failedPath: string, navigate: Navigate) {
  if (failedPath === ERROR_PATH) return;
  navigate(ERROR_PATH, { state: { retry: `${failedPath}${window.location.search}` } });
}

/** Layout selection and routes (SPEC §2), the route progress bar and the new-version notice. */
export function AppRoutes() {
  const [path, navigate] = useLocation();
  // Once a console page has shown, the anchor stays for the app's whole life (see the anchor).
  const [anchored, setAnchored] = useState(false);
  const inConsole = layoutOf(path) === 'main';
  useEffect(() => {
    if (inConsole) setAnchored(true);
  }, [inConsole]);
  useResizeFlags();
  useRouteActivity(path);

  useEffect(() => {
    // Route changes start at the top of the page (SPEC §2); `path` is the trigger.
    void path;
    window.scrollTo(0, 0);
  }, [path]);

  return (
    <>
      <RouteProgress path={path} />
      <RouteErrorBoundary path={path} onError={(_, failed) => onRenderError(failed, navigate)}>
        <LayoutRoute path={path} />
      </RouteErrorBoundary>
      <VersionNotice />
      {anchored && (
        <Suspense fallback={null}>
          <FocusManagerAnchor />
        </Suspense>
      )}
    </>
  );
}
