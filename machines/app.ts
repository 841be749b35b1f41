import type { Temporal } from 'temporal-polyfill';
import {
  type ActorOptions,
  type AnyActorLogic,
  type AnyActorRef,
  assign,
  createActor,
  fromPromise,
  setup,
} from 'xstate';
import type { bookmarksMachine } from './bookmarks';
import type { dateScopeMachine } from './date-scope';
import type { domainMachine } from './domain';
import type { menuMachine } from './menu';
import type { onboardingMachine } from './onboarding/onboarding';
import type { Theme } from './rules/settings';
import { sessionMachine } from './session';
import { settingsMachine } from './settings';
import { type KeyValueStore, nullStore } from './storage';
import type { tourMachine } from './tour';
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

/** Everything `createAppSystem` and `startConsole` (machines/console.ts) need; all optional so tests and SSR can start bare. */
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

/** Input of the root machine (the console's actors get the rest with `app.console.start`). */
export interface AppInput {
  store?: KeyValueStore;
  search?: string;
  width?: number;
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

/** The actors the console adds once someone signs in; the sign-in needs only session and settings. */
export type ConsoleActorId = Exclude<AppActorId, 'session' | 'settings'>;

/**
 * The console actors' logic, implementations provided (machines/console.ts). It arrives with an
 * event, so the sign-in screens' bundle carries none of these machines.
 */
export interface ConsoleLogic {
  domain: typeof domainMachine;
  dateScope: typeof dateScopeMachine;
  bookmarks: typeof bookmarksMachine;
  menu: typeof menuMachine;
  tour: typeof tourMachine;
  onboarding: typeof onboardingMachine;
}

/** Starts the console's actors: their logic and what their inputs need besides the store. */
export interface ConsoleStartEvent {
  type: 'app.console.start';
  logic: ConsoleLogic;
  now?: () => Temporal.Instant;
  timeZone?: string;
  menuItems?: MenuItem[];
}

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

/** Root of the console: spawns the long-lived actors with their systemIds. */
export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as { store: KeyValueStore; refs: Partial<Record<AppActorId, AnyActorRef>> },
    events: {} as ConsoleStartEvent,
  },
  actors: {
    session: wiredSession,
    settings: settingsMachine,
  },
  actions: {
    // The store is the root's; the rest of each input comes with the event.
    spawnConsole: assign(({ context, event, spawn }) => {
      // A typed setup refuses an `id` for logic it does not list in `actors`; the ids keep the
      // children named as before (the statechart viewer names actors by them).
      const spawnLogic = spawn as unknown as (
        logic: AnyActorLogic,
        options: { id: ConsoleActorId; systemId: ConsoleActorId; input: unknown },
      ) => AnyActorRef;
      const child = (id: ConsoleActorId, input: unknown) =>
        spawnLogic(event.logic[id], { id, systemId: id, input });
      const store = context.store;
      return {
        refs: {
          ...context.refs,
          domain: child('domain', { store }),
          dateScope: child('dateScope', { now: event.now, timeZone: event.timeZone }),
          bookmarks: child('bookmarks', { store }),
          menu: child('menu', { store, items: event.menuItems }),
          tour: child('tour', { store }),
          onboarding: child('onboarding', { store }),
        },
      };
    }),
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
      store,
      refs: {
        settings,
        session: spawn('session', { id: 'session', systemId: 'session', input: { store } }),
      },
    };
  },
  initial: 'signIn',
  states: {
    signIn: {
      description:
        'Only session and settings run, all the sign-in screens need; the console’s actors are spawned by app.console.start, which comes before an account load completes.',
      on: { 'app.console.start': { target: 'running', actions: 'spawnConsole' } },
    },
    running: {
      description: 'All long-lived actors are running; views reach them with system.get(id).',
    },
  },
});

/** A promise actor calling `fn`, or failing when the SPA did not provide it. */
export function call<TIn, TOut>(name: string, fn: ((input: TIn) => Promise<TOut>) | undefined) {
  return fromPromise<TOut, TIn>(({ input }) =>
    fn ? fn(input) : Promise.reject(new Error(`app: ${name} is not provided`)),
  );
}

/** The root machine with the SPA's API, secure store and browser effects provided. */
function provideApp(impl: AppImplementations = {}) {
  const { login, loadAccount, setLastActivity, logout } = impl.api ?? {};
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
      settings: settingsMachine.provide({
        actions: {
          applyTheme: (_, p) => effects.applyTheme?.(p.theme),
          applyPrimaryColor: (_, p) => effects.applyPrimaryColor?.(p.color),
        },
      }),
    },
  });
}

/**
 * Creates (not starts) the root actor with session and settings; machines/console.ts starts the
 * rest. Pass `inspect` from @statelyai/inspect for `?inspect`.
 */
export function createAppSystem(
  impl: AppImplementations = {},
  options: Pick<ActorOptions<typeof appMachine>, 'inspect' | 'clock' | 'logger'> = {},
) {
  return createActor(provideApp(impl), {
    ...options,
    input: { store: impl.store, search: impl.search, width: impl.width },
  });
}
