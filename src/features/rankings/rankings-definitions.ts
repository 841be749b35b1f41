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
    userScore: {
      id: 'definition.rankings.userScore',
      defaultMessage:
        'Promedio de las calificaciones de los exámenes que la persona terminó durante el periodo; «—» sin exámenes terminados. Unidad: calificación de 0 a 100.',
    },
    userProgress: {
      id: 'definition.rankings.userProgress',
      defaultMessage:
        'Temas que la persona completó durante el periodo entre los temas de los cursos de su puesto; lo completado antes no cuenta. Unidad: %.',
    },
    medal: {
      id: 'definition.rankings.medal',
      defaultMessage:
        'Se da por el desempeño en el periodo (promedio de calificación y avance): oro, plata o bronce; «Dormido» a quien no completó nada en el periodo; «Destructor» a quien reprobó más exámenes de los que aprobó. Unidad: medalla.',
    },
    level: {
      id: 'definition.rankings.level',
      defaultMessage:
        'Nivel del desempeño en el periodo: Alto desde 80, Medio desde 60, Bajo por debajo. Unidad: nivel.',
    },
    managerResult: {
      id: 'definition.rankings.managerResult',
      defaultMessage:
        'Promedio de las partes con datos en el periodo: capacitación, supervisión y satisfacción de la sucursal del gerente. Ordena el ranking. Unidad: puntos de 0 a 100.',
    },
    managerPeople: {
      id: 'definition.rankings.managerPeople',
      defaultMessage:
        'Personas de la sucursal que completaron al menos un examen o tema en el periodo, de las registradas en ella. Unidad: personas.',
    },
    managerTraining: {
      id: 'definition.rankings.managerTraining',
      defaultMessage:
        'Desempeño de la gente de la sucursal en el periodo: promedio de la calificación de sus exámenes y de su avance en el periodo. Unidad: puntos de 0 a 100.',
    },
    managerSupervision: {
      id: 'definition.rankings.managerSupervision',
      defaultMessage:
        'Calificación promedio de las supervisiones de la sucursal en el periodo, con cuántas hubo. Unidad: calificación de 0 a 100.',
    },
    managerNps: {
      id: 'definition.rankings.managerNps',
      defaultMessage:
        'NPS de las encuestas de la sucursal en el periodo (promotores menos detractores, de −100 a 100), con cuántas respuestas hubo; en el resultado cuenta como (NPS + 100) / 2. Unidad: NPS.',
    },
    growth: {
      id: 'definition.rankings.growth',
      defaultMessage:
        'Progreso al final del periodo menos progreso al final del periodo anterior de la misma duración. Unidad: puntos porcentuales (pts).',
    },
  }),
);
