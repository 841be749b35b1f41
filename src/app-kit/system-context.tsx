import { createContext, type ReactNode, useContext } from 'react';
import type { AppActorId } from '../../machines/app';
import type { AppActors, AppSystem } from './app-actors';

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
