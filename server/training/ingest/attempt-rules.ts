// The pure rules of a loaded exam attempt: its score when the app sends none, and an answer's
// result when the app leaves it out. Scores are on 0–100, as the seed and the reports keep them.

type AnswerResult = 'correct' | 'incorrect' | 'partial' | 'not_applicable' | 'unknown';

/** Rounds to hundredths, as numeric(5,2) keeps a score. */
export const hundredths = (n: number): number => Math.round(n * 100) / 100;

/**
 * The score of an attempt without one: its answers' points over the exam's points (every
 * question of the exam, answered or not, as the report detail lists them), × 100. Null when it
 * cannot be told: no answers or an exam worth no points.
 */
export function scoreFromAnswers(obtained: readonly number[], possible: number): number | null {
  if (obtained.length === 0 || !(possible > 0)) return null;
  const sum = obtained.reduce((s, p) => s + p, 0);
  return hundredths(Math.min(100, (sum / possible) * 100));
}

/** An answer's result from its points: all of the question's, some, or none. */
export function resultFromPoints(points: number, questionPoints: number): AnswerResult {
  if (points <= 0) return 'incorrect';
  return points >= questionPoints ? 'correct' : 'partial';
}

/** Approved as everywhere else: ended, with a score at or above the exam's passing score. */
export const isApproved = (score: number | null, ended: boolean, passingScore: number): boolean =>
  ended && score !== null && score >= passingScore;
