import { HELP_CENTRE_URL } from '../menus/help-centre';

// The share-brand mission's registration tutorials (SPEC §4: phone, e-mail and employee number),
// pages of the help centre so a build that points VITE_HELP_CENTRE_URL elsewhere moves them too.

/** The ways a collaborator registers in the app, in the order the mission lists them. */
export const REGISTRATION_WAYS = ['phone', 'email', 'employeeNumber'] as const;

/** One way to register. */
export type RegistrationWay = (typeof REGISTRATION_WAYS)[number];

const PAGES: Record<RegistrationWay, string> = {
  phone: 'registro/telefono',
  email: 'registro/correo',
  employeeNumber: 'registro/numero-de-empleado',
};

/** The tutorial page of a way to register. */
export function tutorialUrl(way: RegistrationWay, base: string = HELP_CENTRE_URL): string {
  return new URL(PAGES[way], base).toString();
}
