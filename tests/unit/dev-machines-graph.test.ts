import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { and, createMachine, not, or, setup, stateIn } from 'xstate';
import { MACHINE_CATALOGUE } from '../../machines/catalogue';
import { individualUploadMachine } from '../../machines/onboarding/individual-upload';
import { onboardingMachine } from '../../machines/onboarding/onboarding';
import { MISSIONS } from '../../machines/rules/onboarding';
import { eventLabel } from '../../machines/rules/transition-label';
import { sessionMachine } from '../../machines/session';
import {
  activeStateIds,
  drawnStates,
  guardLabel,
  type Statechart,
  statechartOf,
} from '../../src/features/dev-machines/statechart';
import {
  elkGraphOf,
  initialMarkerId,
  placedChartOf,
} from '../../src/features/dev-machines/statechart-layout';
import { pathTo } from '../../src/features/dev-machines/statechart-paths';

// The statechart viewer's pure functions: a machine definition as states and labelled
// edges, its ELK graph, and the events that lead from the initial state to a state.

const state = (chart: Statechart, id: string) => {
  const found = chart.states.find((s) => s.id === id);
  if (!found) throw new Error(`no state ${id}`);
  return found;
};
const labelsBetween = (chart: Statechart, source: string, target: string) =>
  chart.edges.find((e) => e.source === source && e.target === target)?.labels ?? [];

describe('statechartOf', () => {
  const onboarding = statechartOf(onboardingMachine);

  it('reads every state of the onboarding machine: 8 regions, each mission off and on', () => {
    const drawn = drawnStates(onboarding).map((s) => s.id.replace(/^onboarding\./, ''));
    expect(drawn).toHaveLength(25);
    for (const mission of MISSIONS) {
      expect(drawn).toEqual(expect.arrayContaining([mission, `${mission}.off`, `${mission}.on`]));
    }
    expect(drawn).toEqual(
      expect.arrayContaining([
        'handoff.idle',
        'handoff.startingShareBrand',
        'completion.incomplete',
        'completion.celebrating',
        'completion.celebrated',
      ]),
    );
    expect(state(onboarding, 'onboarding').kind).toBe('parallel');
    expect(state(onboarding, 'onboarding.welcome')).toMatchObject({
      kind: 'compound',
      region: true,
      initial: false,
    });
    expect(state(onboarding, 'onboarding.welcome.off')).toMatchObject({
      kind: 'atomic',
      region: false,
      initial: true,
    });
    // Every state carries its description (ARCHITECTURE.md): the viewer shows them on hover.
    for (const s of onboarding.states) expect(s.description, s.id).toBeTruthy();
  });

  it('labels guarded, eventless and delayed transitions', () => {
    expect(labelsBetween(onboarding, 'onboarding.welcome.off', 'onboarding.welcome.on')).toEqual([
      'always [isOn]',
    ]);
    expect(
      labelsBetween(onboarding, 'onboarding.handoff.startingShareBrand', 'onboarding.handoff.idle'),
    ).toEqual(['after onboardingStep (500 ms)']);
    const upload = statechartOf(individualUploadMachine);
    expect(
      labelsBetween(upload, 'individualUpload.onPeople', 'individualUpload.openingForm'),
    ).toEqual(['individualUpload.route [isAddPersonPath]']);
    expect(labelsBetween(upload, 'individualUpload.openingForm', 'individualUpload.form')).toEqual([
      'after individualAddStep (400 ms)',
    ]);
    // Two transitions between the same states share one edge, one label each.
    expect(labelsBetween(upload, 'individualUpload.form', 'individualUpload.ended')).toEqual([
      'individualUpload.close',
      'individualUpload.route [isPeoplePath]',
    ]);
    // A transition without a target changes no state: it is written inside the box.
    expect(state(upload, 'individualUpload.form').internal).toEqual([
      'individualUpload.next [hasMoreFormSteps]',
    ]);
    expect(state(upload, 'individualUpload.ended').kind).toBe('final');
    expect(state(upload, 'individualUpload.onPeople').initial).toBe(true);
  });

  it('lists the actors a state invokes and the outcomes of invoked actors', () => {
    for (const mission of MISSIONS) {
      expect(state(onboarding, `onboarding.${mission}.on`).invokes).toEqual([mission]);
    }
    const session = statechartOf(sessionMachine);
    expect(labelsBetween(session, 'session.loadingAccount', 'session.loggedIn')).toEqual([
      'done: loadAccount [hasDomains]',
    ]);
    expect(labelsBetween(session, 'session.loggingIn', 'session.anonymous')).toContain(
      'error: login',
    );
  });

  it('names guards as written, higher-order ones included', () => {
    expect(guardLabel('isOn')).toBe('isOn');
    expect(guardLabel({ type: 'isOn', params: { mission: 'welcome' } })).toBe('isOn');
    expect(guardLabel(not('isMobile'))).toBe('!isMobile');
    expect(guardLabel(and(['a', not('b')]))).toBe('a && !b');
    expect(guardLabel(or(['a', and(['b', 'c'])]))).toBe('a || (b && c)');
    expect(guardLabel(stateIn('#m.on'))).toBe('in #m.on');
    expect(guardLabel(function isBig() {})).toBe('isBig');
    expect(guardLabel(undefined)).toBeUndefined();
  });

  it('names event types in statechart notation', () => {
    expect(eventLabel('', 'm.a')).toBe('always');
    expect(eventLabel('xstate.after.1000.m.a', 'm.a')).toBe('after 1000 ms');
    expect(eventLabel('xstate.after.slow.m.a', 'm.a', { slow: 250 })).toBe('after slow (250 ms)');
    expect(eventLabel('xstate.after.dynamic.m.a', 'm.a', { dynamic: () => 5 })).toBe(
      'after dynamic',
    );
    expect(eventLabel('xstate.done.state.m.a', 'm')).toBe('done: #m.a');
    expect(eventLabel('session.login', 'session.anonymous')).toBe('session.login');
  });

  it('reads every machine of the catalogue, each state with a description', () => {
    for (const { machine } of MACHINE_CATALOGUE) {
      const chart = statechartOf(machine);
      expect(chart.states.length, machine.id).toBeGreaterThan(1);
      for (const s of chart.states) expect(s.description, `${machine.id}: ${s.id}`).toBeTruthy();
    }
  });
});

