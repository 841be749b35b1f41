import type { ButtonProps } from '@fluentui/react-components';
import { type ComponentType, Suspense, useState } from 'react';
import type { lazyReady } from '../../../app-kit/lazy-ready';

/**
 * A top-bar menu whose Fluent Menu is a chunk of its own, so a console visit does not download
 * the menu package for menus nobody has opened. Until the first click, `trigger` stands in for
 * the menu, marked as a menu button; the click mounts `popup`, a Menu that opens on mount around
 * the same `trigger` (its prop) and moves focus to its first item, as a Fluent Menu opened by its
 * trigger does. Hovering or focusing the stand-in starts the download (`preload`), so the
 * click rarely waits.
 */
export function LazyMenu({
  trigger: Trigger,
  popup,
}: {
  trigger: ComponentType<ButtonProps>;
  popup: ReturnType<typeof lazyReady<{ trigger: ComponentType<ButtonProps> }>>;
}) {
  const [wanted, setWanted] = useState(false);
  const warm = () => void popup.preload().catch(() => undefined);
  const Popup = popup.View;
  const standIn = (
    <Trigger
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={warm}
      onFocus={warm}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Popup trigger={Trigger} />
    </Suspense>
  );
}
