import { describe, expect, it } from 'vitest';
import {
  activeInPeriod,
  compareStanding,
  levelOf,
  managerResult,
  medalOf,
  npsAsPoints,
  performance,
  placesOf,
  progressMade,
} from '../../openapi/rules/ranking';

// The period rule of the rankings: what counts as activity and progress in a period, and the
// order that never puts someone idle in the period above someone who did something there.

describe('activeInPeriod', () => {
  it('is a completed exam or a completed topic in the period, nothing less', () => {
    expect(activeInPeriod({ completedExams: 0, completedTopics: 0 })).toBe(false);
    expect(activeInPeriod({ completedExams: 1, completedTopics: 0 })).toBe(true);
    expect(activeInPeriod({ completedExams: 0, completedTopics: 1 })).toBe(true);
  });
});

describe('progressMade', () => {
  it('counts the topics completed in the period over those available, one decimal', () => {
    expect(progressMade(1, 3)).toBe(33.3);
    expect(progressMade(2, 3)).toBe(66.7);
    expect(progressMade(3, 3)).toBe(100);
    expect(progressMade(0, 11)).toBe(0);
  });
  it('is 0 without available topics and never above 100', () => {
    expect(progressMade(2, 0)).toBe(0);
    expect(progressMade(5, 4)).toBe(100);
  });
});

describe('compareStanding and placesOf', () => {
  const idleFull = { active: false, performance: 100 };
  const activeLow = { active: true, performance: 5 };
  const activeHigh = { active: true, performance: 95 };

  it('puts anyone active in the period above anyone idle, whatever their performance', () => {
    expect(compareStanding(activeLow, idleFull)).toBeLessThan(0);
    expect(compareStanding(idleFull, activeLow)).toBeGreaterThan(0);
  });

  it('orders the active by performance, and ties share a place', () => {
    expect(placesOf([idleFull, activeLow, activeHigh, { ...activeHigh }])).toEqual([4, 3, 1, 1]);
  });

  it('puts every idle person (nothing made in the period: performance 0) on one place last', () => {
    const idle = { active: false, performance: 0 };
    expect(placesOf([idle, { ...idle }, activeLow, { active: true, performance: 0 }])).toEqual([
      3, 3, 1, 2,
    ]);
  });
});

describe('a row of the period', () => {
  it('takes level and medal from the period: idle is sleepy and low, not Alto', () => {
    const progress = progressMade(0, 10);
    const perf = performance(null, progress);
    const active = activeInPeriod({ completedExams: 0, completedTopics: 0 });
    expect(perf).toBe(0);
    expect(levelOf(perf)).toBe('low');
    expect(
      medalOf({ activeInPeriod: active, completedExams: 0, approvedExams: 0, performance: perf }),
    ).toBe('sleepy');
  });

  it('a topic completed in the period makes a row active, with its progress made', () => {
    const progress = progressMade(9, 10);
    const perf = performance(100, progress);
    expect(perf).toBe(95);
    expect(levelOf(perf)).toBe('high');
    expect(
      medalOf({
        activeInPeriod: activeInPeriod({ completedExams: 1, completedTopics: 9 }),
        completedExams: 1,
        approvedExams: 1,
        performance: perf,
      }),
    ).toBe('gold');
  });
});

describe('managerResult', () => {
  it('is the mean of the parts the period has, none: null (ranked last)', () => {
    expect(managerResult({ training: 80, supervision: 90, satisfaction: null })).toBe(85);
    expect(
      managerResult({ training: null, supervision: null, satisfaction: npsAsPoints(50) }),
    ).toBe(75);
    expect(managerResult({ training: 70.1, supervision: 80, satisfaction: 60 })).toBe(70);
    expect(managerResult({ training: null, supervision: null, satisfaction: null })).toBeNull();
  });
  it('puts NPS on the 0–100 scale', () => {
    expect(npsAsPoints(-100)).toBe(0);
    expect(npsAsPoints(0)).toBe(50);
    expect(npsAsPoints(33.3)).toBe(66.7);
  });
});
