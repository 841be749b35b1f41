import { describe, expect, it } from 'vitest';
import { buildPaths, type MachineModel, type ModelPath } from './harness';
import { individualModel, massiveModel } from './onboarding-mission-models';
import { nodeIds, shortestPathsToStates } from './state-paths';

const events = (p: ModelPath) => p.steps.map((s) => JSON.stringify(s.event));

describe('the shortest path to every state (the browser suite plan)', () => {
  const models: MachineModel<unknown>[] = [individualModel, massiveModel];
  for (const model of models) {
    it(`${model.name}: reaches every state, each path cut from a generated one, none inside another`, () => {
      const plan = shortestPathsToStates(model);
      expect(plan.covered).toEqual(plan.total);
      const all = buildPaths(model);
      for (const p of plan.paths) {
        const whole = all.filter((o) => o.scenario === p.scenario).map(events);
        expect(whole.some((w) => events(p).every((e, i) => w[i] === e))).toBe(true);
        const inside = plan.paths.filter(
          (o) =>
            o !== p &&
            o.scenario === p.scenario &&
            o.steps.length > p.steps.length &&
            events(p).every((e, i) => events(o)[i] === e),
        );
        expect(inside).toEqual([]);
      }
      // Shortest: no state is reached sooner on any generated path than on the plan.
      const depth = (paths: ModelPath[]) => {
        const d = new Map<string, number>();
        for (const p of paths) {
          for (const id of nodeIds(p.initial)) d.set(id, 0);
          p.steps.forEach((s, i) => {
            for (const id of nodeIds(s.expected)) d.set(id, Math.min(d.get(id) ?? i + 1, i + 1));
          });
        }
        return d;
      };
      expect(depth(plan.paths)).toEqual(depth(all));
    });
  }
});
