import { defineMessages } from 'react-intl';

/** Texts of the guided tours (SPEC §2 "Guided tours"): buttons, then each page's steps. */
export const tourMessages = defineMessages({
  back: { id: 'tour.back', defaultMessage: 'Anterior' },
  next: { id: 'tour.next', defaultMessage: 'Siguiente' },
  done: { id: 'tour.done', defaultMessage: 'Terminar' },
  close: { id: 'tour.close', defaultMessage: 'Cerrar recorrido' },
  never: { id: 'tour.never', defaultMessage: 'No volver a mostrar consejos' },

  welcomeTitle: { id: 'tour.dashboard.welcome.title', defaultMessage: 'Te damos la bienvenida' },
  welcomeText: {
    id: 'tour.dashboard.welcome.text',
    defaultMessage:
      'Aquí ves de un vistazo cómo avanza tu organización. Te mostramos lo esencial en unos pasos.',
  },
  themeTitle: { id: 'tour.dashboard.theme.title', defaultMessage: 'Tema claro u oscuro' },
  themeText: {
    id: 'tour.dashboard.theme.text',
    defaultMessage: 'Cambia entre el tema claro y el oscuro cuando quieras.',
  },
  languageTitle: { id: 'tour.dashboard.language.title', defaultMessage: 'Idioma' },
  languageText: {
    id: 'tour.dashboard.language.text',
    defaultMessage: 'Elige el idioma en que quieres ver la consola.',
  },
  scopeTitle: { id: 'tour.dashboard.scope.title', defaultMessage: 'Alcance' },
  scopeText: {
    id: 'tour.dashboard.scope.text',
    defaultMessage: 'Filtra la información por región o por {store}.',
  },
  dateTitle: { id: 'tour.dashboard.date.title', defaultMessage: 'Periodo' },
  dateText: {
    id: 'tour.dashboard.date.text',
    defaultMessage: 'Elige el periodo que quieres consultar.',
  },
  domainTitle: { id: 'tour.dashboard.domain.title', defaultMessage: 'Dominio' },
  domainText: {
    id: 'tour.dashboard.domain.text',
    defaultMessage: 'Si administras varias marcas, regiones o {stores}, cambia de una a otra aquí.',
  },
  profileTitle: { id: 'tour.dashboard.profile.title', defaultMessage: 'Tu perfil' },
  profileText: {
    id: 'tour.dashboard.profile.text',
    defaultMessage: 'Bloquea la pantalla o cierra tu sesión desde aquí.',
  },

  peopleSearchTitle: { id: 'tour.people.search.title', defaultMessage: 'Buscar' },
  peopleSearchText: {
    id: 'tour.people.search.text',
    defaultMessage: 'Encuentra a una persona por nombre, correo, teléfono o número de empleado.',
  },
  peopleRoleTitle: { id: 'tour.people.role.title', defaultMessage: 'Puesto' },
  peopleRoleText: {
    id: 'tour.people.role.text',
    defaultMessage: 'Muestra solo a las personas de un puesto.',
  },
  peopleStatusTitle: { id: 'tour.people.status.title', defaultMessage: 'Estado' },
  peopleStatusText: {
    id: 'tour.people.status.text',
    defaultMessage: 'Filtra por estado: registrados, prerregistrados o activos.',
  },
  peopleTableTitle: { id: 'tour.people.table.title', defaultMessage: 'Tu equipo' },
  peopleTableText: {
    id: 'tour.people.table.text',
    defaultMessage:
      'Cada fila es una persona: ordena con los encabezados y selecciona filas para actuar sobre varias a la vez.',
  },
  peopleAddTitle: { id: 'tour.people.add.title', defaultMessage: 'Agregar usuario' },
  peopleAddText: {
    id: 'tour.people.add.text',
    defaultMessage: 'Da de alta a una persona con sus datos y su {store}.',
  },
  peopleReactivateTitle: {
    id: 'tour.people.reactivate.title',
    defaultMessage: 'Reactivar usuario',
  },
  peopleReactivateText: {
    id: 'tour.people.reactivate.text',
    defaultMessage:
      'Recupera a una persona dada de baja con su número de empleado, correo o teléfono.',
  },
  peopleImportTitle: { id: 'tour.people.import.title', defaultMessage: 'Importar usuarios' },
  peopleImportText: {
    id: 'tour.people.import.text',
    defaultMessage: 'Sube un archivo CSV para dar de alta a muchas personas a la vez.',
  },
  peopleExportTitle: { id: 'tour.people.export.title', defaultMessage: 'Exportar usuarios' },
  peopleExportText: {
    id: 'tour.people.export.text',
    defaultMessage: 'Descarga en CSV la lista filtrada, con las columnas visibles.',
  },
  peopleDeleteTitle: { id: 'tour.people.delete.title', defaultMessage: 'Eliminar usuarios' },
  peopleDeleteText: {
    id: 'tour.people.delete.text',
    defaultMessage: 'Da de baja a las personas que seleccionaste en la tabla.',
  },
  pageSizeTitle: { id: 'tour.people.pageSize.title', defaultMessage: 'Registros por página' },
  pageSizeText: {
    id: 'tour.people.pageSize.text',
    defaultMessage: 'Elige cuántas filas ver en cada página.',
  },

  rankingsSearchTitle: { id: 'tour.rankings.search.title', defaultMessage: 'Buscar' },
  rankingsUsersSearchText: {
    id: 'tour.rankings.users.search.text',
    defaultMessage: 'Encuentra a una persona por su nombre, correo, teléfono o número de empleado.',
  },
  rankingsManagersSearchText: {
    id: 'tour.rankings.managers.search.text',
    defaultMessage: 'Encuentra a un gerente por su nombre, su correo o el nombre de su {store}.',
  },
  rankingsStoresSearchText: {
    id: 'tour.rankings.stores.search.text',
    defaultMessage: 'Busca por nombre entre tus {stores}.',
  },
  rankingsRoleTitle: { id: 'tour.rankings.role.title', defaultMessage: 'Puesto' },
  rankingsRoleText: {
    id: 'tour.rankings.role.text',
    defaultMessage: 'Compara solo a las personas de un puesto.',
  },
  rankingsTopicTitle: { id: 'tour.rankings.topic.title', defaultMessage: 'Curso' },
  rankingsTopicText: {
    id: 'tour.rankings.topic.text',
    defaultMessage: 'Limita la calificación y el avance a un solo curso.',
  },
  rankingsTimeTitle: {
    id: 'tour.rankings.time.title',
    defaultMessage: 'Tiempo en el producto',
  },
  rankingsTimeText: {
    id: 'tour.rankings.time.text',
    defaultMessage: 'Compara a las personas según cuánto tiempo llevan en la app.',
  },
  rankingsScoreTitle: { id: 'tour.rankings.score.title', defaultMessage: 'Calificación' },
  rankingsScoreText: {
    id: 'tour.rankings.score.text',
    defaultMessage: 'El promedio de los exámenes que cada persona completó en el periodo.',
  },
  rankingsProgressTitle: { id: 'tour.rankings.progress.title', defaultMessage: 'Avance' },
  rankingsUsersProgressText: {
    id: 'tour.rankings.users.progress.text',
    defaultMessage: 'Los cursos completados de entre los disponibles para su puesto.',
  },
  rankingsStoresProgressText: {
    id: 'tour.rankings.stores.progress.text',
    defaultMessage: 'Los cursos completados de entre los disponibles para su gente.',
  },
  rankingsAdoptionTitle: { id: 'tour.rankings.adoption.title', defaultMessage: 'Adopción' },
  rankingsAdoptionText: {
    id: 'tour.rankings.adoption.text',
    defaultMessage: 'El porcentaje de usuarios activos entre los registrados.',
  },
  rankingsSortTitle: { id: 'tour.rankings.sort.title', defaultMessage: 'Ordenar el ranking' },
  rankingsSortText: {
    id: 'tour.rankings.sort.text',
    defaultMessage:
      'Ordena por lugar (mejores o peores), por cursos completados o por crecimiento frente al periodo anterior.',
  },
  rankingsExportTitle: { id: 'tour.rankings.export.title', defaultMessage: 'Exportar' },
  rankingsExportText: {
    id: 'tour.rankings.export.text',
    defaultMessage: 'Descarga en CSV el ranking completo con los filtros que elegiste.',
  },

  logSearchTitle: { id: 'tour.log.search.title', defaultMessage: 'Buscar en la bitácora' },
  logSearchText: {
    id: 'tour.log.search.text',
    defaultMessage: 'Encuentra quién hizo qué y cuándo en la consola.',
  },
  logExportTitle: { id: 'tour.log.export.title', defaultMessage: 'Exportar la bitácora' },
  logExportText: {
    id: 'tour.log.export.text',
    defaultMessage:
      'Descarga en CSV las entradas con los filtros que elegiste, con la hora de tu zona horaria.',
  },

  trainingDateText: {
    id: 'tour.training.date.text',
    defaultMessage: 'Elige las fechas de los exámenes que quieres ver.',
  },
  trainingUserTitle: { id: 'tour.training.user.title', defaultMessage: 'Filtrar por usuario' },
  trainingUserText: {
    id: 'tour.training.user.text',
    defaultMessage: 'Busca a un usuario por nombre, correo, teléfono o número de empleado.',
  },
  trainingTopicTitle: { id: 'tour.training.topic.title', defaultMessage: 'Filtrar por curso' },
  trainingTopicText: {
    id: 'tour.training.topic.text',
    defaultMessage: 'Muestra solo los exámenes de un curso.',
  },
  trainingRoleTitle: { id: 'tour.training.role.title', defaultMessage: 'Filtrar por puesto' },
  trainingRoleText: {
    id: 'tour.training.role.text',
    defaultMessage: 'Muestra solo a los usuarios de un puesto.',
  },
  trainingExportsTitle: { id: 'tour.training.exports.title', defaultMessage: 'Exportaciones' },
  trainingExportsText: {
    id: 'tour.training.exports.text',
    defaultMessage:
      'Descarga en CSV los reportes del filtro, o pide que te enviemos por correo el reporte con tiempo de capacitación (una vez cada 30 minutos).',
  },
  summaryTabsTitle: { id: 'tour.summary.tabs.title', defaultMessage: 'Tipos de curso' },
  summaryTabsText: {
    id: 'tour.summary.tabs.text',
    defaultMessage:
      'Seriados: se desbloquean en orden. Abiertos: siempre disponibles. Inactivos: desactivados o vencidos.',
  },
  summarySearchTitle: { id: 'tour.summary.search.title', defaultMessage: 'Buscar un curso' },
  summarySearchText: {
    id: 'tour.summary.search.text',
    defaultMessage: 'Escribe parte del nombre del curso.',
  },
  summaryExportTitle: { id: 'tour.summary.export.title', defaultMessage: 'Exportar' },
  summaryExportText: {
    id: 'tour.summary.export.text',
    defaultMessage: 'Descarga en CSV el resumen de la pestaña que estás viendo.',
  },
  supervisionDateText: {
    id: 'tour.supervision.date.text',
    defaultMessage: 'Elige las fechas de las supervisiones que quieres ver.',
  },
  supervisionUserTitle: {
    id: 'tour.supervision.user.title',
    defaultMessage: 'Filtrar por supervisor',
  },
  supervisionUserText: {
    id: 'tour.supervision.user.text',
    defaultMessage:
      'Muestra solo las supervisiones que aplicó una persona; cada opción dice cuántas son.',
  },
  supervisionModuleTitle: {
    id: 'tour.supervision.module.title',
    defaultMessage: 'Filtrar por módulo',
  },
  supervisionModuleText: {
    id: 'tour.supervision.module.text',
    defaultMessage: 'Muestra solo las supervisiones de un módulo, como limpieza o servicio.',
  },
  supervisionChecklistTitle: {
    id: 'tour.supervision.checklist.title',
    defaultMessage: 'Filtrar por supervisión',
  },
  supervisionChecklistText: {
    id: 'tour.supervision.checklist.text',
    defaultMessage: 'Muestra solo las veces que se aplicó una lista de verificación.',
  },
  supervisionExportsTitle: {
    id: 'tour.supervision.exports.title',
    defaultMessage: 'Exportaciones',
  },
  supervisionExportsText: {
    id: 'tour.supervision.exports.text',
    defaultMessage:
      'Descarga en CSV las supervisiones del filtro; el botón PDF de cada fila descarga el reporte de esa visita.',
  },
  satisfactionDateText: {
    id: 'tour.satisfaction.date.text',
    defaultMessage:
      'Elige las fechas de las respuestas: el NPS se compara con el mismo número de días justo antes.',
  },
  satisfactionSurveyTitle: { id: 'tour.satisfaction.survey.title', defaultMessage: 'Encuesta' },
  satisfactionSurveyText: {
    id: 'tour.satisfaction.survey.text',
    defaultMessage:
      'Filtra por encuesta: el NPS, la clasificación y las respuestas muestran solo esa encuesta.',
  },
  satisfactionFullExportTitle: {
    id: 'tour.satisfaction.fullExport.title',
    defaultMessage: 'Exportación completa',
  },
  satisfactionFullExportText: {
    id: 'tour.satisfaction.fullExport.text',
    defaultMessage:
      'Descarga en CSV todas las respuestas de las fechas elegidas, sin importar los demás filtros.',
  },
  satisfactionExportsTitle: {
    id: 'tour.satisfaction.exports.title',
    defaultMessage: 'Exportaciones',
  },
  satisfactionExportsText: {
    id: 'tour.satisfaction.exports.text',
    defaultMessage:
      'Descarga en CSV lo que ves: las respuestas con sus filtros o la clasificación del NPS.',
  },
  satisfactionCommentsPageSizeText: {
    id: 'tour.satisfactionComments.pageSize.text',
    defaultMessage:
      'Elige cuántos comentarios ver en cada página. Haz clic en una palabra de la nube para ver solo los comentarios que la usan.',
  },
  satisfactionCommentsExportText: {
    id: 'tour.satisfactionComments.export.text',
    defaultMessage:
      'Descarga en CSV los comentarios del filtro, con la palabra elegida y la búsqueda.',
  },
  globalScoreWelcomeTitle: {
    id: 'tour.globalScore.welcome.title',
    defaultMessage: 'Calificación global',
  },
  globalScoreWelcomeText: {
    id: 'tour.globalScore.welcome.text',
    defaultMessage:
      'Aquí ves cómo califican las supervisiones a tu alcance frente al periodo anterior y la meta. Haz clic en una región o {store} para bajar de nivel hasta la supervisión que explica el cambio.',
  },
  integrationsKeysTitle: {
    id: 'tour.integrations.keys.title',
    defaultMessage: 'Claves de integración',
  },
  integrationsKeysText: {
    id: 'tour.integrations.keys.text',
    defaultMessage:
      'Las aplicaciones de tu cadena envían sus datos con estas claves. Ves qué datos escribe cada una, cuándo se usó por última vez y si sigue activa; revoca la que ya no uses.',
  },
  integrationsCreateTitle: { id: 'tour.integrations.create.title', defaultMessage: 'Crear clave' },
  integrationsCreateText: {
    id: 'tour.integrations.create.text',
    defaultMessage:
      'Crea una clave para cada aplicación y elige qué datos puede escribir. La clave se muestra una sola vez: cópiala y guárdala en un lugar seguro.',
  },
});
