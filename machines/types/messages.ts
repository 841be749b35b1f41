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
  /** ICU arguments of the title and the description (counts for plurals). */
  values?: Readonly<Record<string, string | number>>;
}

/**
 * One message, returned as is. Named like react-intl's helper so `formatjs extract` finds machine
 * texts by callee name while machines/ stays free of react-intl.
 */
export function defineMessage<T extends Message>(message: T): T {
  return message;
}

/** Several messages, returned as is (extractable like react-intl's `defineMessages`). */
export function defineMessages<T extends Record<string, Message>>(messages: T): T {
  return messages;
}
