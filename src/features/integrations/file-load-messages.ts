import { defineMessages } from 'react-intl';
import type { Message } from '../../../machines/types/messages';
import { untyped } from '../../ui/texts';

/** Texts of the file loads on the Integraciones page (for admins without an integration). */
export const fileLoadMessages = untyped(
  defineMessages({
    title: { id: 'integrations.files.title', defaultMessage: 'Cargas de archivo' },
    intro: {
      id: 'integrations.files.intro',
      defaultMessage:
        'Sin una integración, carga tus datos desde un archivo CSV o Excel: descarga la plantilla del tipo de datos, llénala y súbela. Primero se valida y ves lo que se crearía, actualizaría o rechazaría; nada se guarda hasta que lo apliques.',
    },
    kind: { id: 'integrations.files.kind', defaultMessage: 'Tipo de datos' },
    kindPlaceholder: { id: 'integrations.files.kindPlaceholder', defaultMessage: 'Elige un tipo' },
    templateCsv: { id: 'integrations.files.templateCsv', defaultMessage: 'Plantilla CSV' },
    templateXlsx: { id: 'integrations.files.templateXlsx', defaultMessage: 'Plantilla Excel' },
    templateFailed: {
      id: 'integrations.files.templateFailed',
      defaultMessage: 'No se pudo descargar la plantilla',
    },
    chooseFile: { id: 'integrations.files.chooseFile', defaultMessage: 'Archivo (CSV o Excel)' },
    validate: { id: 'integrations.files.validate', defaultMessage: 'Validar' },
    validating: { id: 'integrations.files.validating', defaultMessage: 'Validando el archivo…' },
    applying: { id: 'integrations.files.applying', defaultMessage: 'Aplicando la carga…' },
    cancel: { id: 'integrations.files.cancel', defaultMessage: 'Cancelar' },
    apply: { id: 'integrations.files.apply', defaultMessage: 'Aplicar' },
    retry: { id: 'integrations.files.retry', defaultMessage: 'Reintentar' },
    previewTitle: {
      id: 'integrations.files.previewTitle',
      defaultMessage: 'Si aplicas este archivo',
    },
    doneTitle: { id: 'integrations.files.doneTitle', defaultMessage: 'Carga aplicada' },
    counts: {
      id: 'integrations.files.counts',
      defaultMessage:
        '{created, plural, one {# creado} other {# creados}}, {updated, plural, one {# actualizado} other {# actualizados}}, {unchanged} sin cambios, {rejected, plural, one {# rechazado} other {# rechazados}}',
    },
    nothingToApply: {
      id: 'integrations.files.nothingToApply',
      defaultMessage: 'El archivo no crearía ni actualizaría nada.',
    },
    rejectedTitle: { id: 'integrations.files.rejectedTitle', defaultMessage: 'Filas rechazadas' },
    rejectedMore: {
      id: 'integrations.files.rejectedMore',
      defaultMessage: 'Se muestran {shown} de {total}: el archivo de errores las tiene todas.',
    },
    colRow: { id: 'integrations.files.col.row', defaultMessage: 'Fila' },
    colColumn: { id: 'integrations.files.col.column', defaultMessage: 'Columna' },
    colValue: { id: 'integrations.files.col.value', defaultMessage: 'Valor' },
    colReason: { id: 'integrations.files.col.reason', defaultMessage: 'Motivo' },
    downloadErrors: {
      id: 'integrations.files.downloadErrors',
      defaultMessage: 'Descargar archivo de errores',
    },
    errorsSuffix: { id: 'integrations.files.errorsSuffix', defaultMessage: 'errores' },
    confirmTitle: { id: 'integrations.files.confirmTitle', defaultMessage: '¿Aplicar la carga?' },
    confirmBody: {
      id: 'integrations.files.confirmBody',
      defaultMessage:
        'Se guardarán {created, plural, one {# registro nuevo} other {# registros nuevos}} y {updated, plural, one {# cambio} other {# cambios}} en {kind}. Las filas rechazadas no se cargan.',
    },
    failedPreview: {
      id: 'integrations.files.failedPreview',
      defaultMessage: 'No se pudo validar el archivo',
    },
    failedApply: {
      id: 'integrations.files.failedApply',
      defaultMessage: 'No se pudo aplicar la carga',
    },
    kindsFailed: {
      id: 'integrations.files.kindsFailed',
      defaultMessage: 'No se pudieron leer los tipos de datos',
    },
  }),
);

/** Why the server refused a whole file (the load's failure reasons), by code. */
const fileFailureMessages = untyped(
  defineMessages({
    empty_file: {
      id: 'integrations.files.failure.emptyFile',
      defaultMessage: 'El archivo está vacío.',
    },
    missing_header: {
      id: 'integrations.files.failure.missingHeader',
      defaultMessage: 'La primera fila debe nombrar las columnas de la plantilla.',
    },
    unknown_column: {
      id: 'integrations.files.failure.unknownColumn',
      defaultMessage: 'La columna «{field}» no es de este tipo de datos: usa las de la plantilla.',
    },
    repeated_column: {
      id: 'integrations.files.failure.repeatedColumn',
      defaultMessage: 'La columna «{field}» aparece dos veces.',
    },
    malformed_csv: {
      id: 'integrations.files.failure.malformedCsv',
      defaultMessage: 'El archivo no es un CSV válido (¿una comilla sin cerrar?).',
    },
    unreadable_xlsx: {
      id: 'integrations.files.failure.unreadableXlsx',
      defaultMessage: 'El archivo no es un libro de Excel (.xlsx) legible.',
    },
    file_too_large: {
      id: 'integrations.files.failure.fileTooLarge',
      defaultMessage: 'El archivo pesa más de 20 MB: divídelo.',
    },
    too_many_items: {
      id: 'integrations.files.failure.tooManyItems',
      defaultMessage: 'El archivo tiene más de 10,000 registros: divídelo.',
    },
    not_stored: {
      id: 'integrations.files.failure.notStored',
      defaultMessage: 'El archivo no fue procesado. Inténtalo de nuevo o ¡contáctanos!',
    },
  }),
);

