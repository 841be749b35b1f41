import { defineMessages } from 'react-intl';

// Texts of the mission screens (SPEC §4). The spec names the missions and their rules, not their
// wording: these are ours, Spanish first.
export const onboardingMessages = defineMessages({
  shareTitle: { id: 'onboarding.shareBrand.title', defaultMessage: 'Comparte tu marca' },
  shareIntro: {
    id: 'onboarding.shareBrand.intro',
    defaultMessage:
      'Tus colaboradores se registran en la app con su teléfono, su correo o su número de empleado. Comparte con ellos el tutorial que les corresponde.',
  },
  wayPhone: { id: 'onboarding.shareBrand.phone', defaultMessage: 'Registro con teléfono' },
  wayEmail: { id: 'onboarding.shareBrand.email', defaultMessage: 'Registro con correo' },
  wayEmployeeNumber: {
    id: 'onboarding.shareBrand.employeeNumber',
    defaultMessage: 'Registro con número de empleado',
  },
  open: { id: 'onboarding.shareBrand.open', defaultMessage: 'Abrir' },
  copy: { id: 'onboarding.shareBrand.copy', defaultMessage: 'Copiar enlace' },
  next: { id: 'onboarding.next', defaultMessage: 'Siguiente' },
  close: { id: 'onboarding.close', defaultMessage: 'Cerrar' },
  tipsTitle: { id: 'onboarding.activateTips.title', defaultMessage: 'Activa los consejos' },
  tipsIntro: {
    id: 'onboarding.activateTips.intro',
    defaultMessage:
      'Cada página tiene un recorrido guiado que te muestra sus controles la primera vez que la abres.',
  },
  tipsToggle: {
    id: 'onboarding.activateTips.toggle',
    defaultMessage: 'Mostrar los recorridos guiados',
  },
  finish: { id: 'onboarding.activateTips.finish', defaultMessage: 'Terminar' },
  hintTitle: { id: 'onboarding.helpHint.title', defaultMessage: '¿Tienes dudas?' },
  hintText: {
    id: 'onboarding.helpHint.text',
    defaultMessage:
      'Aquí encuentras el centro de ayuda y las preguntas frecuentes en todo momento.',
  },
  hintOk: { id: 'onboarding.helpHint.ok', defaultMessage: 'Entendido' },
  celebrate: {
    id: 'onboarding.celebrate.title',
    defaultMessage: '¡Completaste todas las misiones!',
  },
  celebrateText: {
    id: 'onboarding.celebrate.text',
    defaultMessage: 'Ya conoces lo esencial del admin.',
  },
  welcomeTitle: { id: 'onboarding.welcome.title', defaultMessage: 'Te damos la bienvenida' },
  skip: { id: 'onboarding.welcome.skip', defaultMessage: 'Omitir' },
  videoUnsupported: {
    id: 'onboarding.video.unsupported',
    defaultMessage: 'Tu navegador no puede reproducir este video. Contáctanos si necesitas ayuda.',
  },
  addTitle: { id: 'onboarding.addEmployees.title', defaultMessage: 'Agrega colaboradores' },
  addIntro: {
    id: 'onboarding.addEmployees.intro',
    defaultMessage: '¿Cómo quieres agregar a tu equipo?',
  },
  individual: { id: 'onboarding.addEmployees.individual', defaultMessage: 'Individual' },
  individualText: {
    id: 'onboarding.addEmployees.individualText',
    defaultMessage: 'Uno por uno, con el formulario',
  },
  massive: { id: 'onboarding.addEmployees.massive', defaultMessage: 'Masiva' },
  massiveText: {
    id: 'onboarding.addEmployees.massiveText',
    defaultMessage: 'Muchos a la vez, con un archivo',
  },
  massiveImportTitle: { id: 'onboarding.massive.import.title', defaultMessage: 'Carga masiva' },
  massiveImportText: {
    id: 'onboarding.massive.import.text',
    defaultMessage: 'Con este botón importas a muchos colaboradores a la vez desde un archivo CSV.',
  },
  preferIndividual: {
    id: 'onboarding.massive.individual',
    defaultMessage: 'Prefiero la carga individual',
  },
  massiveVideoTitle: {
    id: 'onboarding.massive.video.title',
    defaultMessage: 'Así se hace una carga masiva',
  },
  greatTitle: { id: 'onboarding.massive.great.title', defaultMessage: '¡Genial!' },
  greatText: {
    id: 'onboarding.massive.great.text',
    defaultMessage: 'Ya sabes cómo agregar a todo tu equipo en un solo paso.',
  },
  expertTitle: { id: 'onboarding.massive.expert.title', defaultMessage: '¡Ya eres experto!' },
  expertText: {
    id: 'onboarding.massive.expert.text',
    defaultMessage:
      'Importa tu archivo cuando quieras desde el botón de importar. Sigue: compartir tu marca con tus colaboradores.',
  },
  addTitleStep: { id: 'onboarding.individual.add.title', defaultMessage: 'Carga individual' },
  addText: {
    id: 'onboarding.individual.add.text',
    defaultMessage: 'Empieza aquí: con este botón agregas a tu primer colaborador.',
  },
  idTitle: { id: 'onboarding.individual.id.title', defaultMessage: 'Su dato de acceso' },
  idText: {
    id: 'onboarding.individual.id.text',
    defaultMessage:
      'Necesitas al menos uno: número de empleado, correo o celular. Con ese dato tu colaborador se registra e inicia sesión en la app.',
  },
  countryTitle: { id: 'onboarding.individual.country.title', defaultMessage: 'País' },
  countryText: {
    id: 'onboarding.individual.country.text',
    defaultMessage: 'Elige el país de tu colaborador: define la lada de su celular.',
  },
  roleTitle: { id: 'onboarding.individual.role.title', defaultMessage: 'Puesto' },
  roleText: {
    id: 'onboarding.individual.role.text',
    defaultMessage: 'Elige su puesto: de él dependen los cursos que verá.',
  },
  storeTitle: { id: 'onboarding.individual.store.title', defaultMessage: 'Dónde trabaja' },
  storeText: {
    id: 'onboarding.individual.store.text',
    defaultMessage: 'Elige la organización donde trabaja; sus reportes se verán ahí.',
  },
  submitTitle: { id: 'onboarding.individual.submit.title', defaultMessage: 'Listo' },
  submitText: {
    id: 'onboarding.individual.submit.text',
    defaultMessage: 'Cuando los datos estén completos, agrégalo con este botón.',
  },
  createdTitle: {
    id: 'onboarding.individual.created.title',
    defaultMessage: '¡Agregaste a tu primer colaborador!',
  },
  createdText: {
    id: 'onboarding.individual.created.text',
    defaultMessage:
      '¿Tienes a muchos por agregar? La carga masiva los suma a todos con un archivo.',
  },
  seeMassive: { id: 'onboarding.individual.seeMassive', defaultMessage: 'Ver la carga masiva' },
  inviteTitle: { id: 'onboarding.individual.invite.title', defaultMessage: 'Siguiente misión' },
  inviteText: {
    id: 'onboarding.individual.invite.text',
    defaultMessage: 'Ahora ayuda a tus colaboradores a terminar su registro en la app.',
  },
  goToMission: { id: 'onboarding.individual.goToMission', defaultMessage: 'Ir a la misión' },
});
