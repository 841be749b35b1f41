import { useIntl } from 'react-intl';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useStoreWord } from '../../app-kit/use-store-word';
import { ReportPage } from '../../ui/report/report-page';
import { activeFilterCount } from '../../ui/report/report-query';
import { useReport } from '../../ui/report/use-report';
import { RankingRulePopover } from './ranking-rule-popover';
import { type StoreRankingRow, storesRanking } from './rankings-api';
import { rankingsMessages as m } from './rankings-messages';
import { useStoresRankingColumns } from './stores-ranking-columns';
import { StoresRankingSort } from './stores-ranking-sort';

const rowKey = (r: StoreRankingRow) => r.store.id;
const rowLabel = (r: StoreRankingRow) => r.store.name;

/**
 * /rankings/stores: every store of the scope ranked, those without activity at the bottom with
 * their zeros (SPEC §2, §9); the title uses the domain's store word.
 */
export function StoresRankingPage({ page }: PageViewProps) {
  const intl = useIntl();
  const title = useMenuTitle()(page.title);
  const report = useReport(storesRanking);
  const { state, update } = report;
  const { word, header } = useStoreWord();
  const columns = useStoresRankingColumns(intl, header);
  return (
    <ReportPage
      title={title}
      report={report}
      label={title}
      columns={columns}
      rowKey={rowKey}
      rowLabel={rowLabel}
      search={{
        label: intl.formatMessage(m.searchStores, { store: word }),
        tour: 'rankings-stores-search',
      }}
      filters={<StoresRankingSort sort={state.sort} onChange={(sort) => update({ sort })} />}
      activeFilters={activeFilterCount(state, storesRanking.table, true)}
      emptyText={intl.formatMessage(m.empty)}
      errorText={intl.formatMessage(m.loadFailed)}
      forbiddenText={intl.formatMessage(m.forbidden)}
      actions={
        <RankingRulePopover
          lines={(['rule.stores.place', 'rule.stores.period'] as const).map((k) =>
            intl.formatMessage(m[k]),
          )}
        />
      }
      exportTour="rankings-stores-export"
      minWidth="1000px"
    />
  );
}
