import type { BrandVariants } from '@fluentui/react-components';

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** Default primary colour (SPEC §9). */
const FALLBACK_PRIMARY = '#184A7B';

/**
 * Fluent's 16-step brand ramp around `primary`: step 80 is the colour itself (Fluent's light
 * theme uses it for primary buttons), lower steps darken towards black, higher ones lighten.
 */
export function brandVariants(primary: string): BrandVariants {
  const base = parseHex(primary) ?? parseHex(FALLBACK_PRIMARY) ?? [24, 74, 123];
  const black: Rgb = [0, 0, 0];
  const white: Rgb = [255, 255, 255];
  const shade = (step: number) =>
    step <= 80
      ? toHex(mix(base, black, ((80 - step) / 70) * 0.85))
      : toHex(mix(base, white, ((step - 80) / 80) * 0.9));
  return {
    10: shade(10),
    20: shade(20),
    30: shade(30),
    40: shade(40),
    50: shade(50),
    60: shade(60),
    70: shade(70),
    80: shade(80),
    90: shade(90),
    100: shade(100),
    110: shade(110),
    120: shade(120),
    130: shade(130),
    140: shade(140),
    150: shade(150),
    160: shade(160),
  };
}

/**
 * The brand ramp as CSS variables (`--app-brand-10` … `--app-brand-160`): the Fluent tokens of
 * src/ui/fluent-tokens.css read them where no FluentProvider sets the theme.
 */
export function brandCssVariables(primary: string): [name: string, value: string][] {
  return Object.entries(brandVariants(primary)).map(([step, hex]) => [`--app-brand-${step}`, hex]);
}
