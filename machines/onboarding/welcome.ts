import { setup } from 'xstate';
import { type OnboardingEvent, reportToParent } from '../types/onboarding';
import { ONBOARDING_DELAYS } from './delays';

/** Events of the welcome mission. */
export type WelcomeEvent =
  | { type: 'welcome.video.ended' }
  | { type: 'welcome.skip' }
  | { type: 'welcome.close' };

/** Welcome mission: the video; when it ends the centre opens and welcomeVideo is done 500 ms later. */
export const welcomeMachine = setup({
  types: { events: {} as WelcomeEvent },
  actions: { report: (args, params: OnboardingEvent) => reportToParent(args, params) },
  delays: ONBOARDING_DELAYS,
}).createMachine({
  id: 'welcome',
  description: 'The welcome video of the missions centre.',
  initial: 'playing',
  states: {
    playing: {
      description: 'The welcome video plays in the onboarding modal (600 px wide).',
      on: {
        'welcome.video.ended': {
          target: 'completing',
          actions: { type: 'report', params: { type: 'onboarding.dropdown.open' } },
        },
        'welcome.skip': {
          target: 'dismissed',
          actions: { type: 'report', params: { type: 'onboarding.dropdown.close' } },
        },
        'welcome.close': {
          target: 'dismissed',
          actions: { type: 'report', params: { type: 'onboarding.dropdown.close' } },
        },
      },
    },
    completing: {
      description:
        'The video ended and the centre dropdown opened; welcomeVideo is marked after 500 ms.',
      after: {
        onboardingStep: {
          target: 'watched',
          actions: {
            type: 'report',
            params: { type: 'onboarding.progress.set', item: 'welcomeVideo', value: true },
          },
        },
      },
    },
    // Ended either way, the mission is over: the centre then reads it done or pending and can
    // start it again.
    watched: {
      description: 'welcomeVideo is done; the welcome mission turns off.',
      type: 'final',
      entry: {
        type: 'report',
        params: { type: 'onboarding.mission.set', mission: 'welcome', value: false },
      },
    },
    dismissed: {
      description: 'Skipped or closed: the video ends, the dropdown closes and welcome turns off.',
      type: 'final',
      entry: {
        type: 'report',
        params: { type: 'onboarding.mission.set', mission: 'welcome', value: false },
      },
    },
  },
});
