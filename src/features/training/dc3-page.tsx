import { Badge, Button, makeStyles } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiClients } from '../../api/api-context';
import type { PageViewProps } from '../../app-kit/page-view-props';
import type { ScopeQuery } from '../../app-kit/scope-query';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useNotify } from '../../app-kit/use-notify';
import { useStoreWord } from '../../app-kit/use-store-word';
import type { Column } from '../../ui/data-table';
import { useBrandOptions } from '../../ui/report/brand-options';
import { CountedSelect } from '../../ui/report/counted-select';
import { DownloadSelectedButton } from '../../ui/report/download-selected-button';
import { ReportPage } from '../../ui/report/report-page';
import { activeFilterCount } from '../../ui/report/report-query';
import { useDocumentDownload } from '../../ui/report/use-document-download';
import { useReport } from '../../ui/report/use-report';
import { useDateFormat } from '../../ui/use-date-format';
import { type Dc3Skipped, splitDc3Download } from './dc3-download-split';
import { Dc3FillDialog } from './dc3-fill-dialog';
import { Dc3SkippedDialog } from './dc3-skipped-dialog';
import {
  DC3_STATUSES,
  type Dc3Row,
  type Dc3Status,
  dc3Forms,
  downloadDc3Forms,
} from './training-api';
import { TopicFilter } from './training-filters';
import { trainingMessages as m } from './training-messages';

const useStyles = makeStyles({
  field: { minWidth: '180px' },
  cell: { display: 'flex', flexWrap: 'wrap', gap: '4px', alignItems: 'center' },
});

const STATUS_COLOR = {
  generated: 'success',
  pending: 'informative',
  incomplete: 'warning',
} as const satisfies Record<Dc3Status, string>;

const rowKey = (r: Dc3Row) => r.id;
const rowLabel = (r: Dc3Row) => `${r.person.name} · ${r.course.name}`;
const DOWNLOAD_MESSAGES = { downloaded: m.dc3Downloaded, failed: m.dc3DownloadFailed };

