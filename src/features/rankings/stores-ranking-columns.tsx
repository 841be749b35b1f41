import { useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import { useRegionLabel } from '../../app-kit/use-region-label';
import type { Column } from '../../ui/data-table';
import type { StoreRankingRow } from './rankings-api';
import { rankingsMessages as m } from './rankings-messages';
import { storeFigureColumns } from './store-figures-columns';

/** Columns of the store ranking; the order comes from the "Ordenar por" select. */
export function useStoresRankingColumns(
  intl: IntlShape,
  storeHeader: string,
): readonly Column<StoreRankingRow>[] {
  const regionName = useRegionLabel();
  return useMemo(
    () => [
      {
        key: 'rank',
        header: intl.formatMessage(m.colRank),
        width: '80px',
        render: (r: StoreRankingRow) => intl.formatNumber(r.rank),
      },
      { key: 'store', header: storeHeader, render: (r: StoreRankingRow) => r.store.name },
      {
        key: 'region',
        header: intl.formatMessage(m.colRegion),
        render: (r: StoreRankingRow) => regionName(r.region),
      },
      // The stores tour points at the adoption and progress headers.
      ...storeFigureColumns<StoreRankingRow>(intl).map((c) => {
        if (c.key === 'adoption') return { ...c, tour: 'rankings-stores-adoption' };
        if (c.key === 'progress') return { ...c, tour: 'rankings-stores-progress' };
        return c;
      }),
    ],
    [intl, storeHeader, regionName],
  );
}
