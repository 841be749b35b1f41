import type { AppImplementations } from '../../../machines/app';
import { startConsole } from '../../../machines/console';
import type { AdminClient } from '../../api/clients';
import type { AppActors, AppSystem } from '../../app-kit/app-actors';
import { startActivityReporter } from './activity-reporter';

/** Spawns the console's actors in the started app system and reports what they change. */
export function startConsoleActors(
  system: AppSystem,
  impl: AppImplementations,
  admin: AdminClient,
): void {
  startConsole(system, impl);
  // system.get() is untyped by design (systemIds are strings); AppActors pins each id's logic.
  const actors = {
    domain: system.system.get('domain') as AppActors['domain'],
    settings: system.system.get('settings') as AppActors['settings'],
  };
  startActivityReporter(actors, admin);
}
