import { Badge, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useStoreWord } from '../../app-kit/use-store-word';
import { Chart } from '../../ui/chart/chart';
import type { ChartData } from '../../ui/chart/chart-types';
import type { Column } from '../../ui/data-table';
import { DefinitionButton } from '../../ui/definition/definition-button';
import { useBrandOptions } from '../../ui/report/brand-options';
import { ReportPage } from '../../ui/report/report-page';
import { activeFilterCount } from '../../ui/report/report-query';
import { type Report, useReport } from '../../ui/report/use-report';
import { useDateFormat } from '../../ui/use-date-format';
import { visuallyHidden } from '../../ui/visually-hidden';
import {
  type IndicatorParams,
  type IndicatorRow,
  indicators,
  type OverdueRow,
  overduePeople,
} from './targets-api';
import { targetsMessages as t } from './targets-messages';
import { trainingDefinitions as d } from './training-definitions';
import { RoleFilter, TopicFilter } from './training-filters';
import { trainingMessages as m } from './training-messages';

const useStyles = makeStyles({
  figures: { display: 'grid', gap: '12px' },
  summary: { display: 'flex', gap: '24px', flexWrap: 'wrap' },
  figure: { display: 'grid' },
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  noData: { display: 'inline-flex', alignItems: 'center', gap: '4px' },
  // Read by assistive technology, not shown: the dash alone says nothing to a screen reader.
  hidden: visuallyHidden,
});

type View = 'indicators' | 'overdue';

/** The view the address names (`?tab=overdue`), and a way to change it. */
function useTab(): [View, (tab: View) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const tab: View = new URLSearchParams(search).get('tab') === 'overdue' ? 'overdue' : 'indicators';
  const set = (next: View) => {
    const q = new URLSearchParams(search);
    q.delete('page');
    q.delete('sort');
    q.delete('search');
    if (next === 'overdue') q.set('tab', 'overdue');
    else q.delete('tab');
    const text = q.toString();
    navigate(text === '' ? path : `${path}?${text}`);
  };
  return [tab, set];
}

function Tabs({ tab, onTab }: { tab: View; onTab: (tab: View) => void }) {
  const intl = useIntl();
  return (
    <TabList
      selectedValue={tab}
      onTabSelect={(_, d) => onTab(d.value as View)}
      aria-label={intl.formatMessage(t.tabsLabel)}
      data-tour="indicators-tabs"
    >
      <Tab value="indicators" data-testid="tab-indicators">
        {intl.formatMessage(t.tabIndicators)}
      </Tab>
      <Tab value="overdue" data-testid="tab-overdue">
        {intl.formatMessage(t.tabOverdue)}
      </Tab>
    </TabList>
  );
}

/**
 * A completion (or its gap) that nobody could reach: no one of the course's position is in the
 * scope. A dash, never a 0 % or a red "not met" that would read as a result; the completion's
 * cell says why behind an info button (mouse, keyboard and touch alike).
 */
function NoData({ explain }: { explain: boolean }) {
  const intl = useIntl();
  const styles = useStyles();
  const name = intl.formatMessage(t.noData);
  return (
    <span className={styles.noData} data-testid="indicator-no-data">
      <span aria-hidden="true">—</span>
      <span className={styles.hidden}>{name}</span>
      {explain && <DefinitionButton name={name} text={intl.formatMessage(t.noDataWhy)} />}
    </span>
  );
}

interface Summary {
  targets: number;
  met: number;
  overdue: number;
}

