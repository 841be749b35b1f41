import type { MessageFormatElement } from 'react-intl';
import { ALL_LOCALES, DEFAULT_LOCALE, type Locale } from './locales';

export { DEFAULT_LOCALE };

/**
 * Message id to ICU text, or to its AST: the production build precompiles the texts that need
 * parsing (scripts/precompile-messages.ts), while dev and tests load the JSON as written.
 */
export type Catalogue = Record<string, string | MessageFormatElement[]>;

// One dynamic import per locale, so each catalogue is its own chunk fetched on first use.
// es-ES texts are the messages' defaultMessage: its catalogue (locales/es-ES.json) exists for the
// check only and is never downloaded.
const loaders: Record<Exclude<Locale, typeof DEFAULT_LOCALE>, () => Promise<Catalogue>> = {
  'en-US': () => import('./locales/en-US.json').then((m) => m.default),
  'fr-FR': () => import('./locales/fr-FR.json').then((m) => m.default),
  'ru-RU': () => import('./locales/ru-RU.json').then((m) => m.default),
  'zh-CN': () => import('./locales/zh-CN.json').then((m) => m.default),
  'pt-BR': () => import('./locales/pt-BR.json').then((m) => m.default),
};

/** True for a locale with a catalogue (SPEC §9). */
function isLocale(locale: string): locale is Locale {
  return (ALL_LOCALES as readonly string[]).includes(locale);
}

/** The catalogue of `locale`, loaded lazily; the default locale (and unknown ones) use defaults. */
export async function loadCatalogue(locale: string): Promise<Catalogue> {
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) return {};
  return loaders[locale]();
}

/** The locale that texts are shown in: a supported locale or the default. */
export function supportedLocale(locale: string): string {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
