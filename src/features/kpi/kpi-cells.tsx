import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { IntlShape } from 'react-intl';
import { kpiMessages as m } from './kpi-messages';
import { type AttainmentTone, attainmentTone } from './kpi-rules';

const TONE_COLOR: Record<AttainmentTone, BadgeProps['color']> = {
  met: 'success',
  near: 'warning',
  below: 'danger',
  none: 'subtle',
};

/** An attainment (%) as a badge coloured by how it reads against the target. */
export function AttainmentBadge({ intl, value }: { intl: IntlShape; value: number | null }) {
  const tone = attainmentTone(value);
  return (
    <Badge appearance="tint" color={TONE_COLOR[tone]} data-tone={tone}>
      {value === null
        ? intl.formatMessage(m.noTarget)
        : intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 })}
    </Badge>
  );
}

/** A KPI value with its module's unit ("92,5 %", "1 180 miles MXN", "12 min"). */
export function valueText(intl: IntlShape, value: number | null, unit: string | null): string {
  if (value === null) return intl.formatMessage(m.noFigure);
  const n = intl.formatNumber(value, { maximumFractionDigits: 2 });
  return unit ? intl.formatMessage(m.valueUnit, { value: n, unit }) : n;
}

/**
 * A target with its unit; a module whose KPI is better lower (a service time) says the target is
 * a ceiling ("máx. 12 min"), so a value under it reads as good news.
 */
export function targetText(
  intl: IntlShape,
  target: number | null,
  unit: string | null,
  better: 'higher' | 'lower',
): string {
  const text = valueText(intl, target, unit);
  return better === 'lower' && target !== null
    ? intl.formatMessage(m.atMost, { target: text })
    : text;
}

/** A month (its first day) as "octubre de 2026" in the reader's locale. */
export const monthText = (intl: IntlShape, firstDay: string): string =>
  intl.formatDate(`${firstDay.slice(0, 7)}-15T12:00:00Z`, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
