import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectRange, selectTimeScope } from '../../../../machines/date-scope';
import { selectScopeRegions } from '../../../../machines/domain';
import { useAppActor } from '../../../app-kit/system-context';
import { dateMessages, presetName, scopeName } from './date-messages';

/** Which date picker the action bar shows on this page. */
export type DatesShown = 'period' | 'range' | null;

/**
 * The words on the phone "Filtros" button of the action bar: the store (or region) chosen in the
 * scope filter and the period or range, e.g. "Sucursal Centro · Últimos 7 días". A filter the
 * page does not show is left out; with nothing to say the summary is empty.
 */
export function useFiltersSummary(dates: DatesShown): string {
  const intl = useIntl();
  const domain = useAppActor('domain');
  const dateScope = useAppActor('dateScope');
  const store = useSelector(domain, (s) => s.context.scopeStore?.name ?? null);
  const regionId = useSelector(domain, (s) => s.context.region?.id ?? null);
  const regions = useSelector(domain, (s) => selectScopeRegions(s, intl.locale));
  const period = useSelector(dateScope, selectTimeScope).key;
  const range = useSelector(dateScope, selectRange).key;
  const place = store ?? regions.find((r) => r.id === regionId)?.label ?? null;
  const when =
    dates === 'period'
      ? intl.formatMessage(scopeName(typeof period === 'number' ? period : 0))
      : dates === 'range'
        ? typeof range === 'number'
          ? intl.formatMessage(presetName(range))
          : intl.formatMessage(dateMessages.custom)
        : null;
  return [place, when].filter((part): part is string => part !== null).join(' · ');
}
