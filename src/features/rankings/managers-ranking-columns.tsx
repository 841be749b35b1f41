import { useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import { useRegionLabel } from '../../app-kit/use-region-label';
import type { Column } from '../../ui/data-table';
import type { ManagerRankingRow } from './rankings-api';
import { rankingsMessages as m } from './rankings-messages';
import { storeFigureColumns } from './store-figures-columns';

/** Columns of the manager ranking: the manager, their store, and the store's results. */
export function useManagersRankingColumns(
  intl: IntlShape,
  storeHeader: string,
): readonly Column<ManagerRankingRow>[] {
  const regionName = useRegionLabel();
  return useMemo(
    () => [
      {
        key: 'rank',
        header: intl.formatMessage(m.colRank),
        width: '80px',
        render: (r: ManagerRankingRow) => intl.formatNumber(r.rank),
      },
      {
        key: 'name',
        header: intl.formatMessage(m.colName),
        render: (r: ManagerRankingRow) => r.name,
      },
      { key: 'store', header: storeHeader, render: (r: ManagerRankingRow) => r.store.name },
      {
        key: 'region',
        header: intl.formatMessage(m.colRegion),
        render: (r: ManagerRankingRow) => regionName(r.region),
      },
      ...storeFigureColumns<ManagerRankingRow>(intl),
    ],
    [intl, storeHeader, regionName],
  );
}
