// How an NPS reads on screen: its number, its groups' shares and its label's tone. The server
// computes the figures (server/satisfaction/nps.ts); these only present them.
import type { BadgeProps } from '@fluentui/react-components';
import type { IntlShape } from 'react-intl';
import type { NpsFigure, NpsGroup } from './satisfaction-api';

/** An NPS (−100…100) with its sign, one decimal at most: "+42", "−3,5", "0". */
export const npsNumber = (intl: IntlShape, nps: number) =>
  intl.formatNumber(nps, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** A margin in NPS points, one decimal at most. */
export const marginNumber = (intl: IntlShape, margin: number) =>
  intl.formatNumber(margin, { maximumFractionDigits: 1 });

export interface GroupShare {
  group: NpsGroup;
  count: number;
  /** Share of the answers, 0–100 (0 without answers). */
  percent: number;
}

/** Promoters, passives and detractors as shares of the answers, in that order. */
export function groupShares(figure: NpsFigure): GroupShare[] {
  const share = (count: number) => (figure.n === 0 ? 0 : (100 * count) / figure.n);
  return (['promoters', 'passives', 'detractors'] as const).map((group) => ({
    group,
    count: figure[group],
    percent: share(figure[group]),
  }));
}

type Label = NonNullable<NpsFigure['label']>;

/** The badge colour of a label: the words carry the meaning, the colour only repeats it. */
export const LABEL_COLOR: Record<Label, BadgeProps['color']> = {
  poor: 'danger',
  fair: 'warning',
  good: 'success',
  excellent: 'brand',
};

/**
 * The group a mean score falls in, as the NPS groups an answer (0–6, 7–8, 9–10): a word used in
 * answers averaging 6.4 reads as detractors' language. Colours the word cloud.
 */
export function scoreGroup(avgScore: number): NpsGroup {
  if (avgScore >= 9) return 'promoters';
  return avgScore >= 7 ? 'passives' : 'detractors';
}

/**
 * A word's font size in the cloud, from its answers against the most used word's: by the square
 * root, so the area (not the height) follows the count, between `min` and `max` pixels.
 */
export function wordSize(count: number, maxCount: number, min = 14, max = 56): number {
  if (maxCount <= 0) return min;
  return Math.round(min + (max - min) * Math.sqrt(Math.max(0, count) / maxCount));
}
