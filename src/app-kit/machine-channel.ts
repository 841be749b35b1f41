// The BroadcastChannel between the console's tabs and the statechart viewer (/dev/machines): every
// tab posts its machine actors' state values, the viewer listens. Shared by the publisher
// (src/app/system/live-machines.ts, in every visit's bundle) and the viewer (a lazy chunk), so it
// stays a few lines. Only plain JSON crosses: state values, never context.

/** Name of the channel. */
const MACHINE_CHANNEL = 'console-machines';

/** This tab's id on the channel (one per page load). */
export const TAB_ID = Math.random().toString(36).slice(2, 10);

/** The actor's status as xstate reports it. */
export type LiveStatus = 'active' | 'done' | 'error' | 'stopped';

/** One actor's state. */
export interface LiveState {
  /** systemId (`onboarding`), or the parent's name and the invoke id (`onboarding.individualUpload`). */
  readonly actor: string;
  /** Id of the actor's machine. */
  readonly machine: string;
  /** The snapshot's state value (a string or nested object of strings). */
  readonly value: unknown;
  readonly status: LiveStatus;
}

/** What crosses the channel. */
export type ChannelMessage =
  /** An actor's state changed. */
  | ({ readonly kind: 'state'; readonly tab: string } & LiveState)
  /** A viewer asks every tab what is running. */
  | { readonly kind: 'who' }
  /** A tab's answer: its actors' current states. */
  | { readonly kind: 'running'; readonly tab: string; readonly states: readonly LiveState[] }
  /** A tab is closing. */
  | { readonly kind: 'bye'; readonly tab: string };

/** The part of BroadcastChannel both sides use (a test passes a fake). */
export interface ChannelLike {
  postMessage(message: ChannelMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** The channel, or null where the browser has no BroadcastChannel. */
export function openMachineChannel(): ChannelLike | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(MACHINE_CHANNEL) : null;
}
