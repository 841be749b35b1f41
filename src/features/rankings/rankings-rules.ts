// The values the medal and level tooltips quote: the contract's thresholds
// (openapi/rules/ranking.ts), so the console explains the same rule the server applies.
import {
  DESTROYER_MIN_EXAMS,
  LEVEL_THRESHOLDS,
  type Level,
  MEDAL_THRESHOLDS,
  type Medal,
} from '../../../openapi/rules/ranking';

export type MedalOrNone = Medal | 'none';

/** The bounds a medal's rule names: `min` inclusive, `max` exclusive (or the exam count). */
export function medalRuleValues(medal: MedalOrNone): { min?: number; max?: number } {
  switch (medal) {
    case 'gold':
      return { min: MEDAL_THRESHOLDS.gold };
    case 'silver':
      return { min: MEDAL_THRESHOLDS.silver, max: MEDAL_THRESHOLDS.gold };
    case 'bronze':
      return { min: MEDAL_THRESHOLDS.bronze, max: MEDAL_THRESHOLDS.silver };
    case 'destroyer':
      return { min: DESTROYER_MIN_EXAMS };
    case 'none':
      return { max: MEDAL_THRESHOLDS.bronze };
    case 'sleepy':
      return {};
  }
}

/** The bounds a level's rule names. */
export function levelRuleValues(level: Level): { min?: number; max?: number } {
  switch (level) {
    case 'high':
      return { min: LEVEL_THRESHOLDS.high };
    case 'medium':
      return { min: LEVEL_THRESHOLDS.medium, max: LEVEL_THRESHOLDS.high };
    case 'low':
      return { max: LEVEL_THRESHOLDS.medium };
  }
}
