import { setup } from 'xstate';
import { type OnboardingEvent, reportToParent } from '../types/onboarding';

/** Events of the add-employees mission. */
export type AddEmployeesEvent =
  | { type: 'addEmployees.individual' }
  | { type: 'addEmployees.massive' };

/** Add employees: Individual starts individualUpload, Masiva starts massiveUpload at step 0. */
export const addEmployeesMachine = setup({
  types: { events: {} as AddEmployeesEvent },
  actions: { report: (args, params: OnboardingEvent) => reportToParent(args, params) },
}).createMachine({
  id: 'addEmployees',
  description: 'Choose how to add employees: one by one or in bulk.',
  initial: 'choosing',
  states: {
    choosing: {
      description: 'Offers Individual and Masiva.',
      on: {
        'addEmployees.individual': {
          target: 'handedOver',
          actions: {
            type: 'report',
            params: { type: 'onboarding.mission.set', mission: 'individualUpload', value: true },
          },
        },
        'addEmployees.massive': {
          target: 'handedOver',
          actions: {
            type: 'report',
            params: { type: 'onboarding.mission.set', mission: 'massiveUpload', value: true },
          },
        },
      },
    },
    handedOver: {
      description: 'The chosen upload mission took over (and turned addEmployees off).',
      type: 'final',
    },
  },
});
