import type { Translations } from '../types/organization';
import { baseLanguage, DEFAULT_STORE_WORD, storeTypeWord } from './store-type';

// The articles before the store word agree with it: "el nombre de la sucursal" but "del
// plantel". A store type may say its word's gender as `<lang>_gender` ('m' or 'f', e.g.
// `{ es: 'Plantel', es_gender: 'm' }`); otherwise the word is looked up among common store words
// and, failing that, guessed from its ending. French also elides the article before a vowel
// ("l’école"), which messages select as `elided`.

/** What a message selects on: `{gender, select, masculine {…} feminine {…} elided {…} other {…}}`. */
export type StoreWordGender = 'masculine' | 'feminine' | 'elided' | 'other';

const KNOWN: Record<string, Record<string, 'm' | 'f'>> = {
  es: {
    sucursal: 'f',
    tienda: 'f',
    planta: 'f',
    plantel: 'm',
    escuela: 'f',
    filial: 'f',
    restaurante: 'm',
    campus: 'm',
    local: 'm',
    hospital: 'm',
    hotel: 'm',
    almacén: 'm',
    centro: 'm',
    unidad: 'f',
    oficina: 'f',
    agencia: 'f',
    farmacia: 'f',
    clínica: 'f',
  },
  fr: {
    magasin: 'm',
    succursale: 'f',
    école: 'f',
    restaurant: 'm',
    campus: 'm',
    agence: 'f',
    boutique: 'f',
    usine: 'f',
    filiale: 'f',
    établissement: 'm',
    site: 'm',
    centre: 'm',
  },
  pt: {
    loja: 'f',
    filial: 'f',
    escola: 'f',
    unidade: 'f',
    planta: 'f',
    agência: 'f',
    restaurante: 'm',
    campus: 'm',
    centro: 'm',
  },
};

// Endings that make a noun feminine, by language, when the word is not a known one.
const FEMININE_ENDING: Record<string, RegExp> = {
  es: /(a|ción|sión|dad|tad|tud|umbre)$/u,
  pt: /(a|ção|são|dade|gem)$/u,
  fr: /(e|ion|té)$/u,
};

/** The grammatical gender of a store word in a language, or null when the language has none here. */
export function wordGender(word: string, lang: string): 'm' | 'f' | null {
  const ending = FEMININE_ENDING[lang];
  if (ending === undefined) return null;
  // The head noun of "tienda departamental" is its first word.
  const head = (word.trim().toLocaleLowerCase(lang).split(/\s+/)[0] ?? '').normalize('NFC');
  return KNOWN[lang]?.[head] ?? (ending.test(head) ? 'f' : 'm');
}

/** The gender the articles before the domain's store word take in `locale` (singular). */
export function storeWordGender(
  storeType: Translations | null | undefined,
  locale: string,
): StoreWordGender {
  const lang = baseLanguage(locale);
  const word = storeTypeWord(storeType, locale);
  const fromDomain = storeType?.[lang] !== undefined;
  const wordLang = fromDomain || DEFAULT_STORE_WORD[lang] !== undefined ? lang : 'es';
  const stated = fromDomain ? storeType?.[`${lang}_gender`] : undefined;
  if (wordLang === 'fr' && /^[aeiouyéèêâîôûh]/iu.test(word.trim())) return 'elided';
  const gender = stated === 'm' || stated === 'f' ? stated : wordGender(word, wordLang);
  return gender === 'm' ? 'masculine' : gender === 'f' ? 'feminine' : 'other';
}
