import type { ActorOptions } from 'xstate';
import { type appMachine, createAppSystem } from '../../../machines/app';
import { secureStoreFromWire } from '../../../machines/secure-store';
import { createApiClients } from '../../api/clients';
import { configuredWire } from '../../api/create-clients';
import { menuItems } from '../menu-items';
import { createAppApi } from './api-actors';
import { createBrowserStore } from './browser-store';
import { createBrowserEffects } from './effects';
import { tokenStoreOver } from './token-store';

/** The one app system of the console. */
export type AppSystem = ReturnType<typeof createAppSystem>;

/** Builds (and starts) the app system with the browser's storage, the real API and effects. */
export function createConsoleSystem(
  options: Pick<ActorOptions<typeof appMachine>, 'inspect'> = {},
): AppSystem {
  const store = createBrowserStore();
  const wire = configuredWire();
  const api = createApiClients({ tokens: tokenStoreOver(store), wire });
  const system = createAppSystem(
    {
      store,
      secure: secureStoreFromWire(wire),
      api: createAppApi(api),
      effects: createBrowserEffects(),
      search: window.location.search,
      width: window.innerWidth,
      menuItems,
    },
    options,
  );
  system.start();
  return system;
}
