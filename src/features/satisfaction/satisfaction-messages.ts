import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

/** Texts of the satisfaction pages (SPEC §2, §3 survey fields, §4 NPS, §8). */
export const satisfactionMessages = untyped(
  defineMessages({
    empty: {
      id: 'satisfaction.empty',
      defaultMessage: 'No hay información disponible con el filtro seleccionado',
    },
    npsEmpty: { id: 'satisfaction.nps.empty', defaultMessage: '¡No hay NPS por ahora!' },
    forbidden: { id: 'satisfaction.forbidden', defaultMessage: 'No tienes acceso a este alcance' },
    responsesFailed: {
      id: 'satisfaction.responses.failed',
      defaultMessage: 'Error al cargar las respuestas',
    },
    responsesTitle: { id: 'satisfaction.responses.title', defaultMessage: 'Respuestas' },
    surveysFailed: {
      id: 'satisfaction.surveys.failed',
      defaultMessage: 'No se pudieron cargar las encuestas',
    },
    searchResponses: {
      id: 'satisfaction.search',
      defaultMessage: 'Buscar en comentarios o por {store}',
    },
    filterSurvey: { id: 'satisfaction.filter.survey', defaultMessage: 'Encuesta' },
    allSurveys: { id: 'satisfaction.filter.survey.all', defaultMessage: 'Todas las encuestas' },
    surveyOption: {
      id: 'satisfaction.filter.survey.option',
      defaultMessage: 'N.º {number} · {name} ({count})',
    },
    filterGroup: { id: 'satisfaction.filter.group', defaultMessage: 'Grupo' },
    allGroups: { id: 'satisfaction.filter.group.all', defaultMessage: 'Todos los grupos' },
    promoters: { id: 'satisfaction.group.promoters', defaultMessage: 'Promotores' },
    passives: { id: 'satisfaction.group.passives', defaultMessage: 'Pasivos' },
    detractors: { id: 'satisfaction.group.detractors', defaultMessage: 'Detractores' },
    filterCommented: { id: 'satisfaction.filter.commented', defaultMessage: 'Comentario' },
    commentedAll: {
      id: 'satisfaction.filter.commented.all',
      defaultMessage: 'Con o sin comentario',
    },
    commentedYes: {
      id: 'satisfaction.filter.commented.yes',
      defaultMessage: 'Solo con comentario',
    },
    npsTitle: { id: 'satisfaction.nps.title', defaultMessage: 'NPS' },
    npsLoading: { id: 'satisfaction.nps.loading', defaultMessage: 'Cargando el NPS' },
    npsFailed: { id: 'satisfaction.nps.failed', defaultMessage: 'Error al cargar el NPS' },
    answers: {
      id: 'satisfaction.nps.answers',
      defaultMessage: '{n, plural, one {# respuesta} other {# respuestas}}',
    },
    margin: {
      id: 'satisfaction.nps.margin',
      defaultMessage: '±{margin} puntos (95 % de confianza)',
    },
    poor: { id: 'satisfaction.label.poor', defaultMessage: 'Malo' },
    fair: { id: 'satisfaction.label.fair', defaultMessage: 'Regular' },
    good: { id: 'satisfaction.label.good', defaultMessage: 'Bueno' },
    excellent: { id: 'satisfaction.label.excellent', defaultMessage: 'Excelente' },
    levelHigh: { id: 'satisfaction.level.high', defaultMessage: 'Muestra alta' },
    levelMedium: { id: 'satisfaction.level.medium', defaultMessage: 'Muestra media' },
    levelLow: {
      id: 'satisfaction.level.low',
      defaultMessage: 'Muestra baja: menos de {min} respuestas, tómalo con cautela',
    },
    previous: {
      id: 'satisfaction.nps.previous',
      defaultMessage: 'Periodo anterior: {nps}',
    },
    significant: {
      id: 'satisfaction.change.significant',
      defaultMessage: 'Cambio significativo',
    },
    notSignificant: {
      id: 'satisfaction.change.noise',
      defaultMessage: 'Dentro del margen de error',
    },
    targetText: { id: 'satisfaction.nps.target', defaultMessage: 'Meta: {target}' },
    groupsTitle: {
      id: 'satisfaction.groups.title',
      defaultMessage: 'Promotores, pasivos y detractores',
    },
    groupShare: {
      id: 'satisfaction.groups.share',
      defaultMessage: '{group}: {percent} ({count})',
    },
    histogramTitle: {
      id: 'satisfaction.histogram.title',
      defaultMessage: 'Respuestas por calificación (0 a 10)',
    },
    seriesAnswers: { id: 'satisfaction.series.answers', defaultMessage: 'Respuestas' },
    trendTitle: { id: 'satisfaction.trend.title', defaultMessage: 'NPS en el tiempo' },
    seriesCurrent: { id: 'satisfaction.series.current', defaultMessage: 'Periodo actual' },
    seriesPrevious: { id: 'satisfaction.series.previous', defaultMessage: 'Periodo anterior' },
    seriesTarget: { id: 'satisfaction.series.target', defaultMessage: 'Meta ({target})' },
    leaderboardStores: {
      id: 'satisfaction.leaderboard.stores',
      defaultMessage: 'NPS por {store}',
    },
    leaderboardRegions: {
      id: 'satisfaction.leaderboard.regions',
      defaultMessage: 'NPS por región',
    },
    leaderboardLoading: {
      id: 'satisfaction.leaderboard.loading',
      defaultMessage: 'Cargando la clasificación',
    },
    leaderboardFailed: {
      id: 'satisfaction.leaderboard.failed',
      defaultMessage: 'Error al cargar la clasificación',
    },
    leaderboardBy: { id: 'satisfaction.leaderboard.by', defaultMessage: 'Ver por' },
    byRegion: { id: 'satisfaction.leaderboard.by.region', defaultMessage: 'Región' },
    noneRanked: {
      id: 'satisfaction.leaderboard.noneRanked',
      defaultMessage:
        'Ninguno llega a {min} respuestas en este rango, así que no hay clasificación: amplía el rango de fechas o baja el mínimo de respuestas.',
    },
    leaderboardHint: {
      id: 'satisfaction.leaderboard.hint',
      defaultMessage:
        'Con menos de {min} respuestas el NPS no se clasifica: su margen de error es demasiado amplio.',
    },
    minAnswers: { id: 'satisfaction.minAnswers', defaultMessage: 'Mínimo de respuestas' },
    minAnswersChoice: {
      id: 'satisfaction.minAnswers.choice',
      defaultMessage: '{min} respuestas',
    },
    minAnswersDefault: {
      id: 'satisfaction.minAnswers.default',
      defaultMessage: '{min} respuestas (predeterminado)',
    },
    showAll: {
      id: 'satisfaction.leaderboard.all',
      defaultMessage: 'Ver las {count} filas',
    },
    showHead: {
      id: 'satisfaction.leaderboard.head',
      defaultMessage: 'Ver solo las primeras {count}',
    },
    commentsEmpty: {
      id: 'satisfaction.comments.empty',
      defaultMessage: '¡No hay comentarios por ahora!',
    },
    cloudTitle: { id: 'satisfaction.cloud.title', defaultMessage: 'Nube de palabras' },
    cloudLoading: { id: 'satisfaction.cloud.loading', defaultMessage: 'Cargando las palabras' },
    cloudFailed: {
      id: 'satisfaction.cloud.failed',
      defaultMessage: 'Error al cargar las palabras',
    },
    cloudDrawn: {
      id: 'satisfaction.cloud.drawn',
      defaultMessage:
        '{words, plural, one {Se muestra # palabra o frase, la más usada} other {Se muestran # palabras y frases, las más usadas}} en {comments, plural, one {# comentario} other {# comentarios}}. Haz clic en una para ver sus comentarios.',
    },
    cloudHidden: {
      id: 'satisfaction.cloud.hidden',
      defaultMessage:
        '{hidden, plural, one {# más no cabe en la nube: está en la tabla.} other {# más no caben en la nube: están en la tabla.}}',
    },
    cloudLegend: {
      id: 'satisfaction.cloud.legend',
      defaultMessage: 'Color: calificación promedio de las respuestas que usan la palabra',
    },
    cloudBand: { id: 'satisfaction.cloud.band', defaultMessage: '{band} ({group})' },
    wordLabel: {
      id: 'satisfaction.cloud.word',
      defaultMessage:
        '{word}: {count, plural, one {# comentario} other {# comentarios}}, calificación promedio {avg}',
    },
    wordFilter: { id: 'satisfaction.word.filter', defaultMessage: 'Palabra: {word}' },
    wordClear: {
      id: 'satisfaction.word.clear',
      defaultMessage: 'Quitar el filtro de la palabra {word}',
    },
    commentsTitle: { id: 'satisfaction.comments.title', defaultMessage: 'Comentarios' },
    searchComments: {
      id: 'satisfaction.comments.search',
      defaultMessage: 'Buscar en comentarios o por {store}',
    },
    colWord: { id: 'satisfaction.col.word', defaultMessage: 'Palabra' },
    colComments: { id: 'satisfaction.col.comments', defaultMessage: 'Comentarios' },
    colAverage: { id: 'satisfaction.col.average', defaultMessage: 'Calificación promedio' },
    indicatorsFailed: {
      id: 'satisfaction.indicators.failed',
      defaultMessage: 'Error al cargar los indicadores',
    },
    indicatorsChart: {
      id: 'satisfaction.indicators.chart',
      defaultMessage: 'NPS por {store} frente a la meta (página actual)',
    },
    searchStores: { id: 'satisfaction.indicators.search', defaultMessage: 'Buscar {store}' },
    figureSurveys: { id: 'satisfaction.figure.surveys', defaultMessage: 'Encuestas respondidas' },
    figureOpened: {
      id: 'satisfaction.figure.opened',
      defaultMessage: 'de {opened} abiertas',
    },
    figureCompletion: {
      id: 'satisfaction.figure.completion',
      defaultMessage: 'Tasa de finalización',
    },
    figureStoresMeeting: {
      id: 'satisfaction.figure.meeting',
      defaultMessage: 'En la meta',
    },
    storesMeeting: { id: 'satisfaction.figure.meeting.value', defaultMessage: '{met} de {shown}' },
    storesMeetingHint: {
      id: 'satisfaction.figure.meeting.hint',
      defaultMessage: 'De las filas mostradas; sin contar las de pocas respuestas',
    },
    colSurveys: { id: 'satisfaction.col.surveys', defaultMessage: 'Encuestas' },
    colOpened: { id: 'satisfaction.col.opened', defaultMessage: 'Abiertas' },
    colCompletion: { id: 'satisfaction.col.completion', defaultMessage: 'Tasa de finalización' },
    colVsTarget: { id: 'satisfaction.col.vsTarget', defaultMessage: 'Frente a la meta' },
    colMeets: { id: 'satisfaction.col.meets', defaultMessage: 'Meta' },
    meetsYes: { id: 'satisfaction.meets.yes', defaultMessage: 'Cumple' },
    meetsNo: { id: 'satisfaction.meets.no', defaultMessage: 'No cumple' },
    fewAnswers: { id: 'satisfaction.leaderboard.few', defaultMessage: 'Pocas respuestas' },
    colRank: { id: 'satisfaction.col.rank', defaultMessage: 'Posición' },
    colRegion: { id: 'satisfaction.col.region', defaultMessage: 'Región' },
    colNps: { id: 'satisfaction.col.nps', defaultMessage: 'NPS' },
    colAnswers: { id: 'satisfaction.col.answers', defaultMessage: 'Respuestas' },
    colMargin: { id: 'satisfaction.col.margin', defaultMessage: 'Margen (95 %)' },
    colChange: { id: 'satisfaction.col.change', defaultMessage: 'Cambio' },
    colSurvey: { id: 'satisfaction.col.survey', defaultMessage: 'Encuesta' },
    colSurveyNumber: { id: 'satisfaction.col.surveyNumber', defaultMessage: 'Número de encuesta' },
    colDate: { id: 'satisfaction.col.date', defaultMessage: 'Fecha' },
    colScore: { id: 'satisfaction.col.score', defaultMessage: 'Calificación' },
    colGroup: { id: 'satisfaction.col.group', defaultMessage: 'Grupo' },
    colComment: { id: 'satisfaction.col.comment', defaultMessage: 'Comentario' },
    noRegion: { id: 'satisfaction.noRegion', defaultMessage: 'Sin región' },
    noValue: { id: 'satisfaction.noValue', defaultMessage: '—' },
    marginValue: { id: 'satisfaction.marginValue', defaultMessage: '±{margin}' },
    fullExport: { id: 'satisfaction.fullExport', defaultMessage: 'Exportar todas las respuestas' },
  }),
);
