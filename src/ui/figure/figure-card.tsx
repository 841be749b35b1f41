import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { components } from '../../../openapi/schema';
import { Delta } from './delta';
import { type FigureUnit, formatFigure } from './figure-format';
import { figureMessages } from './figure-messages';

/** A metric now, in the previous period and their difference (admin.yaml Figure). */
export type Figure = components['schemas']['Figure'];

const useStyles = makeStyles({
  card: {
    display: 'grid',
    alignContent: 'start',
    gap: '4px',
    minWidth: 0,
    padding: '12px 14px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  label: {
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  value: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  },
});

export interface FigureCardProps {
  label: string;
  figure: Figure;
  unit?: FigureUnit;
  /** Which way is good news (colours the delta). */
  better?: 'up' | 'down';
  /** Names the card in tests (`data-figure`). */
  name?: string;
}

/** One metric: its label, its value and the change against the previous period. */
export function FigureCard({ label, figure, unit = 'count', better, name }: FigureCardProps) {
  const styles = useStyles();
  const intl = useIntl();
  const labelId = useId();
  return (
    <section className={styles.card} aria-labelledby={labelId} data-figure={name}>
      <Text as="h3" id={labelId} className={styles.label}>
        {label}
      </Text>
      <Text className={styles.value} data-testid="figure-value">
        {figure.value === null
          ? intl.formatMessage(figureMessages.noValue)
          : formatFigure(intl, figure.value, unit)}
      </Text>
      <Delta delta={figure.delta} unit={unit} better={better} />
    </section>
  );
}
