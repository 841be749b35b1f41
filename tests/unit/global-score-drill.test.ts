import { describe, expect, it } from 'vitest';
import {
  drillOfScope,
  drillPath,
  drillTrail,
  parseDrill,
  reconcileDrill,
  scopeStepsFor,
  supervisionsAddress,
} from '../../src/features/supervision/global-score-drill';

const norte = { id: 101, name: 'Norte' };
const sur = { id: 102, name: 'Sur' };
const centro = { id: 1001, name: 'Centro', brand_store_group_id: 101 };
const playa = { id: 1002, name: 'Playa', brand_store_group_id: 102 };
const suelta = { id: 1003, name: 'Suelta', brand_store_group_id: null };
// A store whose number is also a region's: the level word keeps them apart.
const tienda101 = { id: 101, name: 'Tienda 101', brand_store_group_id: 102 };
const scopes = { regions: [norte, sur], stores: [centro, playa, suelta, tienda101] };
const none = { region: null, store: null };

describe('global score drill-down: the path', () => {
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
});

describe('global score drill-down: the scope filter is the drill', () => {
  it('shows the store, else the region, else the top level', () => {
    expect(drillOfScope(none)).toBeNull();
    expect(drillOfScope({ region: norte, store: null })).toEqual({ level: 'region', id: 101 });
    expect(drillOfScope({ region: norte, store: centro })).toEqual({ level: 'store', id: 1001 });
    expect(drillOfScope({ region: null, store: suelta })).toEqual({ level: 'store', id: 1003 });
  });

  it('drilling into a store at brand level sets its region, then the store', () => {
    expect(scopeStepsFor({ level: 'store', id: 1001 }, none, scopes, 'brand')).toEqual([
      { type: 'domain.scope.region', region: norte },
      { type: 'domain.scope.store', store: centro },
    ]);
    // Under its region already: the store alone.
    expect(
      scopeStepsFor({ level: 'store', id: 1001 }, { region: norte, store: null }, scopes, 'brand'),
    ).toEqual([{ type: 'domain.scope.store', store: centro }]);
    // Another region's store: its own region replaces the old one.
    expect(
      scopeStepsFor({ level: 'store', id: 101 }, { region: norte, store: centro }, scopes, 'brand'),
    ).toEqual([
      { type: 'domain.scope.region', region: sur },
      { type: 'domain.scope.store', store: tienda101 },
    ]);
    // A store without a region clears the region.
    expect(
      scopeStepsFor({ level: 'store', id: 1003 }, { region: norte, store: null }, scopes, 'brand'),
    ).toEqual([
      { type: 'domain.scope.clearRegion' },
      { type: 'domain.scope.store', store: suelta },
    ]);
    // Shown already: nothing to do.
    expect(
      scopeStepsFor(
        { level: 'store', id: 1001 },
        { region: norte, store: centro },
        scopes,
        'brand',
      ),
    ).toEqual([]);
  });

  it('a region, and the top level, at brand level', () => {
    expect(scopeStepsFor({ level: 'region', id: 102 }, none, scopes, 'brand')).toEqual([
      { type: 'domain.scope.region', region: sur },
    ]);
    // Climbing from a store to its region.
    expect(
      scopeStepsFor(
        { level: 'region', id: 101 },
        { region: norte, store: centro },
        scopes,
        'brand',
      ),
    ).toEqual([{ type: 'domain.scope.region', region: norte }]);
    expect(
      scopeStepsFor({ level: 'region', id: 101 }, { region: norte, store: null }, scopes, 'brand'),
    ).toEqual([]);
    expect(scopeStepsFor(null, { region: norte, store: centro }, scopes, 'brand')).toEqual([
      { type: 'domain.scope.clearRegion' },
    ]);
    expect(scopeStepsFor(null, none, scopes, 'brand')).toEqual([]);
  });

  it('a regional administrator narrows to stores only; a store administrator to nothing', () => {
    expect(scopeStepsFor({ level: 'store', id: 1001 }, none, scopes, 'region')).toEqual([
      { type: 'domain.scope.store', store: centro },
    ]);
    expect(scopeStepsFor({ level: 'region', id: 101 }, none, scopes, 'region')).toBeNull();
    expect(scopeStepsFor(null, { region: null, store: centro }, scopes, 'region')).toEqual([
      { type: 'domain.scope.clearStore' },
    ]);
    expect(scopeStepsFor({ level: 'store', id: 1001 }, none, null, 'store')).toBeNull();
    expect(scopeStepsFor(null, none, null, 'store')).toEqual([]);
  });

  it('cannot show what the scopes do not list', () => {
    expect(scopeStepsFor({ level: 'region', id: 999 }, none, scopes, 'brand')).toBeNull();
    expect(scopeStepsFor({ level: 'store', id: 999 }, none, scopes, 'brand')).toBeNull();
    expect(scopeStepsFor({ level: 'store', id: 1001 }, none, null, 'brand')).toBeNull();
  });
});

