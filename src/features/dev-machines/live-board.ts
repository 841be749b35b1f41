import type { ChannelMessage, LiveState } from '../../app-kit/machine-channel';

// What the viewer knows of the running actors of every open tab, from the machines channel.
// A pure reducer: each message gives the next board.

/** One running actor of one tab. */
export interface LiveEntry extends LiveState {
  readonly tab: string;
  /** Order of arrival: the highest changed last. */
  readonly seq: number;
}

/** The running actors by tab and actor name, and the tabs in the order they were first heard. */
export interface LiveBoard {
  readonly entries: ReadonlyMap<string, LiveEntry>;
  readonly tabs: readonly string[];
  readonly seq: number;
}

/** A board that has heard nothing yet. */
export const EMPTY_BOARD: LiveBoard = { entries: new Map(), tabs: [], seq: 0 };

/** Key of an entry: its tab and actor name. */
export const entryKey = (entry: Pick<LiveEntry, 'tab' | 'actor'>): string =>
  `${entry.tab}|${entry.actor}`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isLiveState(value: unknown): value is LiveState {
  return (
    isObject(value) &&
    typeof value.actor === 'string' &&
    typeof value.machine === 'string' &&
    typeof value.status === 'string'
  );
}

/** The message when `data` is one the channel carries, else null (anything may be posted). */
export function channelMessageOf(data: unknown): ChannelMessage | null {
  if (!isObject(data) || typeof data.kind !== 'string') return null;
  switch (data.kind) {
    case 'who':
      return { kind: 'who' };
    case 'bye':
      return typeof data.tab === 'string' ? { kind: 'bye', tab: data.tab } : null;
    case 'state':
      return typeof data.tab === 'string' && isLiveState(data)
        ? ({ ...data, kind: 'state', tab: data.tab } as ChannelMessage)
        : null;
    case 'running':
      return typeof data.tab === 'string' && Array.isArray(data.states)
        ? { kind: 'running', tab: data.tab, states: data.states.filter(isLiveState) }
        : null;
    default:
      return null;
  }
}

function withState(board: LiveBoard, tab: string, state: LiveState): LiveBoard {
  const entries = new Map(board.entries);
  const key = entryKey({ tab, actor: state.actor });
  const seq = board.seq + 1;
  if (state.status === 'stopped') entries.delete(key);
  else
    entries.set(key, {
      tab,
      actor: state.actor,
      machine: state.machine,
      value: state.value,
      status: state.status,
      seq,
    });
  const tabs = board.tabs.includes(tab) ? board.tabs : [...board.tabs, tab];
  return { entries, tabs, seq };
}

/** The board after `message`. */
export function applyMessage(board: LiveBoard, message: ChannelMessage): LiveBoard {
  switch (message.kind) {
    case 'state':
      return withState(board, message.tab, message);
    case 'running':
      return message.states.reduce((b, state) => withState(b, message.tab, state), board);
    case 'bye': {
      const entries = new Map([...board.entries].filter(([, e]) => e.tab !== message.tab));
      return { entries, tabs: board.tabs, seq: board.seq };
    }
    case 'who':
      return board;
  }
}

/** The running actors of a machine, the one that changed last first. */
export function instancesOf(board: LiveBoard, machineId: string): LiveEntry[] {
  return [...board.entries.values()]
    .filter((e) => e.machine === machineId)
    .sort((a, b) => b.seq - a.seq);
}

/** How many actors of each machine run, by machine id. */
export function runningCounts(board: LiveBoard): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of board.entries.values()) counts.set(e.machine, (counts.get(e.machine) ?? 0) + 1);
  return counts;
}

/** The tab's number in the order tabs were heard (1 for the first), for labels. */
export function tabNumber(board: LiveBoard, tab: string): number {
  return board.tabs.indexOf(tab) + 1;
}
