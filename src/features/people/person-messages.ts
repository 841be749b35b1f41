import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

/** Texts of the add/edit person form (SPEC §3 fields, §5 validation texts). */
export const personMessages = untyped(
  defineMessages({
    firstName: { id: 'person.firstName', defaultMessage: 'Nombre(s)' },
    lastName: { id: 'person.lastName', defaultMessage: 'Apellidos' },
    email: { id: 'person.email', defaultMessage: 'Correo electrónico' },
    country: { id: 'person.country', defaultMessage: 'País' },
    phone: { id: 'person.phone', defaultMessage: 'Teléfono celular' },
    gender: { id: 'person.gender', defaultMessage: 'Género' },
    genderNone: { id: 'person.gender.none', defaultMessage: 'Sin especificar' },
    'gender.male': { id: 'person.gender.male', defaultMessage: 'Masculino' },
    'gender.female': { id: 'person.gender.female', defaultMessage: 'Femenino' },
    'gender.other': { id: 'person.gender.other', defaultMessage: 'Otro' },
    employeeNumber: { id: 'person.employeeNumber', defaultMessage: 'Número de empleado' },
    birthDate: { id: 'person.birthDate', defaultMessage: 'Fecha de nacimiento' },
    position: { id: 'person.position', defaultMessage: 'Puesto' },
    choose: { id: 'person.choose', defaultMessage: 'Selecciona una opción' },
    identifierHint: {
      id: 'person.identifierHint',
      defaultMessage:
        'Se necesita al menos uno: número de empleado, correo o celular. Será el dato de registro e inicio de sesión en la app de colaboradores.',
    },
    save: { id: 'person.save', defaultMessage: 'Guardar' },
    addSubmit: { id: 'person.add.submit', defaultMessage: 'Agregar' },
    back: { id: 'person.back', defaultMessage: 'Volver a personas' },
    userCreated: { id: 'person.created', defaultMessage: 'Usuario creado' },
    userUpdated: { id: 'person.updated', defaultMessage: 'Usuario actualizado' },
    saveFailed: { id: 'person.saveFailed', defaultMessage: '¡Ocurrió un error!' },
    loading: { id: 'person.loading', defaultMessage: 'Cargando persona' },
    loadFailed: { id: 'person.loadFailed', defaultMessage: 'Error al cargar los empleados' },
    notFound: { id: 'person.notFound', defaultMessage: 'No se encontró a esta persona' },
    storesEmpty: { id: 'person.stores.empty', defaultMessage: 'No hay opciones disponibles' },
    password: { id: 'person.password', defaultMessage: 'Contraseña de la app' },
    passwordConfirm: { id: 'person.passwordConfirm', defaultMessage: 'Confirma la contraseña' },
    passwordHint: {
      id: 'person.passwordHint',
      defaultMessage:
        'Opcional: la contraseña con la que la persona entra a la app de colaboradores. Al editar, déjala vacía para conservar la actual.',
    },
    // SPEC §5 (the same texts, and ids, as the password reset's)
    password_too_short: {
      id: 'validation.password.min',
      defaultMessage: 'La contraseña debe tener al menos 8 caracteres',
    },
    password_confirm_required: {
      id: 'validation.password.confirm',
      defaultMessage: 'Por favor, confirma tu contraseña',
    },
    password_mismatch: {
      id: 'validation.password.mismatch',
      defaultMessage: 'Las dos contraseñas que ingresaste no coinciden',
    },
    // SPEC §5
    country_required: {
      id: 'person.error.country',
      defaultMessage: 'Selecciona el país del nuevo usuario',
    },
    position_required: {
      id: 'person.error.position',
      defaultMessage: 'Selecciona el puesto del nuevo usuario',
    },
    store_required: {
      id: 'person.error.store',
      defaultMessage:
        'Selecciona {gender, select, masculine {el {storeType}} other {la {storeType}}} del nuevo usuario',
    },
    identifier_required: {
      id: 'person.error.identifier',
      defaultMessage: 'Ingresa al menos uno: número de empleado, correo o celular',
    },
    invalid_email: {
      id: 'validation.email',
      defaultMessage: 'Por favor, ingresa un correo válido',
    },
    invalid_phone: { id: 'person.error.phone', defaultMessage: 'Ingresa un teléfono válido' },
    invalid_phone_length: {
      id: 'person.error.phoneLength',
      defaultMessage: 'Longitud de número de teléfono inválida',
    },
    duplicate_email: {
      id: 'person.error.duplicateEmail',
      defaultMessage: 'Este correo ya está registrado en la marca',
    },
    duplicate_phone: {
      id: 'person.error.duplicatePhone',
      defaultMessage: 'Este teléfono ya está registrado en la marca',
    },
    duplicate_employee_number: {
      id: 'person.error.duplicateEmployeeNumber',
      defaultMessage: 'Este número de empleado ya está registrado en la marca',
    },
    birth_date_future: {
      id: 'person.error.birthDateFuture',
      defaultMessage: 'La fecha de nacimiento no puede ser posterior a hoy',
    },
    birth_date_too_early: {
      id: 'person.error.birthDateTooEarly',
      defaultMessage: 'La fecha de nacimiento no puede ser anterior a 1900',
    },
    duplicate: {
      id: 'person.error.duplicate',
      defaultMessage: 'Ya existe un usuario con esos datos en la marca: no se guardó nada.',
    },
  }),
);
