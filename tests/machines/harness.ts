import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  fromPromise,
  type InspectionEvent,
  initialTransition,
  SimulatedClock,
  transition,
} from 'xstate';
import { getAdjacencyMap, getStateNodes } from 'xstate/graph';
import { MemoryStore } from '../../machines/storage';

/** A call to a provided promise actor that the replay resolves or rejects on cue. */
interface PendingCall {
  src: string;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** What one replay owns: storage, clock, pending calls, emitted events, hook calls. */
export class World {
  readonly store: MemoryStore;
  readonly clock = new SimulatedClock();
  readonly pending = new Map<string, PendingCall>();
  /** Every call made to a provided actor, in order: `[invoke id, input]`. */
  readonly calls: [string, unknown][] = [];
  /** Every event emitted by the root actor. */
  readonly emitted: AnyEventObject[] = [];
  /** The last event the replay drove. */
  lastEvent: AnyEventObject | null = null;
  /** Named hooks (actions provided by the test) that fired, in order. */
  readonly hooks: [string, unknown][] = [];

  constructor(initialStore: Record<string, string> = {}) {
    this.store = new MemoryStore(initialStore);
  }

  /** Names of hooks fired so far. */
  hookNames(): string[] {
    return this.hooks.map(([name]) => name);
  }
}

// Actor implementations are provided once per model but each replay has its own World.
let currentWorld: World | null = null;

/** A provided promise actor whose answer the replay controls (`xstate.done/error.actor.<id>`). */
export function controlled<TOutput, TInput = unknown>() {
  return fromPromise<TOutput, TInput>(({ input, self }) => {
    const world = currentWorld;
    if (!world) return new Promise<TOutput>(() => {});
    return new Promise<TOutput>((resolve, reject) => {
      world.calls.push([self.id, input]);
      world.pending.set(self.id, {
        src: self.id,
        input,
        resolve: resolve as (v: unknown) => void,
        reject,
      });
    });
  });
}

/** A provided action that records its call in the current World. */
export function hook(name: string) {
  return (_: unknown, params: unknown) => {
    currentWorld?.hooks.push([name, params]);
  };
}

/** One scenario: an initial storage content and the machine input built from the World. */
interface Scenario<TInput> {
  name: string;
  store?: Record<string, string>;
  input: (world: World) => TInput;
}

/** A check run on a replayed snapshot. */
type Check = (snapshot: AnyMachineSnapshot, world: World) => void;

/** What a path test needs to know about a machine. */
export interface MachineModel<TInput> {
  name: string;
  /** The machine with test implementations provided. */
  machine: AnyStateMachine;
  scenarios: Scenario<TInput>[];
  /** Candidate events, payloads included; only those the snapshot can take are used. */
  events: AnyEventObject[] | ((snapshot: AnyMachineSnapshot) => AnyEventObject[]);
  /** State identity for the traversal; default: value plus JSON context. */
  serialize?: (snapshot: AnyMachineSnapshot) => string;
  /** Runs at every step. */
  invariant?: Check;
  /** Runs at every step where the atomic state node with this id is active; one per atomic node. */
  states: Record<string, Check>;
  /**
   * Edges are walked once per (state value, event, next state value, edgeKey): abstract states
   * that only differ in context share their edges unless `edgeKey` tells them apart.
   */
  edgeKey?: (snapshot: AnyMachineSnapshot) => string;
  /** Traversal guard against runaway state spaces. */
  limit?: number;
}

/** Coverage of one machine, measured on the replayed actors. */
export interface Coverage {
  name: string;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
  paths: number;
}

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

function defaultSerialize(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: plain(snapshot.context) });
}

/** Stable id of a transition definition: source node, event type and position. */
function transitionId(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const always = source.always ?? [];
  const a = always.indexOf(t);
  if (a >= 0) return `${source.id} always #${a}`;
  const list = source.transitions.get(t.eventType) ?? [];
  return `${source.id} ${t.eventType} #${list.indexOf(t)}`;
}

/** Every state node id (root excluded) and every transition id of a machine. */
export function machineInventory(machine: AnyStateMachine): {
  states: string[];
  transitions: string[];
  atomic: string[];
} {
  const nodes = getStateNodes(machine.root);
  const transitions: string[] = [];
  for (const node of [machine.root, ...nodes]) {
    for (const list of node.transitions.values())
      for (const t of list) transitions.push(transitionId(t));
    for (const t of node.always ?? []) transitions.push(transitionId(t));
  }
  return {
    states: nodes.map((n) => n.id),
    transitions,
    atomic: nodes.filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.id),
  };
}

function ownEventTypes(snapshot: AnyMachineSnapshot): string[] {
  const types = new Set<string>();
  for (const node of snapshot._nodes as AnyStateNode[]) {
    for (const type of node.transitions.keys()) types.add(type);
  }
  return [...types];
}

interface Edge {
  from: string;
  event: AnyEventObject;
  to: string;
}

