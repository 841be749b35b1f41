import type { Temporal } from 'temporal-polyfill';
import { type ActorOptions, type AnyActorRef, createActor, fromPromise, setup } from 'xstate';
import { bookmarksMachine } from './bookmarks';
import { dateScopeMachine } from './date-scope';
import { domainMachine } from './domain';
import { menuMachine } from './menu';
import { onboardingMachine } from './onboarding/onboarding';
import type { Theme } from './rules/settings';
import { sessionMachine } from './session';
import { settingsMachine } from './settings';
import { type KeyValueStore, nullStore } from './storage';
import { tourMachine } from './tour';
import type { ScopeRequest, ScopeResponse, SecureStore } from './types/domain';
import type { MenuItem } from './types/menu';
import type { Organization } from './types/organization';
import type { AccountOutput, LoginInput, LoginOutput } from './types/session';
import type { TourSettingsChange } from './types/tour';

/** The calls the machines make; src/api provides them. */
export interface AppApi {
  login(input: LoginInput): Promise<LoginOutput>;
  loadAccount(): Promise<AccountOutput>;
  setLastActivity(input: { security_id: number }): Promise<unknown>;
  logout(): Promise<unknown>;
  loadOrganizations(): Promise<Organization[]>;
  fetchScopes(input: ScopeRequest): Promise<ScopeResponse>;
  saveTourSettings(input: TourSettingsChange): Promise<unknown>;
}

/** Browser effects the SPA performs for the machines. */
export interface AppEffects {
  applyTheme?(theme: Theme): void;
  applyPrimaryColor?(color: string): void;
  navigate?(path: string): void;
}

/** Everything `createAppSystem` needs; all optional so tests and SSR can start bare. */
export interface AppImplementations {
  store?: KeyValueStore;
  secure?: SecureStore;
  api?: Partial<AppApi>;
  effects?: AppEffects;
  now?: () => Temporal.Instant;
  timeZone?: string;
  search?: string;
  width?: number;
  menuItems?: MenuItem[];
}

/** Input of the root machine. */
export interface AppInput {
  store?: KeyValueStore;
  now?: () => Temporal.Instant;
  timeZone?: string;
  search?: string;
  width?: number;
  menuItems?: MenuItem[];
}

/** The long-lived actors, by systemId. */
const APP_ACTOR_IDS = [
  'session',
  'domain',
  'dateScope',
  'settings',
  'bookmarks',
  'menu',
  'tour',
  'onboarding',
] as const;

/** One of the long-lived actors. */
export type AppActorId = (typeof APP_ACTOR_IDS)[number];

// Choreography between actors goes through systemIds, so each machine stays testable alone.
const wiredSession = sessionMachine.provide({
  actions: {
    accountLoaded: ({ system }, params) => {
      system.get('domain')?.send({ type: 'domain.load', domains: params.domains });
      // Reports count days in the admin's zone on the server: the pickers' "today" follows it.
      system
        .get('dateScope')
        ?.send({ type: 'dateScope.timeZone.set', timeZone: params.user.timezone });
      system.get('tour')?.send({ type: 'tour.account.load', settings: params.tour });
    },
    sessionEnded: ({ system }) => {
      system.get('domain')?.send({ type: 'domain.reset' });
      system.get('tour')?.send({ type: 'tour.disable' });
    },
  },
});

const wiredTour = tourMachine.provide({
  actions: {
    openMissionsCentre: ({ system }) => {
      system.get('onboarding')?.send({ type: 'onboarding.dropdown.open' });
    },
    tourClosed: ({ system }) => {
      system
        .get('onboarding')
        ?.send({ type: 'onboarding.mission.set', mission: 'activateTips', value: true });
    },
  },
});

const wiredOnboarding = onboardingMachine.provide({
  actions: {
    startTour: ({ system }, params) => {
      system.get('tour')?.send({ type: 'tour.show.set', value: params.showTour });
      system.get('tour')?.send({ type: 'tour.restart' });
    },
  },
});

