import type { ActorOptions } from 'xstate';
import { type appMachine, createAppSystem } from '../../../machines/app';
import { secureStoreFromWire } from '../../../machines/secure-store';
import { type ApiClients, createApiClients } from '../../api/clients';
import { configuredWire } from '../../api/create-clients';
import type { AppActors, AppSystem } from '../../app-kit/app-actors';
import { menuItems } from '../pages';
import { startActivityReporter } from './activity-reporter';
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
 * Builds (and starts) the app system with the browser's storage, the real API and effects. Its
 * machine actors' states go out on the machines channel for the statechart viewer; `inspect`
 * (Stately's, with `?inspect`) gets every inspection event too.
 */
export function createConsoleSystem(
  options: Pick<ActorOptions<typeof appMachine>, 'inspect'> = {},
): ConsoleSystem {
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
    { ...options, inspect: composeInspectors(machinePublisher(), options.inspect) },
  );
  system.start();
  // system.get() is untyped by design (systemIds are strings); AppActors pins each id's logic.
  const actors = {
    domain: system.system.get('domain') as AppActors['domain'],
    settings: system.system.get('settings') as AppActors['settings'],
  };
  startActivityReporter(actors, api.admin);
  return { system, api };
}
