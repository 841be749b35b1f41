import type { ActorOptions, AnyActorLogic } from 'xstate';

type Inspect = ActorOptions<AnyActorLogic>['inspect'];

/**
 * The Stately browser inspector when a development build runs with `?inspect`. The import is
 * dynamic and behind `import.meta.env.DEV`, so production builds drop it.
 */
export async function devInspector(search: string): Promise<Inspect | undefined> {
  if (!import.meta.env.DEV) return undefined;
  if (!new URLSearchParams(search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}
