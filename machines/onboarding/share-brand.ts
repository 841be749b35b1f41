import { emit, setup } from 'xstate';
import { messages } from '../rules/messages';
import type { Notice } from '../types/messages';
import { type OnboardingEvent, reportToParent } from '../types/onboarding';

/** Events of the share-brand mission. */
export type ShareBrandEvent = { type: 'shareBrand.copy' } | { type: 'shareBrand.next' };

/** Events the share-brand mission emits for toasts. */
export type ShareBrandEmitted = { type: 'shareBrand.notice'; notice: Notice };

/** Share brand (SPEC §4): a tutorial link to open or copy; copying completes the mission item. */
export const shareBrandMachine = setup({
  types: { events: {} as ShareBrandEvent, emitted: {} as ShareBrandEmitted },
  actions: { report: (args, params: OnboardingEvent) => reportToParent(args, params) },
}).createMachine({
  id: 'shareBrand',
  description: 'Help collaborators register by phone, email or employee number.',
  initial: 'offering',
  states: {
    offering: {
      description: 'The tutorial link can be opened or copied.',
      on: {
        'shareBrand.copy': {
          target: 'copied',
          actions: [
            {
              type: 'report',
              params: {
                type: 'onboarding.progress.set',
                item: 'shareBrandOnboarding',
                value: true,
              },
            },
            emit({
              type: 'shareBrand.notice',
              notice: { kind: 'success', title: messages.linkCopied },
            }),
          ],
        },
        'shareBrand.next': 'leaving',
      },
    },
    copied: {
      description: "'Enlace copiado' showed and shareBrandOnboarding is done.",
      on: { 'shareBrand.next': 'leaving' },
    },
    leaving: {
      description: 'Next: the centre moves to the first incomplete mission, or to activateTips.',
      type: 'final',
      entry: { type: 'report', params: { type: 'onboarding.next' } },
    },
  },
});
