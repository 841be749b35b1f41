import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { MenuItem } from '../../../../machines/types/menu';
import { isSupportKey, useSupportAction } from '../layout/support-actions';

/** What choosing a menu leaf does: open its page, or run its Support action. */
export function useMenuActivate(): (item: MenuItem) => void {
  const [, navigate] = useLocation();
  const support = useSupportAction();
  return useCallback(
    (item: MenuItem) => {
      if (item.url) navigate(item.url);
      else if (isSupportKey(item.key)) support(item.key);
    },
    [navigate, support],
  );
}
