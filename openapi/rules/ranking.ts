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

/**
 * What a person did in a ranking's period: exams completed there (an attempt that ended with a
 * score) and topics completed there (among the topics available to their position).
 */
export interface PeriodFacts {
  completedExams: number;
  completedTopics: number;
}

/**
 * Activity in the period: at least one exam or topic completed there. Starting an exam or a
 * topic is not enough: the ranking places people by results, and a start has none yet.
 */
export function activeInPeriod(f: PeriodFacts): boolean {
  return f.completedExams > 0 || f.completedTopics > 0;
}

/**
 * Progress made in the period (0–100, one decimal): the topics completed there over the topics
 * available to the person; 0 when none is available. Topics completed before the period count
 * for nothing here: a period ranking does not reward what was done earlier.
 */
export function progressMade(completedTopics: number, availableTopics: number): number {
  if (availableTopics <= 0) return 0;
  return Math.round((1000 * Math.min(completedTopics, availableTopics)) / availableTopics) / 10;
}

/** What places a ranking row: whether it was active in the period, then its performance. */
export interface Standing {
  active: boolean;
  performance: number;
}

/**
 * Ranking order: everyone active in the period before everyone who was not, then by
 * performance, best first. Negative when `a` ranks above `b`, 0 when they share a place.
 */
export function compareStanding(a: Standing, b: Standing): number {
  if (a.active !== b.active) return a.active ? -1 : 1;
  return b.performance - a.performance;
}

/** Each row's place (1 = best; equal standings share a place, the next place skips). */
export function placesOf(rows: readonly Standing[]): number[] {
  return rows.map((row) => 1 + rows.filter((o) => compareStanding(o, row) < 0).length);
}

/** Performance: the mean of score and progress; progress alone when there is no score. */
export function performance(score: number | null, progress: number): number {
  // In whole tenths, so a half rounds up exactly as the SQL's numeric round does.
  const p = Math.round(progress * 10);
  return score === null ? p / 10 : Math.round((Math.round(score * 10) + p) / 2) / 10;
}

/** The level a performance gives. */
export function levelOf(perf: number): Level {
  if (perf >= LEVEL_THRESHOLDS.high) return 'high';
  if (perf >= LEVEL_THRESHOLDS.medium) return 'medium';
  return 'low';
}

export interface MedalInput {
  /** Completed an exam or a topic during the period (activeInPeriod). */
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

/**
 * A store manager's parts in a period, each 0–100, or null when their stores had nothing of it
 * there: training (their people's performance: mean of the exams' score and the progress made),
 * supervision (the mean score of their stores' supervisions) and satisfaction (their stores' NPS,
 * −100…100, as 0–100: (NPS + 100) / 2). A part of a module the brand does not have is null.
 */
export interface ManagerParts {
  training: number | null;
  supervision: number | null;
  satisfaction: number | null;
}

/** An NPS (−100…100) on the 0–100 scale of the other parts, one decimal. */
export function npsAsPoints(nps: number): number {
  return Math.round((Math.round(nps * 10) + 1000) / 2) / 10;
}

/**
 * A manager's result: the mean of the parts they have in the period (one decimal), or null when
 * they have none (not active in the period: ranked after every manager who has one).
 */
export function managerResult(parts: ManagerParts): number | null {
  const have = [parts.training, parts.supervision, parts.satisfaction].filter(
    (v): v is number => v !== null,
  );
  if (have.length === 0) return null;
  const tenths = have.reduce((sum, v) => sum + Math.round(v * 10), 0);
  return Math.round(tenths / have.length) / 10;
}
