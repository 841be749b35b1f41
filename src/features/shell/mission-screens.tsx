import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { activateTipsMachine } from '../../../machines/onboarding/activate-tips';
import {
  type OnboardingSnapshot,
  selectCelebrating,
  selectMissions,
} from '../../../machines/onboarding/onboarding';
import type { shareBrandMachine } from '../../../machines/onboarding/share-brand';
import { useAppActor } from '../../app-kit/system-context';
import { ActivateTipsPanel, HelpHint } from './mission-activate-tips';
import { CompletionCelebration } from './mission-celebration';
import { ShareBrandPanel } from './mission-share-brand';

// The machine invokes each mission under its own id; setup() does not type children by id, so
// the two lookups below name the machine each id runs (onboarding.ts, `invoke: { id, src }`).
const shareBrandActor = (s: OnboardingSnapshot) =>
  (s.children.shareBrand ?? null) as ActorRefFrom<typeof shareBrandMachine> | null;
const activateTipsActor = (s: OnboardingSnapshot) =>
  (s.children.activateTips ?? null) as ActorRefFrom<typeof activateTipsMachine> | null;

/**
 * The panel of the mission that is on, shown in the missions centre: each follows its mission
 * actor, so what shows is what the machine's state promises. Nothing when no built mission is on.
 */
export function MissionPanel() {
  const onboarding = useAppActor('onboarding');
  const missions = useSelector(onboarding, selectMissions);
  const shareBrand = useSelector(onboarding, shareBrandActor);
  const activateTips = useSelector(onboarding, activateTipsActor);
  if (missions.shareBrand && shareBrand) {
    return <ShareBrandPanel key={shareBrand.id} actor={shareBrand} />;
  }
  if (missions.activateTips && activateTips) {
    return <ActivateTipsPanel key={activateTips.id} actor={activateTips} />;
  }
  return null;
}

/**
 * What shows outside the centre (a lazy chunk, mounted from the first time it is due): the help
 * hint after activate tips, and the once-only completion animation.
 */
export function MissionOverlays() {
  const onboarding = useAppActor('onboarding');
  const activateTips = useSelector(onboarding, activateTipsActor);
  const celebrating = useSelector(onboarding, selectCelebrating);
  return (
    <>
      {activateTips && <HintWhenDue key={activateTips.id} actor={activateTips} />}
      {celebrating && <CompletionCelebration />}
    </>
  );
}

function HintWhenDue({ actor }: { actor: ActorRefFrom<typeof activateTipsMachine> }) {
  const due = useSelector(actor, (s) => s.matches('helpHint'));
  return due ? <HelpHint actor={actor} /> : null;
}
