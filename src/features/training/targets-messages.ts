import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

/** The content target and performance indicator pages. */
export const targetsMessages = untyped(
  defineMessages({
    failed: { id: 'training.targets.failed', defaultMessage: 'Error al cargar las metas' },
    colPosition: { id: 'training.targets.col.position', defaultMessage: 'Puesto' },
    colType: { id: 'training.targets.col.type', defaultMessage: 'Tipo de curso' },
    colTarget: { id: 'training.targets.col.target', defaultMessage: 'Meta' },
    colDue: { id: 'training.targets.col.due', defaultMessage: 'Plazo' },
    colUpdated: { id: 'training.targets.col.updated', defaultMessage: 'Actualizada' },
    colActions: { id: 'training.targets.col.actions', defaultMessage: 'Acciones' },
    noTarget: { id: 'training.targets.none', defaultMessage: 'Sin meta' },
    targetValue: { id: 'training.targets.value', defaultMessage: '{target, number} %' },
    dueValue: {
      id: 'training.targets.due',
      defaultMessage: '{days, plural, one {# día} other {# días}} desde el registro',
    },
    optional: { id: 'training.targets.optional', defaultMessage: 'Opcional' },
    updatedBy: { id: 'training.targets.updatedBy', defaultMessage: '{date} · {name}' },
    filterSet: { id: 'training.targets.filter.set', defaultMessage: 'Metas' },
    allSets: { id: 'training.targets.filter.all', defaultMessage: 'Todas' },
    'set.with': { id: 'training.targets.filter.with', defaultMessage: 'Con meta' },
    'set.without': { id: 'training.targets.filter.without', defaultMessage: 'Sin meta' },
    readOnly: {
      id: 'training.targets.readOnly',
      defaultMessage: 'Solo un administrador de marca puede cambiar las metas.',
    },
    edit: { id: 'training.targets.edit', defaultMessage: 'Editar' },
    editFor: {
      id: 'training.targets.editFor',
      defaultMessage: 'Editar la meta de {course} para {position}',
    },
    dialogTitle: { id: 'training.targets.dialog.title', defaultMessage: 'Meta de {course}' },
    dialogFor: { id: 'training.targets.dialog.for', defaultMessage: 'Para el puesto {position}' },
    targetLabel: {
      id: 'training.targets.dialog.target',
      defaultMessage: 'Meta de cumplimiento (%)',
    },
    targetHint: {
      id: 'training.targets.dialog.targetHint',
      defaultMessage: 'Porcentaje de las personas del puesto que deben completar el curso.',
    },
    dueLabel: {
      id: 'training.targets.dialog.due',
      defaultMessage: 'Obligatorio: días para completarlo desde el registro',
    },
    dueHint: {
      id: 'training.targets.dialog.dueHint',
      defaultMessage: 'Déjalo vacío si el curso no es obligatorio.',
    },
    targetInvalid: {
      id: 'training.targets.dialog.targetInvalid',
      defaultMessage: 'Escribe un número entero de 1 a 100.',
    },
    dueInvalid: {
      id: 'training.targets.dialog.dueInvalid',
      defaultMessage: 'Escribe un número entero de días de 1 a 365, o déjalo vacío.',
    },
    save: { id: 'training.targets.dialog.save', defaultMessage: 'Guardar' },
    cancel: { id: 'training.targets.dialog.cancel', defaultMessage: 'Cancelar' },
    remove: { id: 'training.targets.dialog.remove', defaultMessage: 'Quitar meta' },
    saved: { id: 'training.targets.saved', defaultMessage: 'Meta guardada' },
    removed: { id: 'training.targets.removed', defaultMessage: 'Meta quitada' },
    saveFailed: { id: 'training.targets.saveFailed', defaultMessage: '¡Ocurrió un error!' },

    indicatorsFailed: {
      id: 'training.indicators.failed',
      defaultMessage: 'Error al cargar los indicadores',
    },
    tabIndicators: { id: 'training.indicators.tab', defaultMessage: 'Indicadores' },
    tabOverdue: {
      id: 'training.indicators.tab.overdue',
      defaultMessage: 'Personas con cursos vencidos',
    },
    tabsLabel: { id: 'training.indicators.tabs', defaultMessage: 'Vista' },
    chartTitle: {
      id: 'training.indicators.chart',
      defaultMessage: 'Cumplimiento contra la meta',
    },
    seriesCompletion: {
      id: 'training.indicators.series.completion',
      defaultMessage: 'Cumplimiento',
    },
    seriesTarget: { id: 'training.indicators.series.target', defaultMessage: 'Meta' },
    summaryTargets: { id: 'training.indicators.summary.targets', defaultMessage: 'Metas' },
    summaryMet: { id: 'training.indicators.summary.met', defaultMessage: 'Cumplidas' },
    summaryOverdue: {
      id: 'training.indicators.summary.overdue',
      defaultMessage: 'Personas con cursos vencidos',
    },
    colPeople: { id: 'training.indicators.col.people', defaultMessage: 'Personas' },
    colCompleted: { id: 'training.indicators.col.completed', defaultMessage: 'Completaron' },
    colCompletion: { id: 'training.indicators.col.completion', defaultMessage: 'Cumplimiento' },
    colGap: { id: 'training.indicators.col.gap', defaultMessage: 'Diferencia' },
    colOverdue: { id: 'training.indicators.col.overdue', defaultMessage: 'Vencidos' },
    met: { id: 'training.indicators.met', defaultMessage: 'Cumplida' },
    notMet: { id: 'training.indicators.notMet', defaultMessage: 'Por debajo' },
    noData: { id: 'training.indicators.noData', defaultMessage: 'Sin datos' },
    chartNoData: { id: 'training.indicators.chart.noData', defaultMessage: '{name} (sin datos)' },
    noDataWhy: {
      id: 'training.indicators.noDataWhy',
      defaultMessage:
        'Nadie en este alcance tiene el puesto de este curso, así que no hay cumplimiento que medir.',
    },
    gapValue: {
      id: 'training.indicators.gap',
      defaultMessage: '{gap, number, ::sign-always .0} pts',
    },
    noTargets: {
      id: 'training.indicators.noTargets',
      defaultMessage: 'Aún no hay metas de contenido. Defínelas en Contenido objetivo.',
    },
    overdueFailed: {
      id: 'training.overdue.failed',
      defaultMessage: 'Error al cargar las personas con cursos vencidos',
    },
    colDueAt: { id: 'training.overdue.col.dueAt', defaultMessage: 'Fecha límite' },
    colDaysOverdue: { id: 'training.overdue.col.days', defaultMessage: 'Días vencido' },
    colStarted: { id: 'training.overdue.col.started', defaultMessage: 'Avance' },
    started: { id: 'training.overdue.started', defaultMessage: 'Iniciado' },
    notStarted: { id: 'training.overdue.notStarted', defaultMessage: 'Sin iniciar' },
  }),
);
