import { Body1, Button, makeStyles, Title2, tokens } from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownloadRegular,
  ArrowUploadRegular,
  DeleteRegular,
  DocumentTableRegular,
  PersonSyncRegular,
} from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { selectAccess, selectSelectedDomain, selectStoreWord } from '../../../machines/domain';
import { useApiClients } from '../../api/api-context';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { isNarrowedByFilter } from '../../app-kit/scope-query';
import { useAppActor } from '../../app-kit/system-context';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useNotify } from '../../app-kit/use-notify';
import { useScopeQuery } from '../../app-kit/use-scope';
import { ColumnMenu } from '../../ui/column-menu';
import { DataTable } from '../../ui/data-table';
import { saveBlob } from '../../ui/download';
import { pageMessages } from '../../ui/page-messages';
import { cardClasses, usePageStyles } from '../../ui/page-styles';
import { type ExportFormat, exportParams } from '../../ui/report/export-request';
import { ReportFiltersBar } from '../../ui/report/report-filters-bar';
import { reportMessages } from '../../ui/report/report-messages';
import { SearchField } from '../../ui/search-field';
import { createSelectionStore } from '../../ui/selection-store';
import { PagedListFooter } from '../../ui/table-footer';
import { tableMessages } from '../../ui/table-messages';
import { toggleSort } from '../../ui/table-state';
import { useTableState } from '../../ui/use-table-state';
import { DeleteDialog } from './delete-dialog';
import { ImportDialog } from './import-dialog';
import { listStateOf } from './list-return';
import { exportPeople, type Person } from './people-api';
import { usePeopleColumns } from './people-columns';
import { PeopleFilters } from './people-filters';
import { peopleMessages as m } from './people-messages';
import { useDeletePeople, usePeopleList, usePositions } from './people-queries';
import { exportColumnsFor, PEOPLE_TABLE, peopleFilter } from './people-query';
import { ReactivateDialog } from './reactivate-dialog';

const useStyles = makeStyles({
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '12px',
    alignItems: 'center',
    justifyContent: 'space-between',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  // What acts on the rows picked below sits right above them.
  tableBar: { display: 'flex', flexWrap: 'wrap', gap: '8px', justifyContent: 'flex-end' },
  note: { color: tokens.colorNeutralForeground3 },
});

const personKey = (p: Person) => p.id;
const personLabel = (p: Person) => p.displayName;

