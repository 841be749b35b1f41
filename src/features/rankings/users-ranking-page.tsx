import { useIntl } from 'react-intl';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useStoreWord } from '../../app-kit/use-store-word';
import { useBrandOptions } from '../../ui/report/brand-options';
import { ReportPage } from '../../ui/report/report-page';
import { activeFilterCount } from '../../ui/report/report-query';
import { useReport } from '../../ui/report/use-report';
import { RankingRulePopover } from './ranking-rule-popover';
import { type UserRankingRow, usersRanking } from './rankings-api';
import { rankingsMessages as m } from './rankings-messages';
import { useUsersRankingColumns } from './users-ranking-columns';
import { UsersRankingFilters } from './users-ranking-filters';

const rowKey = (r: UserRankingRow) => r.person_id;
const rowLabel = (r: UserRankingRow) => r.name;

/** /rankings/users: the people of the scope ranked over the range (SPEC §2, §4). */
export function UsersRankingPage({ page }: PageViewProps) {
  const intl = useIntl();
  const title = useMenuTitle()(page.title);
  const report = useReport(usersRanking);
  const { query, state, update } = report;
  const { header } = useStoreWord();
  const columns = useUsersRankingColumns(intl, header);
  const { positions, topics } = useBrandOptions(query);

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
          positions={positions}
          topics={topics}
          onChange={(filters) => update({ filters })}
        />
      }
      activeFilters={activeFilterCount(state, usersRanking.table)}
      emptyText={intl.formatMessage(m.empty)}
      errorText={intl.formatMessage(m.loadFailed)}
      forbiddenText={intl.formatMessage(m.forbidden)}
      actions={
        <RankingRulePopover
          lines={(
            [
              'rule.users.active',
              'rule.users.figures',
              'rule.users.place',
              'rule.users.medals',
            ] as const
          ).map((k) => intl.formatMessage(m[k]))}
        />
      }
      exportTour="rankings-users-export"
      minWidth="900px"
    />
  );
}
