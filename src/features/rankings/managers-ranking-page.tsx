import { useIntl } from 'react-intl';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useStoreWord } from '../../app-kit/use-store-word';
import { ReportPage } from '../../ui/report/report-page';
import { useReport } from '../../ui/report/use-report';
import { useManagersRankingColumns } from './managers-ranking-columns';
import { RankingRulePopover } from './ranking-rule-popover';
import { type ManagerRankingRow, managersRanking } from './rankings-api';
import { rankingsMessages as m } from './rankings-messages';

// A manager of two stores appears once per store: the pair is the row's identity.
const rowKey = (r: ManagerRankingRow) => `${r.person_id}-${r.store.id}`;
const rowLabel = (r: ManagerRankingRow) => r.name;

/**
 * /rankings/managers: the store managers ranked by what they are responsible for in the range
 * (their store's training, supervision and satisfaction; SPEC §2), with the rule beside the export.
 */
export function ManagersRankingPage({ page }: PageViewProps) {
  const intl = useIntl();
  const title = useMenuTitle()(page.title);
  const report = useReport(managersRanking);
  const { word, header } = useStoreWord();
  const columns = useManagersRankingColumns(intl, header);
  return (
    <ReportPage
      title={title}
      report={report}
      label={title}
      columns={columns}
      rowKey={rowKey}
      rowLabel={rowLabel}
      search={{
        label: intl.formatMessage(m.searchManagers, { store: word }),
        tour: 'rankings-managers-search',
      }}
      emptyText={intl.formatMessage(m.empty)}
      errorText={intl.formatMessage(m.loadFailed)}
      forbiddenText={intl.formatMessage(m.forbidden)}
      actions={
        <RankingRulePopover
          lines={[
            intl.formatMessage(m['rule.managers.parts'], { store: word }),
            intl.formatMessage(m['rule.managers.modules']),
            intl.formatMessage(m['rule.managers.place']),
          ]}
        />
      }
      exportTour="rankings-managers-export"
      minWidth="1000px"
    />
  );
}
