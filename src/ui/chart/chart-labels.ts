// How a chart names its categories so every one can be read: the prefix all labels share is
// dropped (the full name stays in the tooltip), duplicates are told apart, long names wrap onto
// lines instead of being cut, and bars turn horizontal when their names do not fit side by side.
// Pure functions: the adapter (apex-chart.tsx) measures the width and applies them.

/** Characters where a shared prefix may end: a word boundary or a separator such as " · ". */
const BOUNDARY = /[\s·:/\-–—|,]/;

/** Average width of one label character in pixels at the axis' 12 px font (a safe estimate). */
export const CHAR_PX = 7;

/**
 * The labels without the words they all start with ("Sabor Fresco Centro", "Sabor Fresco Norte"
 * → "Centro", "Norte"). Only whole words go, and only when every label keeps some text and there
 * are at least two labels; otherwise the labels come back unchanged with an empty prefix.
 */
export function stripCommonPrefix(labels: readonly string[]): {
  labels: string[];
  prefix: string;
} {
  const unchanged = { labels: [...labels], prefix: '' };
  if (labels.length < 2) return unchanged;
  const first = labels[0] ?? '';
  let n = first.length;
  for (const label of labels) {
    let i = 0;
    while (i < n && i < label.length && label[i] === first[i]) i++;
    n = i;
  }
  // Step back to the last word boundary inside the shared part, so no word is split.
  while (n > 0 && !BOUNDARY.test(first[n - 1] ?? '')) {
    const cutsWord = labels.some((l) => l.length > n && !BOUNDARY.test(l[n] ?? ''));
    if (!cutsWord) break;
    n--;
  }
  const prefix = first.slice(0, n);
  if (prefix.trim() === '') return unchanged;
  const rest = labels.map((l) => l.slice(n).replace(/^[\s·:/\-–—|,]+/, ''));
  if (rest.some((r) => r === '')) return unchanged;
  return { labels: rest, prefix };
}

/**
 * Labels that tell equal names apart: every label that occurs more than once gets its rank
 * among its equals ("Curso X (1)", "Curso X (2)"); unique labels stay as they are.
 */
export function disambiguate(labels: readonly string[]): string[] {
  const total = new Map<string, number>();
  for (const l of labels) total.set(l, (total.get(l) ?? 0) + 1);
  const seen = new Map<string, number>();
  return labels.map((l) => {
    if ((total.get(l) ?? 0) < 2) return l;
    const rank = (seen.get(l) ?? 0) + 1;
    seen.set(l, rank);
    return `${l} (${rank})`;
  });
}

/** A label broken into lines of at most `width` characters at word boundaries (never cut). */
export function wrapLabel(label: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter((w) => w !== '')) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= width) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines.length === 0 ? [''] : lines;
}

/**
 * Whether bars stand (names under them) or lie (names beside them): they lie when the names,
 * written side by side, would not fit the chart's width. Standing bars never rotate or cut names.
 */
export function barOrientation(
  labels: readonly string[],
  widthPx: number,
): 'vertical' | 'horizontal' {
  if (labels.length === 0) return 'vertical';
  const longest = Math.max(...labels.map((l) => l.length));
  const perLabel = longest * CHAR_PX + 8;
  return perLabel * labels.length > widthPx * 0.85 ? 'horizontal' : 'vertical';
}

/**
 * Which labels of a time axis are written so none overlap and the last one is always there: a
 * regular step counted back from the last label. The others stay named in the tooltip.
 */
export function thinLabels(labels: readonly string[], widthPx: number): boolean[] {
  const n = labels.length;
  if (n === 0) return [];
  const longest = Math.max(...labels.map((l) => l.length));
  const fits = Math.max(1, Math.floor((widthPx * 0.9) / (longest * CHAR_PX + 12)));
  const step = Math.ceil(n / fits);
  return labels.map((_, i) => (n - 1 - i) % step === 0);
}

/** The names a chart writes on its category axis, and the full ones its tooltip shows. */
export interface AxisNames {
  /** Full, unique names (the tooltip's title and the table view). */
  full: string[];
  /** The names on the axis: without the shared prefix, and unique. */
  short: string[];
  prefix: string;
}

/** Axis names for categories: unique first (the full name must tell them apart), then shortened. */
export function axisNames(categories: readonly string[]): AxisNames {
  const full = disambiguate(categories);
  const { labels, prefix } = stripCommonPrefix(full);
  return { full, short: labels, prefix };
}
