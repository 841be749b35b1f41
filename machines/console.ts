import type { ActorOptions } from 'xstate';
import {
  type AppImplementations,
  type appMachine,
  type ConsoleLogic,
  type ConsoleStartEvent,
  call,
  createAppSystem,
} from './app';
import { bookmarksMachine } from './bookmarks';
import { dateScopeMachine } from './date-scope';
import { domainMachine } from './domain';
import { menuMachine } from './menu';
import { onboardingMachine } from './onboarding/onboarding';
import { tourMachine } from './tour';

// The console's actors, apart from the root (machines/app.ts): the SPA imports this module
// dynamically, so the sign-in screens load without these machines.

// Choreography between actors goes through systemIds, so each machine stays testable alone.
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

/** The console actors' logic with the SPA's API, secure store and browser effects provided. */
function provideConsole(impl: AppImplementations): ConsoleLogic {
  const { loadOrganizations, fetchScopes, saveTourSettings } = impl.api ?? {};
  const secure = impl.secure;
  const effects = impl.effects ?? {};
  return {
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
    dateScope: dateScopeMachine,
    bookmarks: bookmarksMachine,
    menu: menuMachine,
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
  };
}

/** The event that spawns the console's actors with these implementations. */
export function consoleStartEvent(impl: AppImplementations = {}): ConsoleStartEvent {
  return {
    type: 'app.console.start',
    logic: provideConsole(impl),
    now: impl.now,
    timeZone: impl.timeZone,
    menuItems: impl.menuItems,
  };
}

/**
 * Spawns the console's actors (domain, dates, bookmarks, menu, tour, onboarding) in the root
 * actor `app`. Before `app` starts, the event waits in its mailbox.
 */
export function startConsole(
  app: ReturnType<typeof createAppSystem>,
  impl: AppImplementations = {},
) {
  app.send(consoleStartEvent(impl));
}

/** Creates (not starts) the root actor with every long-lived actor: for tests and tools. */
export function createWholeAppSystem(
  impl: AppImplementations = {},
  options: Pick<ActorOptions<typeof appMachine>, 'inspect' | 'clock' | 'logger'> = {},
) {
  const app = createAppSystem(impl, options);
  startConsole(app, impl);
  return app;
}
