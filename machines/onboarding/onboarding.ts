import { assign, type SnapshotFrom, sendTo, setup } from 'xstate';
import {
  anyOtherMissionOn,
  badgeCount,
  INITIAL_MISSIONS,
  INITIAL_PROGRESS,
  type Mission,
  type MissionFlags,
  mergeFlags,
  nextMission,
  normalisePath,
  PEOPLE_PATH,
  type ProgressFlags,
  progressPercent,
  resetMissions,
  setMission,
  startMission,
} from '../rules/onboarding';
import { settingsKey } from '../rules/settings';
import { type KeyValueStore, nullStore, readJson } from '../storage';
import type { OnboardingEvent } from '../types/onboarding';
import { activateTipsMachine } from './activate-tips';
import { addEmployeesMachine } from './add-employees';
import { ONBOARDING_DELAYS } from './delays';
import { individualUploadMachine } from './individual-upload';
import { massiveUploadMachine } from './massive-upload';
import { shareBrandMachine } from './share-brand';
import { welcomeMachine } from './welcome';

/** Storage keys of the onboarding state (SPEC §3, spelled as the product stores them). */
export const ONBOARDING_KEYS = {
  missions: settingsKey('ownboardings'),
  progress: settingsKey('ownboardingProgress'),
  dropdown: settingsKey('showOwnboardingCenterDropdown'),
  animation: settingsKey('hasShowedOwnboardingFinishAnimation'),
  // Activate tips has no progress item (SPEC §4), yet the centre must say it was done.
  tipsDone: settingsKey('ownboardingTipsDone'),
} as const;

/** Input of the missions centre. */
export interface OnboardingInput {
  store?: KeyValueStore;
}

/** Context of the missions centre. */
export interface OnboardingContext {
  store: KeyValueStore;
  missions: MissionFlags;
  progress: ProgressFlags;
  dropdownOpen: boolean;
  finishAnimationShown: boolean;
  /** Activate tips was finished once. */
  tipsDone: boolean;
}

function readBoolean(store: KeyValueStore, key: string, fallback: boolean): boolean {
  const value = readJson<unknown>(store, key, fallback);
  return typeof value === 'boolean' ? value : fallback;
}

