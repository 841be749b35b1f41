import type { Translations } from '../types/organization';

/** The store word when the domain's store type has none in the user's language (SPEC §9 locales). */
export const DEFAULT_STORE_WORD: Translations = {
  es: 'sucursal',
  en: 'store',
  fr: 'magasin',
  pt: 'loja',
  ru: 'магазин',
  zh: '门店',
};

// Plurals of the default words that no suffix rule gives (Russian changes the ending; Chinese has none).
const DEFAULT_PLURAL: Translations = { ru: 'магазины', zh: '门店' };

// Languages whose regular plural is the word plus s (a word already ending in s is left as is).
const PLUS_S = new Set(['en', 'fr', 'pt']);

/** Spanish plural (SPEC §9): vowel → +s, ends in s → unchanged, otherwise +es. */
export function pluralEs(word: string): string {
  if (word === '') return word;
  const last = word.slice(-1).toLowerCase();
  if (last === 's') return word;
  if ('aeiouáéíóú'.includes(last)) return `${word}s`;
  return `${word}es`;
}

/** English-style plural (also French and Portuguese): +s unless the word already ends in s. */
export function pluralEn(word: string): string {
  if (word === '' || word.toLowerCase().endsWith('s')) return word;
  return `${word}s`;
}

/** Base language code of a locale: `es-ES` → `es`. */
export function baseLanguage(locale: string): string {
  return (locale.split(/[-_]/)[0] ?? '').toLowerCase();
}

/** The store word for a domain in a locale, singular or plural; Spanish is the fallback language. */
export function storeTypeWord(
  storeType: Translations | null | undefined,
  locale: string,
  plural = false,
): string {
  const lang = baseLanguage(locale);
  const domainWord = storeType?.[lang];
  const own = domainWord ?? DEFAULT_STORE_WORD[lang];
  const [word, wordLang] = own !== undefined ? [own, lang] : [storeType?.es ?? 'sucursal', 'es'];
  if (!plural) return word;
  if (wordLang === 'es') return pluralEs(word);
  if (domainWord === undefined && DEFAULT_PLURAL[lang] !== undefined) return DEFAULT_PLURAL[lang];
  // Only the Spanish rule is specified; +s where the language forms plurals so, else the word as is.
  return PLUS_S.has(wordLang) ? pluralEn(word) : word;
}
