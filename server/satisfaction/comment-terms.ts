// The words of guests' comments (the word cloud of /gem/comments). Pure: the rule
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
//
// Phrases: a modifier (an intensifier or a negation, MODIFIERS: "muy", "no", "tan", "más"…)
// means nothing alone, so the cloud never shows it alone; it shows the modifier with the word it
// bears on, as one term "muy frío", "no llegó". A phrase is a modifier followed by the next
// term of the same clause (only spaces, tabs and line breaks between them: a punctuation mark,
// a digit or a letter of another script ends a clause, so "de más, nadie" makes no phrase),
// Spanish object pronouns skipped ("no me gustó" is "no gustó"), when that term is no modifier
// itself and the phrase has at most MAX_TERM_LENGTH characters. The same rule is the
// SQL comment_phrases() of migration 029_comment_phrases.sql (the lists are checked equal by
// tests/unit/comment-terms.test.ts); the cloud leaves out phrases whose second word is a stop
// word ("muy de"), as it leaves out stop words.

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

/** Steps 1–3 above: NFC, the case map and "n't" as " not". */
const folded = (comment: string) =>
  comment
    .normalize('NFC')
    .replace(CAPITALS, (c) => FOLD.get(c) ?? c)
    .replace(NOT, ' not');

/** Whether a run of letters is kept as a term (step 5). */
const kept = (t: string) => t.length >= 2 && t.length <= MAX_TERM_LENGTH;

/** Every term of a comment, in order, repeats included (steps 1–5 above; no stop words). */
export function commentTokens(comment: string): string[] {
  return (folded(comment).match(TERM) ?? []).filter(kept);
}

/** The distinct terms of a comment, sorted (what the term table keeps per answer). */
export function commentTerms(comment: string | null): string[] {
  if (comment === null) return [];
  return [...new Set(commentTokens(comment))].sort();
}

/**
 * Words that carry no meaning alone (intensifiers, negations, quantity words) in the catalogue's
 * Latin-script languages: Spanish, English, Portuguese and French. Shown only in phrases.
 */
const MODIFIER_LINES = [
  // Spanish
  'muy no ni tan tanto tanta tantos tantas más menos mucho mucha muchos muchas poco poca',
  'pocos pocas bastante demasiado demasiada demasiados demasiadas súper super nada nunca',
  'jamás sin casi realmente totalmente sumamente extremadamente',
  // English
  'very not too really quite more less most least much never without extremely rather',
  // Portuguese
  'muito muita muitos muitas não tão mais sem nem',
  // French
  'très pas trop plus moins jamais sans',
];

/** The modifiers, each once. */
export const MODIFIERS: readonly string[] = [...new Set(MODIFIER_LINES.join(' ').split(' '))];

/** Spanish object pronouns skipped between a modifier and its word ("no me gustó"). */
export const CLITICS: readonly string[] = 'me te se lo la los las le les nos os'.split(' ');

const MODIFIER_SET: ReadonlySet<string> = new Set(MODIFIERS);
const CLITIC_SET: ReadonlySet<string> = new Set(CLITICS);

/** What ends a clause: anything but letters of a term and spaces (the same in SQL). */
export const CLAUSE_BREAK = `[^${TERM_LETTERS} \\t\\n\\r]+`;
/** What separates the words of a clause. */
export const CLAUSE_SPACE = '[ \\t\\n\\r]+';
const CLAUSE_BREAK_RE = new RegExp(CLAUSE_BREAK, 'g');
const CLAUSE_SPACE_RE = new RegExp(CLAUSE_SPACE, 'g');

/** The distinct phrases of a comment ("muy frío", "no gustó"), sorted (rule above). */
export function commentPhrases(comment: string | null): string[] {
  if (comment === null) return [];
  const phrases = new Set<string>();
  for (const clause of folded(comment).split(CLAUSE_BREAK_RE)) {
    const words = clause.split(CLAUSE_SPACE_RE).filter((t) => kept(t) && !CLITIC_SET.has(t));
    words.forEach((t, i) => {
      const next = words[i + 1];
      if (!MODIFIER_SET.has(t) || next === undefined || MODIFIER_SET.has(next)) return;
      const phrase = `${t} ${next}`;
      if (phrase.length <= MAX_TERM_LENGTH) phrases.add(phrase);
    });
  }
  return [...phrases].sort();
}

/** The terms kept per answer (migration 029's survey_response_terms_of, without ''). */
export function storedTerms(comment: string | null): string[] {
  return [...commentTerms(comment), ...commentPhrases(comment)].sort();
}

/** Whether the cloud shows a stored term: no stop word or modifier alone, no "muy de". */
function isCloudTerm(term: string): boolean {
  const [first, second] = term.split(' ');
  if (first === undefined || first === '') return false;
  if (second === undefined) return !STOP_WORD_SET.has(first) && !MODIFIER_SET.has(first);
  return !STOP_WORD_SET.has(second);
}

/** The words and phrases a cloud shows of a comment. */
export function cloudWords(comment: string | null): string[] {
  return storedTerms(comment).filter(isCloudTerm);
}

/**
 * The one term a `word` filter names (the way a comment's terms are cut): one word, or one
 * phrase (a modifier and its word); null otherwise.
 */
export function wordTerm(text: string): string | null {
  const tokens = commentTokens(text);
  if (tokens.length === 1 && tokens[0] !== undefined) return tokens[0];
  const phrases = commentPhrases(text);
  const words = tokens.filter((t) => !CLITIC_SET.has(t));
  return words.length === 2 && phrases.length === 1 && phrases[0] !== undefined ? phrases[0] : null;
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

/** The terms never shown alone (stop words and modifiers) as one SQL parameter. */
export const hiddenWordsParam = (): string[] => [...STOP_WORDS, ...MODIFIERS];
