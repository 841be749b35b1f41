import { expect, vi } from 'vitest';
import {
  type DomainInput,
  domainMachine,
  SAVED_DOMAIN_KEY,
  selectAccess,
  selectDomainOptions,
  selectRole,
  selectShowDomainOptions,
} from '../../machines/domain';
import type { ScopeResponse } from '../../machines/types/domain';
import { brandA, brandB, brandDomain, regionDomain, storeDomain, superDomain } from './fixtures';
import { controlled, type MachineModel } from './harness';
import { pathSuite } from './suite';

const machine = domainMachine.provide({
  actors: {
    loadOrganizations: controlled(),
    fetchScopes: controlled(),
    encryptDomain: controlled(),
    decryptDomain: controlled(),
  },
});

// A scope failure is logged only (SPEC §8): the warning is the one trace it leaves.
const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

const scopes: ScopeResponse = {
  stores: [{ id: 501, name: 'Centro', brand_store_group_id: 7 }],
  regions: [
    { id: 7, name: 'Norte', storeGroup: { id: 7, translations: '{"es":"Región","en":"Region"}' } },
  ],
  brands: [{ id: 10, name: 'Zeta Tacos' }],
  group: { translations: { es: 'Región', en: 'Region' } },
};
const region = scopes.regions[0] as ScopeResponse['regions'][number];
const store = scopes.stores[0] as ScopeResponse['stores'][number];

type Snap = Parameters<typeof selectRole>[0];
const snap = (s: unknown) => s as Snap;

