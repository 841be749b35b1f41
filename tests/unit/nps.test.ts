import { describe, expect, it } from 'vitest';
import {
  npsChange,
  npsFigure,
  npsGroup,
  npsLabel,
  npsLevel,
  npsStandardError,
} from '../../server/reports/nps';

const counts = (promoters: number, passives: number, detractors: number) => ({
  promoters,
  passives,
  detractors,
});

describe('NPS rules', () => {
  it('groups answers: promoters 9–10, passives 7–8, detractors 0–6', () => {
    expect([0, 6, 7, 8, 9, 10].map(npsGroup)).toEqual([
      'detractors',
      'detractors',
      'passives',
      'passives',
      'promoters',
      'promoters',
    ]);
  });

  it('no answers: no NPS, no margin, no label, low level', () => {
    expect(npsFigure(counts(0, 0, 0))).toEqual({
      ...counts(0, 0, 0),
      n: 0,
      nps: null,
      margin: null,
      label: null,
      level: 'low',
    });
  });

  it('NPS is % promoters − % detractors, with the adjusted Wald margin', () => {
    // 15 promoters, 9 passives, 6 detractors of 30: NPS 30. Adjusted: n' 33, p' 15.75/33,
    // d' 6.75/33; margin = 1.96 × 100 × √((p' + d' − (p' − d')²) / n').
    const f = npsFigure(counts(15, 9, 6));
    expect(f.nps).toBe(30);
    const p = 15.75 / 33;
    const d = 6.75 / 33;
    const margin = 1.96 * 100 * Math.sqrt((p + d - (p - d) ** 2) / 33);
    expect(f.margin).toBe(Math.round(margin * 10) / 10);
    // The example: a store's month of 30 answers is about ±28 points.
    expect(f.margin).toBeGreaterThan(25);
    expect(f.margin).toBeLessThan(30);
    expect(f).toMatchObject({ n: 30, label: 'good', level: 'medium' });
  });

  it('one answer, all passives, all promoters: honest values and a wide margin', () => {
    const one = npsFigure(counts(1, 0, 0));
    expect(one.nps).toBe(100);
    expect(one.margin).toBeGreaterThan(50);
    const passives = npsFigure(counts(0, 40, 0));
    expect(passives.nps).toBe(0);
    expect(passives.margin).toBeGreaterThan(0);
    expect(passives.label).toBe('fair');
    const promoters = npsFigure(counts(200, 0, 0));
    expect(promoters.nps).toBe(100);
    expect(promoters.margin).toBeGreaterThan(0);
    expect(promoters.level).toBe('high');
    expect(promoters.label).toBe('excellent');
  });

  it('labels and levels follow their documented bands', () => {
    expect([-0.1, 0, 29.9, 30, 69.9, 70].map(npsLabel)).toEqual([
      'poor',
      'fair',
      'fair',
      'good',
      'good',
      'excellent',
    ]);
    expect([0, 29, 30, 99, 100].map((n) => npsLevel(n))).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
    ]);
    expect(npsLevel(50, 60)).toBe('low');
    expect(npsLevel(150, 120)).toBe('high');
  });

  it('a change is significant only beyond the noise of both periods', () => {
    // +20 points on 30 answers each: noise.
    expect(npsChange(counts(15, 9, 6), counts(12, 9, 9))).toEqual({
      delta: 20,
      significant: false,
    });
    // The same shares on 3 000 answers each: real.
    expect(npsChange(counts(1500, 900, 600), counts(1200, 900, 900))).toEqual({
      delta: 20,
      significant: true,
    });
    expect(npsChange(counts(1, 0, 0), counts(0, 0, 0))).toEqual({
      delta: null,
      significant: false,
    });
    expect(npsStandardError(counts(10, 0, 0))).toBeGreaterThan(0);
  });
});
