import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { TOUR_PAGES } from '../../machines/rules/tour';
import { MemoryStore } from '../../machines/storage';
import {
  SHOW_TOUR_KEY,
  selectPageTour,
  selectTipsOn,
  TOUR_PAGES_KEY,
  type TourInput,
  tourMachine,
} from '../../machines/tour';
import type { TourSettingsChange } from '../../machines/types/tour';
import { hook, type MachineModel } from './harness';
import { pathSuite } from './suite';

const machine = tourMachine.provide({
  actions: {
    openMissionsCentre: hook('openMissionsCentre'),
    tourClosed: hook('tourClosed'),
    saveSettings: hook('saveSettings'),
  },
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
    { type: 'tour.never' },
    { type: 'tour.account.load', settings: { show_tour: false, seen_tours: ['people'] } },
    { type: 'tour.account.load', settings: { show_tour: true, seen_tours: [] } },
    { type: 'tour.missions.open' },
    { type: 'tour.missions.confirm' },
    { type: 'tour.missions.cancel' },
  ],
  invariant: (s, w) => {
    const c = s.context;
    expect(Object.keys(c.tourPages).sort()).toEqual([...TOUR_PAGES].sort());
    expect(JSON.parse(w.store.get(TOUR_PAGES_KEY) ?? 'null')).toEqual(c.tourPages);
    expect(JSON.parse(w.store.get(SHOW_TOUR_KEY) ?? 'null')).toBe(c.showTour);
    // Only the admin's own acts reach the server: never loading the account or signing out.
    const e = w.lastEvent;
    if (e?.type === 'tour.account.load' || e?.type === 'tour.disable') {
      expect(w.hookNames().at(-1)).not.toBe('saveSettings');
    }
    if (e?.type === 'tour.never') {
      expect(c.tipsOn).toBe(false);
      expect(w.hooks.at(-1)).toEqual(['saveSettings', { show_tour: false }]);
    }
    if (e?.type === 'tour.account.load' && e.settings.seen_tours.length > 0) {
      expect(c.tourPages.people).toBe(false);
    }
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

describe('tour settings kept with the admin', () => {
  function start(store = new MemoryStore()) {
    const saved: TourSettingsChange[] = [];
    const actor = createActor(
      tourMachine.provide({ actions: { saveSettings: (_, change) => saved.push(change) } }),
      { input: { store } },
    ).start();
    return { actor, saved, store };
  }

  it('a new browser shows no tour once the admin chose never to see tips', () => {
    const { actor, saved } = start();
    expect(selectPageTour(actor.getSnapshot(), 'dashboard')).toBe(true);
    actor.send({ type: 'tour.account.load', settings: { show_tour: false, seen_tours: [] } });
    expect(saved).toEqual([]);
    for (const page of TOUR_PAGES) expect(selectPageTour(actor.getSnapshot(), page)).toBe(false);
  });

  it('pages seen in another browser do not start again; the others still do', () => {
    const { actor } = start();
    actor.send({
      type: 'tour.account.load',
      settings: { show_tour: true, seen_tours: ['dashboard', 'people'] },
    });
    expect(selectPageTour(actor.getSnapshot(), 'dashboard')).toBe(false);
    expect(selectPageTour(actor.getSnapshot(), 'people')).toBe(false);
    expect(selectPageTour(actor.getSnapshot(), 'activity_log')).toBe(true);
  });

  it('"never" ends the tips and saves the choice; the switch turns tips back on for the admin', () => {
    const { actor, saved } = start();
    actor.send({ type: 'tour.tips.start' });
    actor.send({ type: 'tour.page.set', page: 'dashboard', value: false });
    actor.send({ type: 'tour.never' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectTipsOn(actor.getSnapshot())).toBe(false);
    expect(selectPageTour(actor.getSnapshot(), 'people')).toBe(false);
    actor.send({ type: 'tour.show.set', value: true });
    expect(selectPageTour(actor.getSnapshot(), 'people')).toBe(true);
    // The page already seen stays seen: turning tips on resumes, a restart starts over.
    expect(selectPageTour(actor.getSnapshot(), 'dashboard')).toBe(false);
    actor.send({ type: 'tour.restart' });
    expect(saved).toEqual([
      { seen: ['dashboard'] },
      { show_tour: false },
      { show_tour: true },
      { unseen: [...TOUR_PAGES] },
    ]);
  });

  it("signing out turns this browser off without touching the admin's choice", () => {
    const { actor, saved } = start();
    actor.send({ type: 'tour.disable' });
    expect(saved).toEqual([]);
    expect(actor.getSnapshot().context.tipsOn).toBe(true);
    expect(selectTipsOn(actor.getSnapshot())).toBe(false);
  });
});
