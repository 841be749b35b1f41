import type { ActorOptions, AnyActorLogic, AnyActorRef, InspectionEvent, Observer } from 'xstate';
import {
  type ChannelLike,
  type ChannelMessage,
  type LiveState,
  type LiveStatus,
  openMachineChannel,
  TAB_ID,
} from '../../app-kit/machine-channel';

type Inspect = NonNullable<ActorOptions<AnyActorLogic>['inspect']>;

type Internals = AnyActorRef & { systemId?: string; logic?: { id?: unknown; root?: unknown } };

/** systemId when the actor has one, else its parent's name and its own id (an invoked mission). */
function actorName(ref: Internals): string {
  if (ref.systemId) return ref.systemId;
  const parent = ref._parent as Internals | undefined;
  return parent ? `${actorName(parent)}.${ref.id}` : String(ref.logic?.id ?? ref.id);
}

/**
 * An `inspect` observer that posts each machine actor's state value on the machines channel when
 * it changes, and answers a viewer's "who is running?" with every current state. Only the value
 * and the status are posted (never context). Null where the browser has no BroadcastChannel.
 */
export function machinePublisher(
  channel: ChannelLike | null = openMachineChannel(),
  tab: string = TAB_ID,
): ((event: InspectionEvent) => void) | null {
  if (!channel) return null;
  // Each actor's last state, and its JSON to tell a change from a repeat.
  const current = new Map<string, [LiveState, string]>();
  const post = (message: ChannelMessage) => {
    try {
      channel.postMessage(message);
    } catch {
      // A value that cannot be cloned is not worth breaking the console for.
    }
  };
  channel.addEventListener('message', (event) => {
    if ((event.data as ChannelMessage | null)?.kind === 'who') {
      post({ kind: 'running', tab, states: [...current.values()].map(([state]) => state) });
    }
  });
  globalThis.addEventListener?.('pagehide', () => post({ kind: 'bye', tab }));

  return (event) => {
    const ref = event.actorRef as Internals;
    const id = ref.logic?.id;
    // Snapshots of machines only: promise and callback actors have no state value.
    if (event.type !== '@xstate.snapshot' || typeof id !== 'string' || !ref.logic?.root) return;
    const { value = null, status = 'active' } = event.snapshot as {
      value?: unknown;
      status?: LiveStatus;
    };
    const state: LiveState = { actor: actorName(ref), machine: id, value, status };
    const json = JSON.stringify(state);
    if (current.get(state.actor)?.[1] === json) return;
    if (status === 'stopped') current.delete(state.actor);
    else current.set(state.actor, [state, json]);
    post({ kind: 'state', tab, ...state });
  };
}

/** Several optional inspectors as one (the live publisher and Stately's, with `?inspect`). */
export function composeInspectors(
  ...inspectors: (Inspect | null | undefined)[]
): Inspect | undefined {
  const present = inspectors.filter((i): i is Inspect => Boolean(i));
  if (present.length <= 1) return present[0];
  return (event: InspectionEvent) => {
    for (const inspector of present) {
      if (typeof inspector === 'function') inspector(event);
      else (inspector as Observer<InspectionEvent>).next?.(event);
    }
  };
}
