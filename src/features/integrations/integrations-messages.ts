import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

/** Texts of the integration keys on the Integraciones page. */
export const integrationsMessages = untyped(
  defineMessages({
    keysTitle: { id: 'integrations.keys.title', defaultMessage: 'Claves de integración' },
    keysIntro: {
      id: 'integrations.keys.intro',
      defaultMessage:
        'Las aplicaciones de tu cadena envían sus datos con una clave de integración. Cada clave escribe solo los tipos de datos que le permitas.',
    },
    keysTable: { id: 'integrations.keys.table', defaultMessage: 'Claves de integración' },
    keysEmpty: {
      id: 'integrations.keys.empty',
      defaultMessage: 'Aún no hay claves de integración. Crea una para conectar una aplicación.',
    },
    keysFailed: {
      id: 'integrations.keys.failed',
      defaultMessage: 'Error al cargar las claves de integración',
    },
    forbidden: {
      id: 'integrations.forbidden',
      defaultMessage: 'Solo los administradores de la marca gestionan las claves de integración',
    },
    // Columns
    colName: { id: 'integrations.col.name', defaultMessage: 'Nombre' },
    colKinds: { id: 'integrations.col.kinds', defaultMessage: 'Datos que escribe' },
    colPrefix: { id: 'integrations.col.prefix', defaultMessage: 'Clave' },
    colCreatedBy: { id: 'integrations.col.createdBy', defaultMessage: 'Creada por' },
    colCreated: { id: 'integrations.col.created', defaultMessage: 'Creada' },
    colLastUsed: { id: 'integrations.col.lastUsed', defaultMessage: 'Último uso' },
    colExpires: { id: 'integrations.col.expires', defaultMessage: 'Vence' },
    colState: { id: 'integrations.col.state', defaultMessage: 'Estado' },
    colActions: { id: 'integrations.col.actions', defaultMessage: 'Acciones' },
    never: { id: 'integrations.never', defaultMessage: 'Nunca' },
    noExpiry: { id: 'integrations.noExpiry', defaultMessage: 'Sin vencimiento' },
    'state.active': { id: 'integrations.state.active', defaultMessage: 'Activa' },
    'state.expired': { id: 'integrations.state.expired', defaultMessage: 'Vencida' },
    'state.revoked': { id: 'integrations.state.revoked', defaultMessage: 'Revocada' },
    // Create
    create: { id: 'integrations.create', defaultMessage: 'Crear clave' },
    createTitle: { id: 'integrations.create.title', defaultMessage: 'Crear clave de integración' },
    name: { id: 'integrations.create.name', defaultMessage: 'Nombre' },
    nameHint: {
      id: 'integrations.create.nameHint',
      defaultMessage: 'Para reconocerla: el sistema que la usará (por ejemplo, «Sistema de RH»)',
    },
    kinds: { id: 'integrations.create.kinds', defaultMessage: 'Datos que puede escribir' },
    allKinds: { id: 'integrations.create.allKinds', defaultMessage: 'Seleccionar todos' },
    expires: { id: 'integrations.create.expires', defaultMessage: 'Vence el (opcional)' },
    expiresHint: {
      id: 'integrations.create.expiresHint',
      defaultMessage: 'La clave funciona hasta el final de ese día. Vacío: no vence.',
    },
    rate: { id: 'integrations.create.rate', defaultMessage: 'Solicitudes por minuto' },
    rateHint: {
      id: 'integrations.create.rateHint',
      defaultMessage: 'De 1 a 6000; una solicitud más en el mismo minuto se rechaza.',
    },
    cancel: { id: 'integrations.cancel', defaultMessage: 'Cancelar' },
    submit: { id: 'integrations.create.submit', defaultMessage: 'Crear' },
    // Field errors (the form's own checks and the server's 400 field)
    'error.name': { id: 'integrations.error.name', defaultMessage: 'Escribe un nombre' },
    'error.nameLong': {
      id: 'integrations.error.nameLong',
      defaultMessage: 'El nombre admite hasta 100 caracteres',
    },
    'error.kinds': {
      id: 'integrations.error.kinds',
      defaultMessage: 'Elige al menos un tipo de dato',
    },
    'error.expires_at': {
      id: 'integrations.error.expires',
      defaultMessage: 'Elige un día a partir de hoy',
    },
    'error.requests_per_minute': {
      id: 'integrations.error.rate',
      defaultMessage: 'Escribe un número entero de 1 a 6000',
    },
    createFailed: {
      id: 'integrations.create.failed',
      defaultMessage: 'No se pudo crear la clave. Inténtalo de nuevo.',
    },
    // Shown once
    createdTitle: { id: 'integrations.created.title', defaultMessage: 'Clave creada' },
    createdWarning: {
      id: 'integrations.created.warning',
      defaultMessage:
        'Copia la clave ahora y guárdala en un lugar seguro: no se volverá a mostrar. Si la pierdes, revócala y crea otra.',
    },
    createdKey: { id: 'integrations.created.key', defaultMessage: 'Clave de «{name}»' },
    copy: { id: 'integrations.created.copy', defaultMessage: 'Copiar' },
    copied: { id: 'integrations.created.copied', defaultMessage: 'Copiada' },
    copyFailed: {
      id: 'integrations.created.copyFailed',
      defaultMessage: 'No se pudo copiar: selecciona la clave y cópiala a mano',
    },
    done: { id: 'integrations.created.done', defaultMessage: 'Listo' },
    // Revoke
    revoke: { id: 'integrations.revoke', defaultMessage: 'Revocar' },
    revokeLabel: { id: 'integrations.revoke.label', defaultMessage: 'Revocar la clave {name}' },
    revokeTitle: { id: 'integrations.revoke.title', defaultMessage: 'Revocar la clave «{name}»' },
    revokeBody: {
      id: 'integrations.revoke.body',
      defaultMessage:
        'Las aplicaciones que usan la clave «{name}» ({prefix}…) dejarán de poder enviar datos de inmediato. No se puede deshacer.',
    },
    revokeConfirm: { id: 'integrations.revoke.confirm', defaultMessage: 'Revocar' },
    revoked: { id: 'integrations.revoke.done', defaultMessage: 'Clave revocada' },
    revokeFailed: {
      id: 'integrations.revoke.failed',
      defaultMessage: 'No se pudo revocar la clave. Inténtalo de nuevo.',
    },
  }),
);

