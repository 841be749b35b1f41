// How a line or area chart draws its values without inventing any: straight segments between
// measured points (a smoothed curve overshoots between sparse points, showing values nobody
// measured), and a marker on every point when the points are few or broken by gaps, so a lone
// value between gaps, or one of five points, is seen as a measurement.

/** At most this many points per series still get a marker each. */
export const SPARSE_POINTS = 16;

export function markerSize(series: readonly { data: readonly (number | null)[] }[]): number {
  const sparse = series.some(
    (s) => s.data.includes(null) || s.data.filter((v) => v !== null).length <= SPARSE_POINTS,
  );
  return sparse ? 4 : 0;
}

/** The line's shape between points: always straight (see above). */
export const LINE_CURVE = 'straight' as const;
