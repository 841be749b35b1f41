import { lazy, Suspense, useEffect, useState } from 'react';
import { noticeBus } from '../app-kit/notice-bus';
import { useAppActor } from '../app-kit/system-context';

const NoticeToaster = lazy(() => import('./notice-toaster'));

/** Shows the notices the session emits (e.g. 'Session started') and the views raise, as toasts. */
export function Notices() {
  const session = useAppActor('session');
  // The toaster chunk is fetched on the first notice and stays mounted from then on.
  const [mounted, setMounted] = useState(noticeBus.hasWaiting);

  useEffect(() => {
    noticeBus.whenWaiting(() => setMounted(true));
    return () => noticeBus.whenWaiting(null);
  }, []);

  useEffect(() => {
    const subscription = session.on('session.notice', ({ notice }) => noticeBus.post({ notice }));
    return () => subscription.unsubscribe();
  }, [session]);

  return mounted ? (
    <Suspense fallback={null}>
      <NoticeToaster />
    </Suspense>
  ) : null;
}
