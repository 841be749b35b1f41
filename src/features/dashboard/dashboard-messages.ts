import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

/** Texts of the dashboard (SPEC §2, §8, §9). */
export const dashboardMessages = untyped(
  defineMessages({
    keyMetrics: { id: 'dashboard.keyMetrics', defaultMessage: 'Métricas clave' },
    keyMetricsSince: {
      id: 'dashboard.keyMetrics.since',
      defaultMessage: 'Desde el primer día de actividad ({day}) hasta el {end}',
    },
    adoption: { id: 'dashboard.metric.adoption', defaultMessage: 'Adopción' },
    progress: { id: 'dashboard.metric.progress', defaultMessage: 'Progreso' },
    score: { id: 'dashboard.metric.score', defaultMessage: 'Calificación promedio' },
    courses: { id: 'dashboard.metric.courses', defaultMessage: 'Cursos en el catálogo' },
    microlessons: { id: 'dashboard.metric.microlessons', defaultMessage: 'Microlecciones' },
    examsApproved: { id: 'dashboard.metric.examsApproved', defaultMessage: 'Exámenes aprobados' },
    examsFailed: { id: 'dashboard.metric.examsFailed', defaultMessage: 'Exámenes reprobados' },
    completedCourses: {
      id: 'dashboard.metric.completedCourses',
      defaultMessage: 'Cursos completados',
    },
    availableCourses: {
      id: 'dashboard.metric.availableCourses',
      defaultMessage: 'Cursos asignados a personas',
    },
    remainingCourses: {
      id: 'dashboard.metric.remainingCourses',
      defaultMessage: 'Cursos restantes',
    },
    incompleteCourses: {
      id: 'dashboard.metric.incompleteCourses',
      defaultMessage: 'Cursos incompletos',
    },
    usage: { id: 'dashboard.usage', defaultMessage: 'Uso de la app' },
    usageChart: {
      id: 'dashboard.usage.chart',
      defaultMessage: 'Exámenes iniciados y personas que los iniciaron',
    },
    usageGroup: { id: 'dashboard.usage.group', defaultMessage: 'Agrupar por' },
    'group.hour': { id: 'dashboard.usage.group.hour', defaultMessage: 'Hora del día' },
    'group.day': { id: 'dashboard.usage.group.day', defaultMessage: 'Día' },
    'group.week': { id: 'dashboard.usage.group.week', defaultMessage: 'Semana' },
    'group.month': { id: 'dashboard.usage.group.month', defaultMessage: 'Mes' },
    'group.year': { id: 'dashboard.usage.group.year', defaultMessage: 'Año' },
    sessions: { id: 'dashboard.usage.sessions', defaultMessage: 'Exámenes iniciados' },
    users: { id: 'dashboard.usage.users', defaultMessage: 'Personas' },
    usageTotals: {
      id: 'dashboard.usage.totals',
      defaultMessage: '{sessions} exámenes iniciados por {users} personas, hasta ayer',
    },
    progressPanel: { id: 'dashboard.progress', defaultMessage: 'Progreso por curso' },
    courseProgress: {
      id: 'dashboard.progress.course',
      defaultMessage: '{completed} de {available} completaron',
    },
    examsPanel: { id: 'dashboard.exams', defaultMessage: 'Exámenes' },
    examsChart: { id: 'dashboard.exams.chart', defaultMessage: 'Exámenes por curso' },
    attempts: { id: 'dashboard.exams.attempts', defaultMessage: 'Exámenes completados' },
    examsSameTime: {
      id: 'dashboard.exams.sameTime',
      defaultMessage:
        'El periodo sigue en curso: se compara hasta ahora con el periodo anterior hasta la misma hora.',
    },
    approved: { id: 'dashboard.exams.approved', defaultMessage: 'Aprobados' },
    failed: { id: 'dashboard.exams.failed', defaultMessage: 'Reprobados' },
    loadingKeyMetrics: {
      id: 'dashboard.loading.keyMetrics',
      defaultMessage: 'Cargando las métricas clave',
    },
    loadingUsage: { id: 'dashboard.loading.usage', defaultMessage: 'Cargando la gráfica de uso' },
    loadingProgress: { id: 'dashboard.loading.progress', defaultMessage: 'Cargando el progreso' },
    loadingExams: { id: 'dashboard.loading.exams', defaultMessage: 'Cargando los exámenes' },
    errorAdoption: {
      id: 'dashboard.error.adoption',
      defaultMessage: 'Error al cargar la adopción',
    },
    errorCourseCounts: {
      id: 'dashboard.error.courseCounts',
      defaultMessage: 'Error al cargar el conteo de cursos y lecciones',
    },
    errorUserScores: {
      id: 'dashboard.error.userScores',
      defaultMessage: 'Error al cargar las calificaciones de los usuarios',
    },
    errorUsage: {
      id: 'dashboard.error.usage',
      defaultMessage: 'Error al cargar la gráfica de uso',
    },
    errorProgress: {
      id: 'dashboard.error.progress',
      defaultMessage: 'Error al cargar el progreso',
    },
    errorExams: {
      id: 'dashboard.error.exams',
      defaultMessage: 'Error al cargar el conteo de exámenes',
    },
  }),
);
