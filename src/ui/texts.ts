import type { Message } from '../../machines/types/messages';

/**
 * A defineMessages() result as plain id + Spanish default: react-intl 12 types a message's
 * values from a generic the extractor cannot see, so placeholders ({count}, {name}) are left to
 * the i18n check and formatMessage accepts any values here.
 */
export function untyped<T extends Record<string, Message>>(
  messages: T,
): { readonly [K in keyof T]: Message } {
  return messages;
}
