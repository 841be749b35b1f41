import { round1 } from '../platform/reports/figure';

// Net Promoter Score with its uncertainty. Promoters answer 9–10,
// passives 7–8, detractors 0–6; NPS = % promoters − % detractors (−100…100). Every NPS travels
// with its n and its 95 % margin, so a manager can tell a real change from the noise of a few
// answers. Pure: the SQL counts the groups, these rules turn counts into figures.

/** The NPS every store should reach: the trend's target line (the same for every brand). */
export const NPS_TARGET = 50;
/** Below this many answers an NPS is greyed out in leaderboards (the default of `min_answers`). */
export const NPS_MIN_ANSWERS = 30;
/** From this many answers an NPS is trusted at a high level (its margin is about ±10 or less). */
const NPS_HIGH_ANSWERS = 100;
/** The z of a two-sided 95 % interval. */
const Z95 = 1.96;

/** Label bands (lower bounds, inclusive): below 0 poor, 0–29 fair, 30–69 good, 70+ excellent. */
const NPS_LABEL_BANDS = { fair: 0, good: 30, excellent: 70 } as const;

export type NpsLabel = 'poor' | 'fair' | 'good' | 'excellent';
/** How far an NPS can be trusted, by its number of answers. */
export type NpsLevel = 'high' | 'medium' | 'low';

export interface NpsCounts {
  promoters: number;
  passives: number;
  detractors: number;
}

export interface NpsFigure extends NpsCounts {
  n: number;
  /** % promoters − % detractors, one decimal; null without answers. */
  nps: number | null;
  /** Half the 95 % interval (adjusted Wald), in NPS points; null without answers. */
  margin: number | null;
  label: NpsLabel | null;
  level: NpsLevel;
}

/** The group of a 0–10 answer. */
export function npsGroup(score: number): keyof NpsCounts {
  if (score >= 9) return 'promoters';
  return score >= 7 ? 'passives' : 'detractors';
}

/** The label of an NPS (bands above). */
export function npsLabel(nps: number): NpsLabel {
  if (nps >= NPS_LABEL_BANDS.excellent) return 'excellent';
  if (nps >= NPS_LABEL_BANDS.good) return 'good';
  return nps >= NPS_LABEL_BANDS.fair ? 'fair' : 'poor';
}

/** How far n answers can be trusted: high from NPS_HIGH_ANSWERS, low below `minAnswers`. */
export function npsLevel(n: number, minAnswers = NPS_MIN_ANSWERS): NpsLevel {
  if (n >= Math.max(NPS_HIGH_ANSWERS, minAnswers)) return 'high';
  return n >= minAnswers ? 'medium' : 'low';
}

/**
 * The standard error of an NPS in points, adjusted Wald: add 3 answers, ¾ of them promoters
 * and ¾ detractors, so 1 answer or all promoters still get an honest, non-zero spread.
 */
export function npsStandardError(c: NpsCounts): number {
  const n = c.promoters + c.passives + c.detractors + 3;
  const p = (c.promoters + 0.75) / n;
  const d = (c.detractors + 0.75) / n;
  return 100 * Math.sqrt((p + d - (p - d) ** 2) / n);
}

/** An NPS with its n, margin, label and level. */
export function npsFigure(c: NpsCounts, minAnswers = NPS_MIN_ANSWERS): NpsFigure {
  const n = c.promoters + c.passives + c.detractors;
  const nps = n === 0 ? null : round1((100 * (c.promoters - c.detractors)) / n);
  return {
    ...c,
    n,
    nps,
    margin: n === 0 ? null : round1(Z95 * npsStandardError(c)),
    label: nps === null ? null : npsLabel(nps),
    level: npsLevel(n, minAnswers),
  };
}

/**
 * The change from `before` to `now`, and whether it is beyond noise: |z| ≥ 1.96 AND both periods
 * have at least `minAnswers` answers. The z-test alone would call +100 from 3 answers against
 * +20 from 4 "significant"; a change between scores that are too thin to rank is never called so.
 */
export function npsChange(now: NpsCounts, before: NpsCounts, minAnswers = NPS_MIN_ANSWERS) {
  const a = npsFigure(now, minAnswers);
  const b = npsFigure(before, minAnswers);
  if (a.nps === null || b.nps === null) return { delta: null, significant: false };
  const enough = a.n >= minAnswers && b.n >= minAnswers;
  const z = (a.nps - b.nps) / Math.hypot(npsStandardError(now), npsStandardError(before));
  return { delta: round1(a.nps - b.nps), significant: enough && Math.abs(z) >= Z95 };
}

/** What places a leaderboard row: its NPS, its answers, its level and its name. */
export interface LeaderboardPlace {
  name: string;
  n: number;
  nps: number | null;
  level: NpsLevel;
}

/**
 * The leaderboard's order: rows with at least the minimum of answers first, by NPS (ties: more
 * answers, then name); then the rows with too few answers, by their answers (the closest to
 * being ranked first) and name, never by an NPS that is noise.
 */
export function compareLeaderboardRows(x: LeaderboardPlace, y: LeaderboardPlace): number {
  const lowX = x.level === 'low';
  const lowY = y.level === 'low';
  if (lowX !== lowY) return lowX ? 1 : -1;
  const byNps = lowX ? 0 : (y.nps ?? -101) - (x.nps ?? -101);
  return byNps || y.n - x.n || x.name.localeCompare(y.name, 'es');
}
