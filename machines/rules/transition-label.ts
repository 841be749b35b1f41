import type { AnyStateMachine } from 'xstate';

// How a transition's event is written wherever a statechart is shown to people: the statechart
// viewer (src/features/dev-machines) and the Mermaid diagrams of `npm run machines:export`.

/** The delay of an `after` transition: `onboardingStep (500 ms)`, `400 ms` or the name alone. */
function delayLabel(delay: string, delays: Record<string, unknown>): string {
  if (/^\d+$/.test(delay)) return `${delay} ms`;
  const ms = delays[delay];
  return typeof ms === 'number' ? `${delay} (${ms} ms)` : delay;
}

/**
 * The event part of a transition's label: the event type, `always` for an eventless one,
 * `after <delay>` for a delayed one, `done: x` / `error: x` for an invoked actor's outcome.
 */
export function eventLabel(
  eventType: string,
  sourceId: string,
  delays: Record<string, unknown> = {},
): string {
  if (eventType === '') return 'always';
  const afterPrefix = 'xstate.after.';
  const afterSuffix = `.${sourceId}`;
  if (eventType.startsWith(afterPrefix) && eventType.endsWith(afterSuffix)) {
    const delay = eventType.slice(afterPrefix.length, eventType.length - afterSuffix.length);
    return `after ${delayLabel(delay, delays)}`;
  }
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  const state = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (state) return `done: #${state[1]}`;
  return eventType;
}

/** The delays a machine names (`setup({ delays })`), for the `after` labels. */
export function delaysOf(machine: AnyStateMachine): Record<string, unknown> {
  return (machine.implementations.delays ?? {}) as Record<string, unknown>;
}
