import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { SUPPORT_KEYS, type SupportKey } from '../../../../machines/rules/page-registry';
import { useAppActor } from '../../../app-kit/system-context';
import { HELP_CENTRE_FAQS_URL, openExternal } from '../menus/help-centre';

/** True for a key of the Support submenu. */
export function isSupportKey(key: string): key is SupportKey {
  return (SUPPORT_KEYS as readonly string[]).includes(key);
}

/**
 * Runs a Support entry (SPEC §2 "Menu") through the machines: the missions centre and its
 * missions are the onboarding machine's, the general tips are the tour machine's.
 */
export function useSupportAction(): (key: SupportKey) => void {
  const tour = useAppActor('tour');
  const onboarding = useAppActor('onboarding');
  const [, navigate] = useLocation();
  return useCallback(
    (key: SupportKey) => {
      switch (key) {
        case 'supportMissions':
          // Asks for confirmation first when the tips tour runs (SPEC §4 "Tours").
          tour.send({ type: 'tour.missions.open' });
          break;
        case 'supportWelcome':
          // One mission at a time: whatever ran stops (SPEC §4's missions, the centre's rule).
          onboarding.send({ type: 'onboarding.mission.start', mission: 'welcome' });
          tour.send({ type: 'tour.missions.open' });
          break;
        case 'supportRegister':
          onboarding.send({ type: 'onboarding.mission.start', mission: 'shareBrand' });
          tour.send({ type: 'tour.missions.open' });
          break;
        case 'supportAddUsers':
          navigate('/admin/people');
          break;
        case 'supportTips':
          tour.send({ type: 'tour.restart' });
          tour.send({ type: 'tour.tips.start' });
          break;
        case 'supportFaqs':
          openExternal(HELP_CENTRE_FAQS_URL);
          break;
      }
    },
    [tour, onboarding, navigate],
  );
}
