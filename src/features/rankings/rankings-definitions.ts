import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

// What the store figures of the rankings count, over which people and period, and their unit
// (shown by the info button of their column headers).
export const rankingsDefinitions = untyped(
  defineMessages({
    people: {
      id: 'definition.rankings.people',
      defaultMessage:
        'Personas registradas en la tienda al final del periodo (sin las dadas de baja) y, de ellas, las activas: con al menos un curso completado. Unidad: personas.',
    },
    adoption: {
      id: 'definition.rankings.adoption',
      defaultMessage:
        'Porcentaje de las personas registradas de la tienda que están activas al final del periodo. Unidad: %.',
    },
    progress: {
      id: 'definition.rankings.progress',
      defaultMessage:
        'Porcentaje de los cursos asignados a las personas de la tienda (los que su puesto puede tomar) que están completados al final del periodo. Unidad: %.',
    },
    score: {
      id: 'definition.rankings.score',
      defaultMessage:
        'Promedio de las calificaciones de los exámenes terminados en la tienda durante el periodo; «—» sin exámenes. Unidad: calificación de 0 a 100.',
    },
    completed: {
      id: 'definition.rankings.completed',
      defaultMessage:
        'Cursos completados por las personas de la tienda al final del periodo, uno por persona y curso. Unidad: cursos por persona.',
    },
    growth: {
      id: 'definition.rankings.growth',
      defaultMessage:
        'Progreso al final del periodo menos progreso al final del periodo anterior de la misma duración. Unidad: puntos porcentuales (pts).',
    },
  }),
);
