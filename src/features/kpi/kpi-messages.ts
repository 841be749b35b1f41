import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

/** Texts of the KPI pages (SPEC §2 KPIs, §7 monthly summary and module report, §8). */
export const kpiMessages = untyped(
  defineMessages({
    empty: {
      id: 'kpi.empty',
      defaultMessage: 'No hay información disponible con el filtro seleccionado',
    },
    forbidden: { id: 'kpi.forbidden', defaultMessage: 'No tienes acceso a este alcance' },
    moduleFailed: {
      id: 'kpi.module.failed',
      defaultMessage: 'Error al cargar los reportes por módulo',
    },
    summaryFailed: {
      id: 'kpi.summary.failed',
      defaultMessage: 'Error al cargar el resumen mensual',
    },
    globalFailed: { id: 'kpi.global.failed', defaultMessage: 'Error al cargar el reporte global' },
    searchStore: { id: 'kpi.search', defaultMessage: 'Buscar {store}' },
    searchModule: { id: 'kpi.search.module', defaultMessage: 'Buscar módulo' },
    filterModule: { id: 'kpi.filter.module', defaultMessage: 'Módulo' },
    allModules: { id: 'kpi.filter.module.all', defaultMessage: 'Todos los módulos' },
    filterMonth: { id: 'kpi.filter.month', defaultMessage: 'Mes' },
    colRegion: { id: 'kpi.col.region', defaultMessage: 'Región' },
    colModule: { id: 'kpi.col.module', defaultMessage: 'Módulo' },
    colMonth: { id: 'kpi.col.month', defaultMessage: 'Mes' },
    colValue: { id: 'kpi.col.value', defaultMessage: 'Valor' },
    colTarget: { id: 'kpi.col.target', defaultMessage: 'Meta' },
    colAttainment: { id: 'kpi.col.attainment', defaultMessage: 'Cumplimiento' },
    colRank: { id: 'kpi.col.rank', defaultMessage: 'Lugar' },
    colStores: { id: 'kpi.col.stores', defaultMessage: 'Con dato' },
    colMeanValue: { id: 'kpi.col.meanValue', defaultMessage: 'Valor promedio' },
    colMeanTarget: { id: 'kpi.col.meanTarget', defaultMessage: 'Meta promedio' },
    noTarget: { id: 'kpi.noTarget', defaultMessage: 'Sin meta' },
    noFigure: { id: 'kpi.noFigure', defaultMessage: 'Sin dato' },
    valueUnit: { id: 'kpi.valueUnit', defaultMessage: '{value} {unit}' },
    atMost: { id: 'kpi.target.atMost', defaultMessage: 'máx. {target}' },
    rank: { id: 'kpi.rank', defaultMessage: '{rank}.º' },
    monthly: {
      id: 'kpi.monthly.hint',
      defaultMessage: 'Los KPIs se registran por mes, al cierre de cada mes.',
    },
    last12: { id: 'kpi.last12', defaultMessage: 'Ver los últimos 12 meses' },
    print: { id: 'kpi.print', defaultMessage: 'Imprimir' },
    cardStores: {
      id: 'kpi.card.stores',
      defaultMessage: 'Con dato: {count} · valor promedio {value} · meta promedio {target}',
    },
    cardsLabel: { id: 'kpi.cards.label', defaultMessage: 'Cumplimiento por módulo' },
    chartTitle: { id: 'kpi.chart.title', defaultMessage: 'Cumplimiento por mes (%)' },
  }),
);
