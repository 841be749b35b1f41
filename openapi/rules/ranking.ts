// Medals and levels of the user ranking (SPEC §4 names them; the rule is ours, written in the
// contract's RankingMedal and RankingLevel and shown in the console's tooltip). Chosen so that an
// operations manager finds it fair: medals are thresholds anyone can reach, not places a small
// store could never win against a big one; a "sleepy" medal only says nothing happened in the
// period; a "destroyer" is someone who keeps failing, worth coaching rather than shaming.

export type Medal = 'gold' | 'silver' | 'bronze' | 'sleepy' | 'destroyer';
export type Level = 'high' | 'medium' | 'low';

/** Performance thresholds of the medals (0–100). */
export const MEDAL_THRESHOLDS = { gold: 90, silver: 80, bronze: 70 } as const;
/** Performance thresholds of the levels (0–100). */
export const LEVEL_THRESHOLDS = { high: 80, medium: 60 } as const;
/** Completed exams in the period before "more failed than approved" makes a destroyer. */
export const DESTROYER_MIN_EXAMS = 3;

/** Performance: the mean of score and progress; progress alone when there is no score. */
export function performance(score: number | null, progress: number): number {
  const value = score === null ? progress : (score + progress) / 2;
  return Math.round(value * 10) / 10;
}

/** The level a performance gives. */
export function levelOf(perf: number): Level {
  if (perf >= LEVEL_THRESHOLDS.high) return 'high';
  if (perf >= LEVEL_THRESHOLDS.medium) return 'medium';
  return 'low';
}

export interface MedalInput {
  /** Started an exam or progressed in a topic during the period. */
  activeInPeriod: boolean;
  completedExams: number;
  approvedExams: number;
  performance: number;
}

/** The medal of a ranking row, or null. */
export function medalOf(row: MedalInput): Medal | null {
  if (!row.activeInPeriod) return 'sleepy';
  const failed = row.completedExams - row.approvedExams;
  if (row.completedExams >= DESTROYER_MIN_EXAMS && failed > row.approvedExams) return 'destroyer';
  if (row.performance >= MEDAL_THRESHOLDS.gold) return 'gold';
  if (row.performance >= MEDAL_THRESHOLDS.silver) return 'silver';
  if (row.performance >= MEDAL_THRESHOLDS.bronze) return 'bronze';
  return null;
}
