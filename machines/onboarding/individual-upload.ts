import { assign, setup } from 'xstate';
import { ADD_PERSON_PATH, normalisePath, PEOPLE_PATH } from '../rules/onboarding';
import { type OnboardingEvent, reportToParent } from '../types/onboarding';
import { ONBOARDING_DELAYS } from './delays';

/** Input: whether employees were already added (progress addEmployees) when the tour started. */
export interface IndividualUploadInput {
  employeesAdded?: boolean;
}

/** Context of the individual upload tour. */
export interface IndividualUploadContext {
  /** Step index 0–7 of the eight steps in SPEC §2. */
  step: number;
  employeesAdded: boolean;
}

/** Events of the individual upload tour. */
export type IndividualUploadEvent =
  | { type: 'individualUpload.route'; path: string }
  | { type: 'individualUpload.next' }
  | { type: 'individualUpload.close' }
  | { type: 'individualUpload.userCreated' }
  | { type: 'individualUpload.massive' };

const LAST_FORM_STEP = 5;

/** Individual upload tour (SPEC §2, §4): eight steps on /admin/people and /admin/people/add. */
export const individualUploadMachine = setup({
  types: {
    context: {} as IndividualUploadContext,
    events: {} as IndividualUploadEvent,
    input: {} as IndividualUploadInput,
  },
  actions: { report: (args, params: OnboardingEvent) => reportToParent(args, params) },
  delays: ONBOARDING_DELAYS,
  guards: {
    isAddPersonPath: (_, params: { path: string }) =>
      normalisePath(params.path) === ADD_PERSON_PATH,
    isPeoplePath: (_, params: { path: string }) => normalisePath(params.path) === PEOPLE_PATH,
    hasMoreFormSteps: ({ context }) => context.step < LAST_FORM_STEP,
    employeesAdded: ({ context }) => context.employeesAdded,
  },
}).createMachine({
  id: 'individualUpload',
  description: 'Guided creation of the first person, step by step.',
  context: ({ input }) => ({ step: 0, employeesAdded: input.employeesAdded ?? false }),
  initial: 'onPeople',
  states: {
    onPeople: {
      description: 'Step 1 (index 0): highlights the add-user button on /admin/people.',
      on: {
        'individualUpload.route': {
          guard: { type: 'isAddPersonPath', params: ({ event }) => ({ path: event.path }) },
          target: 'openingForm',
        },
        // Closing step 1 moves to step 2.
        'individualUpload.close': { target: 'form', actions: assign({ step: 1 }) },
      },
    },
    openingForm: {
      description: 'On /admin/people/add: step 2 (index 1) shows after 400 ms.',
      after: { individualAddStep: { target: 'form', actions: assign({ step: 1 }) } },
      on: {
        'individualUpload.route': {
          guard: { type: 'isPeoplePath', params: ({ event }) => ({ path: event.path }) },
          target: 'onPeople',
        },
      },
    },
    form: {
      description:
        'Steps 2–6 (index 1–5): the identifier datum, country, role, branch and the add button.',
      on: {
        'individualUpload.next': {
          guard: 'hasMoreFormSteps',
          actions: assign({ step: ({ context }) => context.step + 1 }),
        },
        'individualUpload.close': 'ended',
        // Back on /admin/people without a created user and with a nonzero step: reset and stop.
        'individualUpload.route': {
          guard: { type: 'isPeoplePath', params: ({ event }) => ({ path: event.path }) },
          target: 'ended',
        },
        'individualUpload.userCreated': [
          { guard: 'employeesAdded', target: 'invitation', actions: assign({ step: 7 }) },
          { target: 'created', actions: assign({ step: 6 }) },
        ],
      },
    },
    created: {
      description: 'First user created: step 7 (index 6); addEmployees is marked after 500 ms.',
      after: {
        onboardingStep: {
          target: 'success',
          actions: [
            assign({ employeesAdded: true }),
            {
              type: 'report',
              params: { type: 'onboarding.progress.set', item: 'addEmployees', value: true },
            },
          ],
        },
      },
      on: { 'individualUpload.close': 'ended' },
    },
    success: {
      description: 'Success screen (index 6), which also offers the bulk-upload tour.',
      on: {
        'individualUpload.next': { target: 'invitation', actions: assign({ step: 7 }) },
        'individualUpload.close': 'ended',
        'individualUpload.massive': {
          target: 'handedOver',
          actions: [
            {
              type: 'report',
              params: { type: 'onboarding.mission.set', mission: 'individualUpload', value: false },
            },
            {
              type: 'report',
              params: { type: 'onboarding.mission.set', mission: 'massiveUpload', value: true },
            },
          ],
        },
      },
    },
    invitation: {
      description:
        'Final screen (index 7): invites the next mission, helping collaborators finish registration.',
      on: {
        'individualUpload.next': {
          target: 'handedOver',
          actions: [
            {
              type: 'report',
              params: { type: 'onboarding.mission.set', mission: 'individualUpload', value: false },
            },
            {
              type: 'report',
              params: { type: 'onboarding.mission.set', mission: 'shareBrand', value: true },
            },
            // 'Ir a la misión': share brand shows in the centre, so the centre opens on it.
            { type: 'report', params: { type: 'onboarding.dropdown.open' } },
          ],
        },
        'individualUpload.close': 'ended',
      },
    },
    ended: {
      description: 'Closed: the step resets to 0 and individualUpload turns off.',
      type: 'final',
      entry: [
        assign({ step: 0 }),
        {
          type: 'report',
          params: { type: 'onboarding.mission.set', mission: 'individualUpload', value: false },
        },
      ],
    },
    handedOver: { description: 'Another mission took over.', type: 'final' },
  },
});
