import { describe, expect, it } from 'vitest';
import {
  hundredths,
  isApproved,
  resultFromPoints,
  scoreFromAnswers,
} from '../../server/training/ingest/attempt-rules';

describe('scoreFromAnswers', () => {
  it("is the answers' points over every question's points, × 100, in hundredths", () => {
    expect(scoreFromAnswers([20, 20, 20, 10, 0], 100)).toBe(70);
    // Two of three questions answered: the unanswered one still counts as possible.
    expect(scoreFromAnswers([1, 1], 3)).toBe(66.67);
    expect(scoreFromAnswers([2.5], 4)).toBe(62.5);
  });

  it('cannot be told without answers or points to score them by', () => {
    expect(scoreFromAnswers([], 100)).toBeNull();
    expect(scoreFromAnswers([0], 0)).toBeNull();
  });

  it('never passes 100', () => {
    expect(scoreFromAnswers([30], 20)).toBe(100);
  });
});

describe('resultFromPoints', () => {
  it("is correct for all of the question's points, partial for some, incorrect for none", () => {
    expect(resultFromPoints(20, 20)).toBe('correct');
    expect(resultFromPoints(5, 20)).toBe('partial');
    expect(resultFromPoints(0, 20)).toBe('incorrect');
  });
});

describe('isApproved', () => {
  it('needs an end and a score at or above the passing score', () => {
    expect(isApproved(70, true, 70)).toBe(true);
    expect(isApproved(69.99, true, 70)).toBe(false);
    expect(isApproved(90, false, 70)).toBe(false);
    expect(isApproved(null, true, 0)).toBe(false);
  });
});

describe('hundredths', () => {
  it('rounds as numeric(5,2) keeps a score', () => {
    expect(hundredths(66.666)).toBe(66.67);
    expect(hundredths(55.5)).toBe(55.5);
  });
});
