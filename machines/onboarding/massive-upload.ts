import { assign, setup } from 'xstate';
import { type OnboardingEvent, reportToParent } from '../types/onboarding';

/** Input: whether addEmployees was already done when the tour started. */
export interface MassiveUploadInput {
  addEmployeesDone?: boolean;
}

/** Context of the bulk upload tour. */
export interface MassiveUploadContext {
  /** Step index 0–3. */
  step: number;
  addEmployeesDone: boolean;
}

/** Events of the bulk upload tour. */
export type MassiveUploadEvent =
  | { type: 'massiveUpload.next' }
  | { type: 'massiveUpload.end' }
  | { type: 'massiveUpload.individual' };

/** Bulk upload tour (SPEC §4): import button, video, 'Genial', 'expert'. */
export const massiveUploadMachine = setup({
  types: {
    context: {} as MassiveUploadContext,
    events: {} as MassiveUploadEvent,
    input: {} as MassiveUploadInput,
  },
  actions: { report: (args, params: OnboardingEvent) => reportToParent(args, params) },
  guards: { addEmployeesDone: ({ context }) => context.addEmployeesDone },
}).createMachine({
  id: 'massiveUpload',
  description: 'Guided bulk import of people.',
  context: ({ input }) => ({ step: 0, addEmployeesDone: input.addEmployeesDone ?? false }),
  initial: 'importButton',
  on: {
    'massiveUpload.end': { target: '.ended' },
    'massiveUpload.individual': {
      target: '.handedOver',
      actions: [
        {
          type: 'report',
          params: { type: 'onboarding.mission.set', mission: 'massiveUpload', value: false },
        },
        {
          type: 'report',
          params: { type: 'onboarding.mission.set', mission: 'individualUpload', value: true },
        },
      ],
    },
  },
  states: {
    importButton: {
      description: 'Step index 0: highlights the import button.',
      on: { 'massiveUpload.next': { target: 'video', actions: assign({ step: 1 }) } },
    },
    video: {
      description:
        'Step index 1: a video. Next marks addEmployees and skips Genial if it was done.',
      on: {
        'massiveUpload.next': [
          {
            guard: 'addEmployeesDone',
            target: 'expert',
            actions: [
              assign({ step: 3 }),
              {
                type: 'report',
                params: { type: 'onboarding.progress.set', item: 'addEmployees', value: true },
              },
            ],
          },
          {
            target: 'great',
            actions: [
              assign({ step: 2, addEmployeesDone: true }),
              {
                type: 'report',
                params: { type: 'onboarding.progress.set', item: 'addEmployees', value: true },
              },
            ],
          },
        ],
      },
    },
    great: {
      description: "Step index 2: 'Genial'.",
      on: { 'massiveUpload.next': { target: 'expert', actions: assign({ step: 3 }) } },
    },
    expert: {
      description: "Step index 3: 'expert'. Next ends the tour.",
      on: { 'massiveUpload.next': 'ended' },
    },
    ended: {
      description:
        'Ended: the step resets; the centre turns massiveUpload and addEmployees off and starts shareBrand after 500 ms.',
      type: 'final',
      entry: [
        assign({ step: 0 }),
        { type: 'report', params: { type: 'onboarding.massiveUpload.ended' } },
      ],
    },
    handedOver: { description: 'The user chose the individual tour instead.', type: 'final' },
  },
});
