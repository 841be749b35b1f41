import { useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import type { Column } from '../../ui/data-table';
import type { UserRankingRow } from './rankings-api';
import { LevelCell, MedalCell, percent, score } from './rankings-cells';
import { rankingsDefinitions as d } from './rankings-definitions';
import { rankingsMessages as m } from './rankings-messages';

/** Columns of the user ranking; rank, name, score and progress sort on the server. */
export function useUsersRankingColumns(
  intl: IntlShape,
  storeHeader: string,
): readonly Column<UserRankingRow>[] {
  return useMemo(
    () => [
      {
        key: 'rank',
        header: intl.formatMessage(m.colRank),
        sortKey: 'rank',
        width: '80px',
        render: (r) => intl.formatNumber(r.rank),
      },
      {
        key: 'name',
        header: intl.formatMessage(m.colName),
        sortKey: 'name',
        render: (r) => r.name,
      },
      {
        key: 'position',
        header: intl.formatMessage(m.colPosition),
        render: (r) => r.position?.name ?? '',
      },
      { key: 'store', header: storeHeader, render: (r) => r.store.name },
      {
        key: 'score',
        header: intl.formatMessage(m.colScore),
        definition: intl.formatMessage(d.userScore),
        sortKey: 'score',
        tour: 'rankings-users-score',
        render: (r) => score(intl, r.score),
      },
      {
        key: 'progress',
        header: intl.formatMessage(m.colProgressMade),
        definition: intl.formatMessage(d.userProgress),
        sortKey: 'progress',
        tour: 'rankings-users-progress',
        render: (r) => percent(intl, r.progress),
      },
      {
        key: 'medal',
        header: intl.formatMessage(m.colMedal),
        definition: intl.formatMessage(d.medal),
        render: (r) => (
          <MedalCell intl={intl} medal={r.medal ?? 'none'} performance={r.performance} />
        ),
      },
      {
        key: 'level',
        header: intl.formatMessage(m.colLevel),
        definition: intl.formatMessage(d.level),
        render: (r) => <LevelCell intl={intl} level={r.level} performance={r.performance} />,
      },
    ],
    [intl, storeHeader],
  );
}
