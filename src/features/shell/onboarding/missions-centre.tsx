import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  ProgressBar,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import {
  selectDropdownOpen,
  selectMissions,
  selectProgress,
  selectProgressPercent,
  selectTipsDone,
} from '../../../../machines/onboarding/onboarding';
import {
  CENTRE_MISSIONS,
  type CentreMission,
  type MissionStatus,
  missionStatus,
  suggestedMission,
} from '../../../../machines/rules/mission-status';
import type { MissionFlags } from '../../../../machines/rules/onboarding';
import { PEOPLE_PATH } from '../../../../machines/rules/onboarding';
import { selectConfirmingMissions } from '../../../../machines/tour';
import type { Message } from '../../../../machines/types/messages';
import { useAppActor } from '../../../app-kit/system-context';
import { type MissionAction, MissionCard } from './mission-card';
import { MissionPanel, welcomeActor } from './mission-screens';
import { centreMessages as messages } from './missions-centre-messages';

const useStyles = makeStyles({
  surface: { width: '600px', maxWidth: 'calc(100vw - 32px)' },
  content: { display: 'grid', gap: '16px' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' },
  heading: { color: tokens.colorNeutralForeground3 },
});

/**
 * What a card offers: a running mission whose screen shows in the centre needs no button; the
 * upload tours run on the people page, so their card leads back there.
 */
function actionOf(mission: CentreMission, status: MissionStatus, missions: MissionFlags) {
  if (status === 'completed') return 'repeat';
  if (status === 'pending') return 'start';
  return mission === 'addEmployees' && !missions.addEmployees ? 'resume' : null;
}

/**
 * The missions centre: overall progress, the running mission's screen, and one card per mission
 * saying honestly whether it runs, is done or is still to do; plus the tour's "stop the tips
 * first?" question. One mission runs at a time: starting one stops the other.
 */
export function MissionsCentre() {
  const styles = useStyles();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const onboarding = useAppActor('onboarding');
  const tour = useAppActor('tour');
  const open = useSelector(onboarding, selectDropdownOpen);
  const missions = useSelector(onboarding, selectMissions);
  const progress = useSelector(onboarding, selectProgress);
  const tipsDone = useSelector(onboarding, selectTipsDone);
  const percent = useSelector(onboarding, selectProgressPercent);
  const confirming = useSelector(tour, selectConfirmingMissions);
  const welcome = useSelector(onboarding, welcomeActor);
  // A welcome video the admin asked for plays at once; the one the centre opens on waits.
  const [playWelcome, setPlayWelcome] = useState(false);
  const facts = { missions, progress, tipsDone };
  const suggested = suggestedMission(facts);
  // SPEC §4: closing ends the welcome video (the machine closes the centre then).
  const close = () => {
    setPlayWelcome(false);
    if (
      welcome?.getSnapshot().matches('playing') &&
      onboarding.getSnapshot().context.missions.welcome
    ) {
      welcome.send({ type: 'welcome.close' });
    } else onboarding.send({ type: 'onboarding.dropdown.close' });
  };
  const act = (mission: CentreMission, action: MissionAction) => {
    if (action === 'resume') {
      onboarding.send({ type: 'onboarding.dropdown.close' });
      navigate(PEOPLE_PATH);
      return;
    }
    setPlayWelcome(mission === 'welcome');
    onboarding.send({ type: 'onboarding.mission.start', mission });
  };

  return (
    <>
      <Dialog open={confirming} modalType="alert">
        <DialogSurface aria-describedby={undefined}>
          <DialogBody>
            <DialogTitle>{intl.formatMessage(messages.confirmTitle)}</DialogTitle>
            <DialogContent>{intl.formatMessage(messages.confirmText)}</DialogContent>
            <DialogActions>
              <Button onClick={() => tour.send({ type: 'tour.missions.cancel' })}>
                {intl.formatMessage(messages.cancel)}
              </Button>
              <Button
                appearance="primary"
                onClick={() => tour.send({ type: 'tour.missions.confirm' })}
              >
                {intl.formatMessage(messages.confirm)}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <Dialog open={open && !confirming} onOpenChange={(_, d) => !d.open && close()}>
        <DialogSurface className={styles.surface} aria-describedby={undefined}>
          <DialogBody>
            <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
            <DialogContent className={styles.content} data-testid="missions-centre">
              <Field
                label={intl.formatMessage(messages.progress as Message, { percent })}
                hint={percent === 100 ? intl.formatMessage(messages.allDone) : undefined}
                validationState={percent === 100 ? 'success' : 'none'}
              >
                <ProgressBar
                  value={percent / 100}
                  thickness="large"
                  color={percent === 100 ? 'success' : 'brand'}
                />
              </Field>
              <MissionPanel autoPlayWelcome={playWelcome} />
              <Text weight="semibold" className={styles.heading}>
                {intl.formatMessage(messages.missionsHeading)}
              </Text>
              <ul className={styles.list}>
                {CENTRE_MISSIONS.map((mission) => {
                  const status = missionStatus(mission, facts);
                  const action = actionOf(mission, status, missions);
                  return (
                    <li key={mission}>
                      <MissionCard
                        mission={mission}
                        status={status}
                        action={action}
                        primary={mission === suggested && action !== 'repeat'}
                        onAction={() => action && act(mission, action)}
                      />
                    </li>
                  );
                })}
              </ul>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close}>
                {intl.formatMessage(messages.close)}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
