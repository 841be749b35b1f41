import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type AppInput, appMachine, createAppSystem } from '../../machines/app';
import { consoleStartEvent, createWholeAppSystem, startConsole } from '../../machines/console';
import { SAVED_DOMAIN_KEY } from '../../machines/domain';
import { ACCESS_TOKEN_KEY } from '../../machines/rules/session';
import { plainSecureStore } from '../../machines/secure-store';
import { MemoryStore } from '../../machines/storage';
import { SHOW_TOUR_KEY } from '../../machines/tour';
import type { AccountOutput } from '../../machines/types/session';
import { account, brandDomain, storeDomain, user } from './fixtures';
import type { MachineModel } from './harness';
import { pathSuite } from './suite';

const ids = [
  'session',
  'domain',
  'dateScope',
  'settings',
  'bookmarks',
  'menu',
  'tour',
  'onboarding',
];

const model: MachineModel<AppInput> = {
  name: 'app',
  machine: appMachine,
  scenarios: [{ name: 'bare', input: (w) => ({ store: w.store }) }],
  events: [consoleStartEvent()],
  states: {
    'app.signIn': (s) => {
      expect(Object.keys(s.context.refs).sort()).toEqual(['session', 'settings']);
    },
    'app.running': (s) => {
      expect(Object.keys(s.context.refs).sort()).toEqual([...ids].sort());
    },
  },
};

