import { useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import type { Column } from '../../ui/data-table';
import type { ManagerRankingRow } from './rankings-api';
import { rankingsMessages as m } from './rankings-messages';
import { storeFigureColumns } from './store-figures-columns';

/** Columns of the manager ranking: the manager, their store, and the store's results. */
export function useManagersRankingColumns(
  intl: IntlShape,
  storeHeader: string,
): readonly Column<ManagerRankingRow>[] {
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
        render: (r: ManagerRankingRow) => r.region?.name ?? '',
      },
      ...storeFigureColumns<ManagerRankingRow>(intl),
    ],
    [intl, storeHeader],
  );
}
