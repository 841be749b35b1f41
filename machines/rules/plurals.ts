// Plural of a single noun (the store word of a domain) in each console language. Only the Spanish
// rule is given by SPEC §9; the others are each language's regular rule, so "branch" becomes
// "branches", not "branchs". An organisation whose word is irregular gives its own plural
// (`storeTypeWord` reads `<lang>_plural` from its store-type translations) and skips these.

/** Keeps the word's casing: an all-capitals word gets a capital suffix. */
function withSuffix(stem: string, suffix: string, word: string): string {
  const shout = word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase();
  return stem + (shout ? suffix.toUpperCase() : suffix);
}

/** Spanish plural (SPEC §9): vowel → +s, ends in s → unchanged, otherwise +es. */
export function pluralEs(word: string): string {
  if (word === '') return word;
  const last = word.slice(-1).toLowerCase();
  if (last === 's') return word;
  if ('aeiouáéíóú'.includes(last)) return `${word}s`;
  // SPEC §9 spells the suffix in lower case ("CLUB" → "CLUBes"): kept as specified.
  return `${word}es`;
}

/** English: bus → buses, branch → branches, factory → factories, store → stores. */
export function pluralEn(word: string): string {
  if (word === '') return word;
  const lower = word.toLowerCase();
  if (/(s|x|z|ch|sh)$/.test(lower)) return withSuffix(word, 'es', word);
  if (/[^aeiou]y$/.test(lower)) return withSuffix(word.slice(0, -1), 'ies', word);
  return withSuffix(word, 's', word);
}

/** French: s/x/z unchanged, -au/-eu → +x, -al → -aux, otherwise +s (magasin → magasins). */
export function pluralFr(word: string): string {
  if (word === '') return word;
  const lower = word.toLowerCase();
  if (/[sxz]$/.test(lower)) return word;
  if (/(au|eu)$/.test(lower)) return withSuffix(word, 'x', word);
  if (lower.endsWith('al')) return withSuffix(word.slice(0, -1), 'ux', word);
  return withSuffix(word, 's', word);
}

/** Portuguese: -ão → -ões, -al/-ol/-ul → -ais/-óis/-uis, -el → -éis, -il → -is, -m → -ns, -r/-z → +es. */
export function pluralPt(word: string): string {
  if (word === '') return word;
  const lower = word.toLowerCase();
  const cut = (n: number, suffix: string) => withSuffix(word.slice(0, -n), suffix, word);
  if (lower.endsWith('ão')) return cut(2, 'ões');
  if (lower.endsWith('al')) return cut(1, 'is');
  if (lower.endsWith('ol')) return cut(2, 'óis');
  if (lower.endsWith('ul')) return cut(1, 'is');
  if (lower.endsWith('el')) return cut(2, 'éis');
  if (lower.endsWith('il')) return cut(1, 's');
  if (lower.endsWith('m')) return cut(1, 'ns');
  if (/[rz]$/.test(lower)) return withSuffix(word, 'es', word);
  if (lower.endsWith('s')) return word;
  return withSuffix(word, 's', word);
}

// Russian spelling rule: after г к х ж ч ш щ the plural ending is и, never ы.
const RU_SOFTENING = 'гкхжчшщ';

/** Russian nominative plural of a noun: магазин → магазины, точка → точки, поле → поля. */
export function pluralRu(word: string): string {
  if (word === '') return word;
  const lower = word.toLowerCase();
  const last = lower.slice(-1);
  const before = lower.slice(-2, -1);
  const cut = (suffix: string) => withSuffix(word.slice(0, -1), suffix, word);
  if (last === 'а') return cut(RU_SOFTENING.includes(before) ? 'и' : 'ы');
  if (last === 'я' || last === 'ь' || last === 'й') return cut('и');
  if (last === 'о') return cut('а');
  if (last === 'е') return cut('я');
  if (/[а-яё]/.test(last) && !'ыиуюэ'.includes(last)) {
    return withSuffix(word, RU_SOFTENING.includes(last) ? 'и' : 'ы', word);
  }
  return word;
}

const RULES: Record<string, (word: string) => string> = {
  es: pluralEs,
  en: pluralEn,
  fr: pluralFr,
  pt: pluralPt,
  ru: pluralRu,
  // Chinese nouns have no plural form.
  zh: (word) => word,
};

/** Plural of `word` in base language `lang`; a language without a rule keeps the word as is. */
export function pluralOf(word: string, lang: string): string {
  return (RULES[lang] ?? ((w: string) => w))(word);
}
