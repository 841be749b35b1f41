import { describe, expect, it } from 'vitest';
import { LINE_CURVE, markerSize, SPARSE_POINTS } from '../../src/ui/chart/chart-lines';

// Lines never invent values: straight between points, and each point marked when they are few.
describe('line style', () => {
  it('draws straight segments (a smoothed curve overshoots between sparse points)', () => {
    expect(LINE_CURVE).toBe('straight');
  });

  it('marks points when a series has few of them or gaps, not on a dense line', () => {
    expect(markerSize([{ data: [70, 80, 75] }])).toBeGreaterThan(0);
    expect(
      markerSize([{ data: Array.from({ length: 30 }, (_, i) => (i === 4 ? null : i)) }]),
    ).toBeGreaterThan(0);
    expect(markerSize([{ data: Array.from({ length: SPARSE_POINTS + 10 }, (_, i) => i) }])).toBe(0);
  });
});
