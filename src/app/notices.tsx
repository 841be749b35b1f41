import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { Notice } from '../../machines/types/messages';
import { noticeBus } from './notice-bus';
import { useAppActor } from './system/system-context';

const NoticeToaster = lazy(() => import('./notice-toaster'));

/** A function that shows a notice as a toast (`id` keeps a notice from showing twice). */
export function useNotify(): (notice: Notice, id?: string) => void {
  return useCallback((notice: Notice, id?: string) => {
    noticeBus.post(id ? { notice, id } : { notice });
  }, []);
}

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
