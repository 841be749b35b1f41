import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { selectStoreWord } from '../../machines/domain';
import { placeStoreWords, STORE_WORD_MARKS } from '../../machines/rules/store-word-case';
import { useAppActor } from './system-context';

type Values = Record<string, string | number | boolean | null | undefined | Date>;

/**
 * Formats a message whose `{store}` / `{stores}` are the domain's store word (SPEC §1), cased
 * by its place in the text: lower case inside a sentence, capitalised where one starts.
 */
export function useStoreText(): (message: MessageDescriptor, values?: Values) => string {
  const intl = useIntl();
  const domain = useAppActor('domain');
  const store = useSelector(domain, (s) => selectStoreWord(s, intl.locale));
  const stores = useSelector(domain, (s) => selectStoreWord(s, intl.locale, true));
  return useCallback(
    (message, values) =>
      placeStoreWords(
        intl.formatMessage(message, { ...values, ...STORE_WORD_MARKS }),
        { store, stores },
        intl.locale,
      ),
    [intl, store, stores],
  );
}
