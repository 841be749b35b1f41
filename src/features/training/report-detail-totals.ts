// How a report's detail explains its total (its score, 0–100): the points of its questions add up
// to it, or the page says which answers were not recorded and that the score came from the app,
// or, when every answer is recorded yet they add up to something else, that the app's score
// differs. Pure: the page shows the message the verdict names.

/** The parts of an answer the rule reads (ReportAnswer). */
export interface TotalsAnswer {
  answer: string | null;
  points: number;
  max_points: number;
  result: string;
}

export type DetailTotals =
  /** Nothing to explain: no questions, or no score yet (the attempt is in progress). */
  | { kind: 'none' }
  /** The questions' points add up to the score. */
  | { kind: 'sums'; points: number; max: number }
  /**
   * Some answers (their 1-based positions in the exam) were not recorded: the score is the
   * app's, and the points shown cover only the recorded answers.
   */
  | { kind: 'unrecorded'; missing: number[]; all: boolean; points: number; max: number }
  /** Every answer is recorded, but their points make `percent`, not the score. */
  | { kind: 'differs'; points: number; max: number; percent: number };

/** An answer the app did not record: no answer and an unknown result (the server's default). */
export const isUnrecorded = (a: TotalsAnswer): boolean =>
  a.answer === null && a.result === 'unknown';

/** Scores are shown to one decimal: a smaller gap is rounding, not a disagreement. */
const TOLERANCE = 0.05;

/** The verdict for a score and the exam's answers, in the exam's order. */
export function detailTotals(score: number | null, answers: readonly TotalsAnswer[]): DetailTotals {
  if (score === null || answers.length === 0) return { kind: 'none' };
  const recorded = answers.filter((a) => !isUnrecorded(a));
  const points = recorded.reduce((s, a) => s + a.points, 0);
  const max = answers.reduce((s, a) => s + a.max_points, 0);
  if (recorded.length < answers.length) {
    const missing = answers.flatMap((a, i) => (isUnrecorded(a) ? [i + 1] : []));
    return { kind: 'unrecorded', missing, all: recorded.length === 0, points, max };
  }
  // Scores are percentages of the exam's points.
  const percent = max > 0 ? (points * 100) / max : 0;
  if (Math.abs(percent - score) < TOLERANCE) return { kind: 'sums', points, max };
  return { kind: 'differs', points, max, percent: Math.round(percent * 10) / 10 };
}