/** Root of the console: spawns the long-lived actors with their systemIds. */
export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as { refs: Record<AppActorId, AnyActorRef> },
  },
  actors: {
    session: wiredSession,
    domain: domainMachine,
    dateScope: dateScopeMachine,
    settings: settingsMachine,
    bookmarks: bookmarksMachine,
    menu: menuMachine,
    tour: wiredTour,
    onboarding: wiredOnboarding,
  },
}).createMachine({
  id: 'app',
  description: 'The console: one system holding session, domain, dates, settings and guides.',
  context: ({ input, spawn }) => {
    const store = input.store ?? nullStore;
    // Settings first: query parameters it stores are read by the tour and the onboarding.
    const settings = spawn('settings', {
      id: 'settings',
      systemId: 'settings',
      input: { store, search: input.search, width: input.width },
    });
    return {
      refs: {
        settings,
        session: spawn('session', { id: 'session', systemId: 'session', input: { store } }),
        domain: spawn('domain', { id: 'domain', systemId: 'domain', input: { store } }),
        dateScope: spawn('dateScope', {
          id: 'dateScope',
          systemId: 'dateScope',
          input: { now: input.now, timeZone: input.timeZone },
        }),
        bookmarks: spawn('bookmarks', { id: 'bookmarks', systemId: 'bookmarks', input: { store } }),
        menu: spawn('menu', {
          id: 'menu',
          systemId: 'menu',
          input: { store, items: input.menuItems },
        }),
        tour: spawn('tour', { id: 'tour', systemId: 'tour', input: { store } }),
        onboarding: spawn('onboarding', {
          id: 'onboarding',
          systemId: 'onboarding',
          input: { store },
        }),
      },
    };
  },
  initial: 'running',
  states: {
    running: {
      description: 'All long-lived actors are running; views reach them with system.get(id).',
    },
  },
});

function call<TIn, TOut>(name: string, fn: ((input: TIn) => Promise<TOut>) | undefined) {
  return fromPromise<TOut, TIn>(({ input }) =>
    fn ? fn(input) : Promise.reject(new Error(`app: ${name} is not provided`)),
  );
}

/** The root machine with the SPA's API, secure store and browser effects provided. */
function provideApp(impl: AppImplementations = {}) {
  const {
    login,
    loadAccount,
    setLastActivity,
    logout,
    loadOrganizations,
    fetchScopes,
    saveTourSettings,
  } = impl.api ?? {};
  const secure = impl.secure;
  const effects = impl.effects ?? {};
  return appMachine.provide({
    actors: {
      session: wiredSession.provide({
        actors: {
          login: call('login', login),
          loadAccount: call('loadAccount', loadAccount ? () => loadAccount() : undefined),
          setLastActivity: call('setLastActivity', setLastActivity),
          logout: call('logout', logout ? () => logout() : undefined),
        },
      }),
      domain: domainMachine.provide({
        actors: {
          loadOrganizations: call(
            'loadOrganizations',
            loadOrganizations ? () => loadOrganizations() : undefined,
          ),
          fetchScopes: call('fetchScopes', fetchScopes),
          encryptDomain: call(
            'encryptDomain',
            secure ? (i: { value: unknown }) => secure.encrypt(i.value) : undefined,
          ),
          decryptDomain: call(
            'decryptDomain',
            secure ? (i: { cipher: string }) => secure.decrypt(i.cipher) : undefined,
          ),
        },
      }),
      settings: settingsMachine.provide({
        actions: {
          applyTheme: (_, p) => effects.applyTheme?.(p.theme),
          applyPrimaryColor: (_, p) => effects.applyPrimaryColor?.(p.color),
        },
      }),
      tour: wiredTour.provide({
        actions: {
          // Fire and forget: the choice already holds in this browser, and a later change sends
          // its own part again; a failed save only means another browser may still show tips.
          saveSettings: (_, change) => {
            saveTourSettings?.(change).catch((error: unknown) =>
              console.warn('tour settings not saved', error),
            );
          },
        },
      }),
      onboarding: wiredOnboarding.provide({
        actions: { navigate: (_, p) => effects.navigate?.(p.path) },
      }),
    },
  });
}

/** Creates (not starts) the root actor; pass `inspect` from @statelyai/inspect for `?inspect`. */
export function createAppSystem(
  impl: AppImplementations = {},
  options: Pick<ActorOptions<typeof appMachine>, 'inspect' | 'clock' | 'logger'> = {},
) {
  return createActor(provideApp(impl), {
    ...options,
    input: {
      store: impl.store,
      now: impl.now,
      timeZone: impl.timeZone,
      search: impl.search,
      width: impl.width,
      menuItems: impl.menuItems,
    },
  });
}
