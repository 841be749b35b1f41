import { assign, type SnapshotFrom, setup } from 'xstate';
import { mergeFlags } from './rules/onboarding';
import { settingsKey } from './rules/settings';
import {
  allTourPages,
  isTourPage,
  TOUR_PAGES,
  type TourPage,
  type TourPages,
  withoutSeenTours,
} from './rules/tour';
import { type KeyValueStore, nullStore, readJson } from './storage';
import type { AdminTourSettings, TourSettingsChange } from './types/tour';

/** Storage key of the per-page tour flags. */
export const TOUR_PAGES_KEY = settingsKey('tourPages');
/** Storage key of the tour switch. */
export const SHOW_TOUR_KEY = settingsKey('showTour');

/** Input of the tour actor. */
export interface TourInput {
  store?: KeyValueStore;
}

/** Context of the tour actor. */
export interface TourContext {
  store: KeyValueStore;
  tourPages: TourPages;
  /** This browser's switch (SPEC §3 `showTour`; signing out turns it off). */
  showTour: boolean;
  /**
   * The admin's own choice kept on the server ("No volver a mostrar consejos" turns it off):
   * page tours show only while both are on.
   */
  tipsOn: boolean;
  stepIndex: number;
}

/** Events the tour actor accepts. */
export type TourEvent =
  | { type: 'tour.page.set'; page: string; value: boolean }
  | { type: 'tour.restart' }
  | { type: 'tour.tips.start' }
  | { type: 'tour.tips.end' }
  | { type: 'tour.step'; index: number }
  | { type: 'tour.close' }
  | { type: 'tour.show.set'; value: boolean }
  | { type: 'tour.disable' }
  /** The account loaded: the settings the server keeps for the admin. */
  | { type: 'tour.account.load'; settings: AdminTourSettings }
  /** "No volver a mostrar consejos": tips off for the admin, in every browser. */
  | { type: 'tour.never' }
  | { type: 'tour.missions.open' }
  | { type: 'tour.missions.confirm' }
  | { type: 'tour.missions.cancel' };

/** Guided tours: per-page flags, the general tips tour and its hand-over to the missions centre. */
export const tourMachine = setup({
  types: {
    context: {} as TourContext,
    events: {} as TourEvent,
    input: {} as TourInput,
    tags: {} as 'running' | 'confirming',
  },
  actions: {
    persist: ({ context }) => {
      context.store.set(TOUR_PAGES_KEY, JSON.stringify(context.tourPages));
      context.store.set(SHOW_TOUR_KEY, JSON.stringify(context.showTour));
    },
    /** Hook: the app opens the missions centre (onboarding dropdown). */
    openMissionsCentre: () => {},
    /** Hook: the app turns the activateTips mission on. */
    tourClosed: () => {},
    /** Hook: the app saves what the admin just changed to the server (PATCH /api/v2/me/tour). */
    saveSettings: (_, _params: TourSettingsChange) => {},
  },
  guards: {
    isTourPage: (_, params: { page: string }) => isTourPage(params.page),
  },
}).createMachine({
  id: 'tour',
  description: 'Per-page tour flags and the general tips tour.',
  context: ({ input }) => {
    const store = input.store ?? nullStore;
    const showTour = readJson<unknown>(store, SHOW_TOUR_KEY, true);
    return {
      store,
      tourPages: mergeFlags(allTourPages(true), readJson(store, TOUR_PAGES_KEY, {})),
      showTour: typeof showTour === 'boolean' ? showTour : true,
      tipsOn: true,
      stepIndex: 0,
    };
  },
  // Writing the merged flags at start repairs whatever was stored before.
  entry: 'persist',
  initial: 'idle',
  on: {
    'tour.page.set': {
      guard: { type: 'isTourPage', params: ({ event }) => ({ page: event.page }) },
      actions: [
        assign({
          tourPages: ({ context, event }) => ({
            ...context.tourPages,
            [event.page as TourPage]: event.value,
          }),
        }),
        'persist',
        {
          type: 'saveSettings',
          params: ({ event }) =>
            event.value ? { unseen: [event.page as TourPage] } : { seen: [event.page as TourPage] },
        },
      ],
    },
    'tour.restart': {
      actions: [
        assign({ tourPages: () => allTourPages(true) }),
        'persist',
        { type: 'saveSettings', params: { unseen: [...TOUR_PAGES] } },
      ],
    },
    // The activate-tips toggle and the settings drawer's switch: the admin's choice, so it is
    // both this browser's switch and the one kept on the server.
    'tour.show.set': {
      actions: [
        assign({ showTour: ({ event }) => event.value, tipsOn: ({ event }) => event.value }),
        'persist',
        { type: 'saveSettings', params: ({ event }) => ({ show_tour: event.value }) },
      ],
    },
    // Signing out: this browser only; the admin's choice on the server stays as it was.
    'tour.disable': {
      target: '.idle',
      actions: [assign({ showTour: false, stepIndex: 0 }), 'persist'],
    },
    'tour.account.load': {
      actions: [
        assign({
          tipsOn: ({ event }) => event.settings.show_tour,
          tourPages: ({ context, event }) =>
            withoutSeenTours(context.tourPages, event.settings.seen_tours),
        }),
        'persist',
      ],
    },
    'tour.never': {
      target: '.idle',
      actions: [
        assign({ showTour: false, tipsOn: false, stepIndex: 0 }),
        'persist',
        { type: 'saveSettings', params: { show_tour: false } },
      ],
    },
  },
  states: {
    idle: {
      description: 'No general tips running; page tours follow their flags.',
      on: {
        'tour.tips.start': { target: 'tips', actions: assign({ stepIndex: 0 }) },
        'tour.missions.open': { actions: 'openMissionsCentre' },
      },
    },
    tips: {
      description: 'The general tips tour is running (layer z-index 20000).',
      tags: ['running'],
      on: {
        'tour.step': { actions: assign({ stepIndex: ({ event }) => Math.max(0, event.index) }) },
        'tour.tips.end': { target: 'idle', actions: assign({ stepIndex: 0 }) },
        'tour.close': { target: 'idle', actions: [assign({ stepIndex: 0 }), 'tourClosed'] },
        'tour.missions.open': 'confirmingMissions',
      },
    },
    confirmingMissions: {
      description:
        'Opening the missions centre while tips run: asks for confirmation; confirming stops the tips first.',
      tags: ['running', 'confirming'],
      on: {
        'tour.missions.confirm': {
          target: 'idle',
          actions: [assign({ stepIndex: 0 }), 'openMissionsCentre'],
        },
        'tour.missions.cancel': 'tips',
      },
    },
  },
});

/** Snapshot of the tour actor. */
export type TourSnapshot = SnapshotFrom<typeof tourMachine>;

/** Whether a page's tour should run. */
export const selectPageTour = (s: TourSnapshot, page: TourPage): boolean =>
  selectTipsOn(s) && s.context.tourPages[page];
/** Whether page tours show at all: this browser's switch and the admin's choice both on. */
export const selectTipsOn = (s: TourSnapshot): boolean => s.context.showTour && s.context.tipsOn;
/** True while the general tips tour runs. */
export const selectTipsRunning = (s: TourSnapshot): boolean => s.hasTag('running');
/** True while the missions confirmation shows. */
export const selectConfirmingMissions = (s: TourSnapshot): boolean => s.hasTag('confirming');
