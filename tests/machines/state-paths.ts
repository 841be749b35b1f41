import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { buildPaths, type MachineModel, type ModelPath, machineInventory } from './harness';

/** The shortest paths that, together, reach every state of a machine, and how many they reach. */
export interface StatePaths {
  paths: ModelPath[];
  covered: string[];
  total: string[];
}

/** The ids of the state nodes a snapshot is in (the root left out). */
export const nodeIds = (snapshot: AnyMachineSnapshot): string[] =>
  (snapshot._nodes as AnyStateNode[]).filter((n) => n.parent).map((n) => n.id);

const signature = (path: ModelPath): string[] =>
  path.steps.map((s) => JSON.stringify(s.event)).map((e, i) => `${i}:${e}`);

/**
 * For every state node of the model's machine, the shortest prefix of a generated path (the same
 * all-transitions paths the machine tests replay) that reaches it; prefixes of a longer chosen
 * path in the same scenario are dropped, since replaying the longer one asserts them too.
 */
export function shortestPathsToStates<TInput>(model: MachineModel<TInput>): StatePaths {
  const best = new Map<string, ModelPath>();
  const offer = (id: string, candidate: ModelPath) => {
    const known = best.get(id);
    if (!known || candidate.steps.length < known.steps.length) best.set(id, candidate);
  };
  for (const path of buildPaths(model)) {
    for (const id of nodeIds(path.initial)) offer(id, { ...path, steps: [] });
    path.steps.forEach((step, i) => {
      for (const id of nodeIds(step.expected))
        offer(id, { ...path, steps: path.steps.slice(0, i + 1) });
    });
  }
  const chosen = [...new Set(best.values())];
  const kept = chosen.filter((p) => {
    const sig = signature(p);
    return !chosen.some((o) => {
      if (o === p || o.scenario !== p.scenario || o.steps.length <= p.steps.length) return false;
      const other = signature(o);
      return sig.every((s, i) => other[i] === s);
    });
  });
  // Identical prefixes offered for different states are one path.
  const unique = kept.filter(
    (p, i) =>
      kept.findIndex(
        (o) => o.scenario === p.scenario && signature(o).join('>') === signature(p).join('>'),
      ) === i,
  );
  const covered = new Set<string>();
  for (const p of unique) {
    for (const id of nodeIds(p.initial)) covered.add(id);
    for (const s of p.steps) for (const id of nodeIds(s.expected)) covered.add(id);
  }
  const total = machineInventory(model.machine).states;
  return { paths: unique, covered: total.filter((id) => covered.has(id)), total };
}
