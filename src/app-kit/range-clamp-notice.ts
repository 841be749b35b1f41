import { useSyncExternalStore } from 'react';
import type { DayRange } from './report-address';

// When a report address asks for a longer range than reports take (openapi/rules/report-range.ts),
// the page opens on its most recent allowed days instead; this remembers what was asked and what
// is shown, so the range picker can say so until the range changes again.

export interface RangeClamp {
  asked: DayRange;
  shown: DayRange;
}

let current: RangeClamp | null = null;
const listeners = new Set<() => void>();

/** Records (or clears, with null) the range an address asked for and the one shown instead. */
export function setRangeClamp(next: RangeClamp | null): void {
  if (next === current) return;
  current = next;
  for (const listen of listeners) listen();
}

const subscribe = (listen: () => void) => {
  listeners.add(listen);
  return () => listeners.delete(listen);
};

/** The last range clamp, or null. */
export const useRangeClamp = (): RangeClamp | null =>
  useSyncExternalStore(subscribe, () => current);
