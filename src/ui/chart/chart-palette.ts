// Series colours every chart uses: Okabe–Ito's colour-blind-safe set, in an order where the first
// two (approved/failed, sessions/users, current/target) differ in hue AND lightness for every
// common colour-vision deficiency, and each a graphical object's 3:1 contrast against the
// theme's surface (WCAG 1.4.11). The brand colour is not a series colour: a navy brand vanishes
// on a dark surface and two blues read as one series.

/** Light theme: the darker Okabe–Ito colours (orange and purple darkened to keep 3:1 on white). */
export const LIGHT_SERIES = ['#0072B2', '#D55E00', '#009E73', '#B8618F', '#8F6B00', '#000000'];
/** Dark theme: the lighter Okabe–Ito colours (vermillion lightened to keep 3:1 on grey 16). */
export const DARK_SERIES = ['#56B4E9', '#E69F00', '#2FC497', '#E08DBD', '#F0E442', '#FF8A4C'];

/** A dashed series is a reference (the previous period): neutral grey, not a rival colour. */
export const LIGHT_REFERENCE = '#6E6E6E';
export const DARK_REFERENCE = '#ADADAD';

/** The goal marks across bars: the theme's text colour, apart from every series colour. */
export const LIGHT_GOAL = '#242424';
export const DARK_GOAL = '#FFFFFF';

/** The surfaces charts sit on (Fluent's neutral backgrounds 1 and 2 of each theme). */
export const LIGHT_SURFACES = ['#FFFFFF', '#FAFAFA'];
export const DARK_SURFACES = ['#292929', '#1F1F1F'];

/**
 * One colour per series: full series take the palette in order (cycling past its end), dashed
 * reference series the neutral grey.
 */
export function seriesColors(series: readonly { dashed?: boolean }[], dark: boolean): string[] {
  const palette = dark ? DARK_SERIES : LIGHT_SERIES;
  const reference = dark ? DARK_REFERENCE : LIGHT_REFERENCE;
  let next = 0;
  return series.map((s) => {
    if (s.dashed) return reference;
    const colour = palette[next % palette.length] ?? reference;
    next++;
    return colour;
  });
}

type Rgb = [number, number, number];

/** `#rrggbb` (or `rgb(r, g, b)`, as a browser reports it) as 0–255 channels. */
function parseColor(text: string): Rgb | null {
  const hex = /^#([0-9a-f]{6})$/i.exec(text.trim());
  if (hex?.[1]) {
    const h = hex[1];
    return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(text.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return null;
}

const linear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance. */
function luminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const ca = parseColor(a);
  const cb = parseColor(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** CIELAB of an sRGB colour (D65). */
function lab(rgb: Rgb): Rgb {
  const [r, g, b] = rgb.map(linear) as Rgb;
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/**
 * How different two colours look: CIE76 ΔE in CIELAB (about 2.3 is "just noticeable"; below
 * about 20 two series read as shades of one colour).
 */
export function colorDistance(a: string, b: string): number {
  const ca = parseColor(a);
  const cb = parseColor(b);
  if (!ca || !cb) return 0;
  const [l1, a1, b1] = lab(ca);
  const [l2, a2, b2] = lab(cb);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/** Viénot–Brettel–Mollon simulation matrices in linear RGB for dichromat vision. */
const DEFICIENCY: Record<'protanopia' | 'deuteranopia' | 'tritanopia', number[][]> = {
  protanopia: [
    [0.11238, 0.88762, 0],
    [0.11238, 0.88762, 0],
    [0.00401, -0.00401, 1],
  ],
  deuteranopia: [
    [0.29275, 0.70725, 0],
    [0.29275, 0.70725, 0],
    [-0.02234, 0.02234, 1],
  ],
  tritanopia: [
    [1, 0.14461, -0.14461],
    [0, 0.85924, 0.14076],
    [0, 0.85924, 0.14076],
  ],
};

export type Deficiency = keyof typeof DEFICIENCY;

/** A colour as seen with a colour-vision deficiency (`#rrggbb`). */
export function simulate(color: string, deficiency: Deficiency): string {
  const c = parseColor(color);
  if (!c) return color;
  const lin = c.map(linear);
  const out = DEFICIENCY[deficiency].map((row) =>
    row.reduce((sum: number, k, i) => sum + k * (lin[i] ?? 0), 0),
  );
  const encode = (v: number) => {
    const s = Math.min(1, Math.max(0, v));
    const e = s <= 0.0031308 ? 12.92 * s : 1.055 * s ** (1 / 2.4) - 0.055;
    return Math.round(e * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${out.map(encode).join('')}`;
}
