import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

/** Texts of the supervision pages (SPEC §2, §3 report row fields, §8). */
export const supervisionMessages = untyped(
  defineMessages({
    empty: {
      id: 'supervision.empty',
      defaultMessage: 'No hay información disponible con el filtro seleccionado',
    },
    forbidden: { id: 'supervision.forbidden', defaultMessage: 'No tienes acceso a este alcance' },
    reportsFailed: {
      id: 'supervision.reports.failed',
      defaultMessage: 'Error al cargar la tabla de reportes',
    },
    optionsFailed: {
      id: 'supervision.options.failed',
      defaultMessage: 'No se pudieron cargar las opciones',
    },
    searchReports: {
      id: 'supervision.search',
      defaultMessage: 'Buscar por supervisor, {store}, supervisión o módulo',
    },
    filterUser: { id: 'supervision.filter.user', defaultMessage: 'Supervisor' },
    allUsers: { id: 'supervision.filter.user.all', defaultMessage: 'Todos los supervisores' },
    filterModule: { id: 'supervision.filter.module', defaultMessage: 'Módulo' },
    allModules: { id: 'supervision.filter.module.all', defaultMessage: 'Todos los módulos' },
    filterSupervision: { id: 'supervision.filter.supervision', defaultMessage: 'Supervisión' },
    allSupervisions: {
      id: 'supervision.filter.supervision.all',
      defaultMessage: 'Todas las supervisiones',
    },
    optionCount: { id: 'supervision.option.count', defaultMessage: '{name} ({count})' },
    colSupervision: { id: 'supervision.col.supervision', defaultMessage: 'Supervisión' },
    colModule: { id: 'supervision.col.module', defaultMessage: 'Módulo' },
    colUser: { id: 'supervision.col.user', defaultMessage: 'Supervisor' },
    colRegion: { id: 'supervision.col.region', defaultMessage: 'Región' },
    colManager: { id: 'supervision.col.manager', defaultMessage: 'Gerente' },
    colScore: { id: 'supervision.col.score', defaultMessage: 'Calificación' },
    colIncidents: { id: 'supervision.col.incidents', defaultMessage: 'Incidencias' },
    colComment: { id: 'supervision.col.comment', defaultMessage: 'Comentario' },
    colStart: { id: 'supervision.col.start', defaultMessage: 'Fecha de inicio' },
    colPdf: { id: 'supervision.col.pdf', defaultMessage: 'PDF' },
    pdfButton: {
      id: 'supervision.pdf.button',
      defaultMessage: 'Descargar el PDF de la visita a {store} del {date}',
    },
    pdfLoading: { id: 'supervision.pdf.loading', defaultMessage: 'Cargando PDF de supervisión' },
    pdfDownloaded: {
      id: 'supervision.pdf.downloaded',
      defaultMessage: 'PDF de supervisión descargado',
    },
    pdfFailed: { id: 'supervision.pdf.failed', defaultMessage: 'La descarga falló' },
    // The global score page.
    scoreFailed: {
      id: 'supervision.score.failed',
      defaultMessage: 'Error al cargar la calificación global',
    },
    scoreLoading: {
      id: 'supervision.score.loading',
      defaultMessage: 'Cargando la calificación global',
    },
    breakdownFailed: {
      id: 'supervision.breakdown.failed',
      defaultMessage: 'Error al cargar el desglose',
    },
    breakdownLoading: {
      id: 'supervision.breakdown.loading',
      defaultMessage: 'Cargando el desglose',
    },
    overviewTitle: { id: 'supervision.overview.title', defaultMessage: 'Resumen del periodo' },
    figureScore: { id: 'supervision.figure.score', defaultMessage: 'Calificación promedio' },
    figureSupervisions: { id: 'supervision.figure.supervisions', defaultMessage: 'Supervisiones' },
    figureIncidents: { id: 'supervision.figure.incidents', defaultMessage: 'Incidencias' },
    figureFailing: {
      id: 'supervision.figure.failing',
      defaultMessage: 'Supervisiones reprobadas (menos de {below})',
    },
    chartTitle: { id: 'supervision.chart.title', defaultMessage: 'Calificación en el tiempo' },
    seriesCurrent: { id: 'supervision.series.current', defaultMessage: 'Periodo actual' },
    seriesPrevious: { id: 'supervision.series.previous', defaultMessage: 'Periodo anterior' },
    seriesTarget: { id: 'supervision.series.target', defaultMessage: 'Meta ({target})' },
    modulesTitle: { id: 'supervision.modules.title', defaultMessage: 'Por módulo' },
    colFailing: { id: 'supervision.col.failing', defaultMessage: 'Reprobadas' },
    colFailingRate: { id: 'supervision.col.failingRate', defaultMessage: 'Tasa de reprobación' },
    colSupervisions: { id: 'supervision.col.supervisions', defaultMessage: 'Supervisiones' },
    colPrevious: { id: 'supervision.col.previous', defaultMessage: 'Periodo anterior' },
    colChange: { id: 'supervision.col.change', defaultMessage: 'Cambio' },
    breakdownRegions: { id: 'supervision.breakdown.region', defaultMessage: 'Por región' },
    breakdownStores: { id: 'supervision.breakdown.store', defaultMessage: 'Por {store}' },
    breakdownSupervisions: {
      id: 'supervision.breakdown.supervision',
      defaultMessage: 'Por supervisión',
    },
    noRegion: { id: 'supervision.noRegion', defaultMessage: 'Sin región' },
    openRegion: { id: 'supervision.open.region', defaultMessage: 'Ver la región {name}' },
    openStore: { id: 'supervision.open.store', defaultMessage: 'Ver {name}' },
    openSupervisions: {
      id: 'supervision.open.supervisions',
      defaultMessage: 'Ver las supervisiones «{name}»',
    },
    trailLabel: { id: 'supervision.trail', defaultMessage: 'Nivel del desglose' },
    trailAll: { id: 'supervision.trail.all', defaultMessage: 'Todo el alcance' },
    noScore: { id: 'supervision.noScore', defaultMessage: 'Sin supervisiones' },
    noRate: { id: 'supervision.noRate', defaultMessage: '—' },
  }),
);
