import { initialsOf } from '../../../../machines/rules/display-name';
import type { SelectedDomain } from '../../../../machines/types/domain';

/** How the shell paints the selected domain: its colour, a text colour readable on it, its mark. */
export interface DomainLook {
  /** The domain colour (SPEC §3), not the console's primary colour. */
  color: string;
  /** White or near-black, whichever contrasts more with `color`. */
  onColor: string;
  logo: string | null;
  /** Shown on the colour when there is no logo or it cannot load. */
  initials: string;
}

const ON_LIGHT = '#1a1a1a';
const ON_DARK = '#ffffff';

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two relative luminances. */
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** The look of a selected domain (its colour comes validated from `domainColorOf`). */
export function domainLook(domain: Pick<SelectedDomain, 'color' | 'logo' | 'name'>): DomainLook {
  const l = luminance(domain.color);
  return {
    color: domain.color,
    onColor:
      contrast(l, luminance(ON_DARK)) >= contrast(l, luminance(ON_LIGHT)) ? ON_DARK : ON_LIGHT,
    logo: domain.logo,
    initials: initialsOf(domain.name),
  };
}
