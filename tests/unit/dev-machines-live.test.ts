import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { MACHINE_CATALOGUE } from '../../machines/catalogue';
import { createWholeAppSystem } from '../../machines/console';
import { isMenuItemVisible, menuTrail, menuTreeOf } from '../../machines/rules/menu';
import {
  MENU_GROUPS,
  PAGES,
  type PageRow,
  SUPPORT_ACTIONS,
} from '../../machines/rules/page-registry';
import { MemoryStore } from '../../machines/storage';
import { rowForBuild } from '../../src/app/pages';
import { composeInspectors, machinePublisher } from '../../src/app/system/live-machines';
import type { ChannelLike, ChannelMessage } from '../../src/app-kit/machine-channel';
import {
  applyMessage,
  channelMessageOf,
  EMPTY_BOARD,
  instancesOf,
  runningCounts,
  tabNumber,
} from '../../src/features/dev-machines/live-board';
import { machineIdOf, machinePath } from '../../src/features/dev-machines/machines-address';

// The live side of the statechart viewer: what every tab publishes on the machines
// channel, what the viewer makes of it, who may open /dev/machines, and the one machine list.

class FakeChannel implements ChannelLike {
  posted: ChannelMessage[] = [];
  private listeners: ((event: MessageEvent) => void)[] = [];
  postMessage(message: ChannelMessage) {
    // Structured clone, as BroadcastChannel does: only plain data crosses.
    this.posted.push(structuredClone(message));
  }
  addEventListener(_: 'message', listener: (event: MessageEvent) => void) {
    this.listeners.push(listener);
  }
  removeEventListener() {}
  close() {}
  receive(data: unknown) {
    for (const l of this.listeners) l({ data } as MessageEvent);
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('machinePublisher', () => {
  it('posts each actor state change once, by systemId and invoke path, without context', async () => {
    const channel = new FakeChannel();
    const publisher = machinePublisher(channel, 'tab1');
    expect(publisher).not.toBeNull();
    const app = createWholeAppSystem(
      { store: new MemoryStore() },
      { inspect: publisher ?? undefined },
    );
    app.start();
    await flush();
    const states = () =>
      channel.posted.filter(
        (m): m is Extract<ChannelMessage, { kind: 'state' }> => m.kind === 'state',
      );
    const actors = new Set(states().map((m) => m.actor));
    for (const id of ['app', 'session', 'domain', 'settings', 'menu', 'tour', 'onboarding']) {
      expect(actors, id).toContain(id);
    }
    const onboarding = states().find((m) => m.actor === 'onboarding');
    expect(onboarding).toMatchObject({ kind: 'state', tab: 'tab1', machine: 'onboarding' });
    expect(Object.keys(onboarding ?? {}).sort()).toEqual(
      ['actor', 'kind', 'machine', 'status', 'tab', 'value'].sort(),
    );
    // Promise actors (the API calls) have no state value and are not posted.
    for (const m of states()) expect(m.value, m.actor).not.toBeNull();

    const before = channel.posted.length;
    const onboardingRef = app.system.get('onboarding');
    // A change that leaves the value as it is posts nothing.
    onboardingRef.send({ type: 'onboarding.dropdown.open' });
    await flush();
    expect(channel.posted.length).toBe(before);

    onboardingRef.send({
      type: 'onboarding.mission.set',
      mission: 'individualUpload',
      value: true,
    });
    await flush();
    const mission = states().filter((m) => m.actor === 'onboarding.individualUpload');
    expect(mission.at(-1)).toMatchObject({
      machine: 'individualUpload',
      value: 'onPeople',
      status: 'active',
    });
    expect(states().at(-1)?.actor).toMatch(/^onboarding/);
    onboardingRef.send({ type: 'onboarding.route', path: '/admin/people/add' });
    await flush();
    expect(
      states()
        .filter((m) => m.actor === 'onboarding.individualUpload')
        .at(-1)?.value,
    ).toBe('openingForm');

    // A viewer opened later asks, and gets every running actor at once.
    channel.receive({ kind: 'who' });
    const running = channel.posted.at(-1);
    expect(running?.kind).toBe('running');
    const listed = running?.kind === 'running' ? running.states : [];
    expect(listed.find((s) => s.actor === 'onboarding.individualUpload')?.value).toBe(
      'openingForm',
    );

    // The mission turned off: its actor stops, and says so.
    onboardingRef.send({
      type: 'onboarding.mission.set',
      mission: 'individualUpload',
      value: false,
    });
    await flush();
    expect(
      states()
        .filter((m) => m.actor === 'onboarding.individualUpload')
        .at(-1)?.status,
    ).toBe('stopped');
    channel.receive({ kind: 'who' });
    const again = channel.posted.at(-1);
    expect(
      again?.kind === 'running' && again.states.some((s) => s.actor.includes('individualUpload')),
    ).toBe(false);
    app.stop();
  });

  it('is absent without BroadcastChannel, and composes with another inspector', () => {
    expect(machinePublisher(null)).toBeNull();
    const seen: string[] = [];
    expect(composeInspectors(null, undefined)).toBeUndefined();
    const one = (e: { type: string }) => seen.push(`fn ${e.type}`);
    expect(composeInspectors(null, one)).toBe(one);
    const both = composeInspectors(one, { next: (e) => seen.push(`observer ${e.type}`) });
    (both as (e: unknown) => void)({ type: '@xstate.event' });
    expect(seen).toEqual(['fn @xstate.event', 'observer @xstate.event']);
  });
});

describe('live board', () => {
  const state = (tab: string, actor: string, machine: string, value: unknown, status = 'active') =>
    ({ kind: 'state', tab, actor, machine, value, status }) as ChannelMessage;

  it('keeps each tab’s actors, the latest change first, and forgets stopped actors and closed tabs', () => {
    let board = EMPTY_BOARD;
    board = applyMessage(board, state('a', 'onboarding', 'onboarding', { welcome: 'off' }));
    board = applyMessage(board, {
      kind: 'running',
      tab: 'b',
      states: [
        { actor: 'onboarding', machine: 'onboarding', value: { welcome: 'on' }, status: 'active' },
        {
          actor: 'onboarding.individualUpload',
          machine: 'individualUpload',
          value: 'onPeople',
          status: 'active',
        },
      ],
    });
    expect(instancesOf(board, 'onboarding').map((e) => e.tab)).toEqual(['b', 'a']);
    board = applyMessage(board, state('a', 'onboarding', 'onboarding', { welcome: 'on' }));
    expect(instancesOf(board, 'onboarding').map((e) => e.tab)).toEqual(['a', 'b']);
    expect(runningCounts(board).get('onboarding')).toBe(2);
    expect(tabNumber(board, 'b')).toBe(2);

    board = applyMessage(
      board,
      state('b', 'onboarding.individualUpload', 'individualUpload', 'form'),
    );
    expect(instancesOf(board, 'individualUpload')[0]?.value).toBe('form');
    board = applyMessage(
      board,
      state('b', 'onboarding.individualUpload', 'individualUpload', 'form', 'stopped'),
    );
    expect(instancesOf(board, 'individualUpload')).toEqual([]);
    board = applyMessage(board, { kind: 'bye', tab: 'b' });
    expect(instancesOf(board, 'onboarding').map((e) => e.tab)).toEqual(['a']);
    expect(applyMessage(board, { kind: 'who' })).toBe(board);
  });

  it('reads only messages of the channel’s shape', () => {
    expect(channelMessageOf(null)).toBeNull();
    expect(channelMessageOf({ kind: 'state', tab: 't', actor: 1 })).toBeNull();
    expect(channelMessageOf({ kind: 'nope' })).toBeNull();
    expect(channelMessageOf({ kind: 'who', extra: 1 })).toEqual({ kind: 'who' });
    expect(channelMessageOf({ kind: 'running', tab: 't', states: [{ actor: 'x' }, 5] })).toEqual({
      kind: 'running',
      tab: 't',
      states: [],
    });
  });
});

describe('/dev/machines access', () => {
  const row = PAGES.find((p) => p.key === 'devMachines') as PageRow;
  const visible = (development: boolean, role: 'super' | 'brandAdmin') => {
    const rows = (PAGES as readonly PageRow[]).map((r) => rowForBuild(r, development));
    const tree = menuTreeOf(rows, MENU_GROUPS, SUPPORT_ACTIONS);
    const trail = menuTrail(tree, '/dev/machines/onboarding');
    return trail.length > 0 && trail.every((item) => isMenuItemVisible(item, role, null));
  };

  it('is the super admins’ in production builds, everyone’s in development', () => {
    expect(row).toMatchObject({ path: '/dev/machines', match: 'prefix', devBuild: 'open' });
    expect(visible(false, 'super')).toBe(true);
    expect(visible(false, 'brandAdmin')).toBe(false);
    expect(visible(true, 'brandAdmin')).toBe(true);
    // Other rows are the same in both builds.
    const log = PAGES.find((p) => p.key === 'activityLog') as PageRow;
    expect(rowForBuild(log, true)).toBe(log);
  });

  it('names the machine in its address', () => {
    expect(machineIdOf('/dev/machines', '/dev/machines')).toBeNull();
    expect(machineIdOf('/dev/machines', '/dev/machines/')).toBeNull();
    expect(machineIdOf('/dev/machines', '/dev/machines/onboarding')).toBe('onboarding');
    expect(machineIdOf('/dev/machines', '/dev/machines/onboarding/x?state=a')).toBe('onboarding');
    expect(machinePath('/dev/machines', 'date scope')).toBe('/dev/machines/date%20scope');
  });
});

describe('machine catalogue', () => {
  const ROOT = resolve(import.meta.dirname, '../..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const p = join(dir, name);
      return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
    });

  it('lists every machine under machines/ once (the viewer draws what it lists)', async () => {
    const exported: AnyStateMachine[] = [];
    for (const file of files(join(ROOT, 'machines'))) {
      const names = [
        ...readFileSync(file, 'utf8').matchAll(/export const (\w+Machine) = setup\(/g),
      ].map((m) => m[1] as string);
      if (names.length === 0) continue;
      const mod = (await import(/* @vite-ignore */ file)) as Record<string, AnyStateMachine>;
      for (const name of names) {
        expect(mod[name], `${relative(ROOT, file)} ${name}`).toBeDefined();
        exported.push(mod[name] as AnyStateMachine);
      }
    }
    const listed = MACHINE_CATALOGUE.map((e) => e.machine);
    expect(exported.length).toBe(18);
    for (const machine of exported) expect(listed, machine.id).toContain(machine);
    expect(new Set(listed.map((m) => m.id)).size).toBe(listed.length);
  });
});