describe('global score drill-down: who follows whom', () => {
  const region = { level: 'region', id: 101 } as const;
  const store = { level: 'store', id: 1001 } as const;

  it('nothing to do when they agree', () => {
    expect(reconcileDrill(null, { path: null, scope: null })).toBeNull();
    expect(reconcileDrill({ path: null, scope: null }, { path: region, scope: region })).toBeNull();
  });

  it('on opening, a drill in the path wins; a plain path takes the scope filter', () => {
    expect(reconcileDrill(null, { path: store, scope: null })).toEqual({
      follow: 'scope',
      drill: store,
    });
    expect(reconcileDrill(null, { path: null, scope: region })).toEqual({
      follow: 'path',
      drill: region,
    });
  });

  it('later, the side that moved wins: a link or Back moves the scope bar', () => {
    expect(reconcileDrill({ path: region, scope: region }, { path: store, scope: region })).toEqual(
      { follow: 'scope', drill: store },
    );
    expect(reconcileDrill({ path: region, scope: region }, { path: null, scope: region })).toEqual({
      follow: 'scope',
      drill: null,
    });
  });

  it('the scope bar moves the path, back to the top level too', () => {
    expect(reconcileDrill({ path: null, scope: null }, { path: null, scope: region })).toEqual({
      follow: 'path',
      drill: region,
    });
    expect(reconcileDrill({ path: store, scope: store }, { path: store, scope: null })).toEqual({
      follow: 'path',
      drill: null,
    });
  });
});

describe('global score drill-down: trail and the supervisions link', () => {
  it('names the region and store of the scope filter', () => {
    expect(drillTrail(none, scopes, 'brand')).toEqual([{ name: null, drill: null }]);
    expect(drillTrail({ region: norte, store: centro }, scopes, 'brand')).toEqual([
      { name: null, drill: null },
      { name: 'Norte', drill: { level: 'region', id: 101 } },
      { name: 'Centro', drill: { level: 'store', id: 1001 } },
    ]);
    // A store picked alone in the scope bar still shows its region above it.
    expect(
      drillTrail({ region: null, store: tienda101 }, scopes, 'brand').map((s) => s.name),
    ).toEqual([null, 'Sur', 'Tienda 101']);
    expect(drillTrail({ region: null, store: suelta }, scopes, 'brand').map((s) => s.name)).toEqual(
      [null, 'Suelta'],
    );
    // A regional administrator's region is the domain itself.
    expect(
      drillTrail({ region: null, store: centro }, scopes, 'region').map((s) => s.name),
    ).toEqual([null, 'Centro']);
  });

  it('links the supervisions with the range, the store and its region', () => {
    const search = 'from=2026-03-01&to=2026-03-31&region=101&store=1001&page=2';
    const at = (href: string) => new URL(href, 'http://x');
    const brand = at(
      supervisionsAddress(search, { region: norte, store: centro }, 'brand', 'Cocina'),
    );
    expect(brand.pathname).toBe('/supervision/reports');
    expect([...brand.searchParams]).toEqual([
      ['from', '2026-03-01'],
      ['to', '2026-03-31'],
      ['region', '101'],
      ['store', '1001'],
      ['supervision', 'Cocina'],
    ]);
    // The store picked alone: its own region.
    const alone = at(supervisionsAddress('', { region: null, store: playa }, 'brand', 'Baños'));
    expect(alone.searchParams.get('region')).toBe('102');
    expect(alone.searchParams.get('store')).toBe('1002');
    // A regional administrator's region is not repeated.
    const regional = at(supervisionsAddress('', { region: null, store: centro }, 'region', 'X'));
    expect(regional.searchParams.has('region')).toBe(false);
    expect(regional.searchParams.get('store')).toBe('1001');
  });
});
