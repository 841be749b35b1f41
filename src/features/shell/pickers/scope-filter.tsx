import { Field, makeStyles, Select } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import {
  selectGroupLabel,
  selectScopeRegions,
  selectSelectedDomain,
  selectStoreWord,
} from '../../../../machines/domain';
import { useAppActor } from '../../../app-kit/system-context';

const messages = defineMessages({
  all: { id: 'scope.all', defaultMessage: 'Todas' },
  region: { id: 'scope.region', defaultMessage: 'Región' },
});

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'end' },
  select: { minWidth: '180px' },
});

/**
 * The scope filter (SPEC §4): regions and stores of the selected domain from fetchScopes.
 * Choosing one narrows the access to that level; 'all' falls back to the parent level.
 */
export function ScopeFilter() {
  const styles = useStyles();
  const intl = useIntl();
  const domain = useAppActor('domain');
  const level = useSelector(domain, (s) => selectSelectedDomain(s)?.level ?? null);
  const regions = useSelector(domain, (s) => selectScopeRegions(s, intl.locale));
  const stores = useSelector(domain, (s) => s.context.scopes?.stores ?? []);
  const region = useSelector(domain, (s) => s.context.region);
  const store = useSelector(domain, (s) => s.context.scopeStore);
  const groupLabel = useSelector(domain, (s) => selectGroupLabel(s, intl.locale));
  const storeWord = useSelector(domain, (s) => selectStoreWord(s, intl.locale));
  // A store admin's scope is its store: nothing to narrow.
  if (level === null || level === 'store') return null;
  const regionStores = region ? stores.filter((s) => s.brand_store_group_id === region.id) : stores;
  const all = intl.formatMessage(messages.all);
  const capital = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);

  return (
    <div className={styles.row} data-testid="scope-filter" data-tour="scope-filter">
      {level === 'brand' && (
        <Field label={capital(groupLabel || intl.formatMessage(messages.region))} size="small">
          <Select
            size="small"
            className={styles.select}
            value={region ? String(region.id) : ''}
            data-testid="scope-region"
            onChange={(_, d) => {
              const picked = regions.find((r) => String(r.id) === d.value);
              domain.send(
                picked
                  ? { type: 'domain.scope.region', region: picked }
                  : { type: 'domain.scope.clearRegion' },
              );
            }}
          >
            <option value="">{all}</option>
            {regions.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.label}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field label={capital(storeWord)} size="small">
        <Select
          size="small"
          className={styles.select}
          value={store ? String(store.id) : ''}
          data-testid="scope-store"
          onChange={(_, d) => {
            const picked = regionStores.find((s) => String(s.id) === d.value);
            domain.send(
              picked
                ? { type: 'domain.scope.store', store: picked }
                : { type: 'domain.scope.clearStore' },
            );
          }}
        >
          <option value="">{all}</option>
          {regionStores.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
