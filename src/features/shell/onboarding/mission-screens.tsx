import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { activateTipsMachine } from '../../../../machines/onboarding/activate-tips';
import type { addEmployeesMachine } from '../../../../machines/onboarding/add-employees';
import type { individualUploadMachine } from '../../../../machines/onboarding/individual-upload';
import type { massiveUploadMachine } from '../../../../machines/onboarding/massive-upload';
import {
  type OnboardingSnapshot,
  selectCelebrating,
  selectMissions,
} from '../../../../machines/onboarding/onboarding';
import type { shareBrandMachine } from '../../../../machines/onboarding/share-brand';
import type { welcomeMachine } from '../../../../machines/onboarding/welcome';
import { ADD_PERSON_PATH, normalisePath, PEOPLE_PATH } from '../../../../machines/rules/onboarding';
import { useAppActor } from '../../../app-kit/system-context';
import { ActivateTipsPanel, HelpHint } from './mission-activate-tips';
import { AddEmployeesPanel } from './mission-add-employees';
import { CompletionCelebration } from './mission-celebration';
import { IndividualUploadTour } from './mission-individual-upload';
import { MassiveUploadTour } from './mission-massive-upload';
import { ShareBrandPanel } from './mission-share-brand';
import { WelcomePanel } from './mission-welcome';

// The machine invokes each mission under its own id; setup() does not type children by id, so
// the lookups below name the machine each id runs (onboarding.ts, `invoke: { id, src }`).
const shareBrandActor = (s: OnboardingSnapshot) =>
  (s.children.shareBrand ?? null) as ActorRefFrom<typeof shareBrandMachine> | null;
const activateTipsActor = (s: OnboardingSnapshot) =>
  (s.children.activateTips ?? null) as ActorRefFrom<typeof activateTipsMachine> | null;
/** The welcome mission's actor (the centre's close ends its video, SPEC §4). */
export const welcomeActor = (s: OnboardingSnapshot) =>
  (s.children.welcome ?? null) as ActorRefFrom<typeof welcomeMachine> | null;
const addEmployeesActor = (s: OnboardingSnapshot) =>
  (s.children.addEmployees ?? null) as ActorRefFrom<typeof addEmployeesMachine> | null;
const individualUploadActor = (s: OnboardingSnapshot) =>
  (s.children.individualUpload ?? null) as ActorRefFrom<typeof individualUploadMachine> | null;
const massiveUploadActor = (s: OnboardingSnapshot) =>
  (s.children.massiveUpload ?? null) as ActorRefFrom<typeof massiveUploadMachine> | null;

/**
 * The panel of the mission that is on, shown in the missions centre: each follows its mission
 * actor, so what shows is what the machine's state promises. `autoPlayWelcome`: the admin just
 * started the welcome mission, so its video plays at once. The upload tours, the help hint and
 * the completion animation show outside the centre (MissionOverlays).
 */
export function MissionPanel({ autoPlayWelcome = false }: { autoPlayWelcome?: boolean }) {
  const onboarding = useAppActor('onboarding');
  const missions = useSelector(onboarding, selectMissions);
  const shareBrand = useSelector(onboarding, shareBrandActor);
  const activateTips = useSelector(onboarding, activateTipsActor);
  const welcome = useSelector(onboarding, welcomeActor);
  const addEmployees = useSelector(onboarding, addEmployeesActor);
  if (missions.shareBrand && shareBrand) {
    return <ShareBrandPanel key={shareBrand.id} actor={shareBrand} />;
  }
  if (missions.activateTips && activateTips) {
    return <ActivateTipsPanel key={activateTips.id} actor={activateTips} />;
  }
  if (missions.addEmployees && addEmployees) {
    return <AddEmployeesPanel key={addEmployees.id} actor={addEmployees} />;
  }
  if (missions.welcome && welcome) {
    return <WelcomePanel key={welcome.id} actor={welcome} autoPlay={autoPlayWelcome} />;
  }
  return null;
}

/**
 * What shows outside the centre (a lazy chunk, mounted from the first time it is due): the bulk
 * upload tour on the people page, the help hint after activate tips, and the once-only
 * completion animation.
 */
export function MissionOverlays() {
  const onboarding = useAppActor('onboarding');
  const [path] = useLocation();
  const massive = useSelector(onboarding, (s) =>
    s.context.missions.massiveUpload ? massiveUploadActor(s) : null,
  );
  const individual = useSelector(onboarding, (s) =>
    s.context.missions.individualUpload ? individualUploadActor(s) : null,
  );
  const onPeople = normalisePath(path) === PEOPLE_PATH;
  const onAddPerson = normalisePath(path) === ADD_PERSON_PATH;
  const activateTips = useSelector(onboarding, activateTipsActor);
  const celebrating = useSelector(onboarding, selectCelebrating);
  return (
    <>
      {massive && onPeople && <MassiveUploadTour key={massive.id} actor={massive} />}
      {individual && (onPeople || onAddPerson) && (
        <IndividualUploadTour key={individual.id} actor={individual} onForm={onAddPerson} />
      )}
      {activateTips && <HintWhenDue key={activateTips.id} actor={activateTips} />}
      {celebrating && <CompletionCelebration />}
    </>
  );
}

function HintWhenDue({ actor }: { actor: ActorRefFrom<typeof activateTipsMachine> }) {
  const due = useSelector(actor, (s) => s.matches('helpHint'));
  return due ? <HelpHint actor={actor} /> : null;
}
