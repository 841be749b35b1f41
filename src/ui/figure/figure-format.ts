import type { IntlShape } from 'react-intl';

/** How a figure reads: a count, a 0–100 percentage or a score (one decimal). */
export type FigureUnit = 'count' | 'percent' | 'score';

/** A figure's number in the reader's locale (percentages carry the sign of their locale). */
export function formatFigure(intl: IntlShape, value: number, unit: FigureUnit): string {
  switch (unit) {
    case 'percent':
      return intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
    case 'score':
      return intl.formatNumber(value, { maximumFractionDigits: 1 });
    default:
      return intl.formatNumber(value, { maximumFractionDigits: 0 });
  }
}

/** A delta's size, without sign (the arrow says the direction); percentages in points. */
export function formatDelta(intl: IntlShape, delta: number, unit: FigureUnit): string {
  return intl.formatNumber(Math.abs(delta), {
    maximumFractionDigits: unit === 'count' ? 0 : 1,
  });
}

/** Where a delta points and whether that is good news. */
export interface DeltaTrend {
  trend: 'up' | 'down' | 'same' | 'none';
  good: boolean;
}

/**
 * The direction of a delta as shown: null compares nothing, a change that rounds to nothing at
 * the shown precision is no change (never "▲ 0"); `better` says which way is good news.
 */
export function deltaTrend(
  delta: number | null,
  unit: FigureUnit,
  better: 'up' | 'down' = 'up',
): DeltaTrend {
  if (delta === null) return { trend: 'none', good: false };
  const shown = Number(Math.abs(delta).toFixed(unit === 'count' ? 0 : 1));
  if (shown === 0) return { trend: 'same', good: false };
  const trend = delta > 0 ? 'up' : 'down';
  return { trend, good: trend === better };
}
