import type { Mission, ProgressItem } from '../rules/onboarding';

/** Events the missions centre accepts (from views and from its mission actors). */
export type OnboardingEvent =
  | { type: 'onboarding.mission.set'; mission: Mission; value: boolean }
  | { type: 'onboarding.mission.start'; mission: Mission }
  | { type: 'onboarding.people.added' }
  | { type: 'onboarding.progress.set'; item: ProgressItem; value: boolean }
  | { type: 'onboarding.reset' }
  | { type: 'onboarding.dropdown.open' }
  | { type: 'onboarding.dropdown.close' }
  | { type: 'onboarding.route'; path: string }
  | { type: 'onboarding.animation.done' }
  | { type: 'onboarding.massiveUpload.ended' }
  | { type: 'onboarding.next' }
  | { type: 'onboarding.tips.finish'; showTour: boolean };

/** Sends a report to the parent (the missions centre); a lone mission actor reports nowhere. */
export const reportToParent = (
  { self }: { self: { _parent?: { send: (event: OnboardingEvent) => void } } },
  event: OnboardingEvent,
): void => {
  self._parent?.send(event);
};
