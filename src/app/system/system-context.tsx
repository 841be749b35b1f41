import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AppActorId } from '../../../machines/app';
import type { bookmarksMachine } from '../../../machines/bookmarks';
import type { dateScopeMachine } from '../../../machines/date-scope';
import type { domainMachine } from '../../../machines/domain';
import type { menuMachine } from '../../../machines/menu';
import type { onboardingMachine } from '../../../machines/onboarding/onboarding';
import type { sessionMachine } from '../../../machines/session';
import type { settingsMachine } from '../../../machines/settings';
import type { tourMachine } from '../../../machines/tour';
import type { AppSystem } from './create-system';

/** The actor behind each systemId, so `useAppActor('session')` is typed. */
export interface AppActors {
  session: ActorRefFrom<typeof sessionMachine>;
  domain: ActorRefFrom<typeof domainMachine>;
  dateScope: ActorRefFrom<typeof dateScopeMachine>;
  settings: ActorRefFrom<typeof settingsMachine>;
  bookmarks: ActorRefFrom<typeof bookmarksMachine>;
  menu: ActorRefFrom<typeof menuMachine>;
  tour: ActorRefFrom<typeof tourMachine>;
  onboarding: ActorRefFrom<typeof onboardingMachine>;
}

const SystemContext = createContext<AppSystem | null>(null);

/** Makes the app system reachable by `useAppActor`. */
export function SystemProvider({ system, children }: { system: AppSystem; children: ReactNode }) {
  return <SystemContext.Provider value={system}>{children}</SystemContext.Provider>;
}

/** The long-lived actor with systemId `id`; read it with `useSelector`, talk to it with `send`. */
export function useAppActor<K extends AppActorId>(id: K): AppActors[K] {
  const system = useContext(SystemContext);
  if (!system) throw new Error('useAppActor needs a SystemProvider');
  const ref = system.system.get(id);
  if (!ref) throw new Error(`app system has no actor '${id}'`);
  // system.get() is untyped by design (systemIds are strings); AppActors pins each id's logic.
  return ref as AppActors[K];
}
