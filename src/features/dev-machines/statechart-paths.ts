import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { delaysOf } from '../../../machines/rules/transition-label';
import { describeTransition, ownTransitions } from './statechart';

// The shortest way from a machine's initial state to a state, as the events to send: a
// breadth-first search over the definition's transitions. A position is one atomic state (for a
// parallel state, each region is searched on its own); a transition is available from a state
// when the state or one of its ancestors defines it; entering a state enters its initial
// substates. Guards are not evaluated: a guarded step shows its guard, the condition to meet.

/** One step of a path: the transition taken and where it lands. */
export interface PathStep {
  /** `event [guard]`, `always [guard]`, `after delay (ms)` (the chart's label). */
  readonly label: string;
  readonly eventType: string;
  readonly guard: string | undefined;
  /** The state the transition is defined on (the current state or an ancestor). */
  readonly source: string;
  /** The transition's target. */
  readonly target: string;
  /** The atomic state entered (the target itself, or its initial descendant). */
  readonly entered: string;
}

const childrenOf = (node: AnyStateNode): AnyStateNode[] =>
  Object.values(node.states) as AnyStateNode[];

/** The atomic states entered when `node` is entered: its initial descendants (every region). */
function enteredLeaves(node: AnyStateNode): AnyStateNode[] {
  switch (node.type) {
    case 'parallel':
      return childrenOf(node).flatMap(enteredLeaves);
    case 'compound': {
      const initial = (node.initial?.target ?? []) as AnyStateNode[];
      return initial.flatMap(enteredLeaves);
    }
    case 'history': {
      // The remembered state is not in the definition: the history's default target, else the
      // parent's initial state, is what a first visit enters.
      const fallback = (node as { target?: readonly AnyStateNode[] }).target;
      const parent = node.parent as AnyStateNode | undefined;
      if (fallback && fallback.length > 0) return fallback.flatMap(enteredLeaves);
      return parent
        ? ((parent.initial?.target ?? []) as AnyStateNode[]).flatMap(enteredLeaves)
        : [];
    }
    default:
      return [node];
  }
}

const ancestorsOf = (node: AnyStateNode): AnyStateNode[] => {
  const out: AnyStateNode[] = [];
  for (let n: AnyStateNode | undefined = node; n; n = n.parent as AnyStateNode | undefined) {
    out.push(n);
  }
  return out;
};

const isWithin = (node: AnyStateNode, goal: AnyStateNode): boolean =>
  ancestorsOf(node).includes(goal);

const DONE_STATE = 'xstate.done.state.';

/**
 * Whether reaching `leaf` completes `owner` (its `onDone` fires): a final child of a compound
 * state, or of a region of a parallel one (the other regions are searched on their own).
 */
function completes(leaf: AnyStateNode, owner: AnyStateNode): boolean {
  if (leaf.type !== 'final') return false;
  const parent = leaf.parent as AnyStateNode | undefined;
  return parent === owner || (owner.type === 'parallel' && parent?.parent === owner);
}

/**
 * The events that lead from the initial state to the state whose id is `goalId`: [] when the
 * initial state is (in) it, null when no transition leads there or the id is unknown.
 */
export function pathTo(machine: AnyStateMachine, goalId: string): PathStep[] | null {
  let goal: AnyStateNode;
  try {
    goal = machine.getStateNodeById(goalId) as AnyStateNode;
  } catch {
    return null;
  }
  const delays = delaysOf(machine);
  const start = enteredLeaves(machine.root);
  const previous = new Map<AnyStateNode, { from: AnyStateNode; step: PathStep } | null>();
  const queue: AnyStateNode[] = [];
  for (const leaf of start) {
    if (previous.has(leaf)) continue;
    previous.set(leaf, null);
    queue.push(leaf);
  }
  const unwind = (leaf: AnyStateNode): PathStep[] => {
    const steps: PathStep[] = [];
    for (let at = previous.get(leaf); at; at = previous.get(at.from)) steps.unshift(at.step);
    return steps;
  };
  for (let i = 0; i < queue.length; i++) {
    const leaf = queue[i] as AnyStateNode;
    if (isWithin(leaf, goal)) return unwind(leaf);
    // A top-level final state ends the machine: nothing leaves it.
    if (leaf.type === 'final' && leaf.parent === machine.root) continue;
    for (const owner of ancestorsOf(leaf)) {
      for (const t of ownTransitions(owner)) {
        if (t.eventType.startsWith(DONE_STATE) && !completes(leaf, owner)) continue;
        const described = describeTransition(t, owner, delays);
        for (const target of t.target ?? []) {
          for (const entered of enteredLeaves(target)) {
            if (previous.has(entered)) continue;
            previous.set(entered, {
              from: leaf,
              step: {
                label: described.label,
                eventType: described.eventType,
                guard: described.guard,
                source: owner.id,
                target: target.id,
                entered: entered.id,
              },
            });
            queue.push(entered);
          }
        }
      }
    }
  }
  return null;
}
