import { type ComponentType, lazy, useState } from 'react';

/**
 * A lazily loaded component that does not suspend once its chunk is here. React throttles the
 * reveal of a Suspense boundary to 300 ms after the last fallback it committed, so every lazy
 * component that suspends on the way to a page (route, layout, page view) can hold the page back
 * that long even when its chunk has long arrived. `preload()` starts (or joins) the download and
 * resolves with the component; an instance mounted after that renders it directly. An instance
 * mounted before keeps its React.lazy for its whole life (switching would remount it).
 */
export function lazyReady<P extends object>(load: () => Promise<ComponentType<P>>) {
  let ready: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => {
        ready = component;
        return component;
      },
      (error: unknown) => {
        // A failed download may be asked again (the route's retry).
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function View(props: P) {
    const [loadedAtMount] = useState(() => ready);
    if (loadedAtMount) {
      const Loaded = loadedAtMount;
      return <Loaded {...props} />;
    }
    return <Lazy {...props} />;
  }
  return { View, preload };
}