/** The figures above the indicators: how many targets, how many met, who is overdue; the chart. */
function IndicatorFigures({ report }: { report: Report<IndicatorRow, IndicatorParams> }) {
  const intl = useIntl();
  const styles = useStyles();
  const summary = (report.list.first as { summary?: Summary } | undefined)?.summary;
  const rows = report.list.rows;
  const data = useMemo<ChartData>(
    () => ({
      kind: 'bar',
      unit: 'percent',
      // A row nobody could complete has no bar (null, not 0) and says so on its label: an absent
      // bar alone looks like a 0 %.
      categories: rows.map((r) => {
        const name = `${r.course.name} · ${r.position.name}`;
        return r.completion === null ? intl.formatMessage(t.chartNoData, { name }) : name;
      }),
      series: [
        { name: intl.formatMessage(t.seriesCompletion), data: rows.map((r) => r.completion) },
      ],
      goal: { name: intl.formatMessage(t.seriesTarget), data: rows.map((r) => r.target) },
    }),
    [rows, intl],
  );
  if (!summary) return null;
  const figure = (
    label: typeof t.summaryMet,
    value: number,
    testId: string,
    definition: typeof d.met,
  ) => (
    <div className={styles.figure} data-testid={testId}>
      <span style={{ display: 'flex', alignItems: 'center', gap: '4px' }}>
        <Text>{intl.formatMessage(label)}</Text>
        <DefinitionButton name={intl.formatMessage(label)} text={intl.formatMessage(definition)} />
      </span>
      <Text className={styles.value} weight="semibold">
        {intl.formatNumber(value)}
      </Text>
    </div>
  );
  return (
    <div className={styles.figures}>
      <div className={styles.summary}>
        {figure(t.summaryTargets, summary.targets, 'summary-targets', d.targets)}
        {figure(t.summaryMet, summary.met, 'summary-met', d.met)}
        {figure(t.summaryOverdue, summary.overdue, 'summary-overdue', d.overdue)}
      </div>
      {summary.targets === 0 ? (
        <Text>{intl.formatMessage(t.noTargets)}</Text>
      ) : (
        <Chart
          title={intl.formatMessage(t.chartTitle)}
          definition={intl.formatMessage(d.chart)}
          data={data}
          height={320}
        />
      )}
    </div>
  );
}

function IndicatorsView({ title, tabs }: { title: string; tabs: React.ReactNode }) {
  const intl = useIntl();
  const report = useReport(indicators);
  const { query, state, update } = report;
  const { topics, positions } = useBrandOptions(query);
  const columns = useMemo<readonly Column<IndicatorRow>[]>(
    () => [
      {
        key: 'course',
        header: intl.formatMessage(m.colCourse),
        sortKey: 'course',
        render: (r) => r.course.name,
      },
      {
        key: 'position',
        header: intl.formatMessage(t.colPosition),
        render: (r) => r.position.name,
      },
      {
        key: 'target',
        header: intl.formatMessage(t.colTarget),
        render: (r) => intl.formatMessage(t.targetValue, { target: r.target }),
      },
      {
        key: 'people',
        header: intl.formatMessage(t.colPeople),
        render: (r) => intl.formatNumber(r.people),
      },
      {
        key: 'completed',
        header: intl.formatMessage(t.colCompleted),
        render: (r) => intl.formatNumber(r.completed),
      },
      {
        key: 'completion',
        header: intl.formatMessage(t.colCompletion),
        definition: intl.formatMessage(d.completion),
        sortKey: 'completion',
        render: (r) =>
          r.completion === null ? (
            <NoData explain />
          ) : (
            intl.formatNumber(r.completion / 100, { style: 'percent', maximumFractionDigits: 1 })
          ),
      },
      {
        key: 'gap',
        header: intl.formatMessage(t.colGap),
        sortKey: 'gap',
        render: (r) =>
          r.gap === null ? (
            <NoData explain={false} />
          ) : (
            <Badge
              appearance="tint"
              color={r.met ? 'success' : 'danger'}
              data-met={r.met}
              aria-label={intl.formatMessage(r.met ? t.met : t.notMet)}
            >
              {intl.formatMessage(t.gapValue, { gap: r.gap })}
            </Badge>
          ),
      },
      {
        key: 'overdue',
        header: intl.formatMessage(t.colOverdue),
        render: (r) => (r.overdue === null ? '—' : intl.formatNumber(r.overdue)),
      },
    ],
    [intl],
  );
  const onChange = (filters: Record<string, string>) => update({ filters });
  return (
    <ReportPage
      title={title}
      report={report}
      label={title}
      columns={columns}
      rowKey={(r) => `${r.course.id}/${r.position.id}`}
      rowLabel={(r) => `${r.course.name} · ${r.position.name}`}
      filters={
        <>
          <TopicFilter filters={state.filters} topics={topics} onChange={onChange} />
          <RoleFilter filters={state.filters} positions={positions} onChange={onChange} />
        </>
      }
      tabs={tabs}
      figures={<IndicatorFigures report={report} />}
      activeFilters={activeFilterCount(state, indicators.table)}
      emptyText={intl.formatMessage(m.empty)}
      errorText={intl.formatMessage(t.indicatorsFailed)}
      forbiddenText={intl.formatMessage(m.forbidden)}
      exportTour="indicators-export"
      minWidth="900px"
    />
  );
}