describe('activeStateIds', () => {
  it('is every state a value is in, ancestors and the root included', () => {
    const ids = activeStateIds(onboardingMachine, {
      welcome: 'on',
      individualUpload: 'off',
      handoff: 'idle',
      nowhere: 'x',
    });
    expect(ids).toEqual([
      'onboarding',
      'onboarding.welcome',
      'onboarding.welcome.on',
      'onboarding.individualUpload',
      'onboarding.individualUpload.off',
      'onboarding.handoff',
      'onboarding.handoff.idle',
    ]);
    expect(activeStateIds(individualUploadMachine, 'form')).toEqual([
      'individualUpload',
      'individualUpload.form',
    ]);
    expect(activeStateIds(individualUploadMachine, null)).toEqual(['individualUpload']);
  });
});

describe('pathTo', () => {
  const labels = (machine: Parameters<typeof pathTo>[0], id: string) =>
    pathTo(machine, id)?.map((step) => step.label) ?? null;

  it('finds the shortest way through the individual-upload tour', () => {
    expect(labels(individualUploadMachine, 'individualUpload.onPeople')).toEqual([]);
    expect(labels(individualUploadMachine, 'individualUpload.openingForm')).toEqual([
      'individualUpload.route [isAddPersonPath]',
    ]);
    // Closing step 1 opens step 2 at once: shorter than the route and the 400 ms wait.
    expect(labels(individualUploadMachine, 'individualUpload.form')).toEqual([
      'individualUpload.close',
    ]);
    expect(labels(individualUploadMachine, 'individualUpload.success')).toEqual([
      'individualUpload.close',
      'individualUpload.userCreated',
      'after onboardingStep (500 ms)',
    ]);
    expect(pathTo(individualUploadMachine, 'individualUpload.openingForm')).toEqual([
      {
        label: 'individualUpload.route [isAddPersonPath]',
        eventType: 'individualUpload.route',
        guard: 'isAddPersonPath',
        source: 'individualUpload.onPeople',
        target: 'individualUpload.openingForm',
        entered: 'individualUpload.openingForm',
      },
    ]);
    expect(pathTo(individualUploadMachine, 'individualUpload.nowhere')).toBeNull();
  });

  it('searches each region of a parallel machine, eventless steps included', () => {
    expect(labels(onboardingMachine, 'onboarding.welcome.on')).toEqual(['always [isOn]']);
    expect(labels(onboardingMachine, 'onboarding.handoff.startingShareBrand')).toEqual([
      'onboarding.massiveUpload.ended',
    ]);
    expect(labels(onboardingMachine, 'onboarding.completion.celebrated')).toEqual([
      'always [isCelebrated]',
    ]);
  });

  it('takes transitions of ancestors and enters initial substates', () => {
    expect(labels(sessionMachine, 'session.loggingOut.endingSession')).toEqual([
      'always [hasToken]',
      'done: loadAccount [hasDomains]',
      'session.logout',
    ]);
    const nested = createMachine({
      id: 'm',
      initial: 'a',
      states: {
        a: {
          initial: 'a1',
          on: { GO: 'b' },
          states: { a1: { on: { NEXT: 'a2' } }, a2: {} },
        },
        b: {
          initial: 'b1',
          on: { JUMP: '.b2' },
          states: { b1: {}, b2: { type: 'final' } },
          onDone: 'c',
        },
        c: { type: 'parallel', states: { x: {}, y: { initial: 'y1', states: { y1: {} } } } },
        dead: {},
      },
    });
    // GO is defined on `a` and taken from a.a1; entering b enters b.b1; JUMP is b's own.
    expect(pathTo(nested, 'm.b.b2')?.map((s) => [s.label, s.entered])).toEqual([
      ['GO', 'm.b.b1'],
      ['JUMP', 'm.b.b2'],
    ]);
    expect(labels(nested, 'm.c.y.y1')).toEqual(['GO', 'JUMP', 'done: #m.b']);
    expect(labels(nested, 'm.dead')).toBeNull();
  });

  it('shows a guard as the condition of its step', () => {
    const guarded = setup({ guards: { ready: () => true } }).createMachine({
      id: 'g',
      initial: 'idle',
      states: {
        idle: { on: { START: [{ guard: 'ready', target: 'running' }, { target: 'waiting' }] } },
        waiting: {},
        running: {},
      },
    });
    expect(pathTo(guarded, 'g.running')?.[0]).toMatchObject({
      label: 'START [ready]',
      guard: 'ready',
    });
  });
});

