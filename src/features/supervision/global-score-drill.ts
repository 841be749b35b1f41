// The global score's drill-down (SPEC §2: /supervision/global-score, not exact). The drill IS the
// scope filter: drilling into a region or a store sets the scope bar, and the scope bar sets the
// drill. The path names it so Back climbs the levels again: `/supervision/global-score/region/<id>`
// or `/supervision/global-score/store/<id>` (the level word keeps a region and a store with the
// same number apart). Which side moved last wins: a new path is applied to the scope filter, a new
// scope filter is written into the path. Pure, tested without a browser.
import type { Level, ScopeRegion, ScopeResponse, ScopeStore } from '../../../machines/types/domain';

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

/** Whether two drills name the same level and id. */
const sameDrill = (a: Drill | null, b: Drill | null): boolean =>
  a === b || (a !== null && b !== null && a.level === b.level && a.id === b.id);

/** What the scope filter holds (the domain machine's `region` and `scopeStore`). */
export interface ScopeFilterState {
  region: ScopeRegion | null;
  store: ScopeStore | null;
}

type Scopes = Pick<ScopeResponse, 'regions' | 'stores'>;

/** The drill the scope filter shows: its store, else its region, else the top level. */
export function drillOfScope(filter: ScopeFilterState): Drill | null {
  if (filter.store) return { level: 'store', id: filter.store.id };
  if (filter.region) return { level: 'region', id: filter.region.id };
  return null;
}

/** One change of the scope filter, as the domain machine takes it. */
export type ScopeStep =
  | { type: 'domain.scope.region'; region: ScopeRegion }
  | { type: 'domain.scope.store'; store: ScopeStore }
  | { type: 'domain.scope.clearRegion' }
  | { type: 'domain.scope.clearStore' };

/**
 * The changes that make the scope filter show `drill` for a domain of `level`, in order; [] when
 * it shows it already; null when it cannot (a level the domain cannot narrow to, an id its scopes
 * do not list). A store brings its region along at brand level, so the scope bar names both.
 */
export function scopeStepsFor(
  drill: Drill | null,
  filter: ScopeFilterState,
  scopes: Scopes | null,
  level: Level,
): ScopeStep[] | null {
  if (level === 'store') return drill === null ? [] : null;
  if (drill === null) {
    if (level === 'brand' && (filter.region || filter.store)) {
      return [{ type: 'domain.scope.clearRegion' }];
    }
    return filter.store ? [{ type: 'domain.scope.clearStore' }] : [];
  }
  if (!scopes) return null;
  if (drill.level === 'region') {
    const region = level === 'brand' ? scopes.regions.find((r) => r.id === drill.id) : undefined;
    if (!region) return null;
    const shown = filter.region?.id === region.id && filter.store === null;
    return shown ? [] : [{ type: 'domain.scope.region', region }];
  }
  const store = scopes.stores.find((s) => s.id === drill.id);
  if (!store) return null;
  const steps: ScopeStep[] = [];
  if (level === 'brand') {
    const regionId = store.brand_store_group_id ?? null;
    const region = scopes.regions.find((r) => r.id === regionId) ?? null;
    if ((filter.region?.id ?? null) !== (region?.id ?? null)) {
      steps.push(
        region ? { type: 'domain.scope.region', region } : { type: 'domain.scope.clearRegion' },
      );
    }
  }
  if (steps.length > 0 || filter.store?.id !== store.id) {
    steps.push({ type: 'domain.scope.store', store });
  }
  return steps;
}

/** What the path and the scope filter say, seen together. */
export interface DrillSides {
  path: Drill | null;
  scope: Drill | null;
}

/** Which side follows the other: the scope filter takes the path's drill, or the reverse. */
export type DrillFollow =
  | { follow: 'scope'; drill: Drill | null }
  | { follow: 'path'; drill: Drill | null };

/**
 * Who follows whom when the path and the scope filter disagree. On opening (`last` null) a drill
 * in the path wins (a pasted link); a plain path takes the scope filter (the filter kept from
 * another page). Later, the side that changed since `last` wins; null when they agree.
 */
export function reconcileDrill(last: DrillSides | null, now: DrillSides): DrillFollow | null {
  if (sameDrill(now.path, now.scope)) return null;
  const pathMoved = last === null ? now.path !== null : !sameDrill(last.path, now.path);
  return pathMoved ? { follow: 'scope', drill: now.path } : { follow: 'path', drill: now.scope };
}

/** One step of the trail above the breakdown: its name and the drill that shows it. */
export interface TrailStep {
  /** Null: the selected domain itself (the page names it). */
  name: string | null;
  drill: Drill | null;
}

/**
 * Where the drill-down is: the selected domain, then the region (the store's own when the scope
 * bar names a store alone at brand level) and the store the scope filter holds.
 */
export function drillTrail(
  filter: ScopeFilterState,
  scopes: Scopes | null,
  level: Level | null,
): TrailStep[] {
  const trail: TrailStep[] = [{ name: null, drill: null }];
  let region = filter.region;
  if (!region && filter.store && level === 'brand') {
    const regionId = filter.store.brand_store_group_id ?? null;
    region = scopes?.regions.find((r) => r.id === regionId) ?? null;
  }
  if (region && level === 'brand') {
    trail.push({ name: region.name, drill: { level: 'region', id: region.id } });
  }
  if (filter.store) {
    trail.push({ name: filter.store.name, drill: { level: 'store', id: filter.store.id } });
  }
  return trail;
}

/**
 * The address of the supervisions of one checklist in the store the page shows: the range of
 * `search` (nothing else of it), the store's region (at brand level, so the list's scope bar
 * names both) and the store. A region administrator's region is their domain: not repeated.
 */
export function supervisionsAddress(
  search: string,
  filter: ScopeFilterState,
  level: Level | null,
  checklist: string,
): string {
  const from = new URLSearchParams(search);
  const q = new URLSearchParams();
  for (const key of ['from', 'to']) {
    const v = from.get(key);
    if (v !== null) q.set(key, v);
  }
  const store = filter.store;
  if (store && level === 'brand') {
    const regionId = filter.region?.id ?? store.brand_store_group_id ?? null;
    if (regionId !== null) q.set('region', String(regionId));
  }
  if (store) q.set('store', String(store.id));
  q.set('supervision', checklist);
  return `/supervision/reports?${q}`;
}
