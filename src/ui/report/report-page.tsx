import { makeStyles, mergeClasses, Title2 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { type Column, DataTable } from '../data-table';
import { cardClasses, usePageStyles } from '../page-styles';
import { SearchField } from '../search-field';
import type { Key, SelectionStore } from '../selection-store';
import { PagedListFooter } from '../table-footer';
import { toggleSort } from '../table-state';
import { ReportExportButton } from './report-export-button';
import { ReportFiltersBar } from './report-filters-bar';
import type { Report } from './use-report';

const useStyles = makeStyles({
  // One column no wider than the page: a wide table scrolls inside its card instead of
  // widening the card past a phone's screen.
  root: { gridTemplateColumns: 'minmax(0, 1fr)' },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '12px',
    alignItems: 'center',
    justifyContent: 'space-between',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' },
});

export interface ReportPageProps<Row, P extends object> {
  /** The page title (the h1), already formatted. */
  title: string;
  /** The report's state (useReport). */
  report: Report<Row, P>;
  /** Accessible name of the table and of its card. */
  label: string;
  columns: readonly Column<Row>[];
  rowKey(row: Row): Key;
  rowLabel(row: Row): string;
  /** The search box; a report without a `search` parameter has none. */
  search?: { label: string; tour: string };
  /** The filter fields (Selects in Fields); they fold behind "Filtros" on a phone. */
  filters?: ReactNode;
  /** How many filters differ from their defaults. */
  activeFilters?: number;
  /** Figures or a chart between the filters and the table. */
  figures?: ReactNode;
  /**
   * Cards between the title and the table's card: panels with reads of their own (the NPS and its
   * leaderboard above the answers), and the page-wide filters they follow.
   */
  before?: ReactNode;
  /** Empty state of the page (SPEC §8, e.g. '¡No hay ranking por ahora!'). */
  emptyText: string;
  /** The §8 loading error of the page; `forbiddenText` replaces it (without Retry) on a 403. */
  errorText: string;
  forbiddenText?: string;
  exportTour: string;
  /** More actions beside "Exportar CSV" (e.g. an export made on the server and e-mailed). */
  actions?: ReactNode;
  /** Tabs above the filters (e.g. the topic summary's course types). */
  tabs?: ReactNode;
  /** Row checkboxes, for actions on the rows chosen (e.g. downloading DC-3 forms). */
  selection?: SelectionStore;
  /** Below this width the table scrolls sideways. */
  minWidth?: string;
}

/**
 * A report page: title and export, the filters bar, optional figures, the table and its footer
 * (rows shown, paging). The page declares columns, filters and its ReportSource; loading, empty,
 * error with Retry and the export's notices come from here.
 */
export function ReportPage<Row, P extends object>(props: ReportPageProps<Row, P>) {
  const { report, label } = props;
  const { state, update, list } = report;
  const styles = useStyles();
  const pageStyles = usePageStyles();
  const forbidden = list.error?.code === 403 && props.forbiddenText !== undefined;
  return (
    <div className={mergeClasses(pageStyles.page, styles.root)}>
      <div className={styles.head}>
        <Title2 as="h1">{props.title}</Title2>
        <div className={styles.actions}>
          {props.actions}
          <ReportExportButton
            busy={report.exporting}
            disabled={report.query === null}
            onExport={(format) => void report.exportCsv(format)}
            excel
            data-tour={props.exportTour}
          />
        </div>
      </div>
      {props.before}
      <section className={cardClasses(pageStyles.card)} aria-label={label}>
        {props.tabs}
        <ReportFiltersBar
          search={
            props.search && (
              <SearchField
                label={props.search.label}
                value={state.search}
                onSearch={(search) => update({ search })}
                fill
                data-tour={props.search.tour}
              />
            )
          }
          searchLabel={props.search?.label}
          filters={props.filters}
          active={props.activeFilters ?? 0}
        />
        {props.figures}
        <DataTable
          label={label}
          columns={props.columns}
          rows={list.rows}
          rowKey={props.rowKey}
          rowLabel={props.rowLabel}
          loading={list.loading}
          error={
            list.error === null ? null : forbidden ? (props.forbiddenText ?? '') : props.errorText
          }
          onRetry={forbidden ? undefined : list.refetch}
          emptyText={props.emptyText}
          sort={state.sort}
          onSort={(key) => update({ sort: toggleSort(state.sort, key) })}
          minWidth={props.minWidth}
          selection={props.selection}
        />
        <PagedListFooter state={state} list={list} update={update} />
      </section>
    </div>
  );
}
