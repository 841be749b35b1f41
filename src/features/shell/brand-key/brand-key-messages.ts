import { defineMessages } from 'react-intl';

export const brandKeyMessages = defineMessages({
  button: { id: 'brandKey.button', defaultMessage: 'Llave de marca' },
  title: { id: 'brandKey.title', defaultMessage: 'Comparte la llave de tu marca' },
  intro: {
    id: 'brandKey.intro',
    defaultMessage: 'Tus colaboradores se registran en la app con esta llave.',
  },
  copy: { id: 'brandKey.copy', defaultMessage: 'Copiar llave' },
  copied: { id: 'brandKey.copied', defaultMessage: 'Llave copiada' },
  copyFailed: { id: 'brandKey.copyFailed', defaultMessage: 'No pudo copiarse la llave' },
  country: { id: 'brandKey.country', defaultMessage: 'Código de país' },
  recipients: { id: 'brandKey.recipients', defaultMessage: 'Correos o celulares' },
  recipientsHint: {
    id: 'brandKey.recipients.hint',
    defaultMessage: 'Escribe un correo o un celular de 10 dígitos y presiona Enter.',
  },
  invalidPhone: { id: 'brandKey.invalidPhone', defaultMessage: 'Teléfono inválido' },
  remove: { id: 'brandKey.remove', defaultMessage: 'Quitar {recipient}' },
  list: { id: 'brandKey.list', defaultMessage: 'Destinatarios' },
  send: { id: 'brandKey.send', defaultMessage: 'Enviar' },
  shared: { id: 'brandKey.shared', defaultMessage: 'Llave compartida' },
  shareFailed: { id: 'brandKey.shareFailed', defaultMessage: 'No fue posible compartir la llave' },
});
