// The words of guests' comments (issue 15, the word cloud of /gem/comments). Pure: the rule
// that cuts a comment into terms, and the stop words a word cloud leaves out. The same rule is
// written in SQL as comment_terms() (migration 012_comment_terms.sql), which keeps the per-answer
// terms and their daily rollups on every write; tests/unit/comment-terms.test.ts checks that the
// migration spells the same letters and case map, and tests/api/reports-satisfaction-words.test.ts
// that both cut a fixed set of comments alike on PGlite and PostgreSQL.
//
// The rule, in order:
// 1. Unicode NFC (an accent typed as a combining mark joins its letter: 'e\u0301' is 'é').
// 2. Lower case by an explicit map of A–Z and the Latin-1 capitals (À–Þ, Ÿ): no locale, so
//    both engines and every JS runtime fold alike (PostgreSQL's lower() and JS toLowerCase()
//    disagree on a few letters outside Latin-1, e.g. 'İ').
// 3. English "n't" becomes " not" (don't → do not, didn't → did not), so the negation survives
//    as the word 'not'; any other apostrophe separates (it's → it, s).
// 4. Terms are the runs of letters a–z, ß–ö and ø–ÿ (Spanish and English letters with their
//    accents, ñ and ü): whitespace, digits and every punctuation mark (¡¿«»…“” included) and
//    letters of other scripts separate terms. Accents are kept: 'está' (is) and 'esta' (this)
//    are different words.
// 5. Terms of one letter (y, a, o, e, u, i) and of more than MAX_TERM_LENGTH letters (a run of
//    'jajaja…' or a pasted code is no word) are dropped.
// An answer uses a term when its comment contains it at least once: the cloud counts answers,
// not repetitions, so one guest writing 'mal mal mal' weighs as one.

/** The longest term kept (and the longest `word` filter accepted). */
export const MAX_TERM_LENGTH = 40;

/** Capitals folded to lower case, letter by letter with LOWER_LETTERS. */
export const UPPER_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞŸ';
export const LOWER_LETTERS = 'abcdefghijklmnopqrstuvwxyzàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ';
/** The letters a term is made of (a regular-expression class body, the same in SQL). */
export const TERM_LETTERS = 'a-zß-öø-ÿ';
/** Apostrophes: straight, typographic and the modifier letter. */
export const APOSTROPHES = "'’ʼ";

const FOLD = new Map([...UPPER_LETTERS].map((c, i) => [c, LOWER_LETTERS[i] ?? c]));
const CAPITALS = new RegExp(`[${UPPER_LETTERS}]`, 'g');
const NOT = new RegExp(`n[${APOSTROPHES}]t(?![${TERM_LETTERS}])`, 'g');
const TERM = new RegExp(`[${TERM_LETTERS}]+`, 'g');

/** Every term of a comment, in order, repeats included (steps 1–5 above; no stop words). */
export function commentTokens(comment: string): string[] {
  const folded = comment
    .normalize('NFC')
    .replace(CAPITALS, (c) => FOLD.get(c) ?? c)
    .replace(NOT, ' not');
  return (folded.match(TERM) ?? []).filter((t) => t.length >= 2 && t.length <= MAX_TERM_LENGTH);
}

/** The distinct terms of a comment, sorted (what the term table keeps per answer). */
export function commentTerms(comment: string | null): string[] {
  if (comment === null) return [];
  return [...new Set(commentTokens(comment))].sort();
}

/** The words a cloud shows of a comment: its distinct terms that are not stop words. */
export function cloudWords(comment: string | null): string[] {
  return commentTerms(comment).filter((t) => !STOP_WORD_SET.has(t));
}

/**
 * The one term a `word` filter names (the way a comment's terms are cut), or null when the text
 * is not exactly one term.
 */
export function wordTerm(text: string): string | null {
  const tokens = commentTokens(text);
  return tokens.length === 1 && tokens[0] !== undefined ? tokens[0] : null;
}

