import { defineMessages, type MessageDescriptor } from 'react-intl';
import { RANGE_PRESETS, TIME_SCOPES } from '../../../../machines/rules/dates';
import type { TimeScopeLabel } from '../../../../machines/types/dates';

/** Texts of the date pickers of the action bar. */
export const dateMessages = defineMessages({
  range: { id: 'dates.range', defaultMessage: 'Rango de fechas' },
  start: { id: 'dates.start', defaultMessage: 'Fecha inicial' },
  end: { id: 'dates.end', defaultMessage: 'Fecha final' },
  custom: { id: 'dates.preset.custom', defaultMessage: 'Personalizado' },
  scope: { id: 'dates.scope', defaultMessage: 'Periodo' },
  periodStart: { id: 'dates.periodStart', defaultMessage: 'Inicio del periodo' },
  notAllowed: {
    id: 'dates.notAllowed',
    defaultMessage: 'Esa fecha no inicia un periodo disponible.',
  },
  TODAY: { id: 'dates.preset.today', defaultMessage: 'Hoy' },
  YESTERDAY: { id: 'dates.preset.yesterday', defaultMessage: 'Ayer' },
  LAST_7_DAYS: { id: 'dates.preset.last7', defaultMessage: 'Últimos 7 días' },
  THIS_WEEK: { id: 'dates.preset.thisWeek', defaultMessage: 'Esta semana' },
  LAST_WEEK: { id: 'dates.preset.lastWeek', defaultMessage: 'Semana pasada' },
  LAST_28_DAYS: { id: 'dates.preset.last28', defaultMessage: 'Últimos 28 días' },
  LAST_30_DAYS: { id: 'dates.preset.last30', defaultMessage: 'Últimos 30 días' },
  THIS_MONTH: { id: 'dates.preset.thisMonth', defaultMessage: 'Este mes' },
  LAST_MONTH: { id: 'dates.preset.lastMonth', defaultMessage: 'Mes pasado' },
  LAST_90_DAYS: { id: 'dates.preset.last90', defaultMessage: 'Últimos 90 días' },
  LAST_12_MONTHS: { id: 'dates.preset.last12Months', defaultMessage: 'Últimos 12 meses' },
  THIS_YEAR: { id: 'dates.preset.thisYear', defaultMessage: 'Este año' },
  CURRENT: { id: 'dates.scope.current', defaultMessage: 'Última actualización' },
  WEEKLY: { id: 'dates.scope.weekly', defaultMessage: 'Semanal' },
  FORTNIGHT: { id: 'dates.scope.fortnight', defaultMessage: 'Quincenal' },
  MONTHLY: { id: 'dates.scope.monthly', defaultMessage: 'Mensual' },
  BIMESTER: { id: 'dates.scope.bimester', defaultMessage: 'Bimestral' },
  TRIMESTER: { id: 'dates.scope.trimester', defaultMessage: 'Trimestral' },
  SEMESTER: { id: 'dates.scope.semester', defaultMessage: 'Semestral' },
  ANUAL: { id: 'dates.scope.annual', defaultMessage: 'Anual' },
});

/** Name of a range preset (keys 0–11). */
export const presetName = (key: number): MessageDescriptor =>
  dateMessages[RANGE_PRESETS[key] ?? 'LAST_7_DAYS'];

/** Name of a dashboard time scope (SPEC §4 keys 0–7). */
export const scopeName = (key: number): MessageDescriptor =>
  dateMessages[(TIME_SCOPES[key] ?? 'CURRENT') as TimeScopeLabel];
