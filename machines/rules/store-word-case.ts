import { capitalised } from './store-type';

// Domains write their store word as they like ("Sucursal", "sucursal"). Inside a sentence or a
// title it is a common noun and reads in lower case ("Ranking de sucursales", "tus sucursales");
// where it opens the text or a sentence it takes a capital ("Sucursal: dato obligatorio").
// A message is formatted with a mark in place of each word, and the marks are then replaced
// here, where their position in the finished text is known.

/** Placeholders formatted into a message where the singular and the plural word go. */
export const STORE_WORD_MARKS = { store: '\uE000', stores: '\uE001' } as const;

export interface StoreWords {
  store: string;
  stores: string;
}

// Opening punctuation and spaces that may precede the first word of a sentence.
const OPENERS = /[\s¿¡«"“'(]/u;
const SENTENCE_END = /[.!?…。！？]/u;

/** Whether a word at `index` starts the text or a sentence of it. */
export function startsSentence(text: string, index: number): boolean {
  let i = index - 1;
  while (i >= 0 && OPENERS.test(text.charAt(i))) i--;
  if (i < 0) return true;
  // A full stop ends a sentence only when a space follows it ("p.ej." does not).
  return SENTENCE_END.test(text.charAt(i)) && i < index - 1;
}

/** The text with each mark replaced by its store word, in lower case unless a sentence starts. */
export function placeStoreWords(text: string, words: StoreWords, locale: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    const word =
      c === STORE_WORD_MARKS.store
        ? words.store
        : c === STORE_WORD_MARKS.stores
          ? words.stores
          : null;
    if (word === null) {
      out += c;
      continue;
    }
    const lower = word.toLocaleLowerCase(locale);
    out += startsSentence(out, out.length) ? capitalised(lower, locale) : lower;
  }
  return out;
}
