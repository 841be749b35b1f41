import { makeStyles } from '@fluentui/react-components';
import { useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Chart } from '../../ui/chart/chart';
import type { ChartData } from '../../ui/chart/chart-types';
import { FigureCard } from '../../ui/figure/figure-card';
import { bucketStartLabel } from '../../ui/period-label';
import { type DateFormat, useDateFormat } from '../../ui/use-date-format';
import type { GlobalScore } from './supervision-api';
import { supervisionDefinitions as d } from './supervision-definitions';
import { supervisionMessages as m } from './supervision-messages';

const useStyles = makeStyles({
  figures: {
    display: 'grid',
    gap: '12px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  },
});

/** The score over time: this period, the previous one by position, and the target line. */
function scoreChart(intl: IntlShape, dates: DateFormat, score: GlobalScore): ChartData {
  return {
    kind: 'line',
    categories: score.series.map((p) => bucketStartLabel(intl, dates.day, score.group, p.key)),
    series: [
      { name: intl.formatMessage(m.seriesCurrent), data: score.series.map((p) => p.score) },
      {
        name: intl.formatMessage(m.seriesPrevious),
        data: score.series.map((_, i) => score.previous_series[i]?.score ?? null),
        dashed: true,
      },
      {
        name: intl.formatMessage(m.seriesTarget, {
          target: intl.formatNumber(score.target),
        }),
        data: score.series.map(() => score.target),
      },
    ],
    unit: 'number',
  };
}

/** The four figures against the previous period, and the score over time. */
export function GlobalScoreOverview({ score }: { score: GlobalScore }) {
  const intl = useIntl();
  const styles = useStyles();
  const dates = useDateFormat();
  const data = useMemo(() => scoreChart(intl, dates, score), [intl, dates, score]);
  // With no supervision in the range there is no line to draw: the chart says "no graph".
  const chart: ChartData = score.supervisions.value ? data : { ...data, categories: [] };
  return (
    <>
      <div className={styles.figures}>
        <FigureCard
          label={intl.formatMessage(m.figureScore)}
          definition={intl.formatMessage(d.score)}
          figure={score.score}
          unit="score"
          name="score"
        />
        <FigureCard
          label={intl.formatMessage(m.figureSupervisions)}
          definition={intl.formatMessage(d.supervisions)}
          figure={score.supervisions}
          name="supervisions"
        />
        <FigureCard
          label={intl.formatMessage(m.figureIncidents)}
          definition={intl.formatMessage(d.incidents)}
          figure={score.incidents}
          better="down"
          name="incidents"
        />
        <FigureCard
          label={intl.formatMessage(m.figureFailing, {
            below: intl.formatNumber(score.failing_below),
          })}
          definition={intl.formatMessage(d.failing, {
            below: intl.formatNumber(score.failing_below),
          })}
          figure={score.failing_rate}
          unit="percent"
          better="down"
          name="failing-rate"
        />
      </div>
      <Chart
        title={intl.formatMessage(m.chartTitle)}
        definition={intl.formatMessage(d.chart)}
        data={chart}
      />
    </>
  );
}
