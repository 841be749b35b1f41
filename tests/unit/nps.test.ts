import { describe, expect, it } from 'vitest';
import {
  compareLeaderboardRows,
  npsChange,
  npsFigure,
  npsGroup,
  npsLabel,
  npsLevel,
  npsStandardError,
} from '../../server/satisfaction/nps';

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

  it('never calls a change significant unless both periods reach the minimum of answers', () => {
    // +100 from 3 answers against −100 from 40: far beyond the z-test's noise, but 3 answers.
    expect(npsChange(counts(3, 0, 0), counts(0, 0, 40))).toEqual({
      delta: 200,
      significant: false,
    });
    expect(npsChange(counts(40, 0, 0), counts(0, 0, 3))).toEqual({
      delta: 200,
      significant: false,
    });
    // Both at the minimum: the z-test decides.
    expect(npsChange(counts(30, 0, 0), counts(0, 0, 30)).significant).toBe(true);
    expect(npsChange(counts(3, 0, 0), counts(0, 0, 3), 3).significant).toBe(true);
    expect(npsChange(counts(29, 0, 0), counts(0, 0, 30)).significant).toBe(false);
  });

  it('orders a leaderboard: enough answers by NPS first, then too few by answers', () => {
    const row = (name: string, n: number, nps: number, minAnswers = 30) => ({
      name,
      n,
      nps,
      level: npsLevel(n, minAnswers),
    });
    const rows = [
      row('tiny top', 3, 100),
      row('ranked low', 40, 10),
      row('thin', 25, -50),
      row('ranked top', 120, 60),
      row('thinner', 12, 80),
    ];
    expect([...rows].sort(compareLeaderboardRows).map((r) => r.name)).toEqual([
      'ranked top',
      'ranked low',
      'thin',
      'thinner',
      'tiny top',
    ]);
    // Equal NPS: more answers first, then the name.
    expect(
      [row('b', 50, 20), row('a', 50, 20), row('c', 80, 20)]
        .sort(compareLeaderboardRows)
        .map((r) => r.name),
    ).toEqual(['c', 'a', 'b']);
  });
});
