import type { ActorOptions } from 'xstate';
import { type AppImplementations, type appMachine, createAppSystem } from '../../../machines/app';
import { secureStoreFromWire } from '../../../machines/secure-store';
import { type ApiClients, createApiClients } from '../../api/clients';
import { configuredWire } from '../../api/create-clients';
import type { AppSystem } from '../../app-kit/app-actors';
import { consoleRoute } from '../console-chunks';
import { menuItems } from '../pages';
import { createAppApi } from './api-actors';
import { createBrowserStore } from './browser-store';
import { createBrowserEffects } from './effects';
import { composeInspectors, machinePublisher } from './live-machines';
import { tokenStoreOver } from './token-store';

/** The started app system and the one set of API clients its machines and the views share. */
export interface ConsoleSystem {
  system: AppSystem;
  api: ApiClients;
}

/**
 * Builds (and starts) the app system with the browser's storage, the real API and effects: session
 * and settings at once, the console's actors (a chunk of their own) with the first account load.
 * Its machine actors' states go out on the machines channel for the statechart viewer; `inspect`
 * (Stately's, with `?inspect`) gets every inspection event too.
 */
export function createConsoleSystem(
  options: Pick<ActorOptions<typeof appMachine>, 'inspect'> = {},
): ConsoleSystem {
  const store = createBrowserStore();
  const wire = configuredWire();
  const api = createApiClients({ tokens: tokenStoreOver(store), wire });
  const appApi = createAppApi(api);
  const impl: AppImplementations = {
    store,
    secure: secureStoreFromWire(wire),
    api: {
      ...appApi,
      // An account load (a sign-in, or a stored session on reload) is the first moment the
      // console's actors are needed: their chunk is fetched beside /me, and they run before the
      // session hands the account over to them. The console's first view chunks are fetched
      // beside it too (not waited for): ready before the route renders, they appear without a
      // suspended route in between (console-chunks.ts).
      loadAccount: () => {
        void consoleRoute.preload().catch(() => {});
        return Promise.all([appApi.loadAccount(), startConsoleOnce()]).then(([account]) => account);
      },
    },
    effects: createBrowserEffects(),
    search: window.location.search,
    width: window.innerWidth,
    menuItems,
  };
  const system = createAppSystem(impl, {
    ...options,
    inspect: composeInspectors(machinePublisher(), options.inspect),
  });
  let consoleStarted: Promise<void> | null = null;
  function startConsoleOnce(): Promise<void> {
    consoleStarted ??= import('./start-console').then(
      (m) => m.startConsoleActors(system, impl, api.admin),
      (error: unknown) => {
        // A failed fetch fails this account load; the session's next try fetches again.
        consoleStarted = null;
        throw error;
      },
    );
    return consoleStarted;
  }
  system.start();
  return { system, api };
}
