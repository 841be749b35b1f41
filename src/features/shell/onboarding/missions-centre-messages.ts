import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { CentreMission, MissionStatus } from '../../../../machines/rules/mission-status';

// Texts of the missions centre itself (the missions' own screens: mission-messages.ts).
export const centreMessages = defineMessages({
  title: { id: 'missions.title', defaultMessage: 'Centro de misiones' },
  progress: { id: 'missions.progress', defaultMessage: 'Progreso: {percent} %' },
  allDone: {
    id: 'missions.summary.allDone',
    defaultMessage: 'Completaste todas las misiones. Puedes repetir la que quieras.',
  },
  missionsHeading: { id: 'missions.list', defaultMessage: 'Misiones' },
  inProgress: { id: 'missions.state.on', defaultMessage: 'En curso' },
  completed: { id: 'missions.state.done', defaultMessage: 'Completada' },
  pending: { id: 'missions.state.pending', defaultMessage: 'Pendiente' },
  close: { id: 'missions.close', defaultMessage: 'Cerrar' },
  start: { id: 'missions.start', defaultMessage: 'Iniciar' },
  resume: { id: 'missions.resume', defaultMessage: 'Continuar' },
  repeat: { id: 'missions.repeat', defaultMessage: 'Repetir' },
  confirmTitle: { id: 'missions.confirm.title', defaultMessage: '¿Abrir el centro de misiones?' },
  confirmText: {
    id: 'missions.confirm.text',
    defaultMessage: 'El recorrido de consejos generales se detendrá.',
  },
  confirm: { id: 'missions.confirm.ok', defaultMessage: 'Continuar' },
  cancel: { id: 'missions.confirm.cancel', defaultMessage: 'Cancelar' },
  welcome: { id: 'missions.welcome', defaultMessage: 'Bienvenida' },
  welcomeText: {
    id: 'missions.welcome.text',
    defaultMessage: 'Un video corto sobre lo que puedes hacer en el admin.',
  },
  addEmployees: { id: 'missions.addEmployees', defaultMessage: 'Agrega colaboradores' },
  addEmployeesText: {
    id: 'missions.addEmployees.text',
    defaultMessage: 'Da de alta a tu equipo, uno por uno o con un archivo.',
  },
  shareBrand: { id: 'missions.shareBrand', defaultMessage: 'Comparte tu marca' },
  shareBrandText: {
    id: 'missions.shareBrand.text',
    defaultMessage: 'Envía a tu equipo el tutorial para registrarse en la app.',
  },
  activateTips: { id: 'missions.activateTips', defaultMessage: 'Activa los consejos' },
  activateTipsText: {
    id: 'missions.activateTips.text',
    defaultMessage: 'Elige si cada página te muestra su recorrido guiado.',
  },
});

/** Each card's name and one-line description. */
export const MISSION_TEXTS: Record<
  CentreMission,
  { name: MessageDescriptor; text: MessageDescriptor }
> = {
  welcome: { name: centreMessages.welcome, text: centreMessages.welcomeText },
  addEmployees: { name: centreMessages.addEmployees, text: centreMessages.addEmployeesText },
  shareBrand: { name: centreMessages.shareBrand, text: centreMessages.shareBrandText },
  activateTips: { name: centreMessages.activateTips, text: centreMessages.activateTipsText },
};

/** What each status reads. */
export const STATUS_TEXTS: Record<MissionStatus, MessageDescriptor> = {
  inProgress: centreMessages.inProgress,
  completed: centreMessages.completed,
  pending: centreMessages.pending,
};
