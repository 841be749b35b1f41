// The global score's drill-down (SPEC §2: /supervision/global-score, not exact). The path names
// the level below the scope filter the page shows: `/supervision/global-score/region/<id>` or
// `/supervision/global-score/store/<id>`; the level word keeps a region and a store with the
// same number apart. The scope filter stays the root: a drill that does not narrow it (another
// region's store, a region when a store is chosen) is ignored. Pure, tested without a browser.
import type { ScopeRegion, ScopeResponse } from '../../../machines/types/domain';
import type { ScopeQuery } from '../../app-kit/scope-query';

export const GLOBAL_SCORE_PATH = '/supervision/global-score';

export interface Drill {
  level: 'region' | 'store';
  id: number;
}

const DRILL = /^\/supervision\/global-score\/(region|store)\/([1-9]\d{0,9})\/?$/;

/** The drill a path names, or null (the page's own path, or anything it does not read). */
export function parseDrill(path: string): Drill | null {
  const m = DRILL.exec(path);
  if (!m) return null;
  const id = Number(m[2]);
  return id <= 2_147_483_647 ? { level: m[1] as Drill['level'], id } : null;
}

/** The path of a drill (null: the page's own path). */
export const drillPath = (drill: Drill | null): string =>
  drill ? `${GLOBAL_SCORE_PATH}/${drill.level}/${drill.id}` : GLOBAL_SCORE_PATH;

/** One step of the trail above the breakdown: its name and the drill that shows it. */
export interface TrailStep {
  /** Null: the scope filter itself (the page names it). */
  name: string | null;
  drill: Drill | null;
}

export interface DrillView {
  /** The scope the page reads: the scope filter narrowed by the drill when it applies. */
  query: ScopeQuery;
  /** The drill that applies, or null. */
  drill: Drill | null;
  trail: TrailStep[];
}

type Scopes = Pick<ScopeResponse, 'regions' | 'stores'>;

/** What the page shows for `scope` (the scope filter's query) and the path's drill. */
export function drillView(
  scope: ScopeQuery,
  drill: Drill | null,
  scopes: Scopes | null,
): DrillView {
  const root: DrillView = { query: scope, drill: null, trail: [{ name: null, drill: null }] };
  if (!drill || !scopes || scope.store_id !== undefined) return root;
  const base: ScopeQuery = { security_id: scope.security_id };
  if (scope.brand_id !== undefined) base.brand_id = scope.brand_id;
  const regionStep = (r: ScopeRegion): TrailStep => ({
    name: r.name,
    drill: { level: 'region', id: r.id },
  });
  if (drill.level === 'region') {
    const region = scopes.regions.find((r) => r.id === drill.id);
    if (!region || scope.region_id !== undefined) return root;
    return {
      query: { ...base, region_id: region.id },
      drill,
      trail: [...root.trail, regionStep(region)],
    };
  }
  const store = scopes.stores.find((s) => s.id === drill.id);
  const regionId = store?.brand_store_group_id ?? null;
  if (!store || (scope.region_id !== undefined && regionId !== scope.region_id)) return root;
  // The store's region is a step of its own unless the scope filter is that region already.
  const region =
    scope.region_id === undefined ? scopes.regions.find((r) => r.id === regionId) : undefined;
  return {
    query: { ...base, store_id: store.id },
    drill,
    trail: [...root.trail, ...(region ? [regionStep(region)] : []), { name: store.name, drill }],
  };
}
