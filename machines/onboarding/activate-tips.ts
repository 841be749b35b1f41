import { assign, setup } from 'xstate';
import { type OnboardingEvent, reportToParent } from '../types/onboarding';

/** Events of the activate-tips mission. */
export type ActivateTipsEvent =
  | { type: 'activateTips.toggle' }
  | { type: 'activateTips.finish' }
  | { type: 'activateTips.close' };

/** Activate tips (SPEC §4): a toggle (default on); finish applies it and shows a help-centre hint. */
export const activateTipsMachine = setup({
  types: { context: {} as { enabled: boolean }, events: {} as ActivateTipsEvent },
  actions: { report: (args, params: OnboardingEvent) => reportToParent(args, params) },
}).createMachine({
  id: 'activateTips',
  description: 'Turn the guided tips on or off and finish the missions.',
  context: { enabled: true },
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The tips toggle, on by default.',
      on: {
        'activateTips.toggle': { actions: assign({ enabled: ({ context }) => !context.enabled }) },
        'activateTips.finish': {
          target: 'helpHint',
          actions: {
            type: 'report',
            params: ({ context }) => ({
              type: 'onboarding.tips.finish',
              showTour: context.enabled,
            }),
          },
        },
      },
    },
    helpHint: {
      description:
        'Tour restarted with showTour = toggle, centre hidden; a hint points to the help centre.',
      on: { 'activateTips.close': 'done' },
    },
    done: {
      description: 'The hint closed; activateTips turns off.',
      type: 'final',
      entry: {
        type: 'report',
        params: { type: 'onboarding.mission.set', mission: 'activateTips', value: false },
      },
    },
  },
});
