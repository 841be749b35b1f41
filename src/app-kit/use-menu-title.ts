import { useCallback } from 'react';
import type { Message } from '../../machines/types/messages';
import { useStoreText } from './use-store-text';

/**
 * Formats menu and page titles; `{stores}` is the domain's plural store word (SPEC §1), in lower
 * case unless it opens the title ("Ranking de sucursales").
 */
export function useMenuTitle(): (title: Message | string) => string {
  const format = useStoreText();
  return useCallback((title) => (typeof title === 'string' ? title : format(title)), [format]);
}