describe('elkGraphOf', () => {
  const chart = statechartOf(individualUploadMachine);

  it('nests the states, marks the initial one and labels every edge', () => {
    const graph = elkGraphOf(chart);
    const root = graph.children?.[0];
    expect(root?.id).toBe('individualUpload');
    const ids = root?.children?.map((c) => c.id);
    expect(ids?.[0]).toBe(initialMarkerId('individualUpload'));
    expect(ids).toHaveLength(1 + 8);
    expect(root?.edges?.find((e) => e.id === `${initialMarkerId('individualUpload')}>`)).toEqual({
      id: `${initialMarkerId('individualUpload')}>`,
      sources: [initialMarkerId('individualUpload')],
      targets: ['individualUpload.onPeople'],
    });
    const edge = root?.edges?.find((e) => e.targets[0] === 'individualUpload.openingForm');
    expect(edge?.labels?.[0]?.text).toBe('individualUpload.route [isAddPersonPath]');
    expect(edge?.labels?.[0]?.width).toBeGreaterThan(100);
    expect(graph.layoutOptions?.['elk.hierarchyHandling']).toBe('INCLUDE_CHILDREN');
    expect(graph.layoutOptions?.['elk.direction']).toBe('DOWN');
    // A parallel root's regions are stacked, each reading left to right.
    expect(elkGraphOf(statechartOf(onboardingMachine)).layoutOptions?.['elk.direction']).toBe(
      'RIGHT',
    );
  });

  it('lays out with elkjs: every state boxed inside its parent, every edge routed', async () => {
    const elk = new ELK();
    for (const machine of [onboardingMachine, individualUploadMachine, sessionMachine]) {
      const c = statechartOf(machine);
      const placed = placedChartOf(await elk.layout(elkGraphOf(c)));
      for (const s of c.states) {
        const box = placed.boxes.get(s.id);
        expect(box, s.id).toBeDefined();
        const parent = s.parent ? placed.boxes.get(s.parent) : undefined;
        if (box && parent) {
          expect(box.x, s.id).toBeGreaterThanOrEqual(parent.x);
          expect(box.y, s.id).toBeGreaterThanOrEqual(parent.y);
          expect(box.x + box.width, s.id).toBeLessThanOrEqual(parent.x + parent.width + 0.01);
          expect(box.y + box.height, s.id).toBeLessThanOrEqual(parent.y + parent.height + 0.01);
        }
      }
      for (const edge of placed.edges) expect(edge.points.length, edge.id).toBeGreaterThan(1);
      expect(placed.edges.filter((e) => e.label)).toHaveLength(c.edges.length);
    }
  }, 30_000);
});
