import { lazy, Suspense, useEffect, useState } from 'react';
import { BUILD_ID, isNewBuild, servedBuildId, VERSION_POLL_MS, VERSION_URL } from './version-check';

// The notice itself (a Fluent MessageBar) is fetched only once a new build is seen.
const VersionNoticeBar = lazy(() =>
  import('./version-notice-bar').then((m) => ({ default: m.VersionNoticeBar })),
);

/**
 * The new-version notice (SPEC §8): polls version.json every few minutes and on window focus;
 * once it names another build than this one, a persistent notice offers a refresh.
 */
export function VersionNotice() {
  // A fact about the deployment, not about the console's state machines.
  const [stale, setStale] = useState(false);

  useEffect(() => {
    if (BUILD_ID === null || stale) return;
    let live = true;
    const check = async () => {
      try {
        const response = await fetch(VERSION_URL, { cache: 'no-store' });
        if (!response.ok) return;
        const served = servedBuildId(await response.json());
        if (live && isNewBuild(BUILD_ID, served)) setStale(true);
      } catch {
        // Offline or a proxy hiccup: the next poll tries again.
      }
    };
    const timer = setInterval(check, VERSION_POLL_MS);
    window.addEventListener('focus', check);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener('focus', check);
    };
  }, [stale]);

  if (!stale) return null;
  return (
    <Suspense fallback={null}>
      <VersionNoticeBar />
    </Suspense>
  );
}
