import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { type StoreWordGender, storeWordGender } from '../../machines/rules/store-word-gender';
import { useAppActor } from './system-context';

/** The gender of the domain's store word in the console language, for `{gender, select, …}`. */
export function useStoreWordGender(): StoreWordGender {
  const intl = useIntl();
  return useSelector(useAppActor('domain'), (s) =>
    storeWordGender(s.context.selected?.storeType, intl.locale),
  );
}
