import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

// What each supervision figure counts, over which stores and period, and its unit (shown by the
// info button beside it). A supervision is one module applied to one store at one moment.
export const supervisionDefinitions = untyped(
  defineMessages({
    score: {
      id: 'definition.supervision.score',
      defaultMessage:
        'Promedio de las calificaciones de las supervisiones hechas durante el periodo en las tiendas del ámbito (una supervisión: un módulo aplicado a una tienda). Unidad: calificación de 0 a 100.',
    },
    supervisions: {
      id: 'definition.supervision.supervisions',
      defaultMessage:
        'Supervisiones hechas durante el periodo en las tiendas del ámbito; una visita que aplica tres módulos suma tres. Unidad: supervisiones.',
    },
    incidents: {
      id: 'definition.supervision.incidents',
      defaultMessage:
        'Suma de las incidencias anotadas en las supervisiones hechas durante el periodo en las tiendas del ámbito. Unidad: incidencias.',
    },
    failing: {
      id: 'definition.supervision.failing',
      defaultMessage:
        'Porcentaje de las supervisiones del periodo con calificación menor a {below}, entre todas las del periodo en las tiendas del ámbito; «—» cuando no hubo supervisiones. Unidad: %.',
    },
    chart: {
      id: 'definition.supervision.chart',
      defaultMessage:
        'Calificación promedio de las supervisiones por día, semana o mes del periodo, junto a la del periodo anterior de la misma duración y la meta. Unidad: calificación de 0 a 100.',
    },
    rowScore: {
      id: 'definition.supervision.rowScore',
      defaultMessage:
        'Promedio de las calificaciones de las supervisiones de la fila hechas durante el periodo en las tiendas del ámbito; «—» si no hubo ninguna. Unidad: calificación de 0 a 100.',
    },
    rowPrevious: {
      id: 'definition.supervision.rowPrevious',
      defaultMessage:
        'Promedio de las calificaciones de las supervisiones de la fila en el periodo anterior (los mismos días justo antes del inicio); «—» si no hubo ninguna. Unidad: calificación de 0 a 100.',
    },
    rowChange: {
      id: 'definition.supervision.rowChange',
      defaultMessage:
        'Calificación de la fila en el periodo menos su calificación en el periodo anterior; «Sin comparación» cuando falta alguna de las dos. Unidad: puntos de calificación.',
    },
    rowSupervisions: {
      id: 'definition.supervision.rowSupervisions',
      defaultMessage:
        'Supervisiones de la fila hechas durante el periodo en las tiendas del ámbito; una visita que aplica tres módulos suma tres. Unidad: supervisiones.',
    },
    rowIncidents: {
      id: 'definition.supervision.rowIncidents',
      defaultMessage:
        'Suma de las incidencias anotadas en las supervisiones de la fila hechas durante el periodo en las tiendas del ámbito. Unidad: incidencias.',
    },
    moduleFailing: {
      id: 'definition.supervision.moduleFailing',
      defaultMessage:
        'Supervisiones del módulo hechas durante el periodo en las tiendas del ámbito con calificación menor a {below}. Unidad: supervisiones.',
    },
    moduleFailingRate: {
      id: 'definition.supervision.moduleFailingRate',
      defaultMessage:
        'Supervisiones del módulo con calificación menor a {below} × 100 ÷ todas las del módulo durante el periodo en las tiendas del ámbito; «—» cuando no tuvo ninguna. Unidad: %.',
    },
  }),
);
