import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

/** Texts of the training pages (SPEC §2, §3 report row fields, §4 statuses, §8). */
export const trainingMessages = untyped(
  defineMessages({
    empty: {
      id: 'training.empty',
      defaultMessage: 'No hay información disponible con el filtro seleccionado',
    },
    forbidden: { id: 'training.forbidden', defaultMessage: 'No tienes acceso a este alcance' },
    reportsFailed: {
      id: 'training.reports.failed',
      defaultMessage: 'Error al cargar la tabla de reportes',
    },
    summaryFailed: {
      id: 'training.summary.failed',
      defaultMessage: 'Error al cargar el resumen de cursos',
    },
    practicalFailed: {
      id: 'training.practical.failed',
      defaultMessage: 'Error al cargar los exámenes prácticos',
    },
    detailFailed: {
      id: 'training.detail.failed',
      defaultMessage: 'Error al cargar los detalles del reporte',
    },
    detailMissing: {
      id: 'training.detail.missing',
      defaultMessage: 'Este reporte no existe o fue eliminado.',
    },

    searchUser: { id: 'training.search.user', defaultMessage: 'Buscar usuario' },
    searchCourse: { id: 'training.search.course', defaultMessage: 'Buscar curso' },
    searchPractical: {
      id: 'training.search.practical',
      defaultMessage: 'Buscar usuario o evaluador',
    },
    filterRole: { id: 'training.filter.role', defaultMessage: 'Puesto' },
    allRoles: { id: 'training.filter.role.all', defaultMessage: 'Todos los puestos' },
    rolesFailed: {
      id: 'training.filter.role.failed',
      defaultMessage: 'Error al cargar los puestos',
    },
    filterTopic: { id: 'training.filter.topic', defaultMessage: 'Curso' },
    allTopics: { id: 'training.filter.topic.all', defaultMessage: 'Todos los cursos' },
    topicsFailed: {
      id: 'training.filter.topic.failed',
      defaultMessage: 'Error al cargar los cursos',
    },
    filterStatus: { id: 'training.filter.status', defaultMessage: 'Estatus' },
    allStatuses: { id: 'training.filter.status.all', defaultMessage: 'Todos los estatus' },

    colCourse: { id: 'training.col.course', defaultMessage: 'Curso' },
    colUser: { id: 'training.col.user', defaultMessage: 'Usuario' },
    colRole: { id: 'training.col.role', defaultMessage: 'Puesto' },
    colRegion: { id: 'training.col.region', defaultMessage: 'Región' },
    colStart: { id: 'training.col.start', defaultMessage: 'Fecha de inicio' },
    colEnd: { id: 'training.col.end', defaultMessage: 'Fecha de fin' },
    colDuration: { id: 'training.col.duration', defaultMessage: 'Duración' },
    colScore: { id: 'training.col.score', defaultMessage: 'Calificación' },
    colAttempt: { id: 'training.col.attempt', defaultMessage: 'Intento' },
    colApproved: { id: 'training.col.approved', defaultMessage: 'Aprobado' },
    colBadge: { id: 'training.col.badge', defaultMessage: 'Insignia' },
    colPeople: { id: 'training.col.people', defaultMessage: 'Usuarios' },
    colCompleted: { id: 'training.col.completed', defaultMessage: 'Completaron' },
    colInProgress: { id: 'training.col.inProgress', defaultMessage: 'En curso' },
    colNotStarted: { id: 'training.col.notStarted', defaultMessage: 'Sin iniciar' },
    colCompletion: { id: 'training.col.completion', defaultMessage: 'Tasa de finalización' },
    colAverage: { id: 'training.col.average', defaultMessage: 'Calificación promedio' },
    colEvaluation: { id: 'training.col.evaluation', defaultMessage: 'Evaluación' },
    colEvaluator: { id: 'training.col.evaluator', defaultMessage: 'Evaluador' },
    colAssigned: { id: 'training.col.assigned', defaultMessage: 'Fecha de asignación' },
    colStatus: { id: 'training.col.status', defaultMessage: 'Estatus' },

    yes: { id: 'training.yes', defaultMessage: 'Sí' },
    no: { id: 'training.no', defaultMessage: 'No' },
    noScore: { id: 'training.noScore', defaultMessage: 'Sin calificación' },
    inProgress: { id: 'training.inProgress', defaultMessage: 'En curso' },
    minutes: {
      id: 'training.minutes',
      defaultMessage: '{minutes, number} min',
    },
    openDetail: {
      id: 'training.openDetail',
      defaultMessage: 'Ver el detalle de {course} de {user}',
    },

    'status.assigned': { id: 'training.status.assigned', defaultMessage: 'Asignado' },
    'status.approved': { id: 'training.status.approved', defaultMessage: 'Aprobado' },
    'status.failed': { id: 'training.status.failed', defaultMessage: 'Reprobado' },
    'type.serial': { id: 'training.type.serial', defaultMessage: 'Seriados' },
    'type.open': { id: 'training.type.open', defaultMessage: 'Abiertos' },
    'type.inactive': { id: 'training.type.inactive', defaultMessage: 'Inactivos' },
    typeTab: { id: 'training.type.tab', defaultMessage: '{type} ({count, number})' },
    typesLabel: { id: 'training.type.label', defaultMessage: 'Tipo de curso' },
    'result.correct': { id: 'training.result.correct', defaultMessage: 'Correcta' },
    'result.incorrect': { id: 'training.result.incorrect', defaultMessage: 'Incorrecta' },
    'result.partial': { id: 'training.result.partial', defaultMessage: 'Parcial' },
    'result.not_applicable': { id: 'training.result.notApplicable', defaultMessage: 'No aplica' },
    'result.unknown': { id: 'training.result.unknown', defaultMessage: 'Desconocido' },

    timeExport: {
      id: 'training.timeExport',
      defaultMessage: 'Enviar reporte con tiempo de capacitación',
    },
    timeExportQueued: {
      id: 'training.timeExport.queued',
      defaultMessage: 'Preparando el reporte; lo enviaremos a {email}',
    },
    timeExportSent: {
      id: 'training.timeExport.sent',
      defaultMessage:
        'Enviamos el reporte a {email} ({rows, plural, one {# fila} other {# filas}})',
    },
    timeExportNotMade: {
      id: 'training.timeExport.notMade',
      defaultMessage: 'No pudimos preparar el reporte. Puedes pedirlo de nuevo.',
    },
    timeExportTooSoon: {
      id: 'training.timeExport.tooSoon',
      defaultMessage:
        'Este reporte puede pedirse una vez cada 30 minutos. Podrás pedirlo de nuevo a las {time}.',
    },
    timeExportFailed: { id: 'training.timeExport.failed', defaultMessage: '¡Ocurrió un error!' },
    timeExportHint: {
      id: 'training.timeExport.hint',
      defaultMessage:
        'Lo enviaremos a tu correo en el idioma de la consola. ¿En qué archivo lo quieres?',
    },
    timeExportFormat: { id: 'training.timeExport.format', defaultMessage: 'Archivo' },
    timeExportCsv: { id: 'training.timeExport.csv', defaultMessage: 'Archivo CSV (.csv)' },
    timeExportExcel: { id: 'training.timeExport.excel', defaultMessage: 'Libro de Excel (.xlsx)' },
    timeExportSend: { id: 'training.timeExport.send', defaultMessage: 'Enviar' },

    detailBack: { id: 'training.detail.back', defaultMessage: 'Volver a los reportes' },
    detailQuestion: { id: 'training.detail.question', defaultMessage: 'Pregunta' },
    detailOptions: { id: 'training.detail.options', defaultMessage: 'Opciones' },
    detailAnswer: { id: 'training.detail.answer', defaultMessage: 'Respuesta' },
    detailPoints: { id: 'training.detail.points', defaultMessage: 'Puntos' },
    detailResult: { id: 'training.detail.result', defaultMessage: 'Resultado' },
    detailNoAnswer: { id: 'training.detail.noAnswer', defaultMessage: 'Sin respuesta' },
    detailNoQuestions: {
      id: 'training.detail.noQuestions',
      defaultMessage: 'Este examen no tiene preguntas registradas.',
    },
    detailPointsOf: {
      id: 'training.detail.pointsOf',
      defaultMessage: '{points, number} de {max, number}',
    },
    detailAnswers: { id: 'training.detail.answers', defaultMessage: 'Respuestas' },
    detailSearch: { id: 'training.detail.search', defaultMessage: 'Buscar pregunta o respuesta' },
    detailAllResults: { id: 'training.detail.result.all', defaultMessage: 'Todos los resultados' },
    detailUnanswered: {
      id: 'training.detail.unanswered',
      defaultMessage:
        'Las respuestas de este intento no se registraron; se muestran las preguntas del examen.',
    },
    dc3Failed: { id: 'training.dc3.failed', defaultMessage: 'Error al cargar los formatos DC3' },
    dc3Curp: { id: 'training.dc3.curp', defaultMessage: 'CURP' },
    dc3Occupation: { id: 'training.dc3.occupation', defaultMessage: 'Ocupación STPS' },
    dc3NoCurp: { id: 'training.dc3.noCurp', defaultMessage: 'Sin CURP' },
    dc3NoOccupation: { id: 'training.dc3.noOccupation', defaultMessage: 'Sin ocupación' },
    dc3Completed: { id: 'training.dc3.completed', defaultMessage: 'Curso terminado' },
    dc3Actions: { id: 'training.dc3.actions', defaultMessage: 'Acciones' },
    dc3Fill: { id: 'training.dc3.fill', defaultMessage: 'Completar datos' },
    dc3FillFor: { id: 'training.dc3.fillFor', defaultMessage: 'Completar datos de {user}' },
    dc3FillTitle: { id: 'training.dc3.fillTitle', defaultMessage: 'Completar datos del DC3' },
    dc3FillHint: {
      id: 'training.dc3.fillHint',
      defaultMessage: 'Faltan datos para el formato DC3 de {user} en {course}.',
    },
    dc3CurpInvalid: {
      id: 'training.dc3.curpInvalid',
      defaultMessage: 'Revisa la CURP: 18 caracteres y su dígito verificador deben ser correctos.',
    },
    dc3ChooseOccupation: {
      id: 'training.dc3.chooseOccupation',
      defaultMessage: 'Selecciona una opción',
    },
    dc3Saved: { id: 'training.dc3.saved', defaultMessage: 'Datos del DC3 guardados' },
    dc3SaveFailed: { id: 'training.dc3.saveFailed', defaultMessage: '¡Ocurrió un error!' },
    'dc3.generated': { id: 'training.dc3.status.generated', defaultMessage: 'Generado' },
    'dc3.pending': { id: 'training.dc3.status.pending', defaultMessage: 'Pendiente' },
    'dc3.incomplete': { id: 'training.dc3.status.incomplete', defaultMessage: 'Incompleto' },
    dc3DownloadSelected: {
      id: 'training.dc3.downloadSelected',
      defaultMessage: 'Descargar DC3 ({count, number})',
    },
    dc3DownloadOne: { id: 'training.dc3.downloadOne', defaultMessage: 'Descargar' },
    dc3DownloadFor: {
      id: 'training.dc3.downloadFor',
      defaultMessage: 'Descargar el DC3 de {user}',
    },
    dc3ChooseOne: {
      id: 'training.dc3.chooseOne',
      defaultMessage: 'Selecciona al menos un formato DC3 para descargar.',
    },
    dc3ChooseComplete: {
      id: 'training.dc3.chooseComplete',
      defaultMessage: 'Los formatos incompletos no pueden descargarse: completa sus datos primero.',
    },
    dc3Downloaded: { id: 'training.dc3.downloaded', defaultMessage: 'DC3 descargado' },
    dc3DownloadedSkipped: {
      id: 'training.dc3.downloadedSkipped',
      defaultMessage:
        '{downloaded, plural, one {# descargado} other {# descargados}}, {skipped, plural, one {# omitido} other {# omitidos}}',
    },
    dc3SkippedTitle: {
      id: 'training.dc3.skippedTitle',
      defaultMessage:
        '{skipped, plural, one {# formato DC3 no se descargó} other {# formatos DC3 no se descargaron}}',
    },
    dc3SkippedHint: {
      id: 'training.dc3.skippedHint',
      defaultMessage: 'Les faltan datos que el formato exige. Complétalos y vuelve a descargarlos.',
    },
    dc3NothingTitle: {
      id: 'training.dc3.nothingTitle',
      defaultMessage: 'No se descargó ningún formato DC3',
    },
    dc3Missing: { id: 'training.dc3.missing', defaultMessage: 'Falta: {missing}' },
    dc3DownloadFailed: {
      id: 'training.dc3.downloadFailed',
      defaultMessage: 'Error al generar o descargar el DC3',
    },
    cancel: { id: 'training.cancel', defaultMessage: 'Cancelar' },
    save: { id: 'training.save', defaultMessage: 'Guardar' },
  }),
);
