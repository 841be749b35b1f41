import { type RefObject, useLayoutEffect, useState } from 'react';

export interface HorizontalOverflow {
  /** The content is wider than the box, which scrolls sideways. */
  overflowing: boolean;
  /** The content's width, in px. */
  scrollWidth: number;
}

const NONE: HorizontalOverflow = { overflowing: false, scrollWidth: 0 };

/**
 * Whether the box's content is wider than the box, kept up to date as either resizes (window,
 * columns shown, rows loaded). `mounted` re-attaches the observer when the box comes back (a
 * table replaced by its error message while the read failed).
 */
export function useHorizontalOverflow(
  box: RefObject<HTMLElement | null>,
  mounted: boolean,
): HorizontalOverflow {
  const [state, setState] = useState(NONE);
  useLayoutEffect(() => {
    const element = box.current;
    if (!mounted || !element) return;
    const measure = () => {
      const scrollWidth = element.scrollWidth;
      // One pixel of slack: sub-pixel column widths round up in scrollWidth.
      const overflowing = scrollWidth > element.clientWidth + 1;
      setState((last) =>
        last.overflowing === overflowing && last.scrollWidth === scrollWidth
          ? last
          : { overflowing, scrollWidth },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [box, mounted]);
  return state;
}
