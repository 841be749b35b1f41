import { defineMessages } from 'react-intl';

/** Texts of the main layout. */
export const shellMessages = defineMessages({
  menu: { id: 'shell.menu', defaultMessage: 'Menú principal' },
  breadcrumbs: { id: 'shell.breadcrumbs', defaultMessage: 'Ruta de navegación' },
  domainModalTitle: { id: 'domain.modal.title', defaultMessage: 'Selecciona un dominio' },
  domainSearch: { id: 'domain.modal.search', defaultMessage: 'Buscar dominio' },
  domainNone: {
    id: 'domain.modal.none',
    defaultMessage: 'Ningún dominio coincide con la búsqueda',
  },
  domainSwitch: { id: 'domain.switch', defaultMessage: 'Cambiar dominio' },
  domainPending: { id: 'domain.pending', defaultMessage: 'Sin dominio seleccionado' },
  domainLogo: { id: 'domain.logo', defaultMessage: 'Logotipo de {name}' },
  close: { id: 'common.close', defaultMessage: 'Cerrar' },
  retry: { id: 'common.retry', defaultMessage: 'Reintentar' },
  language: { id: 'topbar.language', defaultMessage: 'Idioma' },
  localeEs: { id: 'topbar.locale.es-ES', defaultMessage: 'Español' },
  localeEn: { id: 'topbar.locale.en-US', defaultMessage: 'English' },
  darkMode: { id: 'topbar.darkMode', defaultMessage: 'Modo oscuro' },
  profile: { id: 'topbar.profile', defaultMessage: 'Perfil' },
  logout: { id: 'topbar.logout', defaultMessage: 'Cerrar sesión' },
  // The top bar's gear; the drawer's own texts live in settings-messages (a lazy chunk).
  settingsOpen: { id: 'settings.open', defaultMessage: 'Configuración' },
  lock: { id: 'topbar.lock', defaultMessage: 'Bloquear pantalla' },
  openMenu: { id: 'shell.menu.open', defaultMessage: 'Abrir menú' },
  closeMenu: { id: 'shell.menu.close', defaultMessage: 'Cerrar menú' },
  toggleMenu: { id: 'shell.menu.toggle', defaultMessage: 'Contraer o expandir el menú' },
  loadingDomain: { id: 'shell.domain.loading', defaultMessage: 'Cargando dominios…' },
  actionBar: { id: 'shell.actionBar', defaultMessage: 'Filtros' },
});
