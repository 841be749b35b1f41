/** The default language (SPEC §9): its texts are the messages' defaultMessage. */
export const DEFAULT_LOCALE = 'es-ES';

/** Every locale with a catalogue (SPEC §9); the settings drawer offers all of them. */
export const ALL_LOCALES = ['es-ES', 'en-US', 'fr-FR', 'ru-RU', 'zh-CN', 'pt-BR'] as const;

export type Locale = (typeof ALL_LOCALES)[number];

/** Each locale's name in its own language (language pickers show names this way). */
export const LOCALE_NAMES: Record<Locale, string> = {
  'es-ES': 'Español',
  'en-US': 'English',
  'fr-FR': 'Français',
  'ru-RU': 'Русский',
  'zh-CN': '中文（简体）',
  'pt-BR': 'Português (Brasil)',
};
