import { Badge, Button, makeStyles } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useCallback, useMemo } from 'react';
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
import {
  AWARD_KINDS,
  type AwardKind,
  type AwardRow,
  awards,
  downloadAwardFiles,
} from './awards-api';
import { awardsMessages as a } from './awards-messages';
import { TopicFilter } from './training-filters';
import { trainingMessages as m } from './training-messages';

const useStyles = makeStyles({ field: { minWidth: '180px' } });

const KIND_COLOR = { certificate: 'informative', award: 'success' } as const satisfies Record<
  AwardKind,
  string
>;
const DOWNLOAD_MESSAGES = { downloaded: a.downloaded, failed: a.downloadFailed };

const rowKey = (r: AwardRow) => r.id;
const rowLabel = (r: AwardRow) => `${r.person.name} · ${r.title}`;

/**
 * /training/awards: the awards and certificates earned in the scope and range (SPEC §3
 * earnedAt), chosen one by one or many at a time and downloaded as PDF (many: one zip).
 */
export function AwardsPage({ page }: PageViewProps) {
  const intl = useIntl();
  const styles = useStyles();
  const title = useMenuTitle()(page.title);
  const report = useReport(awards);
  const { query, state, update, list } = report;
  const { header } = useStoreWord();
  const dates = useDateFormat();
  const { topics } = useBrandOptions(query);
  const { admin } = useApiClients();
  const notify = useNotify();
  const fetchFiles = useCallback(
    (scope: ScopeQuery, ids: readonly number[]) => downloadAwardFiles(admin, scope, ids),
    [admin],
  );
  const { selection, selected, downloading, download } = useDocumentDownload({
    query,
    fetchFiles,
    messages: DOWNLOAD_MESSAGES,
  });
  const counts = (list.first as { counts?: Record<AwardKind, number> } | undefined)?.counts;
  const columns = useMemo<readonly Column<AwardRow>[]>(
    () => [
      {
        key: 'user',
        header: intl.formatMessage(m.colUser),
        sortKey: 'name',
        render: (r) => r.person.name,
      },
      {
        key: 'kind',
        header: intl.formatMessage(a.kindLabel),
        sortKey: 'kind',
        render: (r) => (
          <Badge appearance="tint" color={KIND_COLOR[r.kind]} data-kind={r.kind}>
            {intl.formatMessage(a[`kind.${r.kind}`])}
          </Badge>
        ),
      },
      { key: 'title', header: intl.formatMessage(a.colTitle), render: (r) => r.title },
      {
        key: 'course',
        header: intl.formatMessage(m.colCourse),
        sortKey: 'course',
        render: (r) => r.course?.name ?? '—',
      },
      { key: 'store', header, render: (r) => r.store.name },
      {
        key: 'earned',
        header: intl.formatMessage(a.colEarned),
        sortKey: 'earned_at',
        render: (r) => dates.instant(r.earned_at),
      },
      {
        key: 'download',
        header: intl.formatMessage(a.colDownload),
        render: (r) => (
          <Button
            size="small"
            icon={<ArrowDownloadRegular />}
            onClick={() => void download([r.id])}
            aria-label={intl.formatMessage(a.downloadFor, {
              title: r.title,
              user: r.person.name,
            })}
            data-testid="award-download-row"
          >
            {intl.formatMessage(a.downloadOne)}
          </Button>
        ),
      },
    ],
    [intl, header, dates, download],
  );
  const onChange = (filters: Record<string, string>) => update({ filters });
  return (
    <ReportPage
      title={title}
      report={report}
      label={title}
      columns={columns}
      rowKey={rowKey}
      rowLabel={rowLabel}
      search={{ label: intl.formatMessage(m.searchUser), tour: 'awards-search' }}
      filters={
        <>
          <CountedSelect
            className={styles.field}
            label={intl.formatMessage(a.kindLabel)}
            allLabel={intl.formatMessage(a.allKinds)}
            value={state.filters.kind ?? ''}
            options={AWARD_KINDS}
            optionText={(k) => {
              const type = intl.formatMessage(a[`kind.${k}`]);
              return counts ? intl.formatMessage(m.typeTab, { type, count: counts[k] }) : type;
            }}
            onChange={(kind) => onChange({ kind })}
            testId="filter-award-kind"
          />
          <TopicFilter filters={state.filters} topics={topics} onChange={onChange} />
        </>
      }
      activeFilters={activeFilterCount(state, awards.table)}
      emptyText={intl.formatMessage(m.empty)}
      errorText={intl.formatMessage(a.failed)}
      forbiddenText={intl.formatMessage(m.forbidden)}
      exportTour="awards-export"
      minWidth="1000px"
      selection={selection}
      actions={
        <DownloadSelectedButton
          label={intl.formatMessage(a.downloadSelected, { count: selected })}
          downloading={downloading}
          onClick={() => {
            const ids = selection.keys().map(Number);
            if (ids.length === 0) notify({ kind: 'info', title: a.chooseOne });
            else void download(ids);
          }}
          testId="awards-download"
        />
      }
    />
  );
}
