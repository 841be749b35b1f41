import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectStoreWord } from '../../machines/domain';
import { capitalised } from '../../machines/rules/store-type';
import { useAppActor } from './system-context';

/**
 * The domain's store word (singular): in lower case for the middle of a sentence (domains write
 * it either way, "Sucursal" or "sucursal") and capitalised as a column header.
 */
export function useStoreWord(): { word: string; header: string } {
  const intl = useIntl();
  const word = useSelector(useAppActor('domain'), (s) => selectStoreWord(s, intl.locale));
  return { word: word.toLocaleLowerCase(intl.locale), header: capitalised(word, intl.locale) };
}