/** Why a row was rejected (the ingestion's reasons and the file's own), by code. */
export const fileReasonMessages: Readonly<Record<string, Message | undefined>> = untyped(
  defineMessages({
    validation: {
      id: 'integrations.files.reason.validation',
      defaultMessage: 'Falta el valor, sobra o no tiene el formato esperado',
    },
    unknown_reference: {
      id: 'integrations.files.reason.unknownReference',
      defaultMessage: 'No existe ningún registro con ese identificador: cárgalo antes',
    },
    invalid_time_zone: {
      id: 'integrations.files.reason.invalidTimeZone',
      defaultMessage: 'Zona horaria desconocida',
    },
    duplicate_name: {
      id: 'integrations.files.reason.duplicateName',
      defaultMessage: 'Ya existe otro registro con ese nombre',
    },
    duplicate: {
      id: 'integrations.files.reason.duplicate',
      defaultMessage: 'El mismo identificador aparece dos veces',
    },
    duplicate_item: {
      id: 'integrations.files.reason.duplicateItem',
      defaultMessage: 'El mismo elemento aparece dos veces',
    },
    in_use: {
      id: 'integrations.files.reason.inUse',
      defaultMessage: 'No se puede quitar: ya tiene resultados registrados',
    },
    before_start: {
      id: 'integrations.files.reason.beforeStart',
      defaultMessage: 'La fecha de fin es anterior a la de inicio',
    },
    out_of_range: {
      id: 'integrations.files.reason.outOfRange',
      defaultMessage: 'El valor está fuera del rango permitido',
    },
    no_scored_items: {
      id: 'integrations.files.reason.noScoredItems',
      defaultMessage: 'Ningún elemento tiene puntos para calificar',
    },
    invalid_instant: {
      id: 'integrations.files.reason.invalidInstant',
      defaultMessage: 'La fecha debe ser posterior al 2000 y no más de un día en el futuro',
    },
    above_lesson_count: {
      id: 'integrations.files.reason.aboveLessonCount',
      defaultMessage: 'Más lecciones completadas de las que tiene el curso',
    },
    above_question_points: {
      id: 'integrations.files.reason.aboveQuestionPoints',
      defaultMessage: 'Más puntos de los que vale la pregunta',
    },
    duplicate_in_request: {
      id: 'integrations.files.reason.duplicateInRequest',
      defaultMessage: 'Una fila anterior del archivo trae el mismo registro',
    },
    other_course: {
      id: 'integrations.files.reason.otherCourse',
      defaultMessage: 'El examen pertenece a otro curso',
    },
    score_required: {
      id: 'integrations.files.reason.scoreRequired',
      defaultMessage: 'Un intento terminado necesita calificación o sus respuestas',
    },
    conflict: {
      id: 'integrations.files.reason.conflict',
      defaultMessage: 'Otra carga escribió el mismo registro al mismo tiempo: vuelve a enviarlo',
    },
    inconsistent_rows: {
      id: 'integrations.files.reason.inconsistentRows',
      defaultMessage: 'Otra fila del mismo registro da un valor distinto en esta columna',
    },
    identifier_required: {
      id: 'integrations.files.reason.identifierRequired',
      defaultMessage: 'Se requiere correo, teléfono o número de empleado',
    },
    invalid_email: {
      id: 'integrations.files.reason.invalidEmail',
      defaultMessage: 'Correo no válido',
    },
    invalid_phone: {
      id: 'integrations.files.reason.invalidPhone',
      defaultMessage: 'Teléfono no válido',
    },
    invalid_phone_length: {
      id: 'integrations.files.reason.invalidPhoneLength',
      defaultMessage: 'El teléfono no tiene la longitud esperada',
    },
    invalid_curp: {
      id: 'integrations.files.reason.invalidCurp',
      defaultMessage: 'CURP no válida',
    },
    invalid_rfc: { id: 'integrations.files.reason.invalidRfc', defaultMessage: 'RFC no válido' },
    invalid_country: {
      id: 'integrations.files.reason.invalidCountry',
      defaultMessage: 'País no válido',
    },
    too_long: {
      id: 'integrations.files.reason.tooLong',
      defaultMessage: 'El texto es demasiado largo',
    },
    duplicate_email: {
      id: 'integrations.files.reason.duplicateEmail',
      defaultMessage: 'Otra persona activa ya tiene ese correo',
    },
    duplicate_phone: {
      id: 'integrations.files.reason.duplicatePhone',
      defaultMessage: 'Otra persona activa ya tiene ese teléfono',
    },
    duplicate_employee_number: {
      id: 'integrations.files.reason.duplicateEmployeeNumber',
      defaultMessage: 'Otra persona activa ya tiene ese número de empleado',
    },
  }),
);

/** The text of a file's failure reason; an unknown one reads as 'not processed'. */
export function fileFailureMessage(reason: string): Message {
  const known: Readonly<Record<string, Message | undefined>> = fileFailureMessages;
  return known[reason] ?? fileFailureMessages.not_stored;
}
