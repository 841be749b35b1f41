import { useEffect } from 'react';
import { useAppActor } from '../app-kit/system-context';

/**
 * Keeps the layout flags of the settings machine in step with the window width (SPEC §4). It
 * lives at the app root, not in the main layout: a window resized on the sign-in screens must
 * reach the machine too, or the console opens with the layout of the width the tab started at.
 */
export function useResizeFlags() {
  const settings = useAppActor('settings');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let width = innerWidth;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        // The synthetic resizes the shell fires (for charts) must not re-collapse a menu the
        // user opened: only a real change of width counts.
        if (innerWidth === width) return;
        width = innerWidth;
        settings.send({ type: 'settings.resize', width });
      }, 100);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [settings]);
}
