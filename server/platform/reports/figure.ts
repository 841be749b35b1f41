// Turning SQL numbers into the contract's Figure: now, before, and the change between them.

/** A number from SQL (numeric and bigint arrive as strings from `pg`), or null. */
export function num(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Rounds to one decimal (percentages and scores). */
export const round1 = (n: number) => Math.round(n * 10) / 10;

/** part / whole as a percentage with one decimal; 0 when the whole is 0. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? round1((100 * part) / whole) : 0;
}

export interface Figure {
  value: number | null;
  previous: number | null;
  delta: number | null;
}

/** A value with its previous-period value and the difference (one decimal). */
export function figure(value: number | null, previous: number | null): Figure {
  const delta = value === null || previous === null ? null : round1(value - previous);
  return { value, previous, delta };
}
