// The figure cards' numbers and deltas (src/ui/figure), used by the dashboard's panels.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { deltaTrend, formatDelta, formatFigure } from '../../src/ui/figure/figure-format';

const es = createIntl({ locale: 'es-ES', messages: {} });
const en = createIntl({ locale: 'en-US', messages: {} });

describe('figure format', () => {
  it('writes percentages, scores and counts in the reader’s locale', () => {
    expect(formatFigure(es, 81.25, 'percent')).toMatch(/^81,3\s%$/);
    expect(formatFigure(en, 81.25, 'percent')).toBe('81.3%');
    expect(formatFigure(en, 76.44, 'score')).toBe('76.4');
    expect(formatFigure(en, 12345, 'count')).toBe('12,345');
  });

  it('writes a delta without its sign, counts whole', () => {
    expect(formatDelta(es, -3.24, 'percent')).toBe('3,2');
    expect(formatDelta(en, 797.4, 'count')).toBe('797');
  });
});

describe('delta trend', () => {
  it('points up or down, good news by the metric’s better direction', () => {
    expect(deltaTrend(3.2, 'percent')).toEqual({ trend: 'up', good: true });
    expect(deltaTrend(-0.5, 'percent')).toEqual({ trend: 'down', good: false });
    expect(deltaTrend(478, 'count', 'down')).toEqual({ trend: 'up', good: false });
    expect(deltaTrend(-1, 'count', 'down')).toEqual({ trend: 'down', good: true });
  });

  it('reads a change that rounds to nothing as no change, and null as no comparison', () => {
    expect(deltaTrend(0, 'count').trend).toBe('same');
    expect(deltaTrend(0.4, 'count').trend).toBe('same');
    expect(deltaTrend(0.04, 'percent').trend).toBe('same');
    expect(deltaTrend(0.06, 'percent').trend).toBe('up');
    expect(deltaTrend(null, 'percent').trend).toBe('none');
  });
});
