import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

/** Texts of the people screens (SPEC §3, §4, §5, §8). */
export const peopleMessages = untyped(
  defineMessages({
    tableLabel: { id: 'people.table', defaultMessage: 'Personas' },
    search: {
      id: 'people.search',
      defaultMessage: 'Buscar por nombre, correo, teléfono o número de empleado',
    },
    // Columns
    colName: { id: 'people.col.name', defaultMessage: 'Nombre' },
    colEmail: { id: 'people.col.email', defaultMessage: 'Correo' },
    colPhone: { id: 'people.col.phone', defaultMessage: 'Teléfono' },
    colEmployeeNumber: { id: 'people.col.employeeNumber', defaultMessage: 'Número de empleado' },
    colPosition: { id: 'people.col.position', defaultMessage: 'Puesto' },
    colStatus: { id: 'people.col.status', defaultMessage: 'Estatus' },
    colCreated: { id: 'people.col.created', defaultMessage: 'Fecha de alta' },
    colLastActivity: { id: 'people.col.lastActivity', defaultMessage: 'Última actividad' },
    colActions: { id: 'people.col.actions', defaultMessage: 'Acciones' },
    never: { id: 'people.never', defaultMessage: 'Sin actividad' },
    // Filters
    filterPosition: { id: 'people.filter.position', defaultMessage: 'Puesto' },
    filterStatus: { id: 'people.filter.status', defaultMessage: 'Estatus' },
    filterTime: { id: 'people.filter.time', defaultMessage: 'Tiempo en el producto' },
    allPositions: { id: 'people.filter.position.all', defaultMessage: 'Todos los puestos' },
    anyTime: { id: 'people.filter.time.all', defaultMessage: 'Cualquier antigüedad' },
    scopeNote: { id: 'people.filter.scope', defaultMessage: 'Filtrado por: {name}' },
    // Statuses (SPEC §4)
    'status.all': { id: 'people.status.all', defaultMessage: 'Todos' },
    'status.preregistered': { id: 'people.status.preregistered', defaultMessage: 'Pre-registrado' },
    'status.registeredWNAct': {
      id: 'people.status.registeredWNAct',
      defaultMessage: 'Registrado sin actividad',
    },
    'status.registered': { id: 'people.status.registered', defaultMessage: 'Registrado' },
    'status.active': { id: 'people.status.active', defaultMessage: 'Activo' },
    // Time in product (SPEC §9)
    // Actions
    add: { id: 'people.add', defaultMessage: 'Agregar usuario' },
    edit: { id: 'people.edit', defaultMessage: 'Editar {name}' },
    delete: { id: 'people.delete', defaultMessage: 'Eliminar {name}' },
    deleteSelected: {
      id: 'people.deleteSelected',
      defaultMessage: 'Eliminar seleccionados ({count})',
    },
    reactivate: { id: 'people.reactivate', defaultMessage: 'Reactivar usuario' },
    import: { id: 'people.import', defaultMessage: 'Importar usuarios' },
    export: { id: 'people.export', defaultMessage: 'Exportar usuarios' },
    cancel: { id: 'common.cancel', defaultMessage: 'Cancelar' },
    confirm: { id: 'common.confirm', defaultMessage: 'Confirmar' },
    // Delete (SPEC §8)
    deleteTitle: {
      id: 'people.delete.title',
      defaultMessage:
        '{count, plural, one {¿Eliminar a este usuario?} other {¿Eliminar a # usuarios?}}',
    },
    deleteBody: {
      id: 'people.delete.body',
      defaultMessage:
        '{count, plural, one {Dejará de tener acceso a la app. Puedes reactivarlo después por número de empleado, correo o teléfono.} other {Dejarán de tener acceso a la app. Puedes reactivarlos después por número de empleado, correo o teléfono.}}',
    },
    userDeleted: { id: 'people.deleted.one', defaultMessage: 'Usuario eliminado' },
    usersDeleted: { id: 'people.deleted.many', defaultMessage: 'Usuarios eliminados' },
    deleteFailed: { id: 'people.delete.failed', defaultMessage: 'Error al eliminar usuario(s)' },
    // Reactivate (SPEC §5, §8)
    reactivateTitle: { id: 'people.reactivate.title', defaultMessage: 'Reactivar usuario' },
    reactivateHint: {
      id: 'people.reactivate.hint',
      defaultMessage:
        'Escribe el número de empleado, el correo o el teléfono del usuario eliminado.',
    },
    reactivateNeedsOne: {
      id: 'people.reactivate.required',
      defaultMessage: 'Ingresa el número de empleado, el correo o el teléfono',
    },
    userReactivated: { id: 'people.reactivated', defaultMessage: 'Usuario reactivado' },
    reactivateFailed: {
      id: 'people.reactivate.failed',
      defaultMessage: 'No fue posible reactivar al usuario',
    },
    // Import (SPEC §5, §8)
    importTitle: { id: 'people.import.title', defaultMessage: 'Importar usuarios' },
    importHint: {
      id: 'people.import.hint',
      defaultMessage:
        'Descarga la plantilla, llénala (correo, teléfono o número de empleado; puesto y {store}) y súbela como CSV.',
    },
    downloadTemplate: { id: 'people.import.template', defaultMessage: 'Descargar plantilla' },
    templateFailed: {
      id: 'people.import.templateFailed',
      defaultMessage: 'Error al cargar la plantilla de importación',
    },
    chooseFile: { id: 'people.import.file', defaultMessage: 'Archivo CSV' },
    upload: { id: 'people.import.upload', defaultMessage: 'Importar' },
    importing: { id: 'people.import.running', defaultMessage: 'Importando usuarios…' },
    importScoped: {
      id: 'people.import.scoped',
      defaultMessage: 'Hay un filtro activo: los usuarios importados se asignarán solo a {name}.',
    },
    importRegistered: {
      id: 'people.import.registered',
      defaultMessage:
        '{count, plural, one {# usuario registrado correctamente} other {# usuarios registrados correctamente}}',
    },
    importFailedRows: {
      id: 'people.import.failedRows',
      defaultMessage:
        '{count, plural, one {No se pudo registrar # usuario; revisa el nombre {gender, select, masculine {del {store}} other {de la {store}}} y el puesto} other {No se pudieron registrar # usuarios; revisa el nombre {gender, select, masculine {del {store}} other {de la {store}}} y el puesto}}',
    },
    importFailed: { id: 'people.import.failed', defaultMessage: 'Error al importar usuarios' },
    importSeeErrors: {
      id: 'people.import.seeErrors',
      defaultMessage: 'Revisa el archivo de errores anexo',
    },
    downloadErrors: { id: 'people.import.errors', defaultMessage: 'Descargar archivo de errores' },
    importRejected: {
      id: 'people.import.rejected',
      defaultMessage: 'El archivo no pudo leerse: revisa que sea un CSV con encabezados.',
    },
    importNotStored: {
      id: 'people.import.notStored',
      defaultMessage: 'El archivo no fue almacenado. ¡Contáctanos!',
    },
    // Loading (SPEC §8)
    positionsFailed: {
      id: 'people.positions.failed',
      defaultMessage: 'Error al cargar los puestos',
    },
    employeesFailed: {
      id: 'people.employees.failed',
      defaultMessage: 'Error al cargar los empleados',
    },
    noDomain: {
      id: 'people.noDomain',
      defaultMessage: 'Selecciona un dominio para ver a las personas',
    },
  }),
);
