import type { Translations } from '../types/organization';
import { pluralOf } from './plurals';

/** The store word when the domain's store type has none in the user's language (SPEC §9 locales). */
export const DEFAULT_STORE_WORD: Translations = {
  es: 'sucursal',
  en: 'store',
  fr: 'magasin',
  pt: 'loja',
  ru: 'магазин',
  zh: '门店',
};

/** Base language code of a locale: `es-ES` → `es`. */
export function baseLanguage(locale: string): string {
  return (locale.split(/[-_]/)[0] ?? '').toLowerCase();
}

/**
 * The store word for a domain in a locale, singular or plural; Spanish is the fallback language.
 * A store type may give an irregular plural as `<lang>_plural` (e.g. `{ en: 'branch office',
 * en_plural: 'branch offices' }`); otherwise the language's own rule makes it.
 */
export function storeTypeWord(
  storeType: Translations | null | undefined,
  locale: string,
  plural = false,
): string {
  const lang = baseLanguage(locale);
  // The domain's word in the user's language, else a default word of that language, else the
  // domain's Spanish word (Spanish is the fallback language).
  const fromDomain = storeType?.[lang] !== undefined;
  const wordLang = fromDomain || DEFAULT_STORE_WORD[lang] !== undefined ? lang : 'es';
  const word = storeType?.[wordLang] ?? DEFAULT_STORE_WORD[wordLang] ?? 'sucursal';
  if (!plural) return word;
  // An organisation's own plural belongs to its own word, never to a default word.
  const ownPlural =
    storeType?.[wordLang] !== undefined ? storeType[`${wordLang}_plural`] : undefined;
  return ownPlural ?? pluralOf(word, wordLang);
}

/** A word with its first letter in capitals (the domain's store word as a column header). */
export function capitalised(word: string, locale: string): string {
  return word === '' ? word : word.charAt(0).toLocaleUpperCase(locale) + word.slice(1);
}
