import { expect } from 'vitest';
import { TOUR_PAGES } from '../../machines/rules/tour';
import { SHOW_TOUR_KEY, TOUR_PAGES_KEY, type TourInput, tourMachine } from '../../machines/tour';
import { hook, type MachineModel } from './harness';
import { pathSuite } from './suite';

const machine = tourMachine.provide({
  actions: { openMissionsCentre: hook('openMissionsCentre'), tourClosed: hook('tourClosed') },
});

const model: MachineModel<TourInput> = {
  name: 'tour',
  machine,
  scenarios: [
    { name: 'fresh', input: (w) => ({ store: w.store }) },
    {
      name: 'stored flags',
      store: { [TOUR_PAGES_KEY]: '{"dashboard":false,"people":"x"}', [SHOW_TOUR_KEY]: 'false' },
      input: (w) => ({ store: w.store }),
    },
  ],
  events: [
    { type: 'tour.page.set', page: 'dashboard', value: false },
    { type: 'tour.page.set', page: 'nowhere', value: false },
    { type: 'tour.restart' },
    { type: 'tour.tips.start' },
    { type: 'tour.tips.end' },
    { type: 'tour.step', index: 3 },
    { type: 'tour.close' },
    { type: 'tour.show.set', value: true },
    { type: 'tour.disable' },
    { type: 'tour.missions.open' },
    { type: 'tour.missions.confirm' },
    { type: 'tour.missions.cancel' },
  ],
  invariant: (s, w) => {
    const c = s.context;
    expect(Object.keys(c.tourPages).sort()).toEqual([...TOUR_PAGES].sort());
    expect(JSON.parse(w.store.get(TOUR_PAGES_KEY) ?? 'null')).toEqual(c.tourPages);
    expect(JSON.parse(w.store.get(SHOW_TOUR_KEY) ?? 'null')).toBe(c.showTour);
  },
  states: {
    'tour.idle': (s) => {
      expect(s.context.stepIndex).toBe(0);
      expect(s.hasTag('running')).toBe(false);
    },
    'tour.tips': (s) => expect(s.hasTag('running')).toBe(true),
    'tour.confirmingMissions': (s, w) => {
      expect(s.hasTag('confirming')).toBe(true);
      // The centre does not open before the tips stop.
      expect(w.hookNames().at(-1)).not.toBe('openMissionsCentre');
    },
  },
};

pathSuite(model);
