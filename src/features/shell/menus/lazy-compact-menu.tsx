import { lazy, Suspense } from 'react';

const CompactMenu = lazy(() => import('./compact-menu').then((m) => ({ default: m.CompactMenu })));

/**
 * The compact menu (collapsed left menu, or the menu on top) as a chunk of its own: it carries
 * Fluent's menu package, which the default layout (the full left menu) does not need.
 */
export function LazyCompactMenu({ orientation }: { orientation: 'vertical' | 'horizontal' }) {
  return (
    <Suspense fallback={null}>
      <CompactMenu orientation={orientation} />
    </Suspense>
  );
}
