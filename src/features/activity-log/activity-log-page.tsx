import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { selectStoreWord } from '../../../machines/domain';
import type { components } from '../../../openapi/schema';
import { useApiClients } from '../../api/api-context';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useAppActor } from '../../app-kit/system-context';
import { useDateRangeQuery } from '../../app-kit/use-date-range-query';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useReportAddress } from '../../app-kit/use-report-address';
import { useScopeQuery } from '../../app-kit/use-scope';
import { type Column, DataTable } from '../../ui/data-table';
import { pageMessages } from '../../ui/page-messages';
import { cardClasses, usePageStyles } from '../../ui/page-styles';
import { SearchField } from '../../ui/search-field';
import { PagedListFooter } from '../../ui/table-footer';
import { useDateFormat } from '../../ui/use-date-format';
import { usePagedList } from '../../ui/use-paged-list';
import { useTableState } from '../../ui/use-table-state';
import { activityMessages as m } from './activity-messages';
import { ACTIVITY_TABLE, actionKey, entrySentence, targetText } from './activity-rules';

type Entry = components['schemas']['ActivityEntry'];

const useStyles = makeStyles({
  search: { maxWidth: '480px' },
  details: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const entryKey = (e: Entry) => e.id;
const entryLabel = (e: Entry) => `${e.action} ${e.id}`;

// A YYYY-MM-DD day as §9 shows dates (DD MMM); noon UTC keeps the day whatever the zone.
const dayFormatter = (intl: IntlShape) => (iso: string) =>
  intl.formatDate(`${iso}T12:00:00Z`, { day: '2-digit', month: 'short', timeZone: 'UTC' });

function useColumns(
  intl: IntlShape,
  detailsClass: string,
  stores: string,
): readonly Column<Entry>[] {
  const { instant } = useDateFormat();
  return useMemo(
    () => [
      {
        key: 'date',
        width: '15%',
        header: intl.formatMessage(m.colDate),
        // In the admin's time zone (from /me), not the browser's.
        render: (e: Entry) => instant(e.created_at),
      },
      {
        key: 'actor',
        width: '24%',
        header: intl.formatMessage(m.colActor),
        render: (e: Entry) =>
          e.actor
            ? `${e.actor.name || e.actor.email} <${e.actor.email}>`
            : intl.formatMessage(m.system),
      },
      {
        key: 'action',
        width: '17%',
        header: intl.formatMessage(m.colAction),
        render: (e: Entry) => {
          const key = actionKey(e.action);
          return key ? intl.formatMessage(m[`action.${key}`]) : e.action;
        },
      },
      {
        key: 'target',
        width: '12%',
        header: intl.formatMessage(m.colTarget),
        render: (e: Entry) =>
          e.target_type === 'person' && !e.target_name && e.target_id
            ? intl.formatMessage(m['target.person'], { id: e.target_id })
            : targetText(e),
      },
      {
        key: 'details',
        header: intl.formatMessage(m.colDetails),
        render: (e: Entry) => {
          const { key, values } = entrySentence(e, dayFormatter(intl));
          return (
            <span className={detailsClass} data-testid="activity-sentence">
              {intl.formatMessage(m[`sentence.${key}`], { ...values, stores })}
            </span>
          );
        },
      },
    ],
    [intl, detailsClass, stores, instant],
  );
}

/**
 * /admin/log: the admin actions of the scope filter and the date range, newest first, with
 * search (SPEC §2, §6); the range and scope live in the address (useReportAddress).
 */
export function ActivityLogPage({ page }: PageViewProps) {
  const styles = useStyles();
  const pageStyles = usePageStyles();
  const intl = useIntl();
  const title = useMenuTitle();
  const { admin } = useApiClients();
  const scope = useScopeQuery();
  const range = useDateRangeQuery();
  const addressRead = useReportAddress();
  const stores = useSelector(useAppActor('domain'), (s) => selectStoreWord(s, intl.locale, true));
  const { state, update } = useTableState(ACTIVITY_TABLE);
  // The scope filter (region/store) and the range narrow the log, as on the people list.
  const query = useMemo(() => {
    if (!scope || !addressRead) return null;
    const search = state.search.trim();
    return { ...scope, ...range, ...(search === '' ? {} : { search }) };
  }, [scope, range, addressRead, state.search]);
  const readPage = useMemo(
    () =>
      query
        ? (p: number, signal: AbortSignal) =>
            admin.GET('/admin/v2/activity-log', {
              params: { query: { ...query, page: p, page_size: state.pageSize } },
              signal,
            })
        : null,
    [admin, query, state.pageSize],
  );
  const list = usePagedList(readPage, JSON.stringify(query), state.page, state.pageSize);
  const columns = useColumns(intl, styles.details, stores);
  const forbidden = list.error?.code === 403;

  return (
    <div className={pageStyles.page}>
      <Title2 as="h1">{title(page.title)}</Title2>
      <section className={cardClasses(pageStyles.card)} aria-label={intl.formatMessage(m.table)}>
        <div className={styles.search}>
          <SearchField
            label={intl.formatMessage(m.search)}
            value={state.search}
            onSearch={(search) => update({ search })}
            data-tour="activity-search"
          />
        </div>
        <DataTable
          label={intl.formatMessage(m.table)}
          columns={columns}
          rows={list.rows}
          rowKey={entryKey}
          rowLabel={entryLabel}
          loading={list.loading}
          error={
            list.error === null ? null : intl.formatMessage(forbidden ? m.forbidden : m.loadFailed)
          }
          onRetry={forbidden ? undefined : list.refetch}
          emptyText={intl.formatMessage(pageMessages.emptyState)}
        />
        <PagedListFooter state={state} list={list} update={update} />
      </section>
    </div>
  );
}
