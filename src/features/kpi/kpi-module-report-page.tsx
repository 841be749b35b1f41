import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useRegionLabel } from '../../app-kit/use-region-label';
import { useStoreWord } from '../../app-kit/use-store-word';
import type { Column } from '../../ui/data-table';
import { ReportPage } from '../../ui/report/report-page';
import { activeFilterCount } from '../../ui/report/report-query';
import { useReport } from '../../ui/report/use-report';
import { type KpiModulePage, type KpiRow, kpiModuleReport } from './kpi-api';
import { AttainmentBadge, monthText, targetText, valueText } from './kpi-cells';
import { kpiMessages as m } from './kpi-messages';
import { KpiModuleField } from './kpi-module-field';
import { KpiRangeHint } from './kpi-range-hint';
import { useKpiOpeningRange } from './use-kpi-opening-range';

const rowKey = (r: KpiRow) => `${r.store.id}:${r.module.id}:${r.month}`;
const rowLabel = (r: KpiRow) => `${r.store.name} · ${r.module.name} · ${r.month}`;

/** /supervision/kpis/report-per-module: each KPI against its target per store, month by month. */
export function KpiModuleReportPage({ page }: PageViewProps) {
  const intl = useIntl();
  const title = useMenuTitle()(page.title);
  // Before useReport: the opening range must be set before the report reads its address.
  useKpiOpeningRange();
  const report = useReport(kpiModuleReport);
  const { state, update, list } = report;
  const { header, word } = useStoreWord();
  const regionName = useRegionLabel();
  const modules = (list.first as KpiModulePage | undefined)?.modules ?? [];
  const columns = useMemo<readonly Column<KpiRow>[]>(
    () => [
      { key: 'store', header, sortKey: 'store', render: (r) => r.store.name },
      {
        key: 'region',
        header: intl.formatMessage(m.colRegion),
        render: (r) => regionName(r.region),
      },
      { key: 'module', header: intl.formatMessage(m.colModule), render: (r) => r.module.name },
      {
        key: 'month',
        header: intl.formatMessage(m.colMonth),
        sortKey: 'month',
        render: (r) => monthText(intl, r.month),
      },
      {
        key: 'value',
        header: intl.formatMessage(m.colValue),
        render: (r) => valueText(intl, r.value, r.unit),
      },
      {
        key: 'target',
        header: intl.formatMessage(m.colTarget),
        render: (r) => targetText(intl, r.target, r.unit, r.better),
      },
      {
        key: 'attainment',
        header: intl.formatMessage(m.colAttainment),
        sortKey: 'attainment',
        render: (r) => <AttainmentBadge intl={intl} value={r.attainment} />,
      },
    ],
    [intl, header, regionName],
  );
  const nothing = !list.loading && list.error === null && list.total === 0;
  return (
    <ReportPage
      title={title}
      report={report}
      label={title}
      columns={columns}
      rowKey={rowKey}
      rowLabel={rowLabel}
      search={{ label: intl.formatMessage(m.searchStore, { store: word }), tour: 'kpi-search' }}
      filters={
        <KpiModuleField
          modules={modules}
          value={state.filters.module}
          onChange={(module) => update({ filters: { module } })}
        />
      }
      activeFilters={activeFilterCount(state, kpiModuleReport.table)}
      figures={nothing ? <KpiRangeHint /> : undefined}
      emptyText={intl.formatMessage(m.empty)}
      errorText={intl.formatMessage(m.moduleFailed)}
      forbiddenText={intl.formatMessage(m.forbidden)}
      exportTour="kpi-export"
      minWidth="900px"
    />
  );
}
