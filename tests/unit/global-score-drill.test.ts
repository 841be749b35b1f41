import { describe, expect, it } from 'vitest';
import {
  drillPath,
  drillView,
  parseDrill,
} from '../../src/features/supervision/global-score-drill';

const scopes = {
  regions: [
    { id: 101, name: 'Norte' },
    { id: 102, name: 'Sur' },
  ],
  stores: [
    { id: 1001, name: 'Centro', brand_store_group_id: 101 },
    { id: 1002, name: 'Playa', brand_store_group_id: 102 },
    { id: 1003, name: 'Suelta', brand_store_group_id: null },
    // A store whose number is also a region's: the level word keeps them apart.
    { id: 101, name: 'Tienda 101', brand_store_group_id: 102 },
  ],
};
const brand = { security_id: 7, brand_id: 1 };

describe('global score drill-down', () => {
  it('reads the level and id of the path, and nothing else', () => {
    expect(parseDrill('/supervision/global-score')).toBeNull();
    expect(parseDrill('/supervision/global-score/region/101')).toEqual({
      level: 'region',
      id: 101,
    });
    expect(parseDrill('/supervision/global-score/store/1001/')).toEqual({
      level: 'store',
      id: 1001,
    });
    expect(parseDrill('/supervision/global-score/101')).toBeNull();
    expect(parseDrill('/supervision/global-score/store/0')).toBeNull();
    expect(parseDrill('/supervision/global-score/store/9999999999')).toBeNull();
    expect(parseDrill('/supervision/global-score/zone/3')).toBeNull();
  });

  it('writes the path it reads', () => {
    expect(drillPath(null)).toBe('/supervision/global-score');
    const drill = { level: 'store', id: 1002 } as const;
    expect(parseDrill(drillPath(drill))).toEqual(drill);
  });

  it('narrows a brand scope to a region, then to one of its stores, with the trail', () => {
    const region = drillView(brand, { level: 'region', id: 101 }, scopes);
    expect(region.query).toEqual({ security_id: 7, brand_id: 1, region_id: 101 });
    expect(region.trail.map((s) => s.name)).toEqual([null, 'Norte']);
    const store = drillView(brand, { level: 'store', id: 1001 }, scopes);
    expect(store.query).toEqual({ security_id: 7, brand_id: 1, store_id: 1001 });
    expect(store.trail).toEqual([
      { name: null, drill: null },
      { name: 'Norte', drill: { level: 'region', id: 101 } },
      { name: 'Centro', drill: { level: 'store', id: 1001 } },
    ]);
    expect(drillView(brand, { level: 'store', id: 101 }, scopes).trail.map((s) => s.name)).toEqual([
      null,
      'Sur',
      'Tienda 101',
    ]);
  });

  it('a store without a region has no region step', () => {
    const view = drillView(brand, { level: 'store', id: 1003 }, scopes);
    expect(view.query).toEqual({ security_id: 7, brand_id: 1, store_id: 1003 });
    expect(view.trail.map((s) => s.name)).toEqual([null, 'Suelta']);
  });

  it('under a region filter, a store of that region narrows it (no region step)', () => {
    const scope = { security_id: 7, brand_id: 1, region_id: 101 };
    const view = drillView(scope, { level: 'store', id: 1001 }, scopes);
    expect(view.query).toEqual({ security_id: 7, brand_id: 1, store_id: 1001 });
    expect(view.trail.map((s) => s.name)).toEqual([null, 'Centro']);
  });

  it('ignores a drill that does not narrow the scope filter, or that the scopes do not list', () => {
    const region = { security_id: 7, region_id: 101 };
    const store = { security_id: 7, store_id: 1001 };
    const cases = [
      [region, { level: 'store', id: 1002 }],
      [region, { level: 'region', id: 102 }],
      [store, { level: 'store', id: 1002 }],
      [brand, { level: 'region', id: 999 }],
      [brand, { level: 'store', id: 999 }],
    ] as const;
    for (const [scope, drill] of cases) {
      const view = drillView(scope, drill, scopes);
      expect(view.query).toBe(scope);
      expect(view.drill).toBeNull();
      expect(view.trail).toEqual([{ name: null, drill: null }]);
    }
    expect(drillView(brand, { level: 'region', id: 101 }, null).drill).toBeNull();
  });
});
