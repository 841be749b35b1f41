import { defineMessages } from 'react-intl';
import type { Message } from '../../../machines/types/messages';
import { untyped } from '../../ui/texts';
import type { FigureKey } from './key-metrics-tiles';

// What each dashboard figure counts, over which people and period, and its unit (shown by the
// info button beside it). The key metrics count from the first day of activity to the end of
// the period; the exams panel counts within the period.

const keyMetrics = untyped(
  defineMessages({
    registered: {
      id: 'definition.dashboard.registered',
      defaultMessage:
        'Personas registradas en el ámbito al final del periodo, sin las dadas de baja, por la tienda donde están hoy. Unidad: personas.',
    },
    active: {
      id: 'definition.dashboard.active',
      defaultMessage:
        'Personas registradas con al menos un curso completado al final del periodo. Unidad: personas.',
    },
    adoption: {
      id: 'definition.dashboard.adoption',
      defaultMessage:
        'Porcentaje de las personas registradas que están activas (registradas y con al menos un curso completado) al final del periodo. Personas: las registradas en el ámbito elegido, sin las dadas de baja. Unidad: %.',
    },
    progress: {
      id: 'definition.dashboard.progress',
      defaultMessage:
        'Porcentaje de los cursos asignados a personas que están completados al final del periodo (cursos completados ÷ cursos asignados a personas). Unidad: %.',
    },
    score: {
      id: 'definition.dashboard.score',
      defaultMessage:
        'Promedio de las calificaciones de los exámenes terminados en el ámbito desde el primer día de actividad hasta el final del periodo. Unidad: calificación de 0 a 100.',
    },
    courses: {
      id: 'definition.dashboard.courses',
      defaultMessage:
        'Cursos activos del catálogo de la marca, cada uno una vez, a cuántas personas se asigne. No depende del ámbito ni del periodo. Unidad: cursos.',
    },
    microlessons: {
      id: 'definition.dashboard.microlessons',
      defaultMessage:
        'Microlecciones de los cursos activos del catálogo de la marca. No depende del ámbito ni del periodo. Unidad: microlecciones.',
    },
    exams_approved: {
      id: 'definition.dashboard.examsApproved',
      defaultMessage:
        'Exámenes terminados con calificación aprobatoria en el ámbito, desde el primer día de actividad hasta el final del periodo. Unidad: exámenes.',
    },
    exams_failed: {
      id: 'definition.dashboard.examsFailed',
      defaultMessage:
        'Exámenes terminados con calificación reprobatoria en el ámbito, desde el primer día de actividad hasta el final del periodo. Unidad: exámenes.',
    },
    completed_courses: {
      id: 'definition.dashboard.completedCourses',
      defaultMessage:
        'Cursos completados por las personas registradas al final del periodo, uno por persona y curso (una persona que completó 3 cursos suma 3). Unidad: cursos por persona.',
    },
    available_courses: {
      id: 'definition.dashboard.availableCourses',
      defaultMessage:
        'Suma, sobre las personas registradas al final del periodo, de los cursos activos que su puesto puede tomar (10 personas con 5 cursos cada una suman 50); por eso supera con mucho a los cursos del catálogo. Unidad: cursos por persona.',
    },
    remaining_courses: {
      id: 'definition.dashboard.remainingCourses',
      defaultMessage:
        'Cursos asignados a personas que no están completados al final del periodo (asignados − completados), empezados o no. Unidad: cursos por persona.',
    },
    incomplete_courses: {
      id: 'definition.dashboard.incompleteCourses',
      defaultMessage:
        'Cursos que las personas registradas empezaron y no han completado al final del periodo. Unidad: cursos por persona.',
    },
  }),
);

/** Every key metric's definition: a new tile without one does not compile. */
export const keyMetricDefinitions: Record<FigureKey, Message> = keyMetrics;

/** The dashboard's other panels. */
export const dashboardDefinitions = untyped(
  defineMessages({
    usageChart: {
      id: 'definition.dashboard.usageChart',
      defaultMessage:
        'Exámenes iniciados en el ámbito por hora del día, día, semana, mes o año, y cuántas personas distintas los iniciaron, hasta el final de ayer (el día en curso no se cuenta). Unidad: exámenes y personas.',
    },
    attempts: {
      id: 'definition.dashboard.attempts',
      defaultMessage:
        'Exámenes terminados con calificación durante el periodo en el ámbito, aprobados o reprobados; una persona que repite un examen suma cada intento. Unidad: exámenes.',
    },
    approved: {
      id: 'definition.dashboard.approved',
      defaultMessage:
        'Exámenes terminados durante el periodo con calificación aprobatoria, en el ámbito. Unidad: exámenes.',
    },
    failed: {
      id: 'definition.dashboard.failed',
      defaultMessage:
        'Exámenes terminados durante el periodo con calificación reprobatoria, en el ámbito. Unidad: exámenes.',
    },
    score: {
      id: 'definition.dashboard.examsScore',
      defaultMessage:
        'Promedio de las calificaciones de los exámenes terminados durante el periodo en el ámbito. Unidad: calificación de 0 a 100.',
    },
    examsChart: {
      id: 'definition.dashboard.examsChart',
      defaultMessage:
        'Exámenes terminados durante el periodo en el ámbito, aprobados y reprobados, por curso. Unidad: exámenes.',
    },
    progress: {
      id: 'definition.dashboard.progressFigure',
      defaultMessage:
        'Porcentaje de los cursos asignados a personas que están completados al final del periodo; debajo, cada curso activo: cuántas de las personas registradas a quienes se asigna lo completaron. Unidad: %.',
    },
  }),
);