/** /admin/people: search, filters, the table, and the add/delete/reactivate/import/export actions. */
export function PeoplePage({ page }: PageViewProps) {
  const styles = useStyles();
  const pageStyles = usePageStyles();
  const intl = useIntl();
  const title = useMenuTitle();
  const notify = useNotify();
  const [, navigate] = useLocation();
  const domain = useAppActor('domain');
  const storeWord = useSelector(domain, (s) => selectStoreWord(s, intl.locale));
  const selected = useSelector(domain, selectSelectedDomain);
  const access = useSelector(domain, selectAccess);
  const { admin } = useApiClients();
  const scope = useScopeQuery();
  const { state, update } = useTableState(PEOPLE_TABLE);
  const filter = useMemo(() => (scope ? peopleFilter(state, scope) : null), [state, scope]);
  const list = usePeopleList(filter, state.page, state.pageSize);
  const positions = usePositions(scope);
  const deletePeople = useDeletePeople(scope);

  const [selection] = useState(createSelectionStore);
  const selectedCount = useSyncExternalStore(selection.subscribe, selection.size);
  const filterKey = JSON.stringify([filter, state.page, state.pageSize]);
  // A selection belongs to the rows it was made on: a new query starts without one.
  useEffect(() => {
    void filterKey;
    selection.clear();
  }, [filterKey, selection]);

  const [toDelete, setToDelete] = useState<readonly number[]>([]);
  const [deleting, setDeleting] = useState(false);
  const [reactivating, setReactivating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const actions = useMemo(
    () => ({
      onEdit: (p: Person) =>
        navigate(`/admin/people/edit/${p.id}`, { state: listStateOf(window.location.search) }),
      onDelete: (p: Person) => setToDelete([p.id]),
    }),
    [navigate],
  );
  const columns = usePeopleColumns(intl, storeWord, actions);
  const hideable = useMemo(
    () => columns.filter((c) => PEOPLE_TABLE.hideable?.includes(c.key)),
    [columns],
  );
  const shownColumns = useMemo(
    () => columns.filter((c) => !state.hidden.includes(c.key)),
    [columns, state.hidden],
  );

  const confirmDelete = useCallback(async () => {
    if (!scope) return;
    setDeleting(true);
    try {
      const n = await deletePeople(toDelete);
      notify({ kind: 'success', title: n === 1 ? m.userDeleted : m.usersDeleted });
      selection.clear();
    } catch {
      notify({ kind: 'error', title: m.deleteFailed });
    } finally {
      setDeleting(false);
      setToDelete([]);
    }
  }, [deletePeople, scope, toDelete, notify, selection]);

  const exportCsv = async (format: ExportFormat = 'csv') => {
    if (!filter) return;
    if (list.total === 0) {
      notify({ kind: 'info', title: tableMessages.noRecords });
      return;
    }
    setExporting(true);
    try {
      const file = await exportPeople(
        admin,
        filter,
        exportColumnsFor(state.hidden),
        exportParams(format, intl.locale),
      );
      saveBlob(file.blob, file.name);
    } catch {
      notify({ kind: 'error', title: tableMessages.downloadFailed });
    } finally {
      setExporting(false);
    }
  };

  const narrowed = isNarrowedByFilter(selected, access);

  return (
    <div className={pageStyles.page}>
      {/* The page's actions beside its title; the card holds what works on the list. */}
      <div className={styles.head}>
        <Title2 as="h1">{title(page.title)}</Title2>
        <div className={styles.actions}>
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() =>
              navigate('/admin/people/add', { state: listStateOf(window.location.search) })
            }
            data-tour="people-add"
          >
            {intl.formatMessage(m.add)}
          </Button>
          <Button
            icon={<PersonSyncRegular />}
            onClick={() => setReactivating(true)}
            data-tour="people-reactivate"
          >
            {intl.formatMessage(m.reactivate)}
          </Button>
          <Button
            icon={<ArrowUploadRegular />}
            onClick={() => setImporting(true)}
            data-tour="people-import"
          >
            {intl.formatMessage(m.import)}
          </Button>
          <Button
            icon={<ArrowDownloadRegular />}
            onClick={() => void exportCsv()}
            disabled={exporting || !filter}
            data-tour="people-export"
          >
            {intl.formatMessage(m.export)}
          </Button>
          <Button
            icon={<DocumentTableRegular />}
            onClick={() => void exportCsv('xlsx')}
            disabled={exporting || !filter}
            data-testid="people-export-xlsx"
          >
            {intl.formatMessage(reportMessages.exportExcel)}
          </Button>
        </div>
      </div>
      <section
        className={cardClasses(pageStyles.card)}
        aria-label={intl.formatMessage(m.tableLabel)}
      >
        {/* Search and filters; on a phone the filters fold behind "Filtros" (SPEC §4). */}
        <ReportFiltersBar
          search={
            <SearchField
              label={intl.formatMessage(m.search)}
              value={state.search}
              onSearch={(search) => update({ search })}
              fill
              data-tour="people-search"
            />
          }
          filters={
            <PeopleFilters
              filters={state.filters}
              positions={positions.data ?? []}
              positionsFailed={positions.isError}
              onChange={(filters) => update({ filters })}
            />
          }
          active={
            ['position', 'status', 'time'].filter((k) => (state.filters[k] ?? '') !== '').length
          }
        />
        <div className={styles.tableBar}>
          <Button
            icon={<DeleteRegular />}
            disabled={selectedCount === 0}
            onClick={() => setToDelete(selection.keys() as number[])}
            data-tour="people-delete"
          >
            {intl.formatMessage(m.deleteSelected, { count: selectedCount })}
          </Button>
          <ColumnMenu
            columns={hideable}
            hidden={state.hidden}
            onChange={(hidden) => update({ hidden })}
          />
        </div>
        {narrowed && access && (
          <Body1 className={styles.note}>
            {intl.formatMessage(m.scopeNote, { name: access.name })}
          </Body1>
        )}
        <DataTable
          label={intl.formatMessage(m.tableLabel)}
          columns={shownColumns}
          rows={list.rows}
          rowKey={personKey}
          rowLabel={personLabel}
          loading={list.loading}
          error={list.error === null ? null : intl.formatMessage(m.employeesFailed)}
          onRetry={list.refetch}
          emptyText={intl.formatMessage(pageMessages.emptyState)}
          sort={state.sort}
          onSort={(key) => update({ sort: toggleSort(state.sort, key) })}
          selection={selection}
          minWidth="1000px"
          data-tour="people-table"
        />
        <PagedListFooter state={state} list={list} update={update} />
      </section>
      <DeleteDialog
        count={toDelete.length}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete([])}
      />
      <ReactivateDialog open={reactivating} scope={scope} onClose={() => setReactivating(false)} />
      <ImportDialog
        open={importing}
        scope={scope}
        filteredTo={narrowed ? (access?.name ?? null) : null}
        storeWord={storeWord}
        onClose={() => setImporting(false)}
      />
    </div>
  );
}