pathSuite(model);

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('app system wiring', () => {
  it('every long-lived actor is reachable by systemId, and inspection works', () => {
    const seen = new Set<string>();
    const app = createWholeAppSystem({}, { inspect: (e) => seen.add(e.type) });
    app.start();
    for (const id of ids) expect(app.system.get(id)).toBeDefined();
    expect(seen.has('@xstate.actor')).toBe(true);
    app.stop();
  });

  it('login hands the domains over; logout clears the saved domain and turns the tour off', async () => {
    const store = new MemoryStore();
    const calls: string[] = [];
    const app = createWholeAppSystem({
      store,
      secure: plainSecureStore,
      api: {
        login: async () => ({ access_token: 't1' }),
        loadAccount: async () => account([brandDomain, storeDomain]),
        fetchScopes: async () => ({ stores: [], regions: [], brands: [] }),
        setLastActivity: async (i) => calls.push(`activity ${i.security_id}`),
        logout: async () => calls.push('logout'),
      },
    });
    app.start();
    const session = app.system.get('session');
    const domain = app.system.get('domain');
    const tour = app.system.get('tour');
    session.send({ type: 'session.login', username: 'a@b.mx', password: 'secret123' });
    await flush();
    await flush();
    expect(session.getSnapshot().value).toBe('loggedIn');
    expect(store.get(ACCESS_TOKEN_KEY)).toBe('refreshed-token');
    expect(domain.getSnapshot().value).toBe('choosing');
    domain.send({ type: 'domain.select', key: 'sec:101' });
    await flush();
    expect(domain.getSnapshot().context.role).toBe('storeAdmin');
    expect(store.get(SAVED_DOMAIN_KEY)).toBe('plain:{"key":"sec:101"}');
    expect(tour.getSnapshot().context.showTour).toBe(true);

    session.send({ type: 'session.logout', securityId: 101 });
    await flush();
    await flush();
    expect(calls).toEqual(['activity 101', 'logout']);
    expect(session.getSnapshot().value).toBe('anonymous');
    expect(store.get(ACCESS_TOKEN_KEY)).toBeNull();
    expect(store.get(SAVED_DOMAIN_KEY)).toBeNull();
    expect(domain.getSnapshot().value).toBe('idle');
    expect(store.get(SHOW_TOUR_KEY)).toBe('false');
    app.stop();
  });

  it("the admin's time zone from the account sets the pickers' today", async () => {
    // 05:30 UTC on 10 March 2025: still the 9th in Mexico City (the default), the 10th in Madrid.
    const now = () => Temporal.Instant.from('2025-03-10T05:30:00Z');
    const madrid = account([brandDomain]);
    madrid.user.timezone = 'Europe/Madrid';
    const app = createWholeAppSystem({
      store: new MemoryStore(),
      secure: plainSecureStore,
      now,
      api: {
        login: async () => ({ access_token: 't1' }),
        loadAccount: async () => madrid,
        fetchScopes: async () => ({ stores: [], regions: [], brands: [] }),
      },
    });
    app.start();
    const dates = app.system.get('dateScope');
    expect(dates.getSnapshot().context.range.end.slice(0, 10)).toBe('2025-03-09');
    app.system.get('session').send({ type: 'session.login', username: 'a@b.mx', password: 'x' });
    await flush();
    await flush();
    const { timeZone, range, timeScope } = dates.getSnapshot().context;
    expect(timeZone).toBe('Europe/Madrid');
    expect(range.end).toBe('2025-03-10T23:59:59.999+01:00[Europe/Madrid]');
    // The dashboard's opening week: whole days up to Madrid's yesterday (Mexico City's ends on the 8th).
    expect(timeScope.start).toBe('2025-03-03T00:00:00+01:00[Europe/Madrid]');
    expect(timeScope.end).toBe('2025-03-09T23:59:59.999+01:00[Europe/Madrid]');
    app.stop();
  });

  it('a saved choice is restored on the next login', async () => {
    const store = new MemoryStore({
      [SAVED_DOMAIN_KEY]: 'plain:{"key":"sec:100"}',
      [ACCESS_TOKEN_KEY]: 't0',
    });
    const app = createWholeAppSystem({
      store,
      secure: plainSecureStore,
      api: {
        loadAccount: async () => account([brandDomain, storeDomain]),
        fetchScopes: async () => ({ stores: [], regions: [], brands: [] }),
      },
    });
    app.start();
    await flush();
    await flush();
    const domain = app.system.get('domain').getSnapshot();
    expect(domain.matches('selected')).toBe(true);
    expect(domain.context.role).toBe('brandAdmin');
    app.stop();
  });

  it("the account's tour settings reach the tour; the admin's choices go to the server", async () => {
    const saved: unknown[] = [];
    const app = createWholeAppSystem({
      store: new MemoryStore(),
      secure: plainSecureStore,
      api: {
        login: async () => ({ access_token: 't1' }),
        loadAccount: async () =>
          ({
            accessToken: 't1',
            user: user([brandDomain], { show_tour: false, seen_tours: ['people'] }),
          }) satisfies AccountOutput,
        fetchScopes: async () => ({ stores: [], regions: [], brands: [] }),
        saveTourSettings: async (change) => saved.push(change),
      },
    });
    app.start();
    const tour = app.system.get('tour');
    app.system.get('session').send({ type: 'session.login', username: 'a@b.mx', password: 'x' });
    await flush();
    await flush();
    expect(tour.getSnapshot().context.tipsOn).toBe(false);
    expect(tour.getSnapshot().context.tourPages.people).toBe(false);
    expect(saved).toEqual([]);
    tour.send({ type: 'tour.show.set', value: true });
    tour.send({ type: 'tour.never' });
    await flush();
    expect(saved).toEqual([{ show_tour: true }, { show_tour: false }]);
    app.stop();
  });

  it('tour and missions centre talk to each other', async () => {
    const store = new MemoryStore();
    const app = createWholeAppSystem({ store });
    app.start();
    const tour = app.system.get('tour');
    const onboarding = app.system.get('onboarding');
    tour.send({ type: 'tour.tips.start' });
    tour.send({ type: 'tour.missions.open' });
    expect(onboarding.getSnapshot().context.dropdownOpen).toBe(false);
    tour.send({ type: 'tour.missions.confirm' });
    expect(tour.getSnapshot().value).toBe('idle');
    expect(onboarding.getSnapshot().context.dropdownOpen).toBe(true);
    tour.send({ type: 'tour.tips.start' });
    tour.send({ type: 'tour.close' });
    expect(onboarding.getSnapshot().context.missions.activateTips).toBe(true);
    const tips = onboarding.getSnapshot().children.activateTips;
    tips?.send({ type: 'activateTips.toggle' });
    tips?.send({ type: 'activateTips.finish' });
    expect(tour.getSnapshot().context.showTour).toBe(false);
    expect(Object.values(tour.getSnapshot().context.tourPages).every(Boolean)).toBe(true);
    expect(onboarding.getSnapshot().context.dropdownOpen).toBe(false);
    tips?.send({ type: 'activateTips.close' });
    expect(onboarding.getSnapshot().context.missions.activateTips).toBe(false);
    app.stop();
  });

  it('missions run as children of the centre: bulk upload ends, shareBrand starts 500 ms later', async () => {
    const { SimulatedClock } = await import('xstate');
    const clock = new SimulatedClock();
    const store = new MemoryStore();
    const app = createWholeAppSystem({ store }, { clock });
    app.start();
    const onboarding = app.system.get('onboarding');
    onboarding.send({ type: 'onboarding.route', path: '/admin/people' });
    expect(onboarding.getSnapshot().context.missions).toMatchObject({
      welcome: false,
      addEmployees: true,
    });
    onboarding.getSnapshot().children.addEmployees?.send({ type: 'addEmployees.massive' });
    expect(onboarding.getSnapshot().context.missions).toMatchObject({
      addEmployees: false,
      massiveUpload: true,
    });
    const massive = onboarding.getSnapshot().children.massiveUpload;
    massive?.send({ type: 'massiveUpload.next' });
    massive?.send({ type: 'massiveUpload.next' });
    expect(massive?.getSnapshot().context.step).toBe(2);
    expect(onboarding.getSnapshot().context.progress.addEmployees).toBe(true);
    massive?.send({ type: 'massiveUpload.end' });
    expect(onboarding.getSnapshot().context.missions.massiveUpload).toBe(false);
    expect(onboarding.getSnapshot().context.missions.shareBrand).toBe(false);
    clock.increment(499);
    expect(onboarding.getSnapshot().context.missions.shareBrand).toBe(false);
    clock.increment(1);
    expect(onboarding.getSnapshot().context.missions.shareBrand).toBe(true);
    app.stop();
  });

  it('the root runs session and settings alone until the console starts; a sign-in then reaches it', async () => {
    const impl = {
      store: new MemoryStore(),
      secure: plainSecureStore,
      api: {
        login: async () => ({ access_token: 't1' }),
        loadAccount: async () => account([brandDomain, storeDomain]),
        fetchScopes: async () => ({ stores: [], regions: [], brands: [] }),
      },
    };
    const app = createAppSystem(impl);
    app.start();
    expect(app.getSnapshot().value).toBe('signIn');
    expect(app.system.get('session')).toBeDefined();
    expect(app.system.get('settings')).toBeDefined();
    expect(app.system.get('domain')).toBeUndefined();
    startConsole(app, impl);
    expect(app.getSnapshot().value).toBe('running');
    for (const id of ids) expect(app.system.get(id)).toBeDefined();
    app.system.get('session').send({ type: 'session.login', username: 'a@b.mx', password: 'x' });
    await flush();
    await flush();
    expect(app.system.get('domain').getSnapshot().value).toBe('choosing');
    app.stop();
  });

  it('a bare root actor starts with harmless defaults', () => {
    const app = createActor(appMachine, { input: {} });
    app.start();
    expect(app.system.get('session').getSnapshot().value).toBe('anonymous');
    app.stop();
  });
});