function OverdueView({ title, tabs }: { title: string; tabs: React.ReactNode }) {
  const intl = useIntl();
  const report = useReport(overduePeople);
  const { query, state, update } = report;
  const { topics, positions } = useBrandOptions(query);
  const { header } = useStoreWord();
  const dates = useDateFormat();
  const columns = useMemo<readonly Column<OverdueRow>[]>(
    () => [
      {
        key: 'user',
        header: intl.formatMessage(m.colUser),
        sortKey: 'name',
        render: (r) => r.person.name,
      },
      {
        key: 'position',
        header: intl.formatMessage(t.colPosition),
        render: (r) => r.position.name,
      },
      { key: 'store', header, render: (r) => r.store.name },
      {
        key: 'course',
        header: intl.formatMessage(m.colCourse),
        sortKey: 'course',
        render: (r) => r.course.name,
      },
      {
        key: 'due',
        header: intl.formatMessage(t.colDueAt),
        render: (r) => dates.instant(r.due_at),
      },
      {
        key: 'days',
        header: intl.formatMessage(t.colDaysOverdue),
        sortKey: 'days_overdue',
        render: (r) => intl.formatNumber(r.days_overdue),
      },
      {
        key: 'started',
        header: intl.formatMessage(t.colStarted),
        render: (r) => (
          <Badge
            appearance="tint"
            color={r.started ? 'warning' : 'danger'}
            data-started={r.started}
          >
            {intl.formatMessage(r.started ? t.started : t.notStarted)}
          </Badge>
        ),
      },
    ],
    [intl, header, dates],
  );
  const onChange = (filters: Record<string, string>) => update({ filters });
  return (
    <ReportPage
      title={title}
      report={report}
      label={intl.formatMessage(t.tabOverdue)}
      columns={columns}
      rowKey={(r) => `${r.person.id}/${r.course.id}`}
      rowLabel={(r) => `${r.person.name} · ${r.course.name}`}
      search={{ label: intl.formatMessage(m.searchUser), tour: 'overdue-search' }}
      filters={
        <>
          <TopicFilter filters={state.filters} topics={topics} onChange={onChange} />
          <RoleFilter filters={state.filters} positions={positions} onChange={onChange} />
        </>
      }
      tabs={tabs}
      activeFilters={activeFilterCount(state, overduePeople.table)}
      emptyText={intl.formatMessage(m.empty)}
      errorText={intl.formatMessage(t.overdueFailed)}
      forbiddenText={intl.formatMessage(m.forbidden)}
      exportTour="overdue-export"
      minWidth="1000px"
    />
  );
}

/**
 * /training/performance-indicators: every content target against what the scope's people had
 * reached at the end of the range, as a chart with the target drawn on each bar and a table;
 * a second view lists the people overdue on a mandatory course.
 */
export function PerformanceIndicatorsPage({ page }: PageViewProps) {
  const title = useMenuTitle()(page.title);
  const [tab, setTab] = useTab();
  const tabs = <Tabs tab={tab} onTab={setTab} />;
  return tab === 'overdue' ? (
    <OverdueView title={title} tabs={tabs} />
  ) : (
    <IndicatorsView title={title} tabs={tabs} />
  );
}
