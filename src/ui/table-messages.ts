import { defineMessages } from 'react-intl';
import { untyped } from './texts';

/** Texts of the shared data table (SPEC §2 "Tables", §8). */
export const tableMessages = untyped(
  defineMessages({
    entries: {
      id: 'table.entries',
      defaultMessage: 'Registros {from} a {to} de {total}',
    },
    // A list whose total is the server's estimate (the people list above its exact maximum).
    entriesEstimated: {
      id: 'table.entries.estimated',
      defaultMessage: 'Registros {from} a {to} de ≈ {total}',
    },
    loadMore: { id: 'table.loadMore', defaultMessage: 'Cargar más' },
    pageSize: { id: 'table.pageSize', defaultMessage: 'Mostrar' },
    pageSizeOption: { id: 'table.pageSize.option', defaultMessage: '{size} registros' },
    previous: { id: 'table.page.previous', defaultMessage: 'Página anterior' },
    next: { id: 'table.page.next', defaultMessage: 'Página siguiente' },
    pageOf: { id: 'table.page.of', defaultMessage: 'Página {page} de {pages}' },
    pageOfEstimated: {
      id: 'table.page.of.estimated',
      defaultMessage: 'Página {page} de ≈ {pages}',
    },
    pagination: { id: 'table.pagination', defaultMessage: 'Paginación' },
    search: { id: 'table.search', defaultMessage: 'Buscar' },
    selectAll: { id: 'table.selectAll', defaultMessage: 'Seleccionar todas las filas' },
    selectRow: { id: 'table.selectRow', defaultMessage: 'Seleccionar {name}' },
    loading: { id: 'table.loading', defaultMessage: 'Cargando la tabla' },
    close: { id: 'common.close', defaultMessage: 'Cerrar' },
    retry: { id: 'common.retry', defaultMessage: 'Reintentar' },
    loadFailed: { id: 'table.loadFailed', defaultMessage: 'Error al cargar la tabla' },
    exportCsv: { id: 'table.export', defaultMessage: 'Exportar CSV' },
    columns: { id: 'table.columns', defaultMessage: 'Columnas' },
    downloadFailed: { id: 'table.downloadFailed', defaultMessage: 'La descarga falló' },
    noRecords: { id: 'table.noRecords', defaultMessage: 'No hay registros para descargar' },
    selected: {
      id: 'table.selected',
      defaultMessage: '{count, plural, one {# seleccionado} other {# seleccionados}}',
    },
  }),
);
