import { type RefObject, useEffect, useRef } from 'react';

export interface ScrollRailProps {
  /** The box that scrolls sideways; the rail follows it and moves it. */
  target: RefObject<HTMLElement | null>;
  /** The width of the target's content, in px. */
  width: number;
  className?: string;
  trackClassName?: string;
}

/**
 * A horizontal scrollbar standing for the target's own, placed where it stays in sight (the
 * target's lies under its last row). Hidden from assistive technology: the target itself scrolls
 * with the keyboard (its cells take the focus); this is for the mouse and for the eye.
 */
export function ScrollRail({ target, width, className, trackClassName }: ScrollRailProps) {
  const rail = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = target.current;
    const own = rail.current;
    if (!box || !own) return;
    const follow = () => {
      own.scrollLeft = box.scrollLeft;
    };
    follow();
    box.addEventListener('scroll', follow, { passive: true });
    return () => box.removeEventListener('scroll', follow);
  }, [target]);
  return (
    <div
      ref={rail}
      className={className}
      aria-hidden="true"
      data-testid="table-scroll-rail"
      // Setting scrollLeft to the value it has fires no event, so the two never ping-pong.
      onScroll={() => {
        if (target.current && rail.current) target.current.scrollLeft = rail.current.scrollLeft;
      }}
    >
      <div className={trackClassName} style={{ width }} />
    </div>
  );
}
