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
    filterAction: { id: 'activity.filter.action', defaultMessage: 'Acción' },
    anyAction: { id: 'activity.filter.anyAction', defaultMessage: 'Todas las acciones' },
    filterActor: { id: 'activity.filter.actor', defaultMessage: 'Administrador' },
    anyActor: { id: 'activity.filter.anyActor', defaultMessage: 'Todos los administradores' },
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
    'action.create_integration_key': {
      id: 'activity.action.create_integration_key',
      defaultMessage: 'Clave de integración creada',
    },
    'action.revoke_integration_key': {
      id: 'activity.action.revoke_integration_key',
      defaultMessage: 'Clave de integración revocada',
    },
    'action.integration_load': {
      id: 'activity.action.integration_load',
      defaultMessage: 'Carga por integración',
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
    'action.export_activity_log': {
      id: 'activity.action.export_activity_log',
      defaultMessage: 'Exportación de la bitácora',
    },
    'action.update_dc3': {
      id: 'activity.action.update_dc3',
      defaultMessage: 'Datos de DC3 completados',
    },
    'action.set_content_target': {
      id: 'activity.action.set_content_target',
      defaultMessage: 'Meta de contenido fijada',
    },
    'action.delete_content_target': {
      id: 'activity.action.delete_content_target',
      defaultMessage: 'Meta de contenido quitada',
    },
    'action.download_supervision': {
      id: 'activity.action.download_supervision',
      defaultMessage: 'Descarga de reporte de supervisión',
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
    'action.export_ranking': {
      id: 'activity.action.export_ranking',
      defaultMessage: 'Exportación de ranking',
    },
    'sentence.create_person': {
      id: 'activity.sentence.create_person',
      defaultMessage: 'Dio de alta a {target}',
    },
    'sentence.update_person': {
      id: 'activity.sentence.update_person',
      defaultMessage: 'Editó los datos de {target}',
    },
    'sentence.delete_person': {
      id: 'activity.sentence.delete_person',
      defaultMessage: 'Dio de baja a {target}',
    },
    'sentence.delete_people': {
      id: 'activity.sentence.delete_people',
      defaultMessage: 'Dio de baja a {count, plural, one {# persona} other {# personas}}',
    },
    'sentence.reactivate_person': {
      id: 'activity.sentence.reactivate_person',
      defaultMessage: 'Reactivó a {target}',
    },
    'sentence.import_people': {
      id: 'activity.sentence.import_people',
      defaultMessage:
        'Importó personas{scoped, select, yes { en {target}} other {}}: {registered, plural, one {# registrada} other {# registradas}}, {failed, plural, one {# fila con error} other {# filas con error}}',
    },
    'sentence.export_people': {
      id: 'activity.sentence.export_people',
      defaultMessage: 'Exportó la lista de personas{scoped, select, yes { de {target}} other {}}',
    },
    'sentence.share_brand_key': {
      id: 'activity.sentence.share_brand_key',
      defaultMessage:
        'Compartió la llave de marca{scoped, select, yes { de {target}} other {}} con {recipients, plural, one {# destinatario} other {# destinatarios}}',
    },
    'sentence.create_integration_key': {
      id: 'activity.sentence.create_integration_key',
      defaultMessage: 'Creó la clave de integración «{name}»',
    },
    'sentence.revoke_integration_key': {
      id: 'activity.sentence.revoke_integration_key',
      defaultMessage: 'Revocó la clave de integración «{name}»',
    },
    'sentence.integration_load': {
      id: 'activity.sentence.integration_load',
      defaultMessage:
        'Carga con la clave de integración «{target}» ({kind, select, regions {regiones} stores {tiendas} positions {puestos} people {personas} courses {cursos} attempts {intentos de examen} progress {avance} checklists {listas de verificación} supervisions {supervisiones} kpi_modules {módulos KPI} kpi_values {valores KPI} surveys {encuestas} survey_openings {aperturas de encuesta} survey_answers {respuestas de encuesta} other {registros}}): {created, plural, one {# creado} other {# creados}}, {updated, plural, one {# actualizado} other {# actualizados}}, {unchanged} sin cambios, {rejected, plural, one {# rechazado} other {# rechazados}}',
    },
    'sentence.integration_file_load': {
      id: 'activity.sentence.integration_file_load',
      defaultMessage:
        'Cargó {named, select, yes {el archivo «{file}»} other {un archivo}} ({kind, select, regions {regiones} stores {tiendas} positions {puestos} people {personas} courses {cursos} attempts {intentos de examen} progress {avance} checklists {listas de verificación} supervisions {supervisiones} kpi_modules {módulos KPI} kpi_values {valores KPI} surveys {encuestas} survey_openings {aperturas de encuesta} survey_answers {respuestas de encuesta} other {registros}}): {created, plural, one {# creado} other {# creados}}, {updated, plural, one {# actualizado} other {# actualizados}}, {unchanged} sin cambios, {rejected, plural, one {# rechazado} other {# rechazados}}',
    },
    'sentence.login': {
      id: 'activity.sentence.login',
      defaultMessage: 'Inició sesión',
    },
    'sentence.logout': {
      id: 'activity.sentence.logout',
      defaultMessage: 'Cerró sesión',
    },
    'sentence.password_reset': {
      id: 'activity.sentence.password_reset',
      defaultMessage: 'Restableció su contraseña',
    },
    'sentence.export_report': {
      id: 'activity.sentence.export_report',
      defaultMessage:
        'Exportó un reporte{report, select, training { de capacitación} supervision { de supervisión} satisfaction { de satisfacción} rankings { de rankings} other {}}',
    },
    'sentence.export_ranking': {
      id: 'activity.sentence.export_ranking',
      defaultMessage:
        'Exportó el ranking de {kind, select, users {usuarios} managers {gerentes} stores {{stores}} other {resultados}}{scoped, select, yes { de {target}} other {}}, del {start} al {end}',
    },
    'sentence.generate_dc3': {
      id: 'activity.sentence.generate_dc3',
      defaultMessage:
        'Generó {count, plural, one {un formato DC3} other {# formatos DC3}}{scoped, select, yes { de {target}} other {}}',
    },
    'sentence.download_awards': {
      id: 'activity.sentence.download_awards',
      defaultMessage:
        'Descargó {count, plural, one {una constancia} other {# constancias}}{scoped, select, yes { de {target}} other {}}',
    },
    'sentence.update_dc3': {
      id: 'activity.sentence.update_dc3',
      defaultMessage:
        'Completó {fields, select, curp {la CURP} occupation {la ocupación} other {la CURP y la ocupación}} del formato DC3{scoped, select, yes { de {target}} other {}} para «{course}»',
    },
    'sentence.set_content_target': {
      id: 'activity.sentence.set_content_target',
      defaultMessage:
        'Fijó la meta de «{course}» para {position} en {target} %{due, select, yes {, en {days, plural, one {# día} other {# días}}} other {}}',
    },
    'sentence.delete_content_target': {
      id: 'activity.sentence.delete_content_target',
      defaultMessage: 'Quitó la meta de «{course}» para {position}',
    },
    'sentence.export_activity_log': {
      id: 'activity.sentence.export_activity_log',
      defaultMessage: 'Exportó la bitácora de actividad',
    },
    'sentence.download_supervision': {
      id: 'activity.sentence.download_supervision',
      defaultMessage: 'Descargó un reporte de supervisión',
    },
    'sentence.domain_change': {
      id: 'activity.sentence.domain_change',
      defaultMessage: 'Cambió al dominio {target}',
    },
    'sentence.settings_change': {
      id: 'activity.sentence.settings_change',
      defaultMessage:
        'Cambió {setting, select, locale {el idioma} theme {el tema} primaryColor {el color principal} menuLayout {la disposición del menú} other {un ajuste}} a «{value}»',
    },
    'sentence.unknown': {
      id: 'activity.sentence.unknown',
      defaultMessage: 'Acción «{action}»{scoped, select, yes { sobre {target}} other {}}',
    },
  }),
);
