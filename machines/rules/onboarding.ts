/** Onboarding missions (SPEC §4). */
export const MISSIONS = [
  'welcome',
  'addEmployees',
  'individualUpload',
  'massiveUpload',
  'shareBrand',
  'activateTips',
] as const;

/** One onboarding mission. */
export type Mission = (typeof MISSIONS)[number];

/** Which mission is on. */
export type MissionFlags = Record<Mission, boolean>;

/** Progress items (SPEC §4). */
export const PROGRESS_ITEMS = ['welcomeVideo', 'addEmployees', 'shareBrandOnboarding'] as const;

/** One progress item. */
export type ProgressItem = (typeof PROGRESS_ITEMS)[number];

/** Which progress item is done. */
export type ProgressFlags = Record<ProgressItem, boolean>;

/** Initially only welcome is on. */
export const INITIAL_MISSIONS: MissionFlags = {
  welcome: true,
  addEmployees: false,
  individualUpload: false,
  massiveUpload: false,
  shareBrand: false,
  activateTips: false,
};

/** All progress flags start false. */
export const INITIAL_PROGRESS: ProgressFlags = {
  welcomeVideo: false,
  addEmployees: false,
  shareBrandOnboarding: false,
};

/** Share of true progress flags, as a percentage rounded down. */
export function progressPercent(progress: ProgressFlags): number {
  const done = PROGRESS_ITEMS.filter((item) => progress[item]).length;
  return Math.floor((done * 100) / PROGRESS_ITEMS.length);
}

/** Badge count on 'Conoce el admin': the number of incomplete progress flags. */
export function badgeCount(progress: ProgressFlags): number {
  return PROGRESS_ITEMS.filter((item) => !progress[item]).length;
}

/** Sets one mission; setting individualUpload or massiveUpload forces addEmployees off. */
export function setMission(flags: MissionFlags, mission: Mission, value: boolean): MissionFlags {
  const next = { ...flags, [mission]: value };
  if (mission === 'individualUpload' || mission === 'massiveUpload') next.addEmployees = false;
  return next;
}

/**
 * Starting a mission from the centre: one mission runs at a time, so every other one stops (its
 * progress stays; starting it again begins it anew).
 */
export function startMission(mission: Mission): MissionFlags {
  return { ...resetMissions(), [mission]: true };
}

/** Resetting turns every mission off. */
export function resetMissions(): MissionFlags {
  return Object.fromEntries(MISSIONS.map((m) => [m, false])) as MissionFlags;
}

/** True when any mission other than `except` is on. */
export function anyOtherMissionOn(flags: MissionFlags, except: Mission): boolean {
  return MISSIONS.some((m) => m !== except && flags[m]);
}

/** Mission a finished step leads to: the first incomplete one, else activateTips. */
export function nextMission(progress: ProgressFlags): Mission {
  if (!progress.welcomeVideo) return 'welcome';
  if (!progress.addEmployees) return 'addEmployees';
  if (!progress.shareBrandOnboarding) return 'shareBrand';
  return 'activateTips';
}

/** Path where the people missions apply. */
export const PEOPLE_PATH = '/admin/people';

/** Path of the add-person page. */
export const ADD_PERSON_PATH = '/admin/people/add';

/** Normalises a path for comparison (no trailing slash, no query). */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** Merges stored flags over defaults, keeping only known booleans. */
export function mergeFlags<K extends string>(
  defaults: Record<K, boolean>,
  stored: unknown,
): Record<K, boolean> {
  const out = { ...defaults };
  if (stored && typeof stored === 'object') {
    for (const key of Object.keys(defaults) as K[]) {
      const value = (stored as Record<string, unknown>)[key];
      if (typeof value === 'boolean') out[key] = value;
    }
  }
  return out;
}
