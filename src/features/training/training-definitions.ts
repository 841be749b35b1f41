import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

// What each training figure counts, over which people and period, and its unit (shown by the
// info button beside it).
export const trainingDefinitions = untyped(
  defineMessages({
    targets: {
      id: 'definition.training.targets',
      defaultMessage:
        'Metas de contenido del ámbito: cada una pide que un porcentaje de las personas de un puesto complete un curso. Unidad: metas (curso y puesto).',
    },
    met: {
      id: 'definition.training.met',
      defaultMessage:
        'Metas cuyo porcentaje de personas del puesto con el curso completado alcanza la meta al final del periodo. Unidad: metas.',
    },
    overdue: {
      id: 'definition.training.overdue',
      defaultMessage:
        'Personas registradas con al menos un curso obligatorio sin completar después de su plazo (días desde su registro). Unidad: personas.',
    },
    chart: {
      id: 'definition.training.chart',
      defaultMessage:
        'Por curso y puesto de la página: porcentaje de las personas registradas del puesto que completaron el curso (cumplimiento) y la meta. Unidad: %.',
    },
    completion: {
      id: 'definition.training.completion',
      defaultMessage:
        'Porcentaje de las personas registradas del puesto, en el ámbito, que completaron el curso al final del periodo. Unidad: %.',
    },
    score: {
      id: 'definition.training.score',
      defaultMessage:
        'Calificación del examen terminado, de 0 a 100, tal como la registró la app. Unidad: calificación.',
    },
    attempts: {
      id: 'definition.training.attempts',
      defaultMessage:
        'Exámenes terminados con calificación durante el periodo en el ámbito; cada intento cuenta. Unidad: exámenes.',
    },
    approvedRate: {
      id: 'definition.training.approvedRate',
      defaultMessage:
        'Porcentaje de los exámenes terminados durante el periodo que se aprobaron. Unidad: %.',
    },
    topicPeople: {
      id: 'definition.training.topicPeople',
      defaultMessage:
        'Personas registradas del ámbito al final del periodo cuyo puesto puede tomar el curso. Unidad: personas.',
    },
    topicCompletion: {
      id: 'definition.training.topicCompletion',
      defaultMessage:
        'Porcentaje de esas personas que completaron el curso al final del periodo. Unidad: %.',
    },
    practicalScore: {
      id: 'definition.training.practicalScore',
      defaultMessage:
        'Calificación que el evaluador dio en el examen práctico asignado durante el periodo; vacío mientras no se evalúa. Unidad: calificación de 0 a 100.',
    },
    averageScore: {
      id: 'definition.training.averageScore',
      defaultMessage:
        'Promedio de las calificaciones de los exámenes terminados durante el periodo en el ámbito. Unidad: calificación de 0 a 100.',
    },
  }),
);
