import { describe, expect, it } from 'vitest';
import {
  isMissionDone,
  type MissionStatusFacts,
  missionStatus,
  suggestedMission,
} from '../../machines/rules/mission-status';
import {
  INITIAL_MISSIONS,
  INITIAL_PROGRESS,
  resetMissions,
  startMission,
} from '../../machines/rules/onboarding';

const facts = (over: Partial<MissionStatusFacts> = {}): MissionStatusFacts => ({
  missions: resetMissions(),
  progress: { ...INITIAL_PROGRESS },
  tipsDone: false,
  ...over,
});

describe('mission status of the centre cards', () => {
  it('a finished mission reads completed, not pending', () => {
    const f = facts({
      progress: { welcomeVideo: true, addEmployees: true, shareBrandOnboarding: true },
    });
    expect(missionStatus('welcome', f)).toBe('completed');
    expect(missionStatus('addEmployees', f)).toBe('completed');
    expect(missionStatus('shareBrand', f)).toBe('completed');
    // Activate tips has no progress item: Finish pressed once is what makes it done.
    expect(missionStatus('activateTips', f)).toBe('pending');
    expect(missionStatus('activateTips', { ...f, tipsDone: true })).toBe('completed');
  });

  it('the running mission reads in progress, even when done before (it is being repeated)', () => {
    const f = facts({ missions: startMission('shareBrand') });
    expect(missionStatus('shareBrand', f)).toBe('inProgress');
    expect(
      missionStatus('shareBrand', {
        ...f,
        progress: { ...f.progress, shareBrandOnboarding: true },
      }),
    ).toBe('inProgress');
    expect(missionStatus('welcome', f)).toBe('pending');
  });

  it('either upload tour running is the add-employees mission running', () => {
    expect(
      missionStatus('addEmployees', facts({ missions: startMission('individualUpload') })),
    ).toBe('inProgress');
    expect(missionStatus('addEmployees', facts({ missions: startMission('massiveUpload') }))).toBe(
      'inProgress',
    );
  });

  it('isMissionDone maps each card to its progress item', () => {
    const f = facts({
      progress: { welcomeVideo: false, addEmployees: true, shareBrandOnboarding: false },
    });
    expect(isMissionDone('addEmployees', f)).toBe(true);
    expect(isMissionDone('welcome', f)).toBe(false);
    expect(isMissionDone('shareBrand', f)).toBe(false);
  });

  it('suggests the running mission, else the first one still to do, else none', () => {
    expect(suggestedMission(facts({ missions: { ...INITIAL_MISSIONS } }))).toBe('welcome');
    expect(suggestedMission(facts({ missions: startMission('activateTips') }))).toBe(
      'activateTips',
    );
    expect(
      suggestedMission(
        facts({
          progress: { welcomeVideo: true, addEmployees: false, shareBrandOnboarding: true },
        }),
      ),
    ).toBe('addEmployees');
    expect(
      suggestedMission(
        facts({
          progress: { welcomeVideo: true, addEmployees: true, shareBrandOnboarding: true },
          tipsDone: true,
        }),
      ),
    ).toBeNull();
  });
});

describe('startMission: one mission at a time', () => {
  it('turns the started mission on and every other one off', () => {
    const flags = startMission('welcome');
    expect(Object.entries(flags).filter(([, on]) => on)).toEqual([['welcome', true]]);
  });
});
