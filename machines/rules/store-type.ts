import type { Translations } from '../types/organization';

/** Spanish default for the store word when the domain has no store type. */
export const DEFAULT_STORE_WORD: Translations = { es: 'sucursal', en: 'store' };

/** Spanish plural (SPEC §9): vowel → +s, ends in s → unchanged, otherwise +es. */
export function pluralEs(word: string): string {
  if (word === '') return word;
  const last = word.slice(-1).toLowerCase();
  if (last === 's') return word;
  if ('aeiouáéíóú'.includes(last)) return `${word}s`;
  return `${word}es`;
}

/** English plural used for non-Spanish languages: +s unless the word already ends in s. */
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
  const own = storeType?.[lang] ?? DEFAULT_STORE_WORD[lang];
  const [word, wordLang] = own !== undefined ? [own, lang] : [storeType?.es ?? 'sucursal', 'es'];
  if (!plural) return word;
  // Only the Spanish rule is specified; other languages get the plain +s rule.
  return wordLang === 'es' ? pluralEs(word) : pluralEn(word);
}
