import type { AnyStateMachine } from 'xstate';
import { appMachine } from './app';
import { bookmarksMachine } from './bookmarks';
import { dateScopeMachine } from './date-scope';
import { domainMachine } from './domain';
import { integrationFileLoadMachine } from './integration-file-load';
import { menuMachine } from './menu';
import { activateTipsMachine } from './onboarding/activate-tips';
import { addEmployeesMachine } from './onboarding/add-employees';
import { individualUploadMachine } from './onboarding/individual-upload';
import { massiveUploadMachine } from './onboarding/massive-upload';
import { onboardingMachine } from './onboarding/onboarding';
import { shareBrandMachine } from './onboarding/share-brand';
import { welcomeMachine } from './onboarding/welcome';
import { passwordResetMachine } from './password-reset';
import { peopleImportMachine } from './people-import';
import { sessionMachine } from './session';
import { settingsMachine } from './settings';
import { tourMachine } from './tour';

/** One machine of the console and the name of its docs/machines/<doc>.{json,md} files. */
export interface CatalogueEntry {
  readonly doc: string;
  readonly machine: AnyStateMachine;
}

// The one list of machines: the statechart viewer (/dev/machines) and `npm run machines:export`
// read it, and tests/unit/machine-catalogue.test.ts fails when a machine file is left out.

/** Every machine of the console, the root first, then its actors, then the missions. */
export const MACHINE_CATALOGUE: readonly CatalogueEntry[] = [
  { doc: 'app', machine: appMachine },
  { doc: 'session', machine: sessionMachine },
  { doc: 'domain', machine: domainMachine },
  { doc: 'date-scope', machine: dateScopeMachine },
  { doc: 'settings', machine: settingsMachine },
  { doc: 'bookmarks', machine: bookmarksMachine },
  { doc: 'menu', machine: menuMachine },
  { doc: 'tour', machine: tourMachine },
  { doc: 'onboarding', machine: onboardingMachine },
  { doc: 'onboarding-welcome', machine: welcomeMachine },
  { doc: 'onboarding-add-employees', machine: addEmployeesMachine },
  { doc: 'onboarding-individual-upload', machine: individualUploadMachine },
  { doc: 'onboarding-massive-upload', machine: massiveUploadMachine },
  { doc: 'onboarding-share-brand', machine: shareBrandMachine },
  { doc: 'onboarding-activate-tips', machine: activateTipsMachine },
  { doc: 'password-reset', machine: passwordResetMachine },
  { doc: 'people-import', machine: peopleImportMachine },
  { doc: 'integration-file-load', machine: integrationFileLoadMachine },
];

/** The catalogued machine whose id is `id`, or undefined. */
export function catalogueMachine(id: string): AnyStateMachine | undefined {
  return MACHINE_CATALOGUE.find((entry) => entry.machine.id === id)?.machine;
}
