import type { ButtonProps } from '@fluentui/react-components';
import { type ComponentType, type LazyExoticComponent, Suspense, useState } from 'react';

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
  popup: Popup,
  preload,
}: {
  trigger: ComponentType<ButtonProps>;
  popup: LazyExoticComponent<ComponentType<{ trigger: ComponentType<ButtonProps> }>>;
  preload: () => Promise<unknown>;
}) {
  const [wanted, setWanted] = useState(false);
  const warm = () => void preload().catch(() => undefined);
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
