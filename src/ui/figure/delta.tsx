import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { deltaTrend, type FigureUnit, formatDelta } from './figure-format';
import { figureMessages } from './figure-messages';

const useStyles = makeStyles({
  delta: { fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  good: { color: tokens.colorPaletteGreenForeground1 },
  bad: { color: tokens.colorPaletteRedForeground1 },
  flat: { color: tokens.colorNeutralForeground3 },
});

export interface DeltaProps {
  /** Value minus previous (admin.yaml Figure.delta); null when there is nothing to compare. */
  delta: number | null;
  unit: FigureUnit;
  /** Which way is good news: failed exams or remaining courses going up is not. */
  better?: 'up' | 'down';
}

const TEXT = {
  up: figureMessages.up,
  down: figureMessages.down,
  same: figureMessages.same,
  none: figureMessages.none,
} as const;

/**
 * The previous-period comparison beside a figure: ▲/▼ with the size of the change, coloured by
 * whether the change is good news. The arrow and the words carry the meaning, so the colour is
 * never the only signal.
 */
export function Delta({ delta, unit, better = 'up' }: DeltaProps) {
  const styles = useStyles();
  const intl = useIntl();
  const { trend, good } = deltaTrend(delta, unit, better);
  const moved = trend === 'up' || trend === 'down';
  return (
    <Text
      className={mergeClasses(
        styles.delta,
        moved ? (good ? styles.good : styles.bad) : styles.flat,
      )}
      data-testid="figure-delta"
      data-trend={trend}
    >
      {intl.formatMessage(TEXT[trend], {
        delta: delta === null ? '' : formatDelta(intl, delta, unit),
      })}
    </Text>
  );
}