/** The missions centre ('Conoce el admin'): mission flags, progress, badge and completion. */
export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
    tags: {} as 'celebrating' | 'dropdownOpen',
  },
  actors: {
    welcome: welcomeMachine,
    addEmployees: addEmployeesMachine,
    individualUpload: individualUploadMachine,
    massiveUpload: massiveUploadMachine,
    shareBrand: shareBrandMachine,
    activateTips: activateTipsMachine,
  },
  delays: ONBOARDING_DELAYS,
  actions: {
    persist: ({ context }) => {
      context.store.set(ONBOARDING_KEYS.missions, JSON.stringify(context.missions));
      context.store.set(ONBOARDING_KEYS.progress, JSON.stringify(context.progress));
      context.store.set(ONBOARDING_KEYS.dropdown, JSON.stringify(context.dropdownOpen));
      context.store.set(ONBOARDING_KEYS.animation, JSON.stringify(context.finishAnimationShown));
      context.store.set(ONBOARDING_KEYS.tipsDone, JSON.stringify(context.tipsDone));
    },
    setMission: assign(({ context }, params: { mission: Mission; value: boolean }) => ({
      missions: setMission(context.missions, params.mission, params.value),
    })),
    /** Hook: the app navigates (addEmployees goes to /admin/people). */
    navigate: (_, _params: { path: string }) => {},
    /** Hook: the app sets showTour and restarts the tour. */
    startTour: (_, _params: { showTour: boolean }) => {},
  },
  guards: {
    isOn: ({ context }, params: { mission: Mission }) => context.missions[params.mission],
    isOff: ({ context }, params: { mission: Mission }) => !context.missions[params.mission],
    isPeopleWithOnlyWelcome: ({ context }, params: { path: string }) =>
      normalisePath(params.path) === PEOPLE_PATH && !anyOtherMissionOn(context.missions, 'welcome'),
    isComplete: ({ context }) => progressPercent(context.progress) === 100,
    isCelebrated: ({ context }) => context.finishAnimationShown,
    nextIsAddEmployees: ({ context }) => nextMission(context.progress) === 'addEmployees',
  },
}).createMachine({
  id: 'onboarding',
  description: "The missions centre ('Conoce el admin') and its missions.",
  context: ({ input }) => {
    const store = input.store ?? nullStore;
    return {
      store,
      missions: mergeFlags(INITIAL_MISSIONS, readJson(store, ONBOARDING_KEYS.missions, {})),
      progress: mergeFlags(INITIAL_PROGRESS, readJson(store, ONBOARDING_KEYS.progress, {})),
      dropdownOpen: readBoolean(store, ONBOARDING_KEYS.dropdown, false),
      finishAnimationShown: readBoolean(store, ONBOARDING_KEYS.animation, false),
      tipsDone: readBoolean(store, ONBOARDING_KEYS.tipsDone, false),
    };
  },
  type: 'parallel',
  entry: 'persist',
  on: {
    'onboarding.mission.set': {
      actions: [
        {
          type: 'setMission',
          params: ({ event }) => ({ mission: event.mission, value: event.value }),
        },
        'persist',
      ],
    },
    // From the centre: one mission at a time, the others stop.
    'onboarding.mission.start': {
      actions: [assign({ missions: ({ event }) => startMission(event.mission) }), 'persist'],
    },
    'onboarding.progress.set': {
      actions: [
        assign({
          progress: ({ context, event }) => ({ ...context.progress, [event.item]: event.value }),
        }),
        'persist',
      ],
    },
    'onboarding.reset': { actions: [assign({ missions: () => resetMissions() }), 'persist'] },
    'onboarding.dropdown.open': { actions: [assign({ dropdownOpen: true }), 'persist'] },
    'onboarding.dropdown.close': { actions: [assign({ dropdownOpen: false }), 'persist'] },
    'onboarding.next': [
      {
        guard: 'nextIsAddEmployees',
        actions: [
          { type: 'setMission', params: { mission: 'shareBrand', value: false } },
          { type: 'setMission', params: { mission: 'addEmployees', value: true } },
          { type: 'navigate', params: { path: PEOPLE_PATH } },
          'persist',
        ],
      },
      {
        actions: [
          { type: 'setMission', params: { mission: 'shareBrand', value: false } },
          {
            type: 'setMission',
            params: ({ context }) => ({ mission: nextMission(context.progress), value: true }),
          },
          'persist',
        ],
      },
    ],
    'onboarding.tips.finish': {
      actions: [
        { type: 'startTour', params: ({ event }) => ({ showTour: event.showTour }) },
        assign({ dropdownOpen: false, tipsDone: true }),
        'persist',
      ],
    },
  },
  states: {
    welcome: {
      description: 'Welcome mission (video). Initially on.',
      initial: 'off',
      states: {
        off: {
          description: 'welcome is off.',
          always: { guard: { type: 'isOn', params: { mission: 'welcome' } }, target: 'on' },
        },
        on: {
          description:
            'welcome is on; on /admin/people with no other mission it hands over to addEmployees.',
          invoke: { id: 'welcome', src: 'welcome' },
          always: { guard: { type: 'isOff', params: { mission: 'welcome' } }, target: 'off' },
          on: {
            'onboarding.route': {
              guard: {
                type: 'isPeopleWithOnlyWelcome',
                params: ({ event }) => ({ path: event.path }),
              },
              actions: [
                { type: 'setMission', params: { mission: 'welcome', value: false } },
                { type: 'setMission', params: { mission: 'addEmployees', value: true } },
                'persist',
              ],
            },
          },
        },
      },
    },
    addEmployees: {
      description: 'Add employees mission: Individual or Masiva.',
      initial: 'off',
      states: {
        off: {
          description: 'addEmployees is off.',
          always: { guard: { type: 'isOn', params: { mission: 'addEmployees' } }, target: 'on' },
        },
        on: {
          description: 'addEmployees is on.',
          invoke: { id: 'addEmployees', src: 'addEmployees' },
          always: { guard: { type: 'isOff', params: { mission: 'addEmployees' } }, target: 'off' },
        },
      },
    },
    individualUpload: {
      description: 'Individual upload tour on /admin/people and /admin/people/add.',
      initial: 'off',
      states: {
        off: {
          description:
            'individualUpload is off; a person added through the people form or an import completes addEmployees.',
          always: {
            guard: { type: 'isOn', params: { mission: 'individualUpload' } },
            target: 'on',
          },
          on: {
            // The mission is done, so its chooser (if it was on) has nothing left to offer.
            'onboarding.people.added': {
              actions: [
                assign({
                  progress: ({ context }) => ({ ...context.progress, addEmployees: true }),
                  missions: ({ context }) => setMission(context.missions, 'addEmployees', false),
                }),
                'persist',
              ],
            },
          },
        },
        on: {
          description:
            'individualUpload is on; route changes and the person it guides the admin to create reach the tour.',
          invoke: {
            id: 'individualUpload',
            src: 'individualUpload',
            input: ({ context }) => ({ employeesAdded: context.progress.addEmployees }),
          },
          always: {
            guard: { type: 'isOff', params: { mission: 'individualUpload' } },
            target: 'off',
          },
          on: {
            'onboarding.route': {
              actions: sendTo('individualUpload', ({ event }) => ({
                type: 'individualUpload.route' as const,
                path: event.path,
              })),
            },
            // The tour marks addEmployees itself, 500 ms after its person is created (SPEC §4).
            'onboarding.people.added': {
              actions: sendTo('individualUpload', {
                type: 'individualUpload.userCreated' as const,
              }),
            },
          },
        },
      },
    },
    massiveUpload: {
      description: 'Bulk upload tour, four steps.',
      initial: 'off',
      states: {
        off: {
          description: 'massiveUpload is off.',
          always: { guard: { type: 'isOn', params: { mission: 'massiveUpload' } }, target: 'on' },
        },
        on: {
          description: 'massiveUpload is on, starting at step 0.',
          invoke: {
            id: 'massiveUpload',
            src: 'massiveUpload',
            input: ({ context }) => ({ addEmployeesDone: context.progress.addEmployees }),
          },
          always: { guard: { type: 'isOff', params: { mission: 'massiveUpload' } }, target: 'off' },
        },
      },
    },
    shareBrand: {
      description: 'Share brand mission.',
      initial: 'off',
      states: {
        off: {
          description: 'shareBrand is off.',
          always: { guard: { type: 'isOn', params: { mission: 'shareBrand' } }, target: 'on' },
        },
        on: {
          description: 'shareBrand is on.',
          invoke: { id: 'shareBrand', src: 'shareBrand' },
          always: { guard: { type: 'isOff', params: { mission: 'shareBrand' } }, target: 'off' },
        },
      },
    },
    activateTips: {
      description: 'Activate tips mission.',
      initial: 'off',
      states: {
        off: {
          description: 'activateTips is off.',
          always: { guard: { type: 'isOn', params: { mission: 'activateTips' } }, target: 'on' },
        },
        on: {
          description: 'activateTips is on.',
          invoke: { id: 'activateTips', src: 'activateTips' },
          always: { guard: { type: 'isOff', params: { mission: 'activateTips' } }, target: 'off' },
        },
      },
    },
    handoff: {
      description: 'After the bulk upload tour ends, shareBrand starts 500 ms later.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing pending.',
          on: {
            'onboarding.massiveUpload.ended': {
              target: 'startingShareBrand',
              actions: [
                { type: 'setMission', params: { mission: 'massiveUpload', value: false } },
                { type: 'setMission', params: { mission: 'addEmployees', value: false } },
                'persist',
              ],
            },
          },
        },
        startingShareBrand: {
          description: 'Waiting 500 ms before shareBrand starts.',
          after: {
            onboardingStep: {
              target: 'idle',
              actions: [
                { type: 'setMission', params: { mission: 'shareBrand', value: true } },
                // Share brand shows in the centre: starting it without opening it shows nothing.
                assign({ dropdownOpen: true }),
                'persist',
              ],
            },
          },
        },
      },
    },
    completion: {
      description: 'The completion animation plays once, at 100 %.',
      initial: 'incomplete',
      states: {
        incomplete: {
          description: 'Progress below 100 %, or the animation already played.',
          always: [
            { guard: 'isCelebrated', target: 'celebrated' },
            { guard: 'isComplete', target: 'celebrating' },
          ],
        },
        celebrating: {
          description: 'All progress flags are true: the completion animation plays.',
          tags: ['celebrating'],
          on: {
            'onboarding.animation.done': {
              target: 'celebrated',
              actions: [assign({ finishAnimationShown: true }), 'persist'],
            },
          },
        },
        celebrated: {
          description:
            'hasShowedOwnboardingFinishAnimation is set; the animation never plays again.',
        },
      },
    },
  },
});

/** Snapshot of the missions centre. */
export type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;

/** Mission flags. */
export const selectMissions = (s: OnboardingSnapshot): MissionFlags => s.context.missions;
/** Progress flags. */
export const selectProgress = (s: OnboardingSnapshot): ProgressFlags => s.context.progress;
/** Progress percentage, rounded down. */
export const selectProgressPercent = (s: OnboardingSnapshot): number =>
  progressPercent(s.context.progress);
/** Red badge count on 'Conoce el admin'. */
export const selectBadgeCount = (s: OnboardingSnapshot): number => badgeCount(s.context.progress);
/** True while the completion animation should play. */
export const selectCelebrating = (s: OnboardingSnapshot): boolean => s.hasTag('celebrating');
/** Activate tips was finished once. */
export const selectTipsDone = (s: OnboardingSnapshot): boolean => s.context.tipsDone;
/** True while the centre dropdown is open. */
export const selectDropdownOpen = (s: OnboardingSnapshot): boolean => s.context.dropdownOpen;
