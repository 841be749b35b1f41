import type { ScopeRegion } from '../types/domain';
import { scopeLabel } from './scope-label';

// Reports name a region as the server stores it (its Spanish name); the scope filter shows the
// region's translation in the console language. Tables show the filter's name, so one region
// reads the same in the filter and in the rows it filters.

/** A report row's region in `locale`: the scope's translation of that region, else its name. */
export function regionLabel(
  scopeRegions: readonly ScopeRegion[],
  region: { id: number; name: string } | null | undefined,
  locale: string,
): string {
  if (region == null) return '';
  const known = scopeRegions.find((r) => r.id === region.id);
  return known ? scopeLabel(known.storeGroup?.translations, locale, region.name) : region.name;
}
