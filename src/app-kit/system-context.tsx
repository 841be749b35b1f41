import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { AppActorId, ConsoleActorId } from '../../machines/app';
import type { AppActors, AppSystem } from './app-actors';

const SystemContext = createContext<AppSystem | null>(null);

/** Makes the app system reachable by `useAppActor`. */
export function SystemProvider({ system, children }: { system: AppSystem; children: ReactNode }) {
  return <SystemContext.Provider value={system}>{children}</SystemContext.Provider>;
}

/** The long-lived actor with systemId `id`; read it with `useSelector`, talk to it with `send`. */
export function useAppActor<K extends AppActorId>(id: K): AppActors[K] {
  const system = useAppSystem();
  const ref = system.system.get(id);
  if (!ref) throw new Error(`app system has no actor '${id}'`);
  // system.get() is untyped by design (systemIds are strings); AppActors pins each id's logic.
  return ref as AppActors[K];
}

/**
 * The console's actor `id`, or undefined until the first account load starts the console's
 * actors (src/app/system/create-system.ts): for views shown signed out as well as signed in.
 */
export function useConsoleActor<K extends ConsoleActorId>(id: K): AppActors[K] | undefined {
  // The root's refs change once, when the console's actors are spawned.
  const ref = useSelector(useAppSystem(), (s) => s.context.refs[id]);
  // system.get() is untyped by design (systemIds are strings); AppActors pins each id's logic.
  return ref as AppActors[K] | undefined;
}

function useAppSystem(): AppSystem {
  const system = useContext(SystemContext);
  if (!system) throw new Error('useAppActor needs a SystemProvider');
  return system;
}
