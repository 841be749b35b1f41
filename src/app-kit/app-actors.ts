import type { ActorRefFrom } from 'xstate';
import type { createAppSystem } from '../../machines/app';
import type { bookmarksMachine } from '../../machines/bookmarks';
import type { dateScopeMachine } from '../../machines/date-scope';
import type { domainMachine } from '../../machines/domain';
import type { menuMachine } from '../../machines/menu';
import type { onboardingMachine } from '../../machines/onboarding/onboarding';
import type { sessionMachine } from '../../machines/session';
import type { settingsMachine } from '../../machines/settings';
import type { tourMachine } from '../../machines/tour';

// Types only, in their own module: the system's builder and the views' context both need them,
// and neither may import the other (that was an import cycle).

/** The one app system of the console. */
export type AppSystem = ReturnType<typeof createAppSystem>;

/** The actor behind each systemId, so `useAppActor('session')` is typed. */
export interface AppActors {
  session: ActorRefFrom<typeof sessionMachine>;
  domain: ActorRefFrom<typeof domainMachine>;
  dateScope: ActorRefFrom<typeof dateScopeMachine>;
  settings: ActorRefFrom<typeof settingsMachine>;
  bookmarks: ActorRefFrom<typeof bookmarksMachine>;
  menu: ActorRefFrom<typeof menuMachine>;
  tour: ActorRefFrom<typeof tourMachine>;
  onboarding: ActorRefFrom<typeof onboardingMachine>;
}
