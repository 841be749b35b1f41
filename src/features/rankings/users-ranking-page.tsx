import { useIntl } from 'react-intl';
import { useApiClients } from '../../api/api-context';
import { useRead } from '../../api/use-read';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { ReportPage } from '../../ui/report/report-page';
import { activeFilterCount } from '../../ui/report/report-query';
import { useReport } from '../../ui/report/use-report';
import { listPositions, listTopics, type UserRankingRow, usersRanking } from './rankings-api';
import { rankingsMessages as m } from './rankings-messages';
import { useStoreWord } from './use-store-header';
import { useUsersRankingColumns } from './users-ranking-columns';
import { UsersRankingFilters } from './users-ranking-filters';

const rowKey = (r: UserRankingRow) => r.person_id;
const rowLabel = (r: UserRankingRow) => r.name;
const notYet = () => Promise.reject(new DOMException('no scope yet', 'AbortError'));

/** /rankings/users: the people of the scope ranked over the range (SPEC §2, §4). */
export function UsersRankingPage({ page }: PageViewProps) {
  const intl = useIntl();
  const title = useMenuTitle()(page.title);
  const { admin } = useApiClients();
  const report = useReport(usersRanking);
  const { query, state, update } = report;
  const { header } = useStoreWord();
  const columns = useUsersRankingColumns(intl, header);
  const scopeKey = query ? [query.security_id, query.brand_id] : [];
  const positions = useRead(
    (signal) => (query ? listPositions(admin, query, signal) : notYet()),
    [admin, ...scopeKey],
  );
  const topics = useRead(
    (signal) => (query ? listTopics(admin, query, signal) : notYet()),
    [admin, ...scopeKey],
  );

  return (
    <ReportPage
      title={title}
      report={report}
      label={title}
      columns={columns}
      rowKey={rowKey}
      rowLabel={rowLabel}
      search={{ label: intl.formatMessage(m.searchUsers), tour: 'rankings-users-search' }}
      filters={
        <UsersRankingFilters
          filters={state.filters}
          positions={positions.data ?? []}
          positionsFailed={positions.error !== null}
          topics={topics.data ?? []}
          topicsFailed={topics.error !== null}
          onChange={(filters) => update({ filters })}
        />
      }
      activeFilters={activeFilterCount(state, usersRanking.table)}
      emptyText={intl.formatMessage(m.empty)}
      errorText={intl.formatMessage(m.loadFailed)}
      forbiddenText={intl.formatMessage(m.forbidden)}
      exportTour="rankings-users-export"
      minWidth="900px"
    />
  );
}
