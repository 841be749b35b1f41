/** A user-visible text: a react-intl id plus the Spanish default (es-ES is the default locale). */
export interface Message {
  id: string;
  defaultMessage: string;
}

/** A titled notice (toasts and error boxes). */
export interface Notice {
  kind: 'success' | 'error' | 'info';
  title: Message;
  description?: Message;
}
