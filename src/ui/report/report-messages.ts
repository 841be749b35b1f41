import { defineMessages } from 'react-intl';
import { untyped } from '../texts';

/** Texts of the report page composition (filters bar, export). */
export const reportMessages = untyped(
  defineMessages({
    filters: { id: 'report.filters', defaultMessage: 'Filtros' },
    filtersCount: {
      id: 'report.filters.count',
      defaultMessage: '{count, plural, one {# activo} other {# activos}}',
    },
    filtersLabel: { id: 'report.filters.label', defaultMessage: 'Filtros del reporte' },
    export: { id: 'report.export', defaultMessage: 'Exportar CSV' },
    exportExcel: { id: 'report.exportExcel', defaultMessage: 'Exportar Excel' },
    exporting: { id: 'report.exporting', defaultMessage: 'Descargando…' },
  }),
);
