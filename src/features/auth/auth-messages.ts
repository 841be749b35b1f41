import { defineMessages } from 'react-intl';

/** Texts of the sign-in and error screens. */
export const authMessages = defineMessages({
  adminLabel: { id: 'auth.adminLabel', defaultMessage: 'Admin' },
  signInTitle: { id: 'auth.login.title', defaultMessage: 'Inicia sesión' },
  email: { id: 'auth.login.email', defaultMessage: 'Correo electrónico' },
  password: { id: 'auth.login.password', defaultMessage: 'Contraseña' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Iniciar sesión' },
  forgotPassword: { id: 'auth.login.forgot', defaultMessage: '¿Olvidaste tu contraseña?' },
  invalidEmail: { id: 'validation.email', defaultMessage: 'Por favor, ingresa un correo válido' },
  passwordRequired: {
    id: 'validation.password.required',
    defaultMessage: 'Por favor, ingresa tu contraseña',
  },
  notFoundTitle: { id: 'auth.404.title', defaultMessage: 'Página no encontrada' },
  notFound: {
    id: 'auth.404.text',
    defaultMessage: 'La página fue eliminada, no existe o no tienes acceso a ella.',
  },
  serverErrorTitle: { id: 'auth.500.title', defaultMessage: 'Error del servidor' },
  serverError: {
    id: 'auth.500.text',
    defaultMessage: 'Algo salió mal de nuestro lado. Por favor, inténtalo más tarde.',
  },
  goHome: { id: 'auth.goHome', defaultMessage: 'Volver al inicio' },
  retry: { id: 'auth.retry', defaultMessage: 'Reintentar' },
  forgotPasswordTitle: { id: 'auth.forgot.title', defaultMessage: 'Recuperar contraseña' },
  forgotPasswordIntro: {
    id: 'auth.forgot.intro',
    defaultMessage: 'Ingresa tu correo y te enviaremos un código de 4 dígitos.',
  },
  sendCode: { id: 'auth.forgot.sendCode', defaultMessage: 'Enviar código' },
  codeTitle: { id: 'auth.forgot.code.title', defaultMessage: 'Ingresa el código' },
  codeIntro: {
    id: 'auth.forgot.code.intro',
    defaultMessage: 'Enviamos un código de 4 dígitos a {email}.',
  },
  code: { id: 'auth.forgot.code', defaultMessage: 'Código' },
  verifyCode: { id: 'auth.forgot.verify', defaultMessage: 'Verificar código' },
  newPasswordTitle: { id: 'auth.forgot.newPassword.title', defaultMessage: 'Nueva contraseña' },
  newPassword: { id: 'auth.forgot.newPassword', defaultMessage: 'Nueva contraseña' },
  confirmPassword: { id: 'auth.forgot.confirmPassword', defaultMessage: 'Confirma la contraseña' },
  savePassword: { id: 'auth.forgot.save', defaultMessage: 'Guardar contraseña' },
  backToLogin: { id: 'auth.forgot.backToLogin', defaultMessage: 'Volver a iniciar sesión' },
  invalidCode: {
    id: 'validation.resetCode',
    defaultMessage: 'El código debe tener 4 números',
  },
  passwordTooShort: {
    id: 'validation.password.min',
    defaultMessage: 'La contraseña debe tener al menos 8 caracteres',
  },
  confirmRequired: {
    id: 'validation.password.confirm',
    defaultMessage: 'Por favor, confirma tu contraseña',
  },
  passwordMismatch: {
    id: 'validation.password.mismatch',
    defaultMessage: 'Las dos contraseñas que ingresaste no coinciden',
  },
  resetCodeInvalid: {
    id: 'auth.forgot.error.codeInvalid',
    defaultMessage: 'El código no es válido o ha vencido',
  },
  resetLocked: {
    id: 'auth.forgot.error.locked',
    defaultMessage: 'Demasiados códigos incorrectos. Solicita uno nuevo.',
  },
  resetTooManyRequests: {
    id: 'auth.forgot.error.tooManyRequests',
    defaultMessage: 'Solicitaste demasiados códigos. Inténtalo más tarde.',
  },
  resetError: { id: 'auth.forgot.error.other', defaultMessage: '¡Ocurrió un error!' },
  resetDoneTitle: { id: 'auth.forgot.done.title', defaultMessage: 'Contraseña actualizada' },
  resetDone: {
    id: 'auth.forgot.done',
    defaultMessage: 'Ya puedes iniciar sesión con tu nueva contraseña.',
  },
  lockscreenTitle: { id: 'auth.lockscreen.title', defaultMessage: 'Pantalla bloqueada' },
});
