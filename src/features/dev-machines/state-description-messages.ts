import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

// The machines describe their states in English, for whoever reads their code; the viewer shows
// these descriptions in the console language instead (keyed by state id). A state missing here
// shows the machine's own text (tests/unit/dev-machines-descriptions.test.ts lists none missing).

/** Description of each state of the catalogue's machines, by state id (the root: the machine). */
export const stateDescriptionMessages: Readonly<
  Record<string, { id: string; defaultMessage: string }>
> = untyped(
  defineMessages({
    app: {
      id: 'devMachines.state.app',
      defaultMessage:
        'La consola: un sistema que reúne la sesión, el dominio, las fechas, los ajustes y las guías.',
    },
    'app.signIn': {
      id: 'devMachines.state.app.signIn',
      defaultMessage:
        'Solo corren la sesión y los ajustes, todo lo que piden las pantallas de acceso; app.console.start, que llega antes de que termine una carga de la cuenta, crea los actores de la consola.',
    },
    'app.running': {
      id: 'devMachines.state.app.running',
      defaultMessage:
        'Todos los actores de larga vida están en marcha; las vistas los alcanzan con system.get(id).',
    },
    session: {
      id: 'devMachines.state.session',
      defaultMessage:
        'Quién inició sesión: el token de acceso guardado, la cuenta de /me y el cierre de sesión.',
    },
    'session.booting': {
      id: 'devMachines.state.session.booting',
      defaultMessage:
        'Estado inicial. Un token de acceso guardado reanuda la sesión cargando la cuenta; si no, el usuario es anónimo.',
    },
    'session.anonymous': {
      id: 'devMachines.state.session.anonymous',
      defaultMessage:
        'Nadie ha iniciado sesión. Se muestra la pantalla de inicio de sesión, con el último error de acceso si lo hubo.',
    },
    'session.loggingIn': {
      id: 'devMachines.state.session.loggingIn',
      defaultMessage:
        'POST /token con el correo y la contraseña; la respuesta trae el token de acceso.',
    },
    'session.loadingAccount': {
      id: 'devMachines.state.session.loadingAccount',
      defaultMessage:
        'GET /api/v2/me: renueva el token de acceso guardado y carga al usuario y sus dominios. Aún no se muestra nada, salvo que un intento anterior haya fallado: entonces sigue el mensaje «no se puede conectar con el servidor». Solo un 401 termina la sesión; cualquier otro fallo conserva el token y vuelve a intentar.',
    },
    'session.unreachable': {
      id: 'devMachines.state.session.unreachable',
      defaultMessage:
        'GET /api/v2/me falló sin un 401 (un 5xx, un tiempo de espera agotado, sin red): no se puede conectar con el servidor. El usuario sigue con su sesión donde estaba (se conservan el token guardado y la dirección) y ve «no se puede conectar con el servidor» con «Reintentar».',
    },
    'session.unreachable.waiting': {
      id: 'devMachines.state.session.unreachable.waiting',
      defaultMessage:
        'Espera antes del siguiente intento automático, más tiempo tras cada fallo: 1 s, 2 s, 4 s, 8 s, 10 s. «Reintentar» lo intenta enseguida.',
    },
    'session.unreachable.gaveUp': {
      id: 'devMachines.state.session.unreachable.gaveUp',
      defaultMessage:
        'Fallaron los cinco intentos automáticos: solo «Reintentar» vuelve a intentarlo, un intento por pulsación.',
    },
    'session.endingRefusedSession': {
      id: 'devMachines.state.session.endingRefusedSession',
      defaultMessage:
        'La cuenta no tiene dominio, así que la consola la rechaza: POST /logout termina la sesión del servidor que abrió el inicio de sesión (si no, su token seguiría válido) y luego la tarjeta de acceso muestra el error de sin dominios. Un /logout fallido no lo detiene.',
    },
    'session.loggedIn': {
      id: 'devMachines.state.session.loggedIn',
      defaultMessage:
        'Sesión iniciada: la cuenta está cargada y el diseño principal puede mostrarse.',
    },
    'session.loggingOut': {
      id: 'devMachines.state.session.loggingOut',
      defaultMessage:
        'Cerrando la sesión: primero la última actividad, luego /logout; los fallos no lo detienen.',
    },
    'session.loggingOut.sendingActivity': {
      id: 'devMachines.state.session.loggingOut.sendingActivity',
      defaultMessage: 'POST /api/v2/setLastActivity con el security_id del acceso al tablero.',
    },
    'session.loggingOut.endingSession': {
      id: 'devMachines.state.session.loggingOut.endingSession',
      defaultMessage: 'POST /logout con el token.',
    },
    domain: {
      id: 'devMachines.state.domain',
      defaultMessage:
        'En qué organización, región o sucursal trabaja el administrador, el rol que le da y el acceso al tablero.',
    },
    'domain.idle': {
      id: 'devMachines.state.domain.idle',
      defaultMessage:
        'Aún no hay cuenta: espera a que la sesión entregue los dominios del usuario.',
    },
    'domain.resolving': {
      id: 'devMachines.state.domain.resolving',
      defaultMessage:
        'Decide cómo se elige el dominio: rechazado sin dominios, todas las organizaciones para un superadministrador, automático con un solo dominio; si no, restaurar o preguntar.',
    },
    'domain.refused': {
      id: 'devMachines.state.domain.refused',
      defaultMessage:
        "Un usuario sin dominio es rechazado: 'Oops! You have not been assigned domains'.",
    },
    'domain.loadingOrganisations': {
      id: 'devMachines.state.domain.loadingOrganisations',
      defaultMessage:
        'Superadministrador: GET /api/v2/organizations (marcas con sus tipos de sucursal).',
    },
    'domain.organisationsFailed': {
      id: 'devMachines.state.domain.organisationsFailed',
      defaultMessage:
        'Las organizaciones no se cargaron: se muestra el mensaje de carga y el indicador se detiene.',
    },
    'domain.restoring': {
      id: 'devMachines.state.domain.restoring',
      defaultMessage:
        'Descifra la elección guardada en el almacenamiento local y la selecciona si todavía se ofrece.',
    },
    'domain.choosing': {
      id: 'devMachines.state.domain.choosing',
      defaultMessage:
        'La ventana de dominios muestra las opciones, filtradas por el texto de búsqueda.',
    },
    'domain.selected': {
      id: 'devMachines.state.domain.selected',
      defaultMessage:
        'Hay un dominio elegido: se fijan el acceso, el dominio seleccionado, el rol y domainTools, y la ventana se oculta.',
    },
    'domain.selected.persistence': {
      id: 'devMachines.state.domain.selected.persistence',
      defaultMessage: 'Guarda el dominio elegido en el almacenamiento local, cifrado.',
    },
    'domain.selected.persistence.saved': {
      id: 'devMachines.state.domain.selected.persistence.saved',
      defaultMessage: 'Nada que guardar: la elección guardada está al día.',
    },
    'domain.selected.persistence.saving': {
      id: 'devMachines.state.domain.selected.persistence.saving',
      defaultMessage: 'Cifrando la elección antes de guardarla.',
    },
    'domain.selected.scopes': {
      id: 'devMachines.state.domain.selected.scopes',
      defaultMessage: 'Regiones y sucursales del dominio seleccionado para el filtro de alcance.',
    },
    'domain.selected.scopes.loading': {
      id: 'devMachines.state.domain.selected.scopes.loading',
      defaultMessage: "GET /api/v2/fetchScopes/'{level}'/'{id}' del dominio seleccionado.",
    },
    'domain.selected.scopes.loaded': {
      id: 'devMachines.state.domain.selected.scopes.loaded',
      defaultMessage: 'El filtro de alcance lista las regiones y las sucursales.',
    },
    'domain.selected.scopes.unavailable': {
      id: 'devMachines.state.domain.selected.scopes.unavailable',
      defaultMessage: 'Los alcances no se cargaron: solo se registra y el filtro queda vacío.',
    },
    dateScope: {
      id: 'devMachines.state.dateScope',
      defaultMessage:
        'El alcance de tiempo del tablero y el selector de rango, en la zona horaria del usuario.',
    },
    'dateScope.dashboard': {
      id: 'devMachines.state.dateScope.dashboard',
      defaultMessage:
        'Alcance de tiempo del tablero: claves 0–7; al elegir, el predeterminado es el periodo anterior.',
    },
    'dateScope.dashboard.current': {
      id: 'devMachines.state.dateScope.dashboard.current',
      defaultMessage: 'Última actualización (CURRENT): hoy. El alcance inicial.',
    },
    'dateScope.dashboard.period': {
      id: 'devMachines.state.dateScope.dashboard.period',
      defaultMessage:
        'Un alcance por periodo (semanal … anual); su selector ofrece solo las fechas que permite SPEC §5.',
    },
    'dateScope.range': {
      id: 'devMachines.state.dateScope.range',
      defaultMessage:
        'Selector de rango: preajustes 0–11 (predeterminado 2, últimos 7 días) o un rango personalizado.',
    },
    'dateScope.range.preset': {
      id: 'devMachines.state.dateScope.range.preset',
      defaultMessage:
        'Un rango preajustado; los campos de fecha personalizados están desactivados.',
    },
    'dateScope.range.custom': {
      id: 'devMachines.state.dateScope.range.custom',
      defaultMessage:
        'Rango personalizado: los campos de fecha están activos; inicio a las 00:00, fin a las 23:59.',
    },
    settings: {
      id: 'devMachines.state.settings',
      defaultMessage:
        'Ajustes de diseño y apariencia guardados bajo app.settings.* en el almacenamiento local.',
    },
    'settings.viewport': {
      id: 'devMachines.state.settings.viewport',
      defaultMessage: 'Vista móvil por debajo de 768 px de ancho.',
    },
    'settings.viewport.desktop': {
      id: 'devMachines.state.settings.viewport.desktop',
      defaultMessage: 'Ventana ancha: el menú queda al lado del contenido.',
    },
    'settings.viewport.mobile': {
      id: 'devMachines.state.settings.viewport.mobile',
      defaultMessage:
        'Ventana angosta: el menú es un panel que se abre con una pestaña o deslizando a la derecha.',
    },
    'settings.menu': {
      id: 'devMachines.state.settings.menu',
      defaultMessage:
        'El menú izquierdo se contrae por debajo de 1024 px o cuando ya estaba contraído.',
    },
    'settings.menu.expanded': {
      id: 'devMachines.state.settings.menu.expanded',
      defaultMessage: 'Menú izquierdo a todo lo ancho (256–330 px).',
    },
    'settings.menu.collapsed': {
      id: 'devMachines.state.settings.menu.collapsed',
      defaultMessage: 'Menú izquierdo contraído (80 px).',
    },
    'settings.drawer': {
      id: 'devMachines.state.settings.drawer',
      defaultMessage: 'El panel de ajustes.',
    },
    'settings.drawer.closed': {
      id: 'devMachines.state.settings.drawer.closed',
      defaultMessage: 'Panel de ajustes oculto.',
    },
    'settings.drawer.open': {
      id: 'devMachines.state.settings.drawer.open',
      defaultMessage: 'Panel de ajustes visible.',
    },
    bookmarks: {
      id: 'devMachines.state.bookmarks',
      defaultMessage:
        'Entradas del menú guardadas que se muestran en el desplegable de la barra superior.',
    },
    'bookmarks.available': {
      id: 'devMachines.state.bookmarks.available',
      defaultMessage: 'Menos de tres favoritos: se puede agregar otra página.',
    },
    'bookmarks.full': {
      id: 'devMachines.state.bookmarks.full',
      defaultMessage:
        "Tres favoritos: un cuarto muestra 'Sólo tres páginas pueden agregarse a favoritos.'",
    },
    menu: {
      id: 'devMachines.state.menu',
      defaultMessage:
        'El menú: qué entrada está seleccionada, qué submenús están abiertos y el panel móvil.',
    },
    'menu.drawerClosed': {
      id: 'devMachines.state.menu.drawerClosed',
      defaultMessage:
        'Panel móvil cerrado; una pestaña o deslizar a la derecha desde el borde lo abre.',
    },
    'menu.drawerOpen': {
      id: 'devMachines.state.menu.drawerOpen',
      defaultMessage: 'Panel móvil abierto; elegir una ruta lo cierra.',
    },
    tour: {
      id: 'devMachines.state.tour',
      defaultMessage: 'Las marcas de recorrido por página y el recorrido general de consejos.',
    },
    'tour.idle': {
      id: 'devMachines.state.tour.idle',
      defaultMessage:
        'No corre el recorrido general de consejos; los recorridos de página siguen sus marcas.',
    },
    'tour.tips': {
      id: 'devMachines.state.tour.tips',
      defaultMessage: 'El recorrido general de consejos está en marcha (capa z-index 20000).',
    },
    'tour.confirmingMissions': {
      id: 'devMachines.state.tour.confirmingMissions',
      defaultMessage:
        'Abrir el centro de misiones mientras corren los consejos pide confirmación; al confirmar, primero se detienen los consejos.',
    },
    onboarding: {
      id: 'devMachines.state.onboarding',
      defaultMessage: "El centro de misiones ('Conoce el admin') y sus misiones.",
    },
    'onboarding.welcome': {
      id: 'devMachines.state.onboarding.welcome',
      defaultMessage: 'Misión de bienvenida (video). Activa al inicio.',
    },
    'onboarding.welcome.off': {
      id: 'devMachines.state.onboarding.welcome.off',
      defaultMessage: 'welcome está desactivada.',
    },
    'onboarding.welcome.on': {
      id: 'devMachines.state.onboarding.welcome.on',
      defaultMessage:
        'welcome está activa; en /admin/people, sin otra misión, cede el paso a addEmployees.',
    },
    'onboarding.addEmployees': {
      id: 'devMachines.state.onboarding.addEmployees',
      defaultMessage: 'Misión de agregar empleados: Individual o Masiva.',
    },
    'onboarding.addEmployees.off': {
      id: 'devMachines.state.onboarding.addEmployees.off',
      defaultMessage: 'addEmployees está desactivada.',
    },
    'onboarding.addEmployees.on': {
      id: 'devMachines.state.onboarding.addEmployees.on',
      defaultMessage: 'addEmployees está activa.',
    },
    'onboarding.individualUpload': {
      id: 'devMachines.state.onboarding.individualUpload',
      defaultMessage: 'Recorrido de alta individual en /admin/people y /admin/people/add.',
    },
    'onboarding.individualUpload.off': {
      id: 'devMachines.state.onboarding.individualUpload.off',
      defaultMessage:
        'individualUpload está desactivada; una persona agregada con el formulario o con una importación completa addEmployees.',
    },
    'onboarding.individualUpload.on': {
      id: 'devMachines.state.onboarding.individualUpload.on',
      defaultMessage:
        'individualUpload está activa; los cambios de ruta y la persona que guía a crear llegan al recorrido.',
    },
    'onboarding.massiveUpload': {
      id: 'devMachines.state.onboarding.massiveUpload',
      defaultMessage: 'Recorrido de carga masiva, cuatro pasos.',
    },
    'onboarding.massiveUpload.off': {
      id: 'devMachines.state.onboarding.massiveUpload.off',
      defaultMessage: 'massiveUpload está desactivada.',
    },
    'onboarding.massiveUpload.on': {
      id: 'devMachines.state.onboarding.massiveUpload.on',
      defaultMessage: 'massiveUpload está activa, desde el paso 0.',
    },
    'onboarding.shareBrand': {
      id: 'devMachines.state.onboarding.shareBrand',
      defaultMessage: 'Misión de compartir la marca.',
    },
    'onboarding.shareBrand.off': {
      id: 'devMachines.state.onboarding.shareBrand.off',
      defaultMessage: 'shareBrand está desactivada.',
    },
    'onboarding.shareBrand.on': {
      id: 'devMachines.state.onboarding.shareBrand.on',
      defaultMessage: 'shareBrand está activa.',
    },
    'onboarding.activateTips': {
      id: 'devMachines.state.onboarding.activateTips',
      defaultMessage: 'Misión de activar los consejos.',
    },
    'onboarding.activateTips.off': {
      id: 'devMachines.state.onboarding.activateTips.off',
      defaultMessage: 'activateTips está desactivada.',
    },
    'onboarding.activateTips.on': {
      id: 'devMachines.state.onboarding.activateTips.on',
      defaultMessage: 'activateTips está activa.',
    },
    'onboarding.handoff': {
      id: 'devMachines.state.onboarding.handoff',
      defaultMessage:
        'Al terminar el recorrido de carga masiva, shareBrand empieza 500 ms después.',
    },
    'onboarding.handoff.idle': {
      id: 'devMachines.state.onboarding.handoff.idle',
      defaultMessage: 'Nada pendiente.',
    },
    'onboarding.handoff.startingShareBrand': {
      id: 'devMachines.state.onboarding.handoff.startingShareBrand',
      defaultMessage: 'Esperando 500 ms antes de que empiece shareBrand.',
    },
    'onboarding.completion': {
      id: 'devMachines.state.onboarding.completion',
      defaultMessage: 'La animación de cierre se reproduce una vez, al 100 %.',
    },
    'onboarding.completion.incomplete': {
      id: 'devMachines.state.onboarding.completion.incomplete',
      defaultMessage: 'Progreso por debajo del 100 %, o la animación ya se reprodujo.',
    },
    'onboarding.completion.celebrating': {
      id: 'devMachines.state.onboarding.completion.celebrating',
      defaultMessage:
        'Todas las marcas de progreso son verdaderas: se reproduce la animación de cierre.',
    },
    'onboarding.completion.celebrated': {
      id: 'devMachines.state.onboarding.completion.celebrated',
      defaultMessage:
        'hasShowedOwnboardingFinishAnimation queda marcada; la animación no vuelve a reproducirse.',
    },
    welcome: {
      id: 'devMachines.state.welcome',
      defaultMessage: 'El video de bienvenida del centro de misiones.',
    },
    'welcome.playing': {
      id: 'devMachines.state.welcome.playing',
      defaultMessage:
        'El video de bienvenida se reproduce en la ventana de incorporación (600 px de ancho).',
    },
    'welcome.completing': {
      id: 'devMachines.state.welcome.completing',
      defaultMessage:
        'El video terminó y se abrió el desplegable del centro; welcomeVideo se marca tras 500 ms.',
    },
    'welcome.watched': {
      id: 'devMachines.state.welcome.watched',
      defaultMessage: 'welcomeVideo está hecha; la misión de bienvenida se desactiva.',
    },
    'welcome.dismissed': {
      id: 'devMachines.state.welcome.dismissed',
      defaultMessage:
        'Omitido o cerrado: el video termina, el desplegable se cierra y welcome se desactiva.',
    },
    addEmployees: {
      id: 'devMachines.state.addEmployees',
      defaultMessage: 'Elige cómo agregar empleados: uno por uno o de forma masiva.',
    },
    'addEmployees.choosing': {
      id: 'devMachines.state.addEmployees.choosing',
      defaultMessage: 'Ofrece Individual y Masiva.',
    },
    'addEmployees.handedOver': {
      id: 'devMachines.state.addEmployees.handedOver',
      defaultMessage: 'La misión de carga elegida tomó el control (y desactivó addEmployees).',
    },
    individualUpload: {
      id: 'devMachines.state.individualUpload',
      defaultMessage: 'Creación guiada de la primera persona, paso a paso.',
    },
    'individualUpload.onPeople': {
      id: 'devMachines.state.individualUpload.onPeople',
      defaultMessage: 'Paso 1 (índice 0): resalta el botón de agregar usuario en /admin/people.',
    },
    'individualUpload.openingForm': {
      id: 'devMachines.state.individualUpload.openingForm',
      defaultMessage: 'En /admin/people/add: el paso 2 (índice 1) aparece tras 400 ms.',
    },
    'individualUpload.form': {
      id: 'devMachines.state.individualUpload.form',
      defaultMessage:
        'Pasos 2–6 (índice 1–5): el dato identificador, el país, el rol, la sucursal y el botón de agregar.',
    },
    'individualUpload.created': {
      id: 'devMachines.state.individualUpload.created',
      defaultMessage:
        'Primer usuario creado: paso 7 (índice 6); addEmployees se marca tras 500 ms.',
    },
    'individualUpload.success': {
      id: 'devMachines.state.individualUpload.success',
      defaultMessage:
        'Pantalla de éxito (índice 6), que también ofrece el recorrido de carga masiva.',
    },
    'individualUpload.invitation': {
      id: 'devMachines.state.individualUpload.invitation',
      defaultMessage:
        'Pantalla final (índice 7): invita a la siguiente misión, ayudar a los colaboradores a terminar su registro.',
    },
    'individualUpload.ended': {
      id: 'devMachines.state.individualUpload.ended',
      defaultMessage: 'Cerrado: el paso vuelve a 0 e individualUpload se desactiva.',
    },
    'individualUpload.handedOver': {
      id: 'devMachines.state.individualUpload.handedOver',
      defaultMessage: 'Otra misión tomó el control.',
    },
    massiveUpload: {
      id: 'devMachines.state.massiveUpload',
      defaultMessage: 'Importación masiva guiada de personas.',
    },
    'massiveUpload.importButton': {
      id: 'devMachines.state.massiveUpload.importButton',
      defaultMessage: 'Paso índice 0: resalta el botón de importar.',
    },
    'massiveUpload.video': {
      id: 'devMachines.state.massiveUpload.video',
      defaultMessage:
        'Paso índice 1: un video. Siguiente marca addEmployees y salta Genial si ya estaba hecho.',
    },
    'massiveUpload.great': {
      id: 'devMachines.state.massiveUpload.great',
      defaultMessage: "Paso índice 2: 'Genial'.",
    },
    'massiveUpload.expert': {
      id: 'devMachines.state.massiveUpload.expert',
      defaultMessage: "Paso índice 3: 'expert'. Siguiente termina el recorrido.",
    },
    'massiveUpload.ended': {
      id: 'devMachines.state.massiveUpload.ended',
      defaultMessage:
        'Terminado: el paso se reinicia; el centro desactiva massiveUpload y addEmployees y empieza shareBrand tras 500 ms.',
    },
    'massiveUpload.handedOver': {
      id: 'devMachines.state.massiveUpload.handedOver',
      defaultMessage: 'El usuario eligió el recorrido individual.',
    },
    shareBrand: {
      id: 'devMachines.state.shareBrand',
      defaultMessage:
        'Ayuda a los colaboradores a registrarse por teléfono, correo o número de empleado.',
    },
    'shareBrand.offering': {
      id: 'devMachines.state.shareBrand.offering',
      defaultMessage: 'El enlace al tutorial se puede abrir o copiar.',
    },
    'shareBrand.copied': {
      id: 'devMachines.state.shareBrand.copied',
      defaultMessage: "Se mostró 'Enlace copiado' y shareBrandOnboarding está hecha.",
    },
    'shareBrand.leaving': {
      id: 'devMachines.state.shareBrand.leaving',
      defaultMessage: 'Siguiente: el centro pasa a la primera misión incompleta, o a activateTips.',
    },
    activateTips: {
      id: 'devMachines.state.activateTips',
      defaultMessage: 'Activa o desactiva los consejos guiados y termina las misiones.',
    },
    'activateTips.choosing': {
      id: 'devMachines.state.activateTips.choosing',
      defaultMessage: 'El interruptor de consejos, activado por defecto.',
    },
    'activateTips.helpHint': {
      id: 'devMachines.state.activateTips.helpHint',
      defaultMessage:
        'Recorrido reiniciado con showTour = interruptor, centro oculto; una pista señala el centro de ayuda.',
    },
    'activateTips.done': {
      id: 'devMachines.state.activateTips.done',
      defaultMessage: 'La pista se cerró; activateTips se desactiva.',
    },
    passwordReset: {
      id: 'devMachines.state.passwordReset',
      defaultMessage:
        'El flujo de contraseña olvidada de las pantallas de acceso: pedir un código por correo, comprobarlo y fijar una nueva contraseña.',
    },
    'passwordReset.email': {
      id: 'devMachines.state.passwordReset.email',
      defaultMessage:
        "Paso 1, 'Recuperar contraseña': el correo al que se envía el código de 4 dígitos.",
    },
    'passwordReset.email.editing': {
      id: 'devMachines.state.passwordReset.email.editing',
      defaultMessage:
        "El campo de correo. Enviar un correo no válido muestra 'Por favor, ingresa un correo válido'.",
    },
    'passwordReset.email.requesting': {
      id: 'devMachines.state.passwordReset.email.requesting',
      defaultMessage:
        'POST /admin/v2/password-reset/request: el servidor envía un código por correo (la misma respuesta para correos desconocidos).',
    },
    'passwordReset.code': {
      id: 'devMachines.state.passwordReset.code',
      defaultMessage: "Paso 2, 'Ingresa el código': el código de 4 dígitos enviado al correo.",
    },
    'passwordReset.code.editing': {
      id: 'devMachines.state.passwordReset.code.editing',
      defaultMessage:
        "El campo del código. Enviar algo que no sean 4 dígitos muestra 'El código debe tener 4 números'; se puede pedir un código nuevo.",
    },
    'passwordReset.code.verifying': {
      id: 'devMachines.state.passwordReset.code.verifying',
      defaultMessage:
        'POST /admin/v2/password-reset/verify comprueba el código sin usarlo (uno incorrecto cuenta como intento).',
    },
    'passwordReset.code.resending': {
      id: 'devMachines.state.passwordReset.code.resending',
      defaultMessage:
        'POST /admin/v2/password-reset/request otra vez: un código nuevo reemplaza al anterior, que se borra del campo.',
    },
    'passwordReset.password': {
      id: 'devMachines.state.passwordReset.password',
      defaultMessage: "Paso 3, 'Nueva contraseña': la nueva contraseña, escrita dos veces.",
    },
    'passwordReset.password.editing': {
      id: 'devMachines.state.passwordReset.password.editing',
      defaultMessage:
        'La nueva contraseña (8 caracteres como mínimo) y su confirmación, que debe coincidir.',
    },
    'passwordReset.password.saving': {
      id: 'devMachines.state.passwordReset.password.saving',
      defaultMessage:
        'POST /admin/v2/password-reset/complete fija la contraseña y termina todas las sesiones de la cuenta.',
    },
    'passwordReset.done': {
      id: 'devMachines.state.passwordReset.done',
      defaultMessage:
        "La contraseña está guardada: la vista muestra 'Contraseña actualizada' y vuelve al inicio de sesión.",
    },
    peopleImport: {
      id: 'devMachines.state.peopleImport',
      defaultMessage:
        'El diálogo de importación de usuarios: elegir un CSV, subirlo, y luego los conteos y el archivo de errores, o el fallo y un reintento.',
    },
    'peopleImport.idle': {
      id: 'devMachines.state.peopleImport.idle',
      defaultMessage:
        'Nada en curso: se puede elegir un archivo (o descargar la plantilla) y cerrar el diálogo.',
    },
    'peopleImport.idle.empty': {
      id: 'devMachines.state.peopleImport.idle.empty',
      defaultMessage: "Aún no se eligió un archivo: 'Importar' está desactivado.",
    },
    'peopleImport.idle.chosen': {
      id: 'devMachines.state.peopleImport.idle.chosen',
      defaultMessage: "Hay un CSV elegido: 'Importar' lo sube.",
    },
    'peopleImport.idle.result': {
      id: 'devMachines.state.peopleImport.idle.result',
      defaultMessage:
        "El servidor leyó el archivo: 'N usuarios registrados correctamente', las filas rechazadas y su archivo de errores.",
    },
    'peopleImport.idle.failed': {
      id: 'devMachines.state.peopleImport.idle.failed',
      defaultMessage:
        "La subida no llegó a nada: el archivo se rechazó por ilegible, o 'El archivo no fue almacenado. ¡Contáctanos!'. 'Importar' lo intenta de nuevo.",
    },
    'peopleImport.uploading': {
      id: 'devMachines.state.peopleImport.uploading',
      defaultMessage:
        "POST /admin/v2/people/import con el archivo tal cual: 'Importando usuarios…'; el diálogo no se puede cerrar.",
    },
    integrationFileLoad: {
      id: 'devMachines.state.integrationFileLoad',
      defaultMessage:
        'Una carga de archivo de Admin › Integraciones: elegir un tipo y un archivo, previsualizar lo que haría, aplicarlo al confirmar, y terminar o fallar con un reintento.',
    },
    'integrationFileLoad.choosing': {
      id: 'devMachines.state.integrationFileLoad.choosing',
      defaultMessage:
        "Se eligen un tipo y un archivo (se puede descargar la plantilla del tipo); 'Validar' envía el archivo a previsualizar cuando ambos están.",
    },
    'integrationFileLoad.validating': {
      id: 'devMachines.state.integrationFileLoad.validating',
      defaultMessage:
        "POST /admin/v2/integration-files/'{kind}'?mode=preview: el servidor ejecuta la carga y la deshace; 'Cancelar' descarta la respuesta (no se guardó nada).",
    },
    'integrationFileLoad.previewed': {
      id: 'devMachines.state.integrationFileLoad.previewed',
      defaultMessage:
        "Lo que haría aplicar: creados, actualizados, sin cambios y rechazados, las filas rechazadas con sus motivos y el archivo de errores; 'Aplicar' pide confirmación cuando algo se escribiría.",
    },
    'integrationFileLoad.applying': {
      id: 'devMachines.state.integrationFileLoad.applying',
      defaultMessage:
        "POST /admin/v2/integration-files/'{kind}'?mode=apply con el mismo archivo: la carga se confirma con su entrada en la bitácora; no se puede cancelar.",
    },
    'integrationFileLoad.done': {
      id: 'devMachines.state.integrationFileLoad.done',
      defaultMessage:
        "La carga está aplicada: lo creado, actualizado, sin cambios y rechazado, y el archivo de errores; 'Validar' vuelve a previsualizar el mismo archivo, otro tipo u otro archivo empieza de nuevo.",
    },
    'integrationFileLoad.failed': {
      id: 'devMachines.state.integrationFileLoad.failed',
      defaultMessage:
        "La previsualización o la aplicación no llegó a nada: el archivo se rechazó con su motivo, o no se almacenó; 'Reintentar' repite el mismo paso, 'Cancelar' vuelve a elegir.",
    },
  }),
);
