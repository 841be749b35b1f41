// The six mission machines as path-test models: their scenarios, candidate events and what each
// state promises of the machine. The machine path tests replay them on actors
// (onboarding-missions.test.ts); the browser suite replays their shortest paths in Chromium
// (tests/e2e/onboarding-paths.test.ts).
import { expect } from 'vitest';
import { activateTipsMachine } from '../../machines/onboarding/activate-tips';
import { addEmployeesMachine } from '../../machines/onboarding/add-employees';
import { individualUploadMachine } from '../../machines/onboarding/individual-upload';
import { massiveUploadMachine } from '../../machines/onboarding/massive-upload';
import { shareBrandMachine } from '../../machines/onboarding/share-brand';
import { welcomeMachine } from '../../machines/onboarding/welcome';
import { hook, type MachineModel, type World } from './harness';

const reports = (w: World) => w.hooks.filter(([n]) => n === 'report').map(([, e]) => e);
const withReport = <T extends { provide: (i: never) => unknown }>(m: T) =>
  (m.provide as (i: unknown) => never)({ actions: { report: hook('report') } });

const welcomeModel: MachineModel<undefined> = {
  name: 'onboarding.welcome',
  machine: withReport(welcomeMachine),
  scenarios: [{ name: 'video', input: () => undefined }],
  events: [{ type: 'welcome.video.ended' }, { type: 'welcome.skip' }, { type: 'welcome.close' }],
  states: {
    'welcome.playing': (_, w) => expect(reports(w)).toEqual([]),
    'welcome.completing': (_, w) =>
      expect(reports(w)).toEqual([{ type: 'onboarding.dropdown.open' }]),
    'welcome.watched': (_, w) =>
      expect(reports(w)).toEqual([
        { type: 'onboarding.dropdown.open' },
        { type: 'onboarding.progress.set', item: 'welcomeVideo', value: true },
        { type: 'onboarding.mission.set', mission: 'welcome', value: false },
      ]),
    'welcome.dismissed': (_, w) =>
      expect(reports(w)).toEqual([
        { type: 'onboarding.dropdown.close' },
        { type: 'onboarding.mission.set', mission: 'welcome', value: false },
      ]),
  },
};

const addEmployeesModel: MachineModel<undefined> = {
  name: 'onboarding.addEmployees',
  machine: withReport(addEmployeesMachine),
  scenarios: [{ name: 'choice', input: () => undefined }],
  events: [{ type: 'addEmployees.individual' }, { type: 'addEmployees.massive' }],
  states: {
    'addEmployees.choosing': (_, w) => expect(reports(w)).toEqual([]),
    'addEmployees.handedOver': (_, w) => {
      const [r] = reports(w);
      expect(r).toMatchObject({ type: 'onboarding.mission.set', value: true });
      expect(['individualUpload', 'massiveUpload']).toContain((r as { mission: string }).mission);
    },
  },
};

export const individualModel: MachineModel<{ employeesAdded: boolean }> = {
  name: 'onboarding.individualUpload',
  machine: withReport(individualUploadMachine),
  scenarios: [
    { name: 'first employees', input: () => ({ employeesAdded: false }) },
    { name: 'employees added', input: () => ({ employeesAdded: true }) },
  ],
  events: [
    { type: 'individualUpload.route', path: '/admin/people/add' },
    { type: 'individualUpload.route', path: '/admin/people/' },
    { type: 'individualUpload.route', path: '/dashboard' },
    { type: 'individualUpload.next' },
    { type: 'individualUpload.close' },
    { type: 'individualUpload.userCreated' },
    { type: 'individualUpload.massive' },
  ],
  states: {
    'individualUpload.onPeople': (s) => expect(s.context.step).toBe(0),
    'individualUpload.openingForm': (s, w) => {
      expect(s.context.step).toBe(0);
      expect(w.clock.now()).toBeLessThan(400);
    },
    'individualUpload.form': (s) => {
      expect(s.context.step).toBeGreaterThanOrEqual(1);
      expect(s.context.step).toBeLessThanOrEqual(5);
    },
    'individualUpload.created': (s, w) => {
      expect(s.context.step).toBe(6);
      expect(reports(w)).toEqual([]);
    },
    'individualUpload.success': (s, w) => {
      expect(s.context.step).toBe(6);
      expect(reports(w)).toEqual([
        { type: 'onboarding.progress.set', item: 'addEmployees', value: true },
      ]);
    },
    'individualUpload.invitation': (s) => expect(s.context.step).toBe(7),
    'individualUpload.ended': (s, w) => {
      expect(s.context.step).toBe(0);
      expect(reports(w).at(-1)).toEqual({
        type: 'onboarding.mission.set',
        mission: 'individualUpload',
        value: false,
      });
    },
    'individualUpload.handedOver': (_, w) => {
      const off = { type: 'onboarding.mission.set', mission: 'individualUpload', value: false };
      const to = (mission: string) => ({ type: 'onboarding.mission.set', mission, value: true });
      // The bulk tour runs on the page; share brand ('Ir a la misión') in the centre, which opens.
      const all = reports(w);
      const from = all.findLastIndex((r) => JSON.stringify(r) === JSON.stringify(off));
      expect([
        [off, to('massiveUpload')],
        [off, to('shareBrand'), { type: 'onboarding.dropdown.open' }],
      ]).toContainEqual(all.slice(from));
    },
  },
};

