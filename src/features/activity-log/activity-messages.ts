import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

/** Texts of the activity log (SPEC §2, §8). */
export const activityMessages = untyped(
  defineMessages({
    table: { id: 'activity.table', defaultMessage: 'Bitácora de actividad' },
    search: { id: 'activity.search', defaultMessage: 'Buscar por acción, objetivo o correo' },
    colDate: { id: 'activity.col.date', defaultMessage: 'Fecha' },
    colActor: { id: 'activity.col.actor', defaultMessage: 'Administrador' },
    colAction: { id: 'activity.col.action', defaultMessage: 'Acción' },
    colTarget: { id: 'activity.col.target', defaultMessage: 'Objetivo' },
    colDetails: { id: 'activity.col.details', defaultMessage: 'Detalles' },
    system: { id: 'activity.system', defaultMessage: 'Sistema' },
    loadFailed: {
      id: 'activity.loadFailed',
      defaultMessage: 'Error al cargar la bitácora de actividad',
    },
    forbidden: { id: 'page.unauthorized', defaultMessage: 'Acceso no autorizado' },
    'action.create_person': {
      id: 'activity.action.create_person',
      defaultMessage: 'Alta de usuario',
    },
    'action.update_person': {
      id: 'activity.action.update_person',
      defaultMessage: 'Edición de usuario',
    },
    'action.delete_person': {
      id: 'activity.action.delete_person',
      defaultMessage: 'Baja de usuario',
    },
    'action.delete_people': {
      id: 'activity.action.delete_people',
      defaultMessage: 'Baja masiva de usuarios',
    },
    'action.reactivate_person': {
      id: 'activity.action.reactivate_person',
      defaultMessage: 'Reactivación de usuario',
    },
    'action.import_people': {
      id: 'activity.action.import_people',
      defaultMessage: 'Importación de usuarios',
    },
    'action.export_people': {
      id: 'activity.action.export_people',
      defaultMessage: 'Exportación de usuarios',
    },
    'action.share_brand_key': {
      id: 'activity.action.share_brand_key',
      defaultMessage: 'Llave de marca compartida',
    },
    'action.login': { id: 'activity.action.login', defaultMessage: 'Inicio de sesión' },
    'action.logout': { id: 'activity.action.logout', defaultMessage: 'Cierre de sesión' },
    'action.password_reset': {
      id: 'activity.action.password_reset',
      defaultMessage: 'Restablecimiento de contraseña',
    },
    'action.export_report': {
      id: 'activity.action.export_report',
      defaultMessage: 'Exportación de reporte',
    },
    'action.generate_dc3': {
      id: 'activity.action.generate_dc3',
      defaultMessage: 'Generación de formatos DC3',
    },
    'action.download_awards': {
      id: 'activity.action.download_awards',
      defaultMessage: 'Descarga de constancias',
    },
    'action.domain_change': {
      id: 'activity.action.domain_change',
      defaultMessage: 'Cambio de dominio',
    },
    'action.settings_change': {
      id: 'activity.action.settings_change',
      defaultMessage: 'Cambio de configuración',
    },
    'target.person': { id: 'activity.target.person', defaultMessage: 'Usuario #{id}' },
  }),
);
