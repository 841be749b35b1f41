import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { components } from '../../../openapi/schema';
import { DefinitionButton } from '../definition/definition-button';
import { Delta } from './delta';
import { type FigureUnit, formatFigure } from './figure-format';
import { figureMessages } from './figure-messages';

/** A metric now, in the previous period and their difference (admin.yaml Figure). */
type Figure = components['schemas']['Figure'];

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
  head: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '4px' },
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
  /**
   * What the figure counts, over which people and period, and its unit (a definition message).
   * Required: a number without its definition is the one a manager cannot trust.
   */
  definition: string;
  figure: Figure;
  unit?: FigureUnit;
  /** Which way is good news (colours the delta). */
  better?: 'up' | 'down';
  /** Names the card in tests (`data-figure`). */
  name?: string;
}

// How the change under every figure reads, by the figure's unit: a rate moves in percentage
// points, not in percent of itself.
const CHANGE = {
  count: figureMessages.changeCount,
  percent: figureMessages.changePercent,
  score: figureMessages.changeScore,
} as const;

/** One metric: its label, its value and the change against the previous period. */
export function FigureCard({
  label,
  definition,
  figure,
  unit = 'count',
  better,
  name,
}: FigureCardProps) {
  const styles = useStyles();
  const intl = useIntl();
  const labelId = useId();
  return (
    <section className={styles.card} aria-labelledby={labelId} data-figure={name}>
      <div className={styles.head}>
        <Text as="h3" id={labelId} className={styles.label}>
          {label}
        </Text>
        <DefinitionButton
          name={label}
          text={`${definition}\n${intl.formatMessage(CHANGE[unit])}`}
        />
      </div>
      <Text className={styles.value} data-testid="figure-value">
        {figure.value === null
          ? intl.formatMessage(figureMessages.noValue)
          : formatFigure(intl, figure.value, unit)}
      </Text>
      <Delta delta={figure.delta} unit={unit} better={better} />
    </section>
  );
}
