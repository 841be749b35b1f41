import { defineMessages } from 'react-intl';
import type { Message } from '../../../machines/types/messages';
import { personMessages } from './person-messages';

// The import's row reasons (server/people/people-import-rules.ts, person-rules.ts and
// openapi/rules/safe-text.ts) as sentences of the console's language. The server sends codes
// only: the console holds the six catalogues, so the error file is translated where it is saved.
// Reasons the form shares reuse the form's texts.

const own = defineMessages({
  invalid_curp: { id: 'people.import.reason.invalidCurp', defaultMessage: 'CURP no válida' },
  invalid_rfc: { id: 'people.import.reason.invalidRfc', defaultMessage: 'RFC no válido' },
  invalid_country: { id: 'people.import.reason.invalidCountry', defaultMessage: 'País no válido' },
  too_long: { id: 'people.import.reason.tooLong', defaultMessage: 'El texto es demasiado largo' },
  nul_character: {
    id: 'people.import.reason.nulCharacter',
    defaultMessage: 'El texto contiene un carácter nulo',
  },
  lone_surrogate: {
    id: 'people.import.reason.loneSurrogate',
    defaultMessage: 'El texto contiene un carácter no válido',
  },
  position_required: {
    id: 'people.import.reason.positionRequired',
    defaultMessage: 'Falta el puesto',
  },
  unknown_position: {
    id: 'people.import.reason.unknownPosition',
    defaultMessage: 'El puesto no existe en la marca',
  },
  store_required: {
    id: 'people.import.reason.storeRequired',
    defaultMessage: '{store}: dato obligatorio',
  },
  unknown_store: {
    id: 'people.import.reason.unknownStore',
    defaultMessage: '{store}: ese nombre no existe en la marca',
  },
  ambiguous_store: {
    id: 'people.import.reason.ambiguousStore',
    defaultMessage: '{store}: ese nombre tiene varias coincidencias',
  },
  store_outside_filter: {
    id: 'people.import.reason.storeOutsideFilter',
    defaultMessage: '{store}: fuera del filtro seleccionado',
  },
  repeated_email: {
    id: 'people.import.reason.repeatedEmail',
    defaultMessage: 'Una fila anterior del archivo ya registra este correo',
  },
  repeated_phone: {
    id: 'people.import.reason.repeatedPhone',
    defaultMessage: 'Una fila anterior del archivo ya registra este teléfono',
  },
  repeated_employee_number: {
    id: 'people.import.reason.repeatedEmployeeNumber',
    defaultMessage: 'Una fila anterior del archivo ya registra este número de empleado',
  },
});

/** Texts of the error file itself: the translated column's header and the file name's suffix. */
export const errorFileMessages = defineMessages({
  explanation: { id: 'people.import.errors.explanation', defaultMessage: 'motivo' },
  fileSuffix: { id: 'people.import.errors.fileSuffix', defaultMessage: 'errores' },
});

/** Every row reason the import reports, by code. */
export const importReasonMessages: Readonly<Record<string, Message>> = {
  ...own,
  identifier_required: personMessages.identifier_required,
  invalid_email: personMessages.invalid_email,
  invalid_phone: personMessages.invalid_phone,
  invalid_phone_length: personMessages.invalid_phone_length,
  duplicate_email: personMessages.duplicate_email,
  duplicate_phone: personMessages.duplicate_phone,
  duplicate_employee_number: personMessages.duplicate_employee_number,
};
