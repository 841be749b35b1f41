import {
  type AnyStateMachine,
  type AnyStateNode,
  and,
  not,
  or,
  type StateValue,
  stateIn,
} from 'xstate';
import { delaysOf, eventLabel } from '../../../machines/rules/transition-label';

// The statechart of a machine read from its own definition (machine.root and its StateNodes):
// states, their kinds and descriptions, and every transition as a labelled edge. Pure and
// framework-free, so tests/unit reads the console's machines through it directly. The labels
// are statechart notation (event names, guard and delay names are code), not translated texts.

/** How a state is drawn. */
type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

/** One state of the chart (the machine's root is one too, the outermost box). */
export interface ChartState {
  /** The StateNode's id (`onboarding.welcome.on`); the root's is the machine id. */
  readonly id: string;
  readonly key: string;
  readonly kind: StateKind;
  /** Id of the parent state; null for the root. */
  readonly parent: string | null;
  /** A region of a parallel state (drawn dashed). */
  readonly region: boolean;
  /** The initial child of its compound parent (gets the initial marker). */
  readonly initial: boolean;
  readonly description: string | undefined;
  /** Transitions that change no state (actions only), as labels: drawn inside the box. */
  readonly internal: readonly string[];
  /** Ids of the actors the state invokes. */
  readonly invokes: readonly string[];
  /** Ids of the child states, in definition order. */
  readonly children: readonly string[];
}

/** One transition of the definition. */
export interface ChartTransition {
  readonly source: string;
  /** Target state ids; empty for a transition that only runs actions. */
  readonly targets: readonly string[];
  /** The event type as the machine receives it ('' for an eventless `always`). */
  readonly eventType: string;
  /** `event [guard]`, `always [guard]`, `after delayName (ms)`, `done: actor`. */
  readonly label: string;
  readonly guard: string | undefined;
}

/** An edge drawn between two states: every transition from `source` to `target`. */
interface ChartEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  /** One label per transition, in definition order. */
  readonly labels: readonly string[];
}

/** The statechart of one machine. */
export interface Statechart {
  readonly machineId: string;
  readonly description: string | undefined;
  /** Every state, the root first, then depth first in definition order. */
  readonly states: readonly ChartState[];
  readonly transitions: readonly ChartTransition[];
  readonly edges: readonly ChartEdge[];
}

type AnyGuard = unknown;
type HigherOrder = ((...args: never[]) => unknown) & { check?: unknown; guards?: unknown };

// xstate's higher-order guards are functions told apart by their `check`; names would not
// survive minification, so one of each is made here and compared by that.
const CHECKS = {
  not: (not('x') as HigherOrder).check,
  and: (and(['x']) as HigherOrder).check,
  or: (or(['x']) as HigherOrder).check,
  in: (stateIn('#x') as HigherOrder).check,
};

/** A guard as written in the definition: its name, `!name`, `a && b`, `a || b`, `in #id`. */
export function guardLabel(guard: AnyGuard): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    return guard.type;
  }
  if (typeof guard === 'function') {
    const fn = guard as HigherOrder & { stateValue?: unknown };
    const inner = Array.isArray(fn.guards) ? fn.guards.map((g) => guardLabel(g) ?? '?') : [];
    const wrap = (label: string) => (/\s/.test(label) ? `(${label})` : label);
    if (fn.check === CHECKS.not) return `!${wrap(inner[0] ?? '?')}`;
    if (fn.check === CHECKS.and) return inner.map(wrap).join(' && ');
    if (fn.check === CHECKS.or) return inner.map(wrap).join(' || ');
    if (fn.check === CHECKS.in) {
      const value = fn.stateValue;
      return `in ${typeof value === 'string' ? value : JSON.stringify(value)}`;
    }
    return fn.name && fn.name !== 'guard' ? fn.name : 'inline';
  }
  return 'inline';
}

