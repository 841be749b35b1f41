import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { components } from '../../../openapi/schema';
import type { PageViewProps } from '../../app/page-views';
import { type Column, DataTable } from '../../ui/data-table';
import { cardClasses, usePageStyles } from '../../ui/page-styles';
import { SearchField } from '../../ui/search-field';
import { PagedListFooter } from '../../ui/table-footer';
import { usePagedList } from '../../ui/use-paged-list';
import { useTableState } from '../../ui/use-table-state';
import { adminClient } from '../people/admin-client';
import { domainQuery } from '../people/scope-query';
import { useScopeQuery } from '../people/use-scope';
import { shellMessages } from '../shell/shell-messages';
import { useMenuTitle } from '../shell/use-menu-title';
import { activityMessages as m } from './activity-messages';
import { ACTIVITY_TABLE, actionKey, detailsSummary } from './activity-rules';

type Entry = components['schemas']['ActivityEntry'];

const useStyles = makeStyles({
  search: { maxWidth: '480px' },
  details: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const entryKey = (e: Entry) => e.id;
const entryLabel = (e: Entry) => `${e.action} ${e.id}`;

function useColumns(intl: IntlShape, detailsClass: string): readonly Column<Entry>[] {
  return useMemo(
    () => [
      {
        key: 'date',
        width: '15%',
        header: intl.formatMessage(m.colDate),
        render: (e: Entry) =>
          intl.formatDate(e.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
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
          e.target_type === 'person' && e.target_id
            ? intl.formatMessage(m['target.person'], { id: e.target_id })
            : [e.target_type, e.target_id].filter(Boolean).join(' '),
      },
      {
        key: 'details',
        header: intl.formatMessage(m.colDetails),
        render: (e: Entry) => <span className={detailsClass}>{detailsSummary(e.details)}</span>,
      },
    ],
    [intl, detailsClass],
  );
}

/** /admin/log: the admin actions of the scope, newest first, with search (SPEC §2, §6). */
export function ActivityLogPage({ page }: PageViewProps) {
  const styles = useStyles();
  const pageStyles = usePageStyles();
  const intl = useIntl();
  const title = useMenuTitle();
  const scope = useScopeQuery();
  const { state, update } = useTableState(ACTIVITY_TABLE);
  const query = useMemo(() => {
    if (!scope) return null;
    const search = state.search.trim();
    return { ...domainQuery(scope), ...(search === '' ? {} : { search }) };
  }, [scope, state.search]);
  const readPage = useMemo(
    () =>
      query
        ? (p: number, signal: AbortSignal) =>
            adminClient().GET('/admin/v2/activity-log', {
              params: { query: { ...query, page: p, page_size: state.pageSize } },
              signal,
            })
        : null,
    [query, state.pageSize],
  );
  const list = usePagedList(readPage, JSON.stringify(query), state.page, state.pageSize);
  const columns = useColumns(intl, styles.details);
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
          emptyText={intl.formatMessage(shellMessages.emptyState)}
        />
        <PagedListFooter state={state} list={list} update={update} />
      </section>
    </div>
  );
}
