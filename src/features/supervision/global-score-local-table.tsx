import { Field, makeStyles, Select } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Column, DataTable } from '../../ui/data-table';
import { saveBlob } from '../../ui/download';
import { ReportExportButton } from '../../ui/report/report-export-button';
import { ReportFiltersBar } from '../../ui/report/report-filters-bar';
import { rowsFile } from '../../ui/report/rows-csv';
import { SearchField } from '../../ui/search-field';
import type { Key } from '../../ui/selection-store';
import { TableFooter } from '../../ui/table-footer';
import { toggleSort } from '../../ui/table-state';
import type { TableFile } from './global-score-csv';
import { globalScoreTableMessages as t } from './global-score-table-messages';
import {
  type LocalTableState,
  localRows,
  type RowReader,
  rowsOnView,
  SCORE_BANDS,
  type ScoreBand,
  type Standards,
} from './global-score-table-rules';

const useStyles = makeStyles({
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '12px',
    alignItems: 'end',
    justifyContent: 'space-between',
  },
  bar: { flexGrow: 1, minWidth: 0 },
});

export interface LocalTableProps<T> {
  label: string;
  /** Names the table's tools in tests (`data-table-tools`). */
  name: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): Key;
  rowLabel(row: T): string;
  read: RowReader<T>;
  /** The global score's target and failing line; null until it has loaded (no band filter). */
  standards: Standards | null;
  searchLabel: string;
  defaultSort: string;
  emptyText: string;
  minWidth: string;
  /** The file (CSV or Excel) of the rows the search, filter and sort keep, every page of them. */
  file(rows: readonly T[]): TableFile;
}

const bandMessage = {
  all: t.bandAll,
  met: t.bandMet,
  below: t.bandBelow,
  failing: t.bandFailing,
  none: t.bandNone,
} as const;

/**
 * A table loaded whole with the §2 table tools working on its rows: search, the score filter,
 * sortable headers, the rows-shown selector with paging and 'load more', and a CSV or Excel file
 * of what the tools keep.
 */
export function LocalTable<T>(props: LocalTableProps<T>) {
  const { rows, read, standards } = props;
  const intl = useIntl();
  const styles = useStyles();
  const [state, setState] = useState<LocalTableState>({
    search: '',
    band: 'all',
    sort: props.defaultSort,
    page: 1,
    pageSize: 10,
    more: 0,
  });
  // Any change but paging itself returns to the first page.
  const update = (change: Partial<LocalTableState>) =>
    setState((s) => ({ ...s, page: 1, more: 0, ...change }));
  const collator = useMemo(
    () => new Intl.Collator(intl.locale, { sensitivity: 'base', numeric: true }),
    [intl.locale],
  );
  const kept = useMemo(
    () => localRows(rows, state, read, standards, collator),
    [rows, state, read, standards, collator],
  );
  const shown = rowsOnView(kept, state);
  const values = standards
    ? {
        target: intl.formatNumber(standards.target),
        below: intl.formatNumber(standards.failingBelow),
      }
    : { target: '', below: '' };

  return (
    <>
      <div className={styles.tools} data-table-tools={props.name}>
        <div className={styles.bar}>
          <ReportFiltersBar
            active={state.band === 'all' ? 0 : 1}
            search={
              <SearchField
                label={props.searchLabel}
                value={state.search}
                onSearch={(search) => update({ search })}
                fill
              />
            }
            filters={
              standards ? (
                <Field label={intl.formatMessage(t.band)} size="small">
                  <Select
                    size="small"
                    value={state.band}
                    data-testid="score-band"
                    onChange={(_, d) => update({ band: d.value as ScoreBand })}
                  >
                    {SCORE_BANDS.map((band) => (
                      <option key={band} value={band}>
                        {intl.formatMessage(bandMessage[band], values)}
                      </option>
                    ))}
                  </Select>
                </Field>
              ) : undefined
            }
          />
        </div>
        <ReportExportButton
          busy={false}
          disabled={kept.length === 0}
          testId={`${props.name}-export`}
          excel
          onExport={(format) => {
            const table = props.file(kept);
            const file = rowsFile(format, table.name, table.header, table.rows);
            saveBlob(file.blob, file.name);
          }}
        />
      </div>
      <DataTable
        label={props.label}
        columns={props.columns}
        rows={shown}
        rowKey={props.rowKey}
        rowLabel={props.rowLabel}
        loading={false}
        error={null}
        emptyText={rows.length === 0 ? props.emptyText : intl.formatMessage(t.noMatch)}
        sort={state.sort}
        onSort={(key) => update({ sort: toggleSort(state.sort, key) })}
        minWidth={props.minWidth}
      />
      <TableFooter
        page={state.page}
        pageSize={state.pageSize}
        shown={shown.length}
        total={kept.length}
        loading={false}
        onPage={(page) => setState((s) => ({ ...s, page, more: 0 }))}
        onLoadMore={() => setState((s) => ({ ...s, more: s.more + 1 }))}
        onPageSize={(pageSize) => update({ pageSize })}
      />
    </>
  );
}