/** /training/dc3: DC-3 forms per person and finished course (SPEC §2, §3, §4). */
export function Dc3Page({ page }: PageViewProps) {
  const intl = useIntl();
  const styles = useStyles();
  const title = useMenuTitle()(page.title);
  const report = useReport(dc3Forms);
  const { query, state, update, list } = report;
  const { header } = useStoreWord();
  const dates = useDateFormat();
  const { topics } = useBrandOptions(query);
  const [filling, setFilling] = useState<Dc3Row | null>(null);
  // The forms the last bulk download left out, shown until closed or completed.
  const [skipped, setSkipped] = useState<{ items: readonly Dc3Skipped[]; downloaded: number }>({
    items: [],
    downloaded: 0,
  });
  const { admin } = useApiClients();
  const notify = useNotify();
  const fetchFiles = useCallback(
    (scope: ScopeQuery, ids: readonly number[]) => downloadDc3Forms(admin, scope, ids),
    [admin],
  );
  const {
    selection,
    selected,
    downloading,
    download: downloadIds,
  } = useDocumentDownload({
    query,
    fetchFiles,
    messages: DOWNLOAD_MESSAGES,
    onDone: list.refetch,
  });
  const download = useCallback(
    async (rows: readonly Dc3Row[]) => {
      // Incomplete forms cannot be printed: they stay out of the download, and the admin is
      // told which and why. With none left there is no (empty) zip to fetch.
      const { ready, skipped: left } = splitDc3Download(rows);
      if (left.length === 0) {
        await downloadIds(ready);
        return;
      }
      if (ready.length > 0) {
        const values = { downloaded: ready.length, skipped: left.length };
        const ok = await downloadIds(ready, {
          kind: 'info',
          title: m.dc3DownloadedSkipped,
          values,
        });
        if (!ok) return;
      }
      setSkipped({ items: left, downloaded: ready.length });
    },
    [downloadIds],
  );
  const counts = (list.first as { counts?: Record<Dc3Status, number> } | undefined)?.counts;
  const columns = useMemo<readonly Column<Dc3Row>[]>(
    () => [
      {
        key: 'user',
        header: intl.formatMessage(m.colUser),
        sortKey: 'name',
        render: (r) => r.person.name,
      },
      {
        key: 'curp',
        header: intl.formatMessage(m.dc3Curp),
        render: (r) =>
          r.curp ?? (
            <Badge appearance="tint" color="warning" data-indicator="no-curp">
              {intl.formatMessage(m.dc3NoCurp)}
            </Badge>
          ),
      },
      {
        key: 'occupation',
        header: intl.formatMessage(m.dc3Occupation),
        render: (r) =>
          r.occupation ? (
            `${r.occupation.code} ${r.occupation.name}`
          ) : (
            <Badge appearance="tint" color="warning" data-indicator="no-occupation">
              {intl.formatMessage(m.dc3NoOccupation)}
            </Badge>
          ),
      },
      {
        key: 'course',
        header: intl.formatMessage(m.colCourse),
        sortKey: 'course',
        render: (r) => r.course.name,
      },
      { key: 'store', header, render: (r) => r.store.name },
      {
        key: 'completed',
        header: intl.formatMessage(m.dc3Completed),
        sortKey: 'completed_at',
        render: (r) => dates.instant(r.completed_at),
      },
      {
        key: 'status',
        header: intl.formatMessage(m.colStatus),
        sortKey: 'status',
        render: (r) => (
          <Badge appearance="tint" color={STATUS_COLOR[r.status]} data-status={r.status}>
            {intl.formatMessage(m[`dc3.${r.status}`])}
          </Badge>
        ),
      },
      {
        key: 'actions',
        header: intl.formatMessage(m.dc3Actions),
        render: (r) =>
          r.status === 'incomplete' ? (
            <Button
              size="small"
              onClick={() => setFilling(r)}
              aria-label={intl.formatMessage(m.dc3FillFor, { user: r.person.name })}
              data-testid="dc3-fill"
            >
              {intl.formatMessage(m.dc3Fill)}
            </Button>
          ) : (
            <Button
              size="small"
              icon={<ArrowDownloadRegular />}
              onClick={() => void download([r])}
              aria-label={intl.formatMessage(m.dc3DownloadFor, { user: r.person.name })}
              data-testid="dc3-download-row"
            >
              {intl.formatMessage(m.dc3DownloadOne)}
            </Button>
          ),
      },
    ],
    [intl, header, dates, download],
  );
  const onChange = (filters: Record<string, string>) => update({ filters });
  return (
    <>
      <ReportPage
        title={title}
        report={report}
        label={title}
        columns={columns}
        rowKey={rowKey}
        rowLabel={rowLabel}
        search={{ label: intl.formatMessage(m.searchUser), tour: 'dc3-search' }}
        filters={
          <>
            <CountedSelect
              className={styles.field}
              label={intl.formatMessage(m.filterStatus)}
              allLabel={intl.formatMessage(m.allStatuses)}
              value={state.filters.status ?? ''}
              options={DC3_STATUSES}
              optionText={(s) => {
                const type = intl.formatMessage(m[`dc3.${s}`]);
                return counts ? intl.formatMessage(m.typeTab, { type, count: counts[s] }) : type;
              }}
              onChange={(status) => onChange({ status })}
              testId="filter-dc3-status"
            />
            <TopicFilter filters={state.filters} topics={topics} onChange={onChange} />
          </>
        }
        activeFilters={activeFilterCount(state, dc3Forms.table)}
        emptyText={intl.formatMessage(m.empty)}
        errorText={intl.formatMessage(m.dc3Failed)}
        forbiddenText={intl.formatMessage(m.forbidden)}
        exportTour="dc3-export"
        minWidth="1100px"
        selection={selection}
        actions={
          <DownloadSelectedButton
            label={intl.formatMessage(m.dc3DownloadSelected, { count: selected })}
            downloading={downloading}
            onClick={() => {
              const keys = new Set(selection.keys());
              if (keys.size === 0) notify({ kind: 'info', title: m.dc3ChooseOne });
              else void download(list.rows.filter((r) => keys.has(r.id)));
            }}
            testId="dc3-download"
          />
        }
      />
      <Dc3SkippedDialog
        skipped={skipped.items}
        downloaded={skipped.downloaded}
        hidden={filling !== null}
        onFill={setFilling}
        onClose={() => setSkipped({ items: [], downloaded: 0 })}
      />
      <Dc3FillDialog
        row={filling}
        scope={query}
        onClose={(saved) => {
          const done = filling;
          setFilling(null);
          if (!saved) return;
          list.refetch();
          // A completed form leaves the list of skipped ones (it can be downloaded now).
          setSkipped((s) => ({ ...s, items: s.items.filter((i) => i.row.id !== done?.id) }));
        }}
      />
    </>
  );
}
