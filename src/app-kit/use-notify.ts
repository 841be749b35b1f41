import { useCallback } from 'react';
import type { Notice } from '../../machines/types/messages';
import { noticeBus } from './notice-bus';

/** A function that shows a notice as a toast (`id` keeps a notice from showing twice). */
export function useNotify(): (notice: Notice, id?: string) => void {
  return useCallback((notice: Notice, id?: string) => {
    noticeBus.post(id ? { notice, id } : { notice });
  }, []);
}
