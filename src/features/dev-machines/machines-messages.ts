import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

/** Texts of the statechart viewer (/dev/machines). */
export const machinesMessages = untyped(
  defineMessages({
    intro: {
      id: 'devMachines.intro',
      defaultMessage:
        'Cada máquina dibujada desde su definición. Los estados en los que están los actores de las pestañas abiertas de la consola se resaltan en vivo.',
    },
    list: { id: 'devMachines.list', defaultMessage: 'Máquinas' },
    running: {
      id: 'devMachines.running',
      defaultMessage: '{count, plural, one {# actor en marcha} other {# actores en marcha}}',
    },
    choose: {
      id: 'devMachines.choose',
      defaultMessage: 'Elige una máquina de la lista para ver su diagrama de estados.',
    },
    unknown: {
      id: 'devMachines.unknown',
      defaultMessage: 'No hay ninguna máquina «{id}». Elige una de la lista.',
    },
    loading: { id: 'devMachines.loading', defaultMessage: 'Dibujando el diagrama…' },
    failed: {
      id: 'devMachines.failed',
      defaultMessage: 'No se pudo dibujar el diagrama: {reason}',
    },
    retry: { id: 'devMachines.retry', defaultMessage: 'Reintentar' },
    chart: { id: 'devMachines.chart', defaultMessage: 'Diagrama de estados de {machine}' },
    stateCount: {
      id: 'devMachines.stateCount',
      defaultMessage:
        '{count, plural, one {# estado} other {# estados}}, {transitions, plural, one {# transición} other {# transiciones}}',
    },
    zoomIn: { id: 'devMachines.zoomIn', defaultMessage: 'Acercar' },
    zoomOut: { id: 'devMachines.zoomOut', defaultMessage: 'Alejar' },
    zoomFit: { id: 'devMachines.zoomFit', defaultMessage: 'Ajustar al ancho' },
    zoomLevel: { id: 'devMachines.zoomLevel', defaultMessage: 'Zoom: {percent} %' },
    live: { id: 'devMachines.live', defaultMessage: 'Actor en vivo' },
    followLatest: {
      id: 'devMachines.followLatest',
      defaultMessage: 'Seguir el último cambio',
    },
    thisTab: { id: 'devMachines.thisTab', defaultMessage: '{actor} (esta pestaña)' },
    otherTab: { id: 'devMachines.otherTab', defaultMessage: '{actor} (pestaña {number})' },
    noLive: {
      id: 'devMachines.noLive',
      defaultMessage:
        'Ningún actor de esta máquina está en marcha en las pestañas abiertas de la consola.',
    },
    noChannel: {
      id: 'devMachines.noChannel',
      defaultMessage: 'Este navegador no permite seguir el estado de las otras pestañas.',
    },
    current: { id: 'devMachines.current', defaultMessage: 'Estado actual: {states}' },
    currentStatus: {
      id: 'devMachines.currentStatus',
      defaultMessage: 'Estado actual: {states} ({status})',
    },
    details: { id: 'devMachines.details', defaultMessage: 'Detalles del estado' },
    pickState: {
      id: 'devMachines.pickState',
      defaultMessage:
        'Pasa el puntero o el foco por un estado para leer su descripción; haz clic o pulsa Intro para ver cómo se llega a él.',
    },
    noDescription: { id: 'devMachines.noDescription', defaultMessage: 'Sin descripción.' },
    kind: {
      id: 'devMachines.kind',
      defaultMessage:
        '{kind, select, atomic {Estado simple} compound {Estado compuesto} parallel {Estado paralelo} final {Estado final} history {Estado de historia} other {Estado}}',
    },
    region: { id: 'devMachines.region', defaultMessage: 'Región de un estado paralelo' },
    activeNow: { id: 'devMachines.activeNow', defaultMessage: 'activo' },
    path: {
      id: 'devMachines.path',
      defaultMessage: 'Camino desde el estado inicial hasta {state}',
    },
    pathInitial: {
      id: 'devMachines.pathInitial',
      defaultMessage: 'Es el estado inicial: no hace falta ningún evento.',
    },
    pathNone: {
      id: 'devMachines.pathNone',
      defaultMessage: 'Ninguna transición de la definición lleva a este estado.',
    },
    pathStep: { id: 'devMachines.pathStep', defaultMessage: '{event} → {state}' },
    legend: { id: 'devMachines.legend', defaultMessage: 'Leyenda' },
    legendActive: { id: 'devMachines.legendActive', defaultMessage: 'Estado actual' },
    legendRegion: {
      id: 'devMachines.legendRegion',
      defaultMessage: 'Región paralela (borde discontinuo)',
    },
    legendFinal: { id: 'devMachines.legendFinal', defaultMessage: 'Estado final (borde doble)' },
    legendInitial: { id: 'devMachines.legendInitial', defaultMessage: 'Marca del estado inicial' },
    inspector: {
      id: 'devMachines.inspector',
      defaultMessage: 'Abrir la consola con el inspector de Stately (necesita internet)',
    },
  }),
);