/** A path: events from the initial snapshot, with the model snapshot expected after each. */
export interface ModelPath {
  scenario: string;
  steps: { event: AnyEventObject; expected: AnyMachineSnapshot }[];
  initial: AnyMachineSnapshot;
}

/** All-transitions paths: for every enabled edge, the shortest path to its source plus the edge. */
export function buildPaths<TInput>(model: MachineModel<TInput>): ModelPath[] {
  const serialize = model.serialize ?? defaultSerialize;
  const out: ModelPath[] = [];
  for (const scenario of model.scenarios) {
    const world = new World(scenario.store);
    const input = scenario.input(world);
    const candidates = (s: AnyMachineSnapshot): AnyEventObject[] => {
      // A finished actor takes no more events, though the pure transition function would.
      if (s.status !== 'active') return [];
      const listed = typeof model.events === 'function' ? model.events(s) : model.events;
      const own = ownEventTypes(s);
      const afters = own.filter((t) => t.startsWith('xstate.after.')).map((type) => ({ type }));
      return [...listed, ...afters].filter((e) => own.includes(e.type) && s.can(e));
    };
    const adj = getAdjacencyMap(model.machine, {
      input,
      events: candidates,
      serializeState: (s) => serialize(s as AnyMachineSnapshot),
      limit: model.limit ?? 5000,
    });
    const keys = Object.keys(adj);
    const root = keys[0];
    if (root === undefined) continue;
    const edges: Edge[] = [];
    const snapshotsByKey = new Map<string, AnyMachineSnapshot>();
    for (const key of keys) {
      const entry = adj[key as keyof typeof adj];
      if (!entry) continue;
      snapshotsByKey.set(key, entry.state as AnyMachineSnapshot);
      for (const t of Object.values(entry.transitions)) {
        edges.push({ from: key, event: t.event, to: serialize(t.state as AnyMachineSnapshot) });
      }
    }
    // Breadth-first shortest paths from the initial snapshot.
    const prev = new Map<string, Edge | null>([[root, null]]);
    const outgoing = new Map<string, Edge[]>();
    for (const e of edges) outgoing.set(e.from, [...(outgoing.get(e.from) ?? []), e]);
    const queue = [root];
    while (queue.length > 0) {
      const key = queue.shift() as string;
      for (const e of outgoing.get(key) ?? []) {
        if (prev.has(e.to)) continue;
        prev.set(e.to, e);
        queue.push(e.to);
      }
    }
    const pathTo = (key: string): Edge[] => {
      const trail: Edge[] = [];
      let cur = prev.get(key) ?? null;
      while (cur) {
        trail.unshift(cur);
        cur = prev.get(cur.from) ?? null;
      }
      return trail;
    };
    const edgeKey = model.edgeKey ?? (() => '');
    const seenEdges = new Set<string>();
    const chosen = edges.filter((e) => {
      const from = snapshotsByKey.get(e.from);
      const to = snapshotsByKey.get(e.to);
      if (!from || !to || !prev.has(e.from)) return false;
      const k = JSON.stringify([from.value, e.event, to.value, edgeKey(from), edgeKey(to)]);
      if (seenEdges.has(k)) return false;
      seenEdges.add(k);
      return true;
    });
    const raw = chosen.map((e) => [...pathTo(e.from), e]);
    if (raw.length === 0) raw.push([]);
    // Drop paths that are prefixes of longer ones: every step of the longer path is asserted too.
    const sig = (p: Edge[]) => p.map((e) => `${e.from}|${JSON.stringify(e.event)}`).join('>');
    const sigs = raw.map(sig);
    raw.forEach((p, i) => {
      const s = sigs[i] as string;
      const isPrefix = sigs.some((o, j) => j !== i && o.length > s.length && o.startsWith(`${s}>`));
      const isDuplicate = sigs.indexOf(s) !== i;
      if (isPrefix || isDuplicate) return;
      // Expected snapshots come from the pure transition function along this exact event
      // sequence, so an abstract `serialize` never makes two different contexts look alike.
      const [initial] = initialTransition(model.machine, scenario.input(new World(scenario.store)));
      let cur = initial as AnyMachineSnapshot;
      const steps = p.map((e) => {
        [cur] = transition(model.machine, cur, e.event) as [AnyMachineSnapshot, unknown];
        return { event: e.event, expected: cur };
      });
      out.push({ scenario: scenario.name, initial: initial as AnyMachineSnapshot, steps });
    });
  }
  return out;
}

