import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Chart } from '../../ui/chart/chart';
import type { ChartData } from '../../ui/chart/chart-types';
import { DefinitionButton } from '../../ui/definition/definition-button';
import { Delta } from '../../ui/figure/delta';
import { bucketStartLabel } from '../../ui/period-label';
import { type DateFormat, useDateFormat } from '../../ui/use-date-format';
import { GroupsBar } from './nps-groups-bar';
import { LABEL_COLOR, marginNumber, npsNumber } from './nps-view';
import type { NpsFigure, SatisfactionNps } from './satisfaction-api';
import { satisfactionDefinitions as d } from './satisfaction-definitions';
import { satisfactionMessages as m } from './satisfaction-messages';

const useStyles = makeStyles({
  top: {
    display: 'grid',
    gap: '16px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
    alignItems: 'start',
    // A chart drawn at a wider size must not hold its column open when the screen narrows.
    '& > *': { minWidth: 0 },
  },
  headline: { display: 'grid', gap: '4px', minWidth: 0 },
  valueRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 12px' },
  value: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  quiet: { color: tokens.colorNeutralForeground2 },
  low: { color: tokens.colorPaletteDarkOrangeForeground1 },
  charts: {
    display: 'grid',
    gap: '16px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
    '& > *': { minWidth: 0 },
  },
});

/** The label's word as a badge ("Bueno"), absent without an NPS. */
export function NpsLabelBadge({ figure }: { figure: NpsFigure }) {
  const intl = useIntl();
  if (figure.label === null) return null;
  return (
    <Badge appearance="tint" color={LABEL_COLOR[figure.label]} data-label={figure.label}>
      {intl.formatMessage(m[figure.label])}
    </Badge>
  );
}

/** The NPS over time: this period, the previous one by position and the target. */
function npsTrendChart(intl: IntlShape, dates: DateFormat, nps: SatisfactionNps): ChartData {
  return {
    kind: 'line',
    categories: nps.series.map((p) => bucketStartLabel(intl, dates.day, nps.group, p.key)),
    series: [
      { name: intl.formatMessage(m.seriesCurrent), data: nps.series.map((p) => p.nps) },
      {
        name: intl.formatMessage(m.seriesPrevious),
        data: nps.series.map((_, i) => nps.previous_series[i]?.nps ?? null),
        dashed: true,
      },
      {
        name: intl.formatMessage(m.seriesTarget, { target: npsNumber(intl, nps.target) }),
        data: nps.series.map(() => nps.target),
      },
    ],
    unit: 'number',
  };
}

/** Answers per score, 0 to 10. */
function histogramChart(intl: IntlShape, nps: SatisfactionNps): ChartData {
  return {
    kind: 'bar',
    categories: nps.histogram.map((_, score) => intl.formatNumber(score)),
    series: [{ name: intl.formatMessage(m.seriesAnswers), data: [...nps.histogram] }],
    unit: 'number',
  };
}

/**
 * The scope's NPS as a manager should read it: the number with its label, how many answers it
 * rests on and its 95 % margin, whether the sample is large enough, and the change against the
 * previous period marked significant only when it is.
 */
function NpsHeadline({ nps }: { nps: SatisfactionNps }) {
  const intl = useIntl();
  const styles = useStyles();
  const { current, previous, change } = nps;
  const levelText =
    current.level === 'high'
      ? m.levelHigh
      : current.level === 'medium'
        ? m.levelMedium
        : m.levelLow;
  return (
    <div className={styles.headline} data-testid="nps-headline">
      <div className={styles.valueRow}>
        <Text className={styles.value} data-testid="nps-value">
          {current.nps === null ? intl.formatMessage(m.noValue) : npsNumber(intl, current.nps)}
        </Text>
        <NpsLabelBadge figure={current} />
        <DefinitionButton
          name={intl.formatMessage(m.npsTitle)}
          text={intl.formatMessage(d.headline)}
        />
      </div>
      <Text data-testid="nps-n">
        {intl.formatMessage(m.answers, { n: current.n })}
        {current.margin !== null &&
          ` · ${intl.formatMessage(m.margin, { margin: marginNumber(intl, current.margin) })}`}
      </Text>
      <Text
        className={current.level === 'low' ? styles.low : styles.quiet}
        data-testid="nps-level"
        data-level={current.level}
      >
        {intl.formatMessage(levelText, { min: nps.min_answers })}
      </Text>
      <div className={styles.valueRow}>
        <Delta delta={change.delta} unit="score" />
        {change.delta !== null && (
          <Text
            size={200}
            className={styles.quiet}
            data-testid="nps-significance"
            data-significant={change.significant}
          >
            {intl.formatMessage(change.significant ? m.significant : m.notSignificant)}
          </Text>
        )}
      </div>
      <Text size={200} className={styles.quiet}>
        {intl.formatMessage(m.previous, {
          nps:
            previous.nps === null ? intl.formatMessage(m.noValue) : npsNumber(intl, previous.nps),
        })}
        {' · '}
        {intl.formatMessage(m.targetText, { target: npsNumber(intl, nps.target) })}
      </Text>
    </div>
  );
}

/** The NPS block of /gem/reports: the headline, the groups, the trend and the histogram. */
export function NpsOverview({ nps }: { nps: SatisfactionNps }) {
  const intl = useIntl();
  const styles = useStyles();
  const dates = useDateFormat();
  const trend = useMemo(() => npsTrendChart(intl, dates, nps), [intl, dates, nps]);
  const histogram = useMemo(() => histogramChart(intl, nps), [intl, nps]);
  return (
    <>
      <div className={styles.top}>
        <NpsHeadline nps={nps} />
        <GroupsBar figure={nps.current} />
      </div>
      <div className={styles.charts}>
        <Chart
          title={intl.formatMessage(m.trendTitle)}
          definition={intl.formatMessage(d.trend)}
          data={trend}
        />
        <Chart
          title={intl.formatMessage(m.histogramTitle)}
          definition={intl.formatMessage(d.histogram)}
          data={histogram}
        />
      </div>
    </>
  );
}
