import { useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { Chart } from '../../ui/chart/chart';
import type { ChartData } from '../../ui/chart/chart-types';
import type { Column } from '../../ui/data-table';
import { ReportPage } from '../../ui/report/report-page';
import { activeFilterCount } from '../../ui/report/report-query';
import { useReport } from '../../ui/report/use-report';
import type { KpiGlobalReport } from './kpi-api';
import { AttainmentBadge, monthText, targetText, valueText } from './kpi-cells';
import { kpiDefinitions as d } from './kpi-definitions';
import { type KpiGlobalPage, type KpiGlobalRow, kpiGlobalReport } from './kpi-global-source';
import { kpiMessages as m } from './kpi-messages';
import { KpiModuleField } from './kpi-module-field';
import { KpiRangeHint } from './kpi-range-hint';
import { useKpiOpeningRange } from './use-kpi-opening-range';

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

const rowKey = (r: KpiGlobalRow) => `${r.module.id}:${r.month}`;
const rowLabel = (r: KpiGlobalRow) => `${r.module.name} · ${r.month.slice(0, 7)}`;

/**
 * /supervision/kpis/global-report: the scope's KPI attainment per module, month by month: the
 * chart of every module, then one table of modules × months with the report kit's search (module),
 * module filter, sorts, rows shown and CSV.
 */
export function KpiGlobalReportPage({ page }: PageViewProps) {
  const intl = useIntl();
  const title = useMenuTitle()(page.title);
  // Before useReport: the opening range must be set before the report reads its address.
  useKpiOpeningRange();
  const report = useReport(kpiGlobalReport);
  const { state, update, list } = report;
  const answer = (list.first as KpiGlobalPage | undefined)?.report;
  const columns = useMemo<readonly Column<KpiGlobalRow>[]>(
    () => [
      {
        key: 'module',
        header: intl.formatMessage(m.colModule),
        sortKey: 'module',
        render: (r) => r.module.name,
      },
      {
        key: 'month',
        header: intl.formatMessage(m.colMonth),
        sortKey: 'month',
        render: (r) => monthText(intl, r.month),
      },
      {
        key: 'stores',
        header: intl.formatMessage(m.colStores),
        sortKey: 'stores',
        render: (r) => intl.formatNumber(r.stores),
      },
      {
        key: 'value',
        header: intl.formatMessage(m.colMeanValue),
        render: (r) => valueText(intl, r.value, r.unit),
      },
      {
        key: 'target',
        header: intl.formatMessage(m.colMeanTarget),
        render: (r) => targetText(intl, r.target, r.unit, r.better),
      },
      {
        key: 'attainment',
        header: intl.formatMessage(m.colAttainment),
        definition: intl.formatMessage(d.attainment),
        sortKey: 'attainment',
        render: (r) =>
          r.stores === 0 ? (
            intl.formatMessage(m.noFigure)
          ) : (
            <AttainmentBadge intl={intl} value={r.attainment} />
          ),
      },
    ],
    [intl],
  );
  const figures =
    answer === undefined ? undefined : hasFigures(answer) ? (
      <div data-panel="kpi-global">
        <Chart
          title={intl.formatMessage(m.chartTitle)}
          definition={intl.formatMessage(d.chart)}
          data={attainmentChart(intl, answer)}
        />
      </div>
    ) : (
      <KpiRangeHint />
    );
  return (
    <ReportPage
      title={title}
      report={report}
      label={intl.formatMessage(m.cardsLabel)}
      columns={columns}
      rowKey={rowKey}
      rowLabel={rowLabel}
      search={{ label: intl.formatMessage(m.searchModule), tour: 'kpi-search' }}
      filters={
        <KpiModuleField
          modules={answer?.modules.map((k) => k.module) ?? []}
          value={state.filters.module}
          onChange={(module) => update({ filters: { module } })}
        />
      }
      activeFilters={activeFilterCount(state, kpiGlobalReport.table)}
      figures={figures}
      emptyText={intl.formatMessage(m.empty)}
      errorText={intl.formatMessage(m.globalFailed)}
      forbiddenText={intl.formatMessage(m.forbidden)}
      exportTour="kpi-export"
      minWidth="760px"
    />
  );
}