/** The names of what a key may write (IntegrationKind), as an admin reads them. */
export const kindMessages = untyped(
  defineMessages({
    regions: { id: 'integrations.kind.regions', defaultMessage: 'Regiones' },
    stores: { id: 'integrations.kind.stores', defaultMessage: '{stores}' },
    positions: { id: 'integrations.kind.positions', defaultMessage: 'Puestos' },
    people: { id: 'integrations.kind.people', defaultMessage: 'Personas' },
    courses: { id: 'integrations.kind.courses', defaultMessage: 'Cursos' },
    attempts: { id: 'integrations.kind.attempts', defaultMessage: 'Intentos de examen' },
    progress: { id: 'integrations.kind.progress', defaultMessage: 'Avance en cursos' },
    checklists: { id: 'integrations.kind.checklists', defaultMessage: 'Listas de verificación' },
    supervisions: { id: 'integrations.kind.supervisions', defaultMessage: 'Supervisiones' },
    'kpi-modules': { id: 'integrations.kind.kpiModules', defaultMessage: 'Módulos de KPI' },
    'kpi-values': { id: 'integrations.kind.kpiValues', defaultMessage: 'Valores de KPI' },
    surveys: { id: 'integrations.kind.surveys', defaultMessage: 'Encuestas' },
    'survey-openings': {
      id: 'integrations.kind.surveyOpenings',
      defaultMessage: 'Aperturas de encuesta',
    },
    'survey-answers': {
      id: 'integrations.kind.surveyAnswers',
      defaultMessage: 'Respuestas de encuesta',
    },
  }),
);
