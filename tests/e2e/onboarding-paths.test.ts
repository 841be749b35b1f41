// The onboarding screens follow their machines. For every mission machine, the
// shortest generated path to each of its states (the same generator and models as the machine
// path tests, tests/machines/) is replayed in Chromium against the real server: each event done as
// a user does it (a real person created, a real CSV imported, a link copied) and, after each, the
// screen the machine's state promises checked (its data-state, texts, saved progress, delays).
import type { Page } from 'playwright-core';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { machineInventory } from '../machines/harness';
import { missionModels } from '../machines/onboarding-mission-models';
import { nodeIds, shortestPathsToStates } from '../machines/state-paths';
import { eventLabel } from '../machines/test-plan';
import { freshPageEachTest, screenshot } from './browser';
import {
  activateTipsDriver,
  addEmployeesDriver,
  individualUploadDriver,
  type MissionDriver,
  massiveUploadDriver,
  type PathContext,
  shareBrandDriver,
  welcomeDriver,
} from './mission-drivers';
import { pageNow, recordMissionTrail, TrailReader } from './mission-trail';
import { describe, expect, inject, it } from './runner';

const baseUrl = inject('e2eBaseUrl');

const drivers: Record<string, MissionDriver> = {
  'onboarding.welcome': welcomeDriver,
  'onboarding.addEmployees': addEmployeesDriver,
  'onboarding.individualUpload': individualUploadDriver,
  'onboarding.massiveUpload': massiveUploadDriver,
  'onboarding.shareBrand': shareBrandDriver,
  'onboarding.activateTips': activateTipsDriver,
};

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const atomicNodes = (s: AnyMachineSnapshot) =>
  (s._nodes as AnyStateNode[]).filter((n) => n.type === 'atomic' || n.type === 'final');

const replayed = new Set<string>();
const shown = new Set<string>();
let planned = 0;
let totalStates = 0;

for (const model of missionModels) {
  const driver = drivers[model.name] as MissionDriver;
  const plan = shortestPathsToStates(model);
  planned += plan.paths.length;
  totalStates += plan.total.length;

  describe(`${model.name} in the browser`, () => {
    it('has a browser check for every state', () => {
      const atomic = machineInventory(model.machine).atomic;
      expect(atomic.filter((id) => !driver.checks[id])).toEqual([]);
      // The plan reaches every state, so every check below runs at least once.
      expect(plan.covered).toEqual(plan.total);
    });

    plan.paths.forEach((path, i) => {
      const label = path.steps.map((s) => eventLabel(s.event).replace(/`/g, '')).join(' → ');
      it(`#${i} [${path.scenario}] ${label || 'start'}`, async () => {
        await recordMissionTrail(page);
        const ctx: PathContext = {
          page,
          baseUrl,
          trail: new TrailReader(page),
          actedAt: 0,
          run: `${Date.now().toString(36)}${i}`,
        };
        const checkScreen = async (expected: AnyMachineSnapshot, via: AnyEventObject | null) => {
          for (const node of atomicNodes(expected)) {
            const check = driver.checks[node.id];
            if (!check) throw new Error(`no browser check for ${node.id}`);
            await check(ctx, expected, via);
          }
        };
        await driver.start(ctx, path.scenario);
        await checkScreen(path.initial, null);
        let before = path.initial;
        for (const step of path.steps) {
          if (!step.event.type.startsWith('xstate.after.')) ctx.actedAt = await pageNow(page);
          await driver.act(ctx, step.event, before);
          await checkScreen(step.expected, step.event);
          before = step.expected;
          // The screen of each step, to be looked at (tests/e2e/artifacts/).
          await screenshot(
            page,
            `onboarding-${model.name.slice(11)}-${i}-${path.steps.indexOf(step) + 1}`,
          );
        }
        replayed.add(`${model.name}#${i}`);
        for (const s of [path.initial, ...path.steps.map((step) => step.expected)]) {
          for (const id of nodeIds(s)) shown.add(`${model.name}:${id}`);
        }
      });
    });
  });
}

describe('onboarding paths', () => {
  it('replayed every planned path, reaching every state of every mission machine', () => {
    console.log(
      `onboarding paths: ${replayed.size} replayed in the browser, states ${shown.size}/${totalStates} covered`,
    );
    expect(replayed.size).toBe(planned);
    expect(shown.size).toBe(totalStates);
  });
});
