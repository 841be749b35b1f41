import type { Mission, MissionFlags, ProgressFlags } from './onboarding';

/**
 * The missions the centre lists as cards. The two upload tours are not missions of their own to
 * the admin: they are the two ways of doing "Agrega colaboradores", offered inside it.
 */
export const CENTRE_MISSIONS = ['welcome', 'addEmployees', 'shareBrand', 'activateTips'] as const;

/** One mission card of the centre. */
export type CentreMission = (typeof CENTRE_MISSIONS)[number];

/** What a card says of its mission. */
export type MissionStatus = 'inProgress' | 'completed' | 'pending';

/** What the card's status is read from. */
export interface MissionStatusFacts {
  missions: MissionFlags;
  progress: ProgressFlags;
  /** Activate tips has no progress item: whether its Finish was ever pressed. */
  tipsDone: boolean;
}

/** The mission flags that mean a card's mission is the one running. */
const RUNNING_FLAGS: Record<CentreMission, readonly Mission[]> = {
  welcome: ['welcome'],
  addEmployees: ['addEmployees', 'individualUpload', 'massiveUpload'],
  shareBrand: ['shareBrand'],
  activateTips: ['activateTips'],
};

/** Whether a card's mission was finished once (its progress item, or Finish for the tips). */
export function isMissionDone(mission: CentreMission, facts: MissionStatusFacts): boolean {
  switch (mission) {
    case 'welcome':
      return facts.progress.welcomeVideo;
    case 'addEmployees':
      return facts.progress.addEmployees;
    case 'shareBrand':
      return facts.progress.shareBrandOnboarding;
    case 'activateTips':
      return facts.tipsDone;
  }
}

/** Whether a card's mission (or one of its upload tours) is running now. */
function isMissionRunning(mission: CentreMission, missions: MissionFlags): boolean {
  return RUNNING_FLAGS[mission].some((flag) => missions[flag]);
}

/**
 * A card's status: running wins (a finished mission can be repeated), then finished, else
 * pending (never started, or left for another one: one mission runs at a time).
 */
export function missionStatus(mission: CentreMission, facts: MissionStatusFacts): MissionStatus {
  if (isMissionRunning(mission, facts.missions)) return 'inProgress';
  return isMissionDone(mission, facts) ? 'completed' : 'pending';
}

/** The card to point the admin at: the running one, else the first pending one, else none. */
export function suggestedMission(facts: MissionStatusFacts): CentreMission | null {
  const running = CENTRE_MISSIONS.find((m) => isMissionRunning(m, facts.missions));
  if (running) return running;
  return CENTRE_MISSIONS.find((m) => !isMissionDone(m, facts)) ?? null;
}
