import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import { selectDomainTools } from '../../../machines/domain';
import { useAppActor } from '../../app-kit/system-context';
import { useRegionLabel } from '../../app-kit/use-region-label';
import type { Column } from '../../ui/data-table';
import type { ManagerRankingRow } from './rankings-api';
import { percent, score } from './rankings-cells';
import { rankingsDefinitions as d } from './rankings-definitions';
import { rankingsMessages as m } from './rankings-messages';

/** A figure with how many records it comes from ("88 (1 registro)"), or "—" without any. */
const counted = (intl: IntlShape, value: number | null, count: number) =>
  value === null
    ? intl.formatMessage(m.noData)
    : intl.formatMessage(m.countOf, {
        value: intl.formatNumber(value, { maximumFractionDigits: 1 }),
        count,
      });

/**
 * Columns of the manager ranking: the manager, their store, their result and the parts that give
 * it (supervision and NPS only where the domain has those modules).
 */
export function useManagersRankingColumns(
  intl: IntlShape,
  storeHeader: string,
): readonly Column<ManagerRankingRow>[] {
  const regionName = useRegionLabel();
  const tools = useSelector(useAppActor('domain'), selectDomainTools);
  const supervision = tools?.supervisionModule ?? false;
  const satisfaction = tools?.satisfactionModule ?? false;
  return useMemo(() => {
    const columns: Column<ManagerRankingRow>[] = [
      {
        key: 'rank',
        header: intl.formatMessage(m.colRank),
        width: '80px',
        render: (r) => intl.formatNumber(r.rank),
      },
      { key: 'name', header: intl.formatMessage(m.colName), render: (r) => r.name },
      { key: 'store', header: storeHeader, render: (r) => r.store.name },
      {
        key: 'region',
        header: intl.formatMessage(m.colRegion),
        render: (r) => regionName(r.region),
      },
      {
        key: 'result',
        header: intl.formatMessage(m.colResult),
        definition: intl.formatMessage(d.managerResult),
        render: (r) => score(intl, r.result),
      },
      {
        key: 'people',
        header: intl.formatMessage(m.colPeople),
        definition: intl.formatMessage(d.managerPeople),
        render: (r) =>
          intl.formatMessage(m.activeInPeriod, {
            active: intl.formatNumber(r.active),
            people: intl.formatNumber(r.people),
          }),
      },
      {
        key: 'training',
        header: intl.formatMessage(m.colTraining),
        definition: intl.formatMessage(d.managerTraining),
        render: (r) => score(intl, r.training),
      },
      {
        key: 'score',
        header: intl.formatMessage(m.colScore),
        render: (r) => score(intl, r.score),
      },
      {
        key: 'progress',
        header: intl.formatMessage(m.colProgressMade),
        render: (r) => percent(intl, r.progress),
      },
    ];
    if (supervision) {
      columns.push({
        key: 'supervision',
        header: intl.formatMessage(m.colSupervision),
        definition: intl.formatMessage(d.managerSupervision),
        render: (r) => counted(intl, r.supervision_score, r.supervisions),
      });
    }
    if (satisfaction) {
      columns.push({
        key: 'nps',
        header: intl.formatMessage(m.colSatisfaction),
        definition: intl.formatMessage(d.managerNps),
        render: (r) => counted(intl, r.nps, r.responses),
      });
    }
    return columns;
  }, [intl, storeHeader, regionName, supervision, satisfaction]);
}
