import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useRegionLabel } from '../../app-kit/use-region-label';
import { useStoreWord } from '../../app-kit/use-store-word';
import { Chart } from '../../ui/chart/chart';
import type { ChartData } from '../../ui/chart/chart-types';
import type { Column } from '../../ui/data-table';
import { ReportPage } from '../../ui/report/report-page';
import { activeFilterCount } from '../../ui/report/report-query';
import { type Report, useReport } from '../../ui/report/use-report';
import { NpsLabelBadge } from './nps-overview';
import { marginNumber, npsNumber } from './nps-view';
import {
  type IndicatorPage,
  type IndicatorParams,
  type IndicatorRow,
  satisfactionIndicators,
} from './satisfaction-api';
import { satisfactionDefinitions as d } from './satisfaction-definitions';
import { SurveyField, useSurveyOptions } from './satisfaction-filters';
import { satisfactionMessages as m } from './satisfaction-messages';

const useStyles = makeStyles({
  figures: { display: 'grid', gap: '16px', minWidth: 0 },
  cards: {
    display: 'grid',
    gap: '12px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  },
  card: {
    display: 'grid',
    alignContent: 'start',
    gap: '4px',
    padding: '12px 14px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  value: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  quiet: { color: tokens.colorNeutralForeground2 },
  nps: { display: 'inline-flex', alignItems: 'center', gap: '8px' },
});

const rowKey = (r: IndicatorRow) => r.store.id;
const rowLabel = (r: IndicatorRow) => r.store.name;

/** A 0–100 rate as the locale writes percentages. */
const percent = (intl: ReturnType<typeof useIntl>, v: number) =>
  intl.formatNumber(v / 100, { style: 'percent', maximumFractionDigits: 1 });

/** The scope's totals (surveys, completion, NPS against the target) and the chart per store. */
function IndicatorFigures({ report }: { report: Report<IndicatorRow, IndicatorParams> }) {
  const intl = useIntl();
  const { word } = useStoreWord();
  const styles = useStyles();
  const first = report.list.first as IndicatorPage | undefined;
  const rows = report.list.rows;
  const data = useMemo<ChartData>(
    () => ({
      kind: 'bar',
      unit: 'number',
      categories: rows.map((r) => r.store.name),
      series: [{ name: intl.formatMessage(m.colNps), data: rows.map((r) => r.nps) }],
      goal: {
        name: intl.formatMessage(m.seriesTarget, {
          target: npsNumber(intl, first?.target ?? 0),
        }),
        data: rows.map((r) => r.target),
      },
    }),
    [rows, intl, first?.target],
  );
  if (!first) return null;
  const { totals } = first;
  const none = intl.formatMessage(m.noValue);
  return (
    <div className={styles.figures}>
      <div className={styles.cards}>
        <div className={styles.card} data-testid="indicator-surveys">
          <Text className={styles.quiet}>{intl.formatMessage(m.figureSurveys)}</Text>
          <Text className={styles.value}>{intl.formatNumber(totals.surveys)}</Text>
          <Text size={200} className={styles.quiet}>
            {intl.formatMessage(m.figureOpened, { opened: intl.formatNumber(totals.opened) })}
          </Text>
        </div>
        <div className={styles.card} data-testid="indicator-completion">
          <Text className={styles.quiet}>{intl.formatMessage(m.figureCompletion)}</Text>
          <Text className={styles.value}>
            {totals.completion_rate === null ? none : percent(intl, totals.completion_rate)}
          </Text>
        </div>
        <div className={styles.card} data-testid="indicator-nps">
          <Text className={styles.quiet}>{intl.formatMessage(m.npsTitle)}</Text>
          <span className={styles.nps}>
            <Text className={styles.value}>
              {totals.nps === null ? none : npsNumber(intl, totals.nps)}
            </Text>
            <NpsLabelBadge figure={totals} />
          </span>
          <Text size={200} className={styles.quiet}>
            {totals.margin !== null &&
              `${intl.formatMessage(m.marginValue, { margin: marginNumber(intl, totals.margin) })} · `}
            {intl.formatMessage(m.targetText, { target: npsNumber(intl, first.target) })}
          </Text>
        </div>
        <div className={styles.card} data-testid="indicator-stores">
          <Text className={styles.quiet}>{intl.formatMessage(m.figureStoresMeeting)}</Text>
          <Text className={styles.value}>
            {intl.formatMessage(m.storesMeeting, {
              met: rows.filter((r) => r.meets_target === true).length,
              shown: rows.length,
            })}
          </Text>
          <Text size={200} className={styles.quiet}>
            {intl.formatMessage(m.storesMeetingHint)}
          </Text>
        </div>
      </div>
      <Chart
        title={intl.formatMessage(m.indicatorsChart, { store: word })}
        definition={intl.formatMessage(d.storesChart)}
        data={data}
        height={300}
      />
    </div>
  );
}

/**
 * /gem/performance-indicators: per store of the scope, the surveys answered, how many of the
 * surveys opened were finished, and the NPS against the target, as a chart and a table.
 */
export function SatisfactionIndicatorsPage({ page }: PageViewProps) {
  const intl = useIntl();
  const styles = useStyles();
  const title = useMenuTitle()(page.title);
  const report = useReport(satisfactionIndicators);
  const { query, state, update } = report;
  const { header, word } = useStoreWord();
  const regionName = useRegionLabel();
  const { surveys, failed } = useSurveyOptions(query);
  const columns = useMemo<readonly Column<IndicatorRow>[]>(() => {
    const none = intl.formatMessage(m.noValue);
    return [
      { key: 'store', header, sortKey: 'name', render: (r) => r.store.name },
      {
        key: 'region',
        header: intl.formatMessage(m.colRegion),
        render: (r) => (r.region ? regionName(r.region) : intl.formatMessage(m.noRegion)),
      },
      {
        key: 'surveys',
        header: intl.formatMessage(m.colSurveys),
        definition: intl.formatMessage(d.surveys),
        sortKey: 'surveys',
        render: (r) => intl.formatNumber(r.surveys),
      },
      {
        key: 'opened',
        header: intl.formatMessage(m.colOpened),
        render: (r) => intl.formatNumber(r.opened),
      },
      {
        key: 'completion',
        header: intl.formatMessage(m.colCompletion),
        definition: intl.formatMessage(d.completion),
        sortKey: 'completion',
        render: (r) => (r.completion_rate === null ? none : percent(intl, r.completion_rate)),
      },
      {
        key: 'nps',
        header: intl.formatMessage(m.colNps),
        definition: intl.formatMessage(d.nps),
        sortKey: 'nps',
        render: (r) => (
          <span className={styles.nps}>
            {r.nps === null ? none : npsNumber(intl, r.nps)}
            <NpsLabelBadge figure={r} />
          </span>
        ),
      },
      {
        key: 'margin',
        header: intl.formatMessage(m.colMargin),
        render: (r) =>
          r.margin === null
            ? none
            : intl.formatMessage(m.marginValue, { margin: marginNumber(intl, r.margin) }),
      },
      {
        key: 'vsTarget',
        header: intl.formatMessage(m.colVsTarget),
        render: (r) => (r.vs_target === null ? none : npsNumber(intl, r.vs_target)),
      },
      {
        key: 'meets',
        header: intl.formatMessage(m.colMeets),
        render: (r) =>
          r.meets_target === null ? (
            <Text size={200} className={styles.quiet} data-meets="unknown">
              {intl.formatMessage(m.fewAnswers)}
            </Text>
          ) : (
            <Badge
              appearance="tint"
              color={r.meets_target ? 'success' : 'danger'}
              data-meets={r.meets_target}
            >
              {intl.formatMessage(r.meets_target ? m.meetsYes : m.meetsNo)}
            </Badge>
          ),
      },
    ];
  }, [intl, header, styles, regionName]);
  return (
    <ReportPage
      title={title}
      report={report}
      label={title}
      columns={columns}
      rowKey={rowKey}
      rowLabel={rowLabel}
      search={{
        label: intl.formatMessage(m.searchStores, { store: word }),
        tour: 'satisfaction-indicators-search',
      }}
      filters={
        <SurveyField
          surveys={surveys}
          failed={failed}
          value={state.filters.survey}
          onChange={(survey) => update({ filters: { survey } })}
          tour="satisfaction-indicators-survey"
        />
      }
      activeFilters={activeFilterCount(state, satisfactionIndicators.table)}
      figures={<IndicatorFigures report={report} />}
      emptyText={intl.formatMessage(m.npsEmpty)}
      errorText={intl.formatMessage(m.indicatorsFailed)}
      forbiddenText={intl.formatMessage(m.forbidden)}
      exportTour="satisfaction-indicators-export"
      minWidth="1000px"
    />
  );
}
