import { defineMessages } from 'react-intl';

/** Texts of the sign-in and error screens. */
export const authMessages = defineMessages({
  logo: { id: 'auth.logo', defaultMessage: 'Logotipo de la consola' },
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
  forgotPasswordTitle: { id: 'auth.forgot.title', defaultMessage: 'Recuperar contraseña' },
  lockscreenTitle: { id: 'auth.lockscreen.title', defaultMessage: 'Pantalla bloqueada' },
});