export const massiveModel: MachineModel<{ addEmployeesDone: boolean }> = {
  name: 'onboarding.massiveUpload',
  machine: withReport(massiveUploadMachine),
  scenarios: [
    { name: 'not done', input: () => ({ addEmployeesDone: false }) },
    { name: 'done', input: () => ({ addEmployeesDone: true }) },
  ],
  events: [
    { type: 'massiveUpload.next' },
    { type: 'massiveUpload.end' },
    { type: 'massiveUpload.individual' },
  ],
  states: {
    'massiveUpload.importButton': (s) => expect(s.context.step).toBe(0),
    'massiveUpload.video': (s) => expect(s.context.step).toBe(1),
    'massiveUpload.great': (s, w) => {
      expect(s.context.step).toBe(2);
      expect(reports(w)).toContainEqual({
        type: 'onboarding.progress.set',
        item: 'addEmployees',
        value: true,
      });
    },
    'massiveUpload.expert': (s, w) => {
      expect(s.context.step).toBe(3);
      // Whichever way it came, addEmployees was reported done on the way.
      expect(reports(w)).toContainEqual({
        type: 'onboarding.progress.set',
        item: 'addEmployees',
        value: true,
      });
    },
    'massiveUpload.ended': (s, w) => {
      expect(s.context.step).toBe(0);
      expect(reports(w).at(-1)).toEqual({ type: 'onboarding.massiveUpload.ended' });
    },
    'massiveUpload.handedOver': (_, w) =>
      expect(reports(w).slice(-2)).toEqual([
        { type: 'onboarding.mission.set', mission: 'massiveUpload', value: false },
        { type: 'onboarding.mission.set', mission: 'individualUpload', value: true },
      ]),
  },
};

const shareBrandModel: MachineModel<undefined> = {
  name: 'onboarding.shareBrand',
  machine: withReport(shareBrandMachine),
  scenarios: [{ name: 'link', input: () => undefined }],
  events: [{ type: 'shareBrand.copy' }, { type: 'shareBrand.next' }],
  states: {
    'shareBrand.offering': (_, w) => expect(reports(w)).toEqual([]),
    'shareBrand.copied': (_, w) => {
      expect(reports(w)).toEqual([
        { type: 'onboarding.progress.set', item: 'shareBrandOnboarding', value: true },
      ]);
      expect(w.emitted.at(-1)).toMatchObject({
        type: 'shareBrand.notice',
        notice: { title: { defaultMessage: 'Enlace copiado' } },
      });
    },
    'shareBrand.leaving': (_, w) => expect(reports(w).at(-1)).toEqual({ type: 'onboarding.next' }),
  },
};

const activateTipsModel: MachineModel<undefined> = {
  name: 'onboarding.activateTips',
  machine: withReport(activateTipsMachine),
  scenarios: [{ name: 'toggle', input: () => undefined }],
  events: [
    { type: 'activateTips.toggle' },
    { type: 'activateTips.finish' },
    { type: 'activateTips.close' },
  ],
  states: {
    'activateTips.choosing': (_, w) => expect(reports(w)).toEqual([]),
    'activateTips.helpHint': (s, w) =>
      expect(reports(w).at(-1)).toEqual({
        type: 'onboarding.tips.finish',
        showTour: s.context.enabled,
      }),
    'activateTips.done': (_, w) =>
      expect(reports(w).at(-1)).toEqual({
        type: 'onboarding.mission.set',
        mission: 'activateTips',
        value: false,
      }),
  },
};

/** The mission models, in the order the missions centre lists them. */
export const missionModels: readonly MachineModel<unknown>[] = [
  welcomeModel,
  addEmployeesModel,
  individualModel,
  massiveModel,
  shareBrandModel,
  activateTipsModel,
];
