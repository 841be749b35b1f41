import { describe, expect, it } from 'vitest';
import {
  buildPaths,
  coverageOf,
  type MachineModel,
  machineInventory,
  replay,
  reportCoverage,
} from './harness';
import { shortestPathsToStates } from './state-paths';
import { writeTestPlan } from './test-plan';

/**
 * Declares one test per generated path of `model`, then a test that every state and transition ran.
 * `browser`: the browser suite replays the model's shortest paths too (the plan lists them).
 */
export function pathSuite<TInput>(model: MachineModel<TInput>, { browser = false } = {}): void {
  describe(`${model.name} paths`, () => {
    const paths = buildPaths(model);
    writeTestPlan(model.name, paths, browser ? shortestPathsToStates(model).paths : undefined);
    const seen = { states: new Set<string>(), transitions: new Set<string>() };

    it('has a check for every atomic state', () => {
      const missing = machineInventory(model.machine).atomic.filter((id) => !model.states[id]);
      expect(missing).toEqual([]);
    });

    paths.forEach((path, i) => {
      const label = path.steps.map((s) => s.event.type.replace(/^xstate\./, '')).join(' → ');
      it(`#${i} [${path.scenario}] ${label || 'initial'}`, async () => {
        await replay(model, path, seen);
      });
    });

    it('covers every state and transition', () => {
      const coverage = coverageOf(model, seen, paths.length);
      reportCoverage(coverage);
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
    });
  });
}
