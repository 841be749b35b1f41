import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { IntlShape } from 'react-intl';

/** Below this score a supervision fails (the server's `failing_below`; shown when it is known). */
const FAILING_BELOW = 70;
/** The score every store should reach (the server's `target`). */
const SCORE_TARGET = 85;

/** How a score reads against the target and the failing line. */
export function scoreTone(score: number, target = SCORE_TARGET, failing = FAILING_BELOW) {
  if (score >= target) return 'good';
  return score < failing ? 'bad' : 'fair';
}

const TONE_COLOR: Record<ReturnType<typeof scoreTone>, BadgeProps['color']> = {
  good: 'success',
  fair: 'warning',
  bad: 'danger',
};

/** A 0–100 score as the locale writes it (one decimal at most). */
const scoreNumber = (intl: IntlShape, score: number) =>
  intl.formatNumber(score, { maximumFractionDigits: 1 });

/** A score as a badge coloured by its tone; the number carries the meaning. */
export function ScoreBadge({ intl, score }: { intl: IntlShape; score: number }) {
  const tone = scoreTone(score);
  return (
    <Badge appearance="tint" color={TONE_COLOR[tone]} data-tone={tone}>
      {scoreNumber(intl, score)}
    </Badge>
  );
}
