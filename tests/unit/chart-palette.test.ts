import { describe, expect, it } from 'vitest';
import {
  colorDistance,
  contrastRatio,
  DARK_GOAL,
  DARK_REFERENCE,
  DARK_SERIES,
  DARK_SURFACES,
  type Deficiency,
  LIGHT_GOAL,
  LIGHT_REFERENCE,
  LIGHT_SERIES,
  LIGHT_SURFACES,
  seriesColors,
  simulate,
} from '../../src/ui/chart/chart-palette';

// Series colours that hold in both themes and for colour-blind readers (charts showed
// approved/failed and current/previous in two near-identical blues, a navy series vanishing
// in dark mode).
const THEMES = [
  {
    name: 'light',
    series: LIGHT_SERIES,
    surfaces: LIGHT_SURFACES,
    reference: LIGHT_REFERENCE,
    goal: LIGHT_GOAL,
  },
  {
    name: 'dark',
    series: DARK_SERIES,
    surfaces: DARK_SURFACES,
    reference: DARK_REFERENCE,
    goal: DARK_GOAL,
  },
];
const DEFICIENCIES: Deficiency[] = ['protanopia', 'deuteranopia'];

describe('colour helpers', () => {
  it('measure contrast and distance as WCAG and CIELAB do', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 1);
    expect(colorDistance('#000000', '#FFFFFF')).toBeCloseTo(100, 0);
    expect(colorDistance('rgb(15, 108, 189)', '#0f6cbd')).toBe(0);
    // The old first two series (brand navy, then Fluent blue) were near-identical.
    expect(colorDistance('#184A7B', '#0f6cbd')).toBeLessThan(25);
  });

  it('simulates dichromat vision: red and green collapse for a deuteranope', () => {
    expect(
      colorDistance(simulate('#D03030', 'deuteranopia'), simulate('#30A030', 'deuteranopia')),
    ).toBeLessThan(colorDistance('#D03030', '#30A030') / 2);
  });
});

describe.each(THEMES)('$name palette', ({ series, surfaces, reference, goal }) => {
  it('keeps 3:1 against the surfaces (series, reference and goal marks)', () => {
    for (const c of [...series, reference, goal]) {
      for (const s of surfaces)
        expect(contrastRatio(c, s), `${c} on ${s}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('has no two colours that read as shades of one', () => {
    for (const [i, a] of series.entries()) {
      for (const b of series.slice(i + 1))
        expect(colorDistance(a, b), `${a}/${b}`).toBeGreaterThan(30);
      expect(colorDistance(a, reference), `${a}/reference`).toBeGreaterThan(30);
    }
  });

  it('keeps the first three apart for protanopes and deuteranopes', () => {
    const first = series.slice(0, 3);
    for (const d of DEFICIENCIES) {
      const seen = first.map((c) => simulate(c, d));
      for (const [i, a] of seen.entries()) {
        for (const b of seen.slice(i + 1))
          expect(colorDistance(a, b), `${d} ${a}/${b}`).toBeGreaterThan(30);
      }
    }
  });
});

describe('seriesColors', () => {
  it('gives series the palette in order and a dashed reference the neutral grey', () => {
    expect(seriesColors([{}, { dashed: true }, {}], false)).toEqual([
      LIGHT_SERIES[0],
      LIGHT_REFERENCE,
      LIGHT_SERIES[1],
    ]);
    expect(seriesColors([{}, {}], true)).toEqual([DARK_SERIES[0], DARK_SERIES[1]]);
  });

  it('never uses the brand colour, and cycles past the palette', () => {
    const many = seriesColors(
      Array.from({ length: LIGHT_SERIES.length + 1 }, () => ({})),
      false,
    );
    expect(many.at(-1)).toBe(LIGHT_SERIES[0]);
    expect(many).not.toContain('#184A7B');
  });
});
