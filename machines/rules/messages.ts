import { defineMessages } from '../types/messages';

/** Every text the machines hand to views, with its Spanish default (SPEC §8). */
export const messages = defineMessages({
  loginFailedTitle: { id: 'session.login.failed.title', defaultMessage: 'Error al iniciar sesión' },
  loginFailed: {
    id: 'session.login.failed',
    defaultMessage: 'Correo o contraseña inválidos. Por favor, inténtalo de nuevo.',
  },
  noAdminAccountTitle: {
    id: 'session.login.noAdmin.title',
    defaultMessage: 'El producto no puede darte acceso',
  },
  noAdminAccount: {
    id: 'session.login.noAdmin',
    defaultMessage:
      '¡Lo sentimos! No tenemos ninguna cuenta de administrador asociada a este correo',
  },
  loginErrorTitle: { id: 'session.login.error.title', defaultMessage: '¡Ups!' },
  loginError: {
    id: 'session.login.error',
    defaultMessage: 'Ocurrió un error en tu inicio de sesión.',
  },
  loginSuccessTitle: { id: 'session.login.success.title', defaultMessage: 'Sesión iniciada' },
  loginSuccess: {
    id: 'session.login.success',
    defaultMessage: '¡Has iniciado sesión correctamente!',
  },
  noDomains: {
    id: 'session.noDomains',
    defaultMessage: '¡Ups! No se te han asignado dominios. Por favor, contáctanos.',
  },
  loadingOrganisations: {
    id: 'domain.organizations.loadFailed',
    defaultMessage: 'Error al cargar las organizaciones',
  },
  bookmarksLimit: {
    id: 'bookmarks.limit',
    defaultMessage: 'Sólo tres páginas pueden agregarse a favoritos.',
  },
  linkCopied: { id: 'onboarding.shareBrand.copied', defaultMessage: 'Enlace copiado' },
});
