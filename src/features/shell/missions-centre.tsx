import {
  Badge,
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
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import {
  selectDropdownOpen,
  selectMissions,
  selectProgress,
  selectProgressPercent,
} from '../../../machines/onboarding/onboarding';
import {
  MISSIONS,
  type Mission,
  PROGRESS_ITEMS,
  type ProgressItem,
} from '../../../machines/rules/onboarding';
import { selectConfirmingMissions } from '../../../machines/tour';
import type { Message } from '../../../machines/types/messages';
import { useAppActor } from '../../app-kit/system-context';
import { MissionPanel, welcomeActor } from './mission-screens';

const messages = defineMessages({
  title: { id: 'missions.title', defaultMessage: 'Centro de misiones' },
  progress: { id: 'missions.progress', defaultMessage: 'Progreso: {percent} %' },
  missionsHeading: { id: 'missions.list', defaultMessage: 'Misiones' },
  progressHeading: { id: 'missions.progressList', defaultMessage: 'Avance' },
  on: { id: 'missions.state.on', defaultMessage: 'En curso' },
  off: { id: 'missions.state.off', defaultMessage: 'Sin iniciar' },
  done: { id: 'missions.state.done', defaultMessage: 'Completado' },
  pending: { id: 'missions.state.pending', defaultMessage: 'Pendiente' },
  close: { id: 'missions.close', defaultMessage: 'Cerrar' },
  start: { id: 'missions.start', defaultMessage: 'Iniciar' },
  reset: { id: 'missions.reset', defaultMessage: 'Reiniciar misiones' },
  confirmTitle: { id: 'missions.confirm.title', defaultMessage: '¿Abrir el centro de misiones?' },
  confirmText: {
    id: 'missions.confirm.text',
    defaultMessage: 'El recorrido de consejos generales se detendrá.',
  },
  confirm: { id: 'missions.confirm.ok', defaultMessage: 'Continuar' },
  cancel: { id: 'missions.confirm.cancel', defaultMessage: 'Cancelar' },
  welcome: { id: 'missions.welcome', defaultMessage: 'Bienvenida' },
  addEmployees: { id: 'missions.addEmployees', defaultMessage: 'Agrega colaboradores' },
  individualUpload: { id: 'missions.individualUpload', defaultMessage: 'Carga individual' },
  massiveUpload: { id: 'missions.massiveUpload', defaultMessage: 'Carga masiva' },
  shareBrand: { id: 'missions.shareBrand', defaultMessage: 'Comparte tu marca' },
  activateTips: { id: 'missions.activateTips', defaultMessage: 'Activa los consejos' },
  welcomeVideo: { id: 'missions.progress.welcomeVideo', defaultMessage: 'Video de bienvenida' },
  shareBrandOnboarding: {
    id: 'missions.progress.shareBrandOnboarding',
    defaultMessage: 'Enlace de registro compartido',
  },
});

const MISSION_NAMES: Record<Mission, MessageDescriptor> = {
  welcome: messages.welcome,
  addEmployees: messages.addEmployees,
  individualUpload: messages.individualUpload,
  massiveUpload: messages.massiveUpload,
  shareBrand: messages.shareBrand,
  activateTips: messages.activateTips,
};

const PROGRESS_NAMES: Record<ProgressItem, MessageDescriptor> = {
  welcomeVideo: messages.welcomeVideo,
  addEmployees: messages.addEmployees,
  shareBrandOnboarding: messages.shareBrandOnboarding,
};

const useStyles = makeStyles({
  surface: { width: '600px', maxWidth: 'calc(100vw - 32px)' },
  content: { display: 'grid', gap: '16px' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '6px' },
  row: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px' },
  heading: { color: tokens.colorNeutralForeground3 },
  state: { display: 'flex', alignItems: 'center', gap: '8px' },
});

/**
 * The missions centre as the onboarding machine holds it: which missions are on, which
 * progress items are done and the percentage; plus the tour's "stop the tips first?" question.
 */
export function MissionsCentre() {
  const styles = useStyles();
  const intl = useIntl();
  const onboarding = useAppActor('onboarding');
  const tour = useAppActor('tour');
  const open = useSelector(onboarding, selectDropdownOpen);
  const missions = useSelector(onboarding, selectMissions);
  const progress = useSelector(onboarding, selectProgress);
  const percent = useSelector(onboarding, selectProgressPercent);
  const confirming = useSelector(tour, selectConfirmingMissions);
  const welcome = useSelector(onboarding, welcomeActor);
  // SPEC §4: closing ends the welcome video (the machine closes the centre then).
  const close = () => {
    if (
      welcome?.getSnapshot().matches('playing') &&
      onboarding.getSnapshot().context.missions.welcome
    ) {
      welcome.send({ type: 'welcome.close' });
    } else onboarding.send({ type: 'onboarding.dropdown.close' });
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
              <Field label={intl.formatMessage(messages.progress as Message, { percent })}>
                <ProgressBar value={percent / 100} thickness="large" />
              </Field>
              <MissionPanel />
              <Text weight="semibold" className={styles.heading}>
                {intl.formatMessage(messages.missionsHeading)}
              </Text>
              <ul className={styles.list}>
                {MISSIONS.map((m) => (
                  <li key={m} className={styles.row} data-mission={m}>
                    <Text>{intl.formatMessage(MISSION_NAMES[m])}</Text>
                    <span className={styles.state}>
                      {!missions[m] && (
                        <Button
                          size="small"
                          aria-label={`${intl.formatMessage(messages.start)}: ${intl.formatMessage(MISSION_NAMES[m])}`}
                          onClick={() =>
                            onboarding.send({
                              type: 'onboarding.mission.set',
                              mission: m,
                              value: true,
                            })
                          }
                        >
                          {intl.formatMessage(messages.start)}
                        </Button>
                      )}
                      <Badge appearance="tint" color={missions[m] ? 'brand' : 'informative'}>
                        {intl.formatMessage(missions[m] ? messages.on : messages.off)}
                      </Badge>
                    </span>
                  </li>
                ))}
              </ul>
              <Text weight="semibold" className={styles.heading}>
                {intl.formatMessage(messages.progressHeading)}
              </Text>
              <ul className={styles.list}>
                {PROGRESS_ITEMS.map((p) => (
                  <li key={p} className={styles.row}>
                    <Text>{intl.formatMessage(PROGRESS_NAMES[p])}</Text>
                    <Badge appearance="tint" color={progress[p] ? 'success' : 'warning'}>
                      {intl.formatMessage(progress[p] ? messages.done : messages.pending)}
                    </Badge>
                  </li>
                ))}
              </ul>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => onboarding.send({ type: 'onboarding.reset' })}>
                {intl.formatMessage(messages.reset)}
              </Button>
              <Button appearance="primary" onClick={close}>
                {intl.formatMessage(messages.close)}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
