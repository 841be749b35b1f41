import { Button, makeStyles } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { todayIn } from '../../../machines/rules/dates';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useAppActor } from '../../app-kit/system-context';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useRegionLabel } from '../../app-kit/use-region-label';
import { useStoreWord } from '../../app-kit/use-store-word';
import type { Column } from '../../ui/data-table';
import { ReportPage } from '../../ui/report/report-page';
import { activeFilterCount } from '../../ui/report/report-query';
import { useReport } from '../../ui/report/use-report';
import { type KpiRankedRow, type KpiSummaryPage, kpiMonthlySummary } from './kpi-api';
import { AttainmentBadge, targetText, valueText } from './kpi-cells';
import { kpiMessages as m } from './kpi-messages';
import { KpiModuleField } from './kpi-module-field';
import { KpiMonthField } from './kpi-month-field';
import { defaultMonth, monthOptions, parseMonth } from './kpi-rules';
import { KpiSummaryCards } from './kpi-summary-cards';

const useStyles = makeStyles({ figures: { display: 'grid', gap: '12px' } });

const rowKey = (r: KpiRankedRow) => `${r.store.id}:${r.module.id}`;
const rowLabel = (r: KpiRankedRow) => `${r.store.name} · ${r.module.name}`;

/** Today in the admin's zone (YYYY-MM-DD): the month list and the default month follow it. */
function useToday(): string {
  return useSelector(useAppActor('dateScope'), (s) =>
    todayIn(s.context.now(), s.context.timeZone).toString(),
  );
}

/**
 * /supervision/kpis/monthly-summary: one month across the scope's stores, ranked per module by
 * attainment, with each module's figures above; printable and exported as CSV (SPEC §7).
 */
export function KpiMonthlySummaryPage({ page }: PageViewProps) {
  const intl = useIntl();
  const styles = useStyles();
  const title = useMenuTitle()(page.title);
  const today = useToday();
  const fallback = defaultMonth(today);
  // One source per default month (a new object would restart the read every render).
  const source = useMemo(() => kpiMonthlySummary((raw) => parseMonth(raw) ?? fallback), [fallback]);
  const report = useReport(source);
  const { state, update, list, query } = report;
  const { header, word } = useStoreWord();
  const regionName = useRegionLabel();
  const first = list.first as KpiSummaryPage | undefined;
  const columns = useMemo<readonly Column<KpiRankedRow>[]>(
    () => [
      {
        key: 'rank',
        header: intl.formatMessage(m.colRank),
        sortKey: 'rank',
        render: (r) => intl.formatMessage(m.rank, { rank: r.rank }),
      },
      { key: 'store', header, sortKey: 'store', render: (r) => r.store.name },
      {
        key: 'region',
        header: intl.formatMessage(m.colRegion),
        render: (r) => regionName(r.region),
      },
      { key: 'module', header: intl.formatMessage(m.colModule), render: (r) => r.module.name },
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
        render: (r) => <AttainmentBadge intl={intl} value={r.attainment} />,
      },
    ],
    [intl, header, regionName],
  );
  const modules = first?.modules ?? [];
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
        <>
          <KpiMonthField
            months={monthOptions(today)}
            value={query?.month ?? fallback}
            onChange={(month) => update({ filters: { month: month === fallback ? '' : month } })}
          />
          <KpiModuleField
            modules={modules.map((k) => k.module)}
            value={state.filters.module}
            onChange={(module) => update({ filters: { module } })}
          />
        </>
      }
      activeFilters={activeFilterCount(state, source.table)}
      figures={
        modules.length > 0 ? (
          <div className={styles.figures}>
            <KpiSummaryCards modules={modules} />
          </div>
        ) : undefined
      }
      actions={
        <Button icon={<PrintRegular />} onClick={() => window.print()} data-testid="kpi-print">
          {intl.formatMessage(m.print)}
        </Button>
      }
      emptyText={intl.formatMessage(m.empty)}
      errorText={intl.formatMessage(m.summaryFailed)}
      forbiddenText={intl.formatMessage(m.forbidden)}
      exportTour="kpi-export"
      minWidth="900px"
    />
  );
}
