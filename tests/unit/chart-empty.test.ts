import { describe, expect, it } from 'vitest';
import { isEmptyChart } from '../../src/ui/chart/chart-types';

// SPEC §8 "no graph": a chart with nothing to draw shows the empty state instead of empty axes.
describe('isEmptyChart', () => {
  it('is empty without categories or with only zeros', () => {
    expect(isEmptyChart({ kind: 'bar', categories: [], series: [] })).toBe(true);
    expect(
      isEmptyChart({ kind: 'line', categories: ['a', 'b'], series: [{ name: 's', data: [0, 0] }] }),
    ).toBe(true);
  });

  it('is empty when every value is a gap or zero', () => {
    const gaps = { kind: 'line' as const, categories: ['a', 'b'] };
    expect(isEmptyChart({ ...gaps, series: [{ name: 's', data: [null, 0] }] })).toBe(true);
    expect(isEmptyChart({ ...gaps, series: [{ name: 's', data: [null, 72.5] }] })).toBe(false);
  });

  it('has something to draw with one non-zero value', () => {
    expect(
      isEmptyChart({
        kind: 'bar',
        categories: ['a', 'b'],
        series: [
          { name: 's', data: [0, 0] },
          { name: 't', data: [0, 3] },
        ],
      }),
    ).toBe(false);
  });

  it('draws zero bars against their goals (nobody has reached a target yet)', () => {
    const zeros = { kind: 'bar' as const, categories: ['a'], series: [{ name: 's', data: [0] }] };
    expect(isEmptyChart(zeros)).toBe(true);
    expect(isEmptyChart({ ...zeros, goal: { name: 'Meta', data: [80] } })).toBe(false);
  });
});
