import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { selectStoreWord } from '../../machines/domain';
import type { Message } from '../../machines/types/messages';
import { useAppActor } from './system-context';

/** Formats menu and page titles; `{stores}` is the domain's plural store word (SPEC §1). */
export function useMenuTitle(): (title: Message | string) => string {
  const intl = useIntl();
  const stores = useSelector(useAppActor('domain'), (s) => selectStoreWord(s, intl.locale, true));
  return useCallback(
    (title) => (typeof title === 'string' ? title : intl.formatMessage(title, { stores })),
    [intl, stores],
  );
}
