import { type ComponentType, type LazyExoticComponent, Suspense, useState } from 'react';

/**
 * Mounts a lazily loaded panel (drawer, dialog) from the first time it is wanted and keeps it
 * mounted afterwards, so its closing animation plays; until then its chunk is never fetched.
 */
export function OnDemand({
  wanted,
  view: View,
}: {
  wanted: boolean;
  view: LazyExoticComponent<ComponentType>;
}) {
  const [ever, setEver] = useState(wanted);
  // Derived state: React re-renders at once with `ever` set (no effect, no extra frame).
  if (wanted && !ever) setEver(true);
  if (!ever && !wanted) return null;
  return (
    <Suspense fallback={null}>
      <View />
    </Suspense>
  );
}