/** A named delay written as a function of the context (the only argument the harness passes). */
type DelayFunction = (args: { context: unknown }) => unknown;

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function drive(
  actor: AnyActorRef,
  machine: AnyStateMachine,
  world: World,
  event: AnyEventObject,
) {
  const type = event.type;
  world.lastEvent = event;
  if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
    const id = type.replace(/^xstate\.(done|error)\.actor\./, '');
    const call = world.pending.get(id);
    if (!call) throw new Error(`no pending call for ${id} (event ${type})`);
    world.pending.delete(id);
    if (type.startsWith('xstate.done')) call.resolve(event.output);
    else call.reject(event.error);
  } else if (type.startsWith('xstate.after.')) {
    const delayKey = type.split('.')[2] ?? '';
    const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
    const named = delays[delayKey];
    // A computed delay (a backoff) is asked for its value in the actor's current context.
    const ms =
      typeof named === 'number'
        ? named
        : typeof named === 'function'
          ? Number((named as DelayFunction)({ context: actor.getSnapshot().context }))
          : Number(delayKey);
    if (!Number.isFinite(ms)) throw new Error(`unknown delay ${delayKey}`);
    world.clock.increment(ms);
  } else {
    actor.send(event);
  }
  await settle();
}

function compare(real: AnyMachineSnapshot, expected: AnyMachineSnapshot, where: string) {
  const a = JSON.stringify(real.value);
  const b = JSON.stringify(expected.value);
  if (a !== b) throw new Error(`${where}: state ${a}, model says ${b}`);
  const ca = JSON.stringify(plain(real.context));
  const cb = JSON.stringify(plain(expected.context));
  if (ca !== cb) throw new Error(`${where}: context differs\n real  ${ca}\n model ${cb}`);
  const ta = [...real.tags].sort().join(',');
  const tb = [...expected.tags].sort().join(',');
  if (ta !== tb) throw new Error(`${where}: tags [${ta}], model says [${tb}]`);
}

function describeEvent(e: AnyEventObject): string {
  const { type, ...rest } = e;
  if (Object.keys(rest).length === 0) return type;
  const payload = JSON.stringify(rest);
  return `${type} ${payload.length > 80 ? `${payload.slice(0, 77)}...` : payload}`;
}

/** Replays one path on a real actor, asserting each step; records coverage. */
export async function replay<TInput>(
  model: MachineModel<TInput>,
  path: ModelPath,
  seen: { states: Set<string>; transitions: Set<string> },
): Promise<void> {
  const scenario = model.scenarios.find((s) => s.name === path.scenario);
  if (!scenario) throw new Error(`unknown scenario ${path.scenario}`);
  const world = new World(scenario.store);
  currentWorld = world;
  const inspect = (ev: InspectionEvent) => {
    if (ev.type !== '@xstate.microstep' || (ev.actorRef as AnyActorRef)._parent) return;
    for (const t of ev._transitions) seen.transitions.add(transitionId(t));
    for (const n of (ev.snapshot as AnyMachineSnapshot)._nodes as AnyStateNode[])
      seen.states.add(n.id);
  };
  const actor = createActor(model.machine, {
    input: scenario.input(world),
    clock: world.clock,
    inspect,
  });
  actor.on('*', (e: AnyEventObject) => world.emitted.push(e));
  try {
    actor.start();
    await settle();
    const check = (snap: AnyMachineSnapshot, where: string) => {
      for (const n of snap._nodes as AnyStateNode[]) seen.states.add(n.id);
      try {
        model.invariant?.(snap, world);
        for (const n of snap._nodes as AnyStateNode[]) {
          if (n.type !== 'atomic' && n.type !== 'final') continue;
          const fn = model.states[n.id];
          if (!fn) throw new Error(`no check for state ${n.id}`);
          fn(snap, world);
        }
      } catch (err) {
        throw new Error(`${where}: ${(err as Error).message}`, { cause: err });
      }
    };
    let trail = `[${path.scenario}] init`;
    const first = actor.getSnapshot() as AnyMachineSnapshot;
    compare(first, path.initial, trail);
    check(first, trail);
    for (const step of path.steps) {
      trail += ` → ${describeEvent(step.event)}`;
      await drive(actor, model.machine, world, step.event);
      const snap = actor.getSnapshot() as AnyMachineSnapshot;
      compare(snap, step.expected, trail);
      check(snap, trail);
    }
  } finally {
    actor.stop();
    currentWorld = null;
  }
}

/** Coverage of replayed paths against the machine's inventory. */
export function coverageOf(
  model: { name: string; machine: AnyStateMachine },
  seen: { states: Set<string>; transitions: Set<string> },
  paths: number,
): Coverage {
  const inv = machineInventory(model.machine);
  const missingStates = inv.states.filter((s) => !seen.states.has(s));
  const missingTransitions = inv.transitions.filter((t) => !seen.transitions.has(t));
  return {
    name: model.name,
    states: {
      covered: inv.states.length - missingStates.length,
      total: inv.states.length,
      missing: missingStates,
    },
    transitions: {
      covered: inv.transitions.length - missingTransitions.length,
      total: inv.transitions.length,
      missing: missingTransitions,
    },
    paths,
  };
}

/** Writes coverage where `npm run test:paths` collects it (only when it asks). */
export function reportCoverage(coverage: Coverage): void {
  const dir = process.env.PATHS_COVERAGE_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${coverage.name}.json`), JSON.stringify(coverage, null, 2));
}
