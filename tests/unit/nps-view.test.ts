import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  groupShares,
  marginNumber,
  npsNumber,
  scoreGroup,
  wordSize,
} from '../../src/features/satisfaction/nps-view';

const figure = (promoters: number, passives: number, detractors: number) => ({
  n: promoters + passives + detractors,
  promoters,
  passives,
  detractors,
  nps: null,
  margin: null,
  label: null,
  level: 'low' as const,
});

describe('groupShares', () => {
  it('gives each group its share of the answers, in the order promoters, passives, detractors', () => {
    expect(groupShares(figure(6, 3, 1))).toEqual([
      { group: 'promoters', count: 6, percent: 60 },
      { group: 'passives', count: 3, percent: 30 },
      { group: 'detractors', count: 1, percent: 10 },
    ]);
  });

  it('gives zero shares without answers rather than dividing by zero', () => {
    expect(groupShares(figure(0, 0, 0)).map((s) => s.percent)).toEqual([0, 0, 0]);
  });

  it('keeps shares that do not round evenly exact (they add up to 100)', () => {
    const shares = groupShares(figure(1, 1, 1));
    expect(shares[0]?.percent).toBeCloseTo(100 / 3, 10);
    expect(shares.reduce((s, g) => s + g.percent, 0)).toBeCloseTo(100, 10);
  });
});

describe('npsNumber and marginNumber', () => {
  const es = createIntl({ locale: 'es', messages: {} });
  const en = createIntl({ locale: 'en', messages: {} });

  it('signs an NPS except zero, with one decimal at most, in the locale', () => {
    expect(npsNumber(en, 42)).toBe('+42');
    expect(npsNumber(en, -3.5)).toBe('-3.5');
    expect(npsNumber(es, 12.25)).toBe('+12,3');
    expect(npsNumber(en, 0)).toBe('0');
  });

  it('writes a margin without sign', () => {
    expect(marginNumber(es, 27.96)).toBe('28');
    expect(marginNumber(en, 4.84)).toBe('4.8');
  });
});

describe('scoreGroup', () => {
  it('reads a mean score as the NPS groups read one answer', () => {
    expect(scoreGroup(10)).toBe('promoters');
    expect(scoreGroup(9)).toBe('promoters');
    expect(scoreGroup(8.9)).toBe('passives');
    expect(scoreGroup(7)).toBe('passives');
    expect(scoreGroup(6.9)).toBe('detractors');
    expect(scoreGroup(0)).toBe('detractors');
  });
});

describe('wordSize', () => {
  it('gives the most used word the largest size and scales the area by the count', () => {
    expect(wordSize(100, 100)).toBe(56);
    expect(wordSize(0, 100)).toBe(14);
    expect(wordSize(25, 100)).toBe(35);
  });

  it('gives the smallest size when there is nothing to compare with', () => {
    expect(wordSize(3, 0)).toBe(14);
  });
});