const model: MachineModel<DomainInput> = {
  name: 'domain',
  machine,
  scenarios: [
    { name: 'nothing saved', input: (w) => ({ store: w.store }) },
    {
      name: 'saved choice',
      store: { [SAVED_DOMAIN_KEY]: 'cipher-old' },
      input: (w) => ({ store: w.store }),
    },
  ],
  events: [
    { type: 'domain.load', domains: [] },
    { type: 'domain.load', domains: [storeDomain] },
    { type: 'domain.load', domains: [brandDomain, storeDomain, regionDomain] },
    { type: 'domain.load', domains: [superDomain] },
    { type: 'xstate.done.actor.loadOrganizations', output: [brandA, brandB] },
    { type: 'xstate.error.actor.loadOrganizations', error: new Error('down') },
    { type: 'xstate.done.actor.decryptDomain', output: { key: 'sec:102' } },
    { type: 'xstate.done.actor.decryptDomain', output: { key: 'org:20' } },
    { type: 'xstate.done.actor.decryptDomain', output: { key: 'sec:999' } },
    { type: 'xstate.error.actor.decryptDomain', error: new Error('bad key') },
    { type: 'domain.select', key: 'sec:100' },
    { type: 'domain.select', key: 'org:10' },
    { type: 'domain.select', key: 'nope' },
    { type: 'xstate.done.actor.encryptDomain', output: 'cipher-new' },
    { type: 'xstate.error.actor.encryptDomain', error: new Error('no key') },
    { type: 'xstate.done.actor.fetchScopes', output: scopes },
    { type: 'xstate.error.actor.fetchScopes', error: new Error('down') },
    { type: 'domain.search', query: 'ALFA' },
    { type: 'domain.modal.open' },
    { type: 'domain.modal.close' },
    { type: 'domain.scope.region', region },
    { type: 'domain.scope.store', store },
    { type: 'domain.scope.clearStore' },
    { type: 'domain.scope.clearRegion' },
    { type: 'domain.retry' },
    { type: 'domain.reset' },
  ],
  serialize: (s) =>
    JSON.stringify({
      v: s.value,
      d: s.context.domains.length,
      k: s.context.selectedKey,
      a: s.context.access?.level,
      r: s.context.region !== null,
      st: s.context.scopeStore !== null,
      c: s.context.savedCipher,
      p: s.context.pendingKey,
      q: s.context.query,
      o: s.context.optionsKind,
    }),
  edgeKey: (s) =>
    [s.context.region, s.context.scopeStore, s.context.pendingKey, s.context.savedCipher]
      .map((x) => (x === null ? 0 : 1))
      .join(''),
  invariant: (s, w) => {
    expect(w.store.get(SAVED_DOMAIN_KEY)).toBe(s.context.savedCipher);
    const c = s.context;
    // Access never points above the selected domain and follows the scope filter.
    if (c.selected) {
      expect(c.access).not.toBeNull();
      if (c.scopeStore) expect(c.access).toMatchObject({ level: 'store', id: c.scopeStore.id });
      else if (c.region) expect(c.access).toMatchObject({ level: 'region', id: c.region.id });
      else expect(c.access).toMatchObject({ level: c.selected.level, id: c.selected.id });
      expect(c.access?.security_id).toBe(c.selected.security_id);
    } else {
      expect(c.access).toBeNull();
    }
    expect(selectShowDomainOptions(snap(s))).toBe(s.matches('choosing'));
  },
  states: {
    'domain.idle': (s) => {
      expect(s.context.selected).toBeNull();
      expect(s.context.domains).toEqual([]);
    },
    'domain.resolving': () => {
      throw new Error('resolving is transient');
    },
    'domain.refused': (s) => {
      expect(s.hasTag('error')).toBe(true);
      expect(s.context.error?.defaultMessage).toMatch(/No se te han asignado dominios/);
    },
    'domain.loadingOrganisations': (s, w) => {
      expect(w.pending.has('loadOrganizations')).toBe(true);
      expect(s.hasTag('loading')).toBe(true);
    },
    'domain.organisationsFailed': (s) => {
      expect(s.hasTag('loading')).toBe(false);
      expect(s.context.error?.id).toBe('domain.organizations.loadFailed');
    },
    'domain.restoring': (s, w) => {
      expect(w.pending.get('decryptDomain')?.input).toEqual({ cipher: s.context.savedCipher });
    },
    'domain.choosing': (s) => {
      const rows = selectDomainOptions(snap(s));
      const q = s.context.query.toLowerCase();
      expect(rows.every((r) => r.name.toLowerCase().includes(q))).toBe(true);
      expect([...rows.map((r) => r.name)]).toEqual(
        [...rows.map((r) => r.name)].sort((a, b) =>
          a.localeCompare(b, undefined, { sensitivity: 'base' }),
        ),
      );
      if (s.context.optionsKind === 'all') {
        expect(selectRole(snap(s))).toBe('super');
        expect(rows.map((r) => r.key).sort()).toEqual(
          q === 'alfa' ? ['org:20'] : ['org:10', 'org:20'],
        );
      }
    },
    'domain.selected.persistence.saved': (s) => {
      expect(s.context.pendingKey).toBeNull();
      expect(s.context.selected).not.toBeNull();
    },
    'domain.selected.persistence.saving': (s, w) => {
      expect(w.pending.get('encryptDomain')?.input).toEqual({
        value: { key: s.context.selectedKey },
      });
    },
    'domain.selected.scopes.loading': (s, w) => {
      expect(w.pending.get('fetchScopes')?.input).toEqual({
        level: s.context.selected?.level,
        id: s.context.selected?.id,
      });
    },
    'domain.selected.scopes.loaded': (s) => {
      expect(s.context.scopes).toEqual(scopes);
    },
    'domain.selected.scopes.unavailable': (s) => {
      expect(s.context.scopes).toBeNull();
      expect(s.context.error).toBeNull();
      expect(warn).toHaveBeenLastCalledWith('scopes: not loaded', new Error('down'));
    },
  },
};

// The role each selection gives (SPEC §4/§6), checked wherever a domain is selected.
const roleCheck = model.invariant;
model.invariant = (s, w) => {
  roleCheck?.(s, w);
  const key = s.context.selectedKey;
  const expected: Record<string, string> = {
    'sec:101': 'storeAdmin',
    'sec:100': 'brandAdmin',
    'sec:102': 'regionalAdmin',
    'org:10': 'super',
    'org:20': 'super',
  };
  if (key) expect(selectRole(snap(s))).toBe(expected[key]);
  if (key === 'sec:102') expect(selectAccess(snap(s))?.level).not.toBe('brand');
};

pathSuite(model);
