// A report's detail explains its total: the questions' points add up to the score, or the page
// says which answers were not recorded (the score is the app's), or that they add up to another.
import { describe, expect, it } from 'vitest';
import { detailTotals, type TotalsAnswer } from '../../src/features/training/report-detail-totals';

const answered = (points: number, max = 20, result = 'correct'): TotalsAnswer => ({
  answer: 'Una respuesta',
  points,
  max_points: max,
  result,
});
const unrecorded = (max = 20): TotalsAnswer => ({
  answer: null,
  points: 0,
  max_points: max,
  result: 'unknown',
});

describe('detailTotals', () => {
  it('points that add up to the score explain it', () => {
    const answers = [answered(20), answered(20), answered(0, 20, 'incorrect'), answered(20)];
    expect(detailTotals(75, [...answers, answered(15, 20, 'partial')])).toEqual({
      kind: 'sums',
      points: 75,
      max: 100,
    });
  });

  it('scores are percentages of the exam points, whatever the exam is worth', () => {
    expect(detailTotals(50, [answered(3, 4), answered(1, 4, 'partial')])).toEqual({
      kind: 'sums',
      points: 4,
      max: 8,
    });
    // 100/3 points a question: thirds add up to the whole within rounding.
    const third = 100 / 3;
    expect(
      detailTotals(100, [answered(third, third), answered(third, third), answered(third, third)])
        .kind,
    ).toBe('sums');
  });

  it('names the answers that were not recorded, by their place in the exam', () => {
    expect(detailTotals(98, [answered(20), unrecorded(), answered(20), unrecorded()])).toEqual({
      kind: 'unrecorded',
      missing: [2, 4],
      all: false,
      points: 40,
      max: 80,
    });
  });

  it('says when none was recorded (the score came from the app alone)', () => {
    expect(detailTotals(98, [unrecorded(), unrecorded()])).toMatchObject({
      kind: 'unrecorded',
      missing: [1, 2],
      all: true,
    });
  });

  it('a recorded "unknown" answer with a text is recorded; a wrong one earns 0 and counts', () => {
    const answers = [
      answered(20),
      { ...answered(0), result: 'unknown' },
      answered(0, 20, 'incorrect'),
    ];
    expect(detailTotals(33.3, answers)).toEqual({ kind: 'sums', points: 20, max: 60 });
  });

  it('recorded answers that add up to another figure are told apart from a match', () => {
    // The seed before the fix: score 86 above questions worth 70 of 100.
    const answers = [
      answered(20),
      answered(20),
      answered(20),
      answered(10, 20, 'partial'),
      answered(0, 20, 'incorrect'),
    ];
    expect(detailTotals(86, answers)).toEqual({
      kind: 'differs',
      points: 70,
      max: 100,
      percent: 70,
    });
  });

  it('nothing to explain without a score (in progress) or without questions', () => {
    expect(detailTotals(null, [unrecorded()])).toEqual({ kind: 'none' });
    expect(detailTotals(80, [])).toEqual({ kind: 'none' });
  });
});
