import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { IntlShape } from 'react-intl';
import type { AnswerResult, PracticalStatus } from './training-api';
import { trainingMessages as m } from './training-messages';

/** A score (0–100), or the words for none. */
export const scoreText = (intl: IntlShape, value: number | null): string =>
  value === null
    ? intl.formatMessage(m.noScore)
    : intl.formatNumber(value, { maximumFractionDigits: 1 });

/** A 0–100 percentage as the locale writes it, one decimal at most. */
export const percentText = (intl: IntlShape, value: number): string =>
  intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });

/** Seconds as whole minutes (at least 1 when there were any), or nothing. */
export function durationText(intl: IntlShape, seconds: number | null): string {
  if (seconds === null) return '';
  return intl.formatMessage(m.minutes, { minutes: Math.max(1, Math.round(seconds / 60)) });
}

const STATUS_COLOR: Record<PracticalStatus, BadgeProps['color']> = {
  assigned: 'informative',
  approved: 'success',
  failed: 'danger',
};

/** SPEC §4 practical exam status as a coloured badge with its word. */
export function StatusBadge({ intl, status }: { intl: IntlShape; status: PracticalStatus }) {
  return (
    <Badge appearance="tint" color={STATUS_COLOR[status]} data-status={status}>
      {intl.formatMessage(m[`status.${status}`])}
    </Badge>
  );
}

const RESULT_COLOR: Record<AnswerResult, BadgeProps['color']> = {
  correct: 'success',
  incorrect: 'danger',
  partial: 'warning',
  not_applicable: 'subtle',
  unknown: 'informative',
};

/** SPEC §4 answer result as a coloured badge with its word. */
export function ResultBadge({ intl, result }: { intl: IntlShape; result: AnswerResult }) {
  return (
    <Badge appearance="tint" color={RESULT_COLOR[result]} data-result={result}>
      {intl.formatMessage(m[`result.${result}`])}
    </Badge>
  );
}

/** Approved or not as a badge. */
export function ApprovedBadge({ intl, approved }: { intl: IntlShape; approved: boolean }) {
  return (
    <Badge appearance="tint" color={approved ? 'success' : 'danger'}>
      {intl.formatMessage(approved ? m.yes : m.no)}
    </Badge>
  );
}
