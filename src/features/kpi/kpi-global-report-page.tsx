import { makeStyles, mergeClasses, Text, Title2, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useApiClients } from '../../api/api-context';
import { noScopeYet } from '../../api/no-scope-yet';
import { useRefetchableRead } from '../../api/use-read';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useDateRangeQuery } from '../../app-kit/use-date-range-query';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useReportAddress } from '../../app-kit/use-report-address';
import { useScopeQuery } from '../../app-kit/use-scope';
import { Chart } from '../../ui/chart/chart';
import type { ChartData } from '../../ui/chart/chart-types';
import { type Column, DataTable } from '../../ui/data-table';
import { usePageStyles } from '../../ui/page-styles';
import { ReadPanel } from '../../ui/report/read-panel';
import { type KpiGlobalReport, readKpiGlobalReport } from './kpi-api';
import { AttainmentBadge, monthText, targetText, valueText } from './kpi-cells';
import { kpiMessages as m } from './kpi-messages';
import { KpiRangeHint } from './kpi-range-hint';

const useStyles = makeStyles({
  root: { gridTemplateColumns: 'minmax(0, 1fr)' },
  module: { display: 'grid', gap: '8px', minWidth: 0 },
  moduleName: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
});

type ModuleReport = KpiGlobalReport['modules'][number];
type MonthFigures = ModuleReport['months'][number];

/** Whether any module has a figure in any month of the range. */
const hasFigures = (report: KpiGlobalReport) =>
  report.modules.some((k) => k.months.some((f) => f.stores > 0));

/** Attainment per module over the months: one line per module (a gap where a month has none). */
function attainmentChart(intl: IntlShape, report: KpiGlobalReport): ChartData {
  const months = report.modules[0]?.months.map((f) => f.month) ?? [];
  return {
    kind: 'line',
    categories: months.map((month) =>
      intl.formatDate(`${month.slice(0, 7)}-15T12:00:00Z`, {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    ),
    series: report.modules.map((k) => ({
      name: k.module.name,
      data: k.months.map((f) => f.attainment),
    })),
    unit: 'number',
  };
}

function ModuleMonths({ report }: { report: ModuleReport }) {
  const intl = useIntl();
  const styles = useStyles();
  const { unit, better } = report;
  const columns = useMemo<readonly Column<MonthFigures>[]>(
    () => [
      {
        key: 'month',
        header: intl.formatMessage(m.colMonth),
        render: (f) => monthText(intl, f.month),
      },
      {
        key: 'stores',
        header: intl.formatMessage(m.colStores),
        render: (f) => intl.formatNumber(f.stores),
      },
      {
        key: 'value',
        header: intl.formatMessage(m.colMeanValue),
        render: (f) => valueText(intl, f.value, unit),
      },
      {
        key: 'target',
        header: intl.formatMessage(m.colMeanTarget),
        render: (f) => targetText(intl, f.target, unit, better),
      },
      {
        key: 'attainment',
        header: intl.formatMessage(m.colAttainment),
        render: (f) =>
          f.stores === 0 ? (
            intl.formatMessage(m.noFigure)
          ) : (
            <AttainmentBadge intl={intl} value={f.attainment} />
          ),
      },
    ],
    [intl, unit, better],
  );
  const label = intl.formatMessage(m.moduleTable, { module: report.module.name });
  return (
    <section className={styles.module} aria-label={label} data-testid="kpi-global-module">
      <Text as="h3" className={styles.moduleName}>
        {report.module.name}
      </Text>
      <DataTable
        label={label}
        columns={columns}
        rows={report.months}
        rowKey={(f) => f.month}
        rowLabel={(f) => f.month}
        loading={false}
        error={null}
        emptyText={intl.formatMessage(m.empty)}
        minWidth="640px"
      />
    </section>
  );
}

/** /supervision/kpis/global-report: the scope's KPI attainment per module, month by month. */
export function KpiGlobalReportPage({ page }: PageViewProps) {
  const intl = useIntl();
  const styles = useStyles();
  const pageStyles = usePageStyles();
  const title = useMenuTitle()(page.title);
  const { admin } = useApiClients();
  const addressRead = useReportAddress();
  const scope = useScopeQuery();
  const range = useDateRangeQuery();
  const query = scope && addressRead ? { ...scope, ...range } : null;
  const queryKey = JSON.stringify(query);
  // The query by value (queryKey): a new object with the same scope and range does not reread.
  const read = useRefetchableRead(
    (signal) => (query ? readKpiGlobalReport(admin, query, signal) : noScopeYet()),
    [admin, queryKey],
  );
  const empty = read.data !== undefined && !hasFigures(read.data);
  return (
    <div className={mergeClasses(pageStyles.page, styles.root)}>
      <Title2 as="h1">{title}</Title2>
      {empty && <KpiRangeHint />}
      <ReadPanel
        title={intl.formatMessage(m.cardsLabel)}
        name="kpi-global"
        read={read}
        loadingText={intl.formatMessage(m.globalLoading)}
        errorText={intl.formatMessage(m.globalFailed)}
        isEmpty={(data) => !hasFigures(data)}
        skeletonRows={6}
      >
        {(data) => (
          <>
            <Chart title={intl.formatMessage(m.chartTitle)} data={attainmentChart(intl, data)} />
            {data.modules.map((k) => (
              <ModuleMonths key={k.module.id} report={k} />
            ))}
          </>
        )}
      </ReadPanel>
    </div>
  );
}