// Stop words: the function words of Spanish and English (articles, prepositions, conjunctions,
// pronouns and determiners, auxiliary and copular verb forms, contraction tails), which a word
// cloud of comments would otherwise be made of. Unlike general-purpose lists (NLTK, Snowball,
// stopwords-iso), this one deliberately KEEPS:
// - negations: no, ni, nunca, jamás, nada, nadie, ningún/ninguno/ninguna, tampoco, sin, sí;
//   not (what "n't" becomes), never, nothing, none, nobody, nor, without, cannot;
// - judgement and intensity words: bien, mal, muy, mejor, peor, bueno/buena/buenos/buenas,
//   malo/mala/malos/malas, mucho/mucha/muchos/muchas, poco/poca/pocos/pocas, más, menos,
//   demasiado, tan, tanto, bastante; good, bad, very, well, better, best, worse, worst,
//   more, most, less, least, too, much, many, few, little, really;
// because in short guest comments those words carry the meaning: "no bien", "nada", "muy mal"
// are the complaint. Words with a content sense that general lists drop (hizo, poder, tiempo,
// vez, gracias, siempre) are kept too: they read as what guests say.
const STOP_WORD_LINES = [
  // Spanish: articles and contractions
  'el la los las un una unos unas lo al del',
  // Spanish: prepositions (sin is kept)
  'ante bajo con contra de desde durante en entre hacia hasta',
  'mediante para por según sobre tras vía',
  // Spanish: conjunctions and relatives (ni is kept)
  'pero que como cuando donde si aunque porque pues sino mientras',
  'ya también cual cuales quien quienes cuyo cuya cuyos cuyas',
  'qué cómo dónde cuándo cuál cuáles quién quiénes entonces luego',
  // Spanish: pronouns, possessives, demonstratives
  'yo tú tu tus él ella ellos ellas nosotros nosotras vosotros',
  'vosotras usted ustedes me te se nos os le les mi mis mí',
  'ti su sus nuestro nuestra nuestros nuestras vuestro vuestra',
  'mío mía míos mías tuyo tuya suyo suya suyos suyas conmigo',
  'contigo consigo este esta estos estas ese esa esos esas',
  'aquel aquella aquellos aquellas esto eso aquello éste ésta ése',
  'ésa otro otra otros otras mismo misma mismos mismas cada',
  'algo alguien algún alguno alguna algunos algunas todo toda todos',
  'todas aquí ahí allí allá acá así',
  // Spanish: forms of ser, estar, haber, tener, ir and hacer used as auxiliaries
  'ser soy eres es somos son era eras éramos eran fui fue',
  'fuimos fueron sea sean sido siendo será serán sería serían',
  'estar estoy estás está estamos están estaba estábamos estaban',
  'estuve estuvo estuvimos estuvieron esté estén estado estando',
  'haber he has ha hemos han había habíamos habían hubo haya',
  'hay habido tener tengo tiene tenemos tienen tenía teníamos',
  'tenían tuve tuvo tuvimos tuvieron ir voy va vamos van iba',
  'íbamos iban hacer hace hacen',
  // English: articles, prepositions, conjunctions
  'an the and or but if of to in on at by for with',
  'from about as into onto than then so because while though',
  'although until since also just only up down out off over',
  'under again once here there when where why how what which',
  'who whom whose that this these those',
  // English: pronouns and determiners
  'me my mine myself we us our ours you your yours he him',
  'his she her hers it its they them their theirs all any',
  'some each both other such own same',
  // English: auxiliaries and contraction tails ("n't" became "not"; ca/wo/ai/sha are what
  // it leaves of can't, won't, ain't, shan't)
  'am is are was were be been being do does did doing have',
  'has had having will would shall should can could may might',
  'must ll re ve ca wo ai sha',
];

/** The stop words, each once. */
export const STOP_WORDS: readonly string[] = [...new Set(STOP_WORD_LINES.join(' ').split(' '))];

const STOP_WORD_SET: ReadonlySet<string> = new Set(STOP_WORDS);

/** Whether a term is a stop word (left out of the cloud). */
export const isStopWord = (term: string): boolean => STOP_WORD_SET.has(term);

/** The stop words as one SQL parameter (a text[] to compare with `<> ALL`). */
export const stopWordsParam = (): string[] => [...STOP_WORDS];