interface TransitionLike {
  eventType: string;
  guard?: AnyGuard;
  target?: readonly AnyStateNode[] | undefined;
}

const childrenOf = (node: AnyStateNode): AnyStateNode[] =>
  Object.values(node.states) as AnyStateNode[];

/** The transitions a state node defines itself (its events, `after` and `always`), in order. */
export function ownTransitions(node: AnyStateNode): TransitionLike[] {
  const list: TransitionLike[] = [];
  for (const group of node.transitions.values()) list.push(...(group as TransitionLike[]));
  list.push(...((node.always ?? []) as TransitionLike[]));
  return list;
}

/** One transition as the chart labels it. */
export function describeTransition(
  t: TransitionLike,
  source: AnyStateNode,
  delays: Record<string, unknown>,
): ChartTransition {
  const guard = guardLabel(t.guard);
  const event = eventLabel(t.eventType, source.id, delays);
  return {
    source: source.id,
    targets: (t.target ?? []).map((target) => target.id),
    eventType: t.eventType,
    label: guard ? `${event} [${guard}]` : event,
    guard,
  };
}

function kindOf(node: AnyStateNode): StateKind {
  return node.type as StateKind;
}

/** The statechart of `machine`, read from its definition. */
export function statechartOf(machine: AnyStateMachine): Statechart {
  const delays = delaysOf(machine);
  const states: ChartState[] = [];
  const transitions: ChartTransition[] = [];
  const visit = (node: AnyStateNode) => {
    const parent = node.parent as AnyStateNode | undefined;
    const own = ownTransitions(node).map((t) => describeTransition(t, node, delays));
    transitions.push(...own);
    const initialTargets = (parent?.initial?.target ?? []) as AnyStateNode[];
    states.push({
      id: node.id,
      key: node.key,
      kind: kindOf(node),
      parent: parent?.id ?? null,
      region: parent?.type === 'parallel',
      initial: parent?.type === 'compound' && initialTargets.includes(node),
      description: node.description,
      internal: own.filter((t) => t.targets.length === 0).map((t) => t.label),
      invokes: node.invoke.map((i: { id: string }) => i.id),
      children: childrenOf(node).map((child) => child.id),
    });
    for (const child of childrenOf(node)) visit(child);
  };
  visit(machine.root);

  const edges: ChartEdge[] = [];
  const byPair = new Map<string, { source: string; target: string; labels: string[] }>();
  for (const t of transitions) {
    for (const target of t.targets) {
      const pair = `${t.source}\u0000${target}`;
      const known = byPair.get(pair);
      if (known) known.labels.push(t.label);
      else byPair.set(pair, { source: t.source, target, labels: [t.label] });
    }
  }
  let n = 0;
  for (const edge of byPair.values()) edges.push({ id: `e${n++}`, ...edge });
  return {
    machineId: machine.id,
    description: machine.root.description,
    states,
    transitions,
    edges,
  };
}

/** The states of the chart without the root: what the viewer draws as state boxes. */
export function drawnStates(chart: Statechart): ChartState[] {
  return chart.states.filter((s) => s.parent !== null);
}

/**
 * Ids of the states a snapshot value is in, ancestors included (the root too). Keys the
 * definition does not know are skipped, so a value from another build highlights what it can.
 */
export function activeStateIds(machine: AnyStateMachine, value: StateValue | unknown): string[] {
  const out: string[] = [machine.root.id];
  const walk = (node: AnyStateNode, v: unknown) => {
    if (typeof v === 'string') {
      const child = node.states[v] as AnyStateNode | undefined;
      if (child) out.push(child.id);
      return;
    }
    if (v === null || typeof v !== 'object') return;
    for (const [key, inner] of Object.entries(v)) {
      const child = node.states[key] as AnyStateNode | undefined;
      if (!child) continue;
      out.push(child.id);
      walk(child, inner);
    }
  };
  walk(machine.root, value);
  return out;
}
