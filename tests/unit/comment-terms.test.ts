import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  APOSTROPHES,
  CLAUSE_BREAK,
  CLAUSE_SPACE,
  CLITICS,
  cloudWords,
  commentPhrases,
  commentTerms,
  commentTokens,
  isStopWord,
  LOWER_LETTERS,
  MAX_TERM_LENGTH,
  MODIFIERS,
  STOP_WORDS,
  storedTerms,
  TERM_LETTERS,
  UPPER_LETTERS,
  wordTerm,
} from '../../server/satisfaction/comment-terms';

// The words of guests' comments: how a comment is cut into terms, and the stop words
// a cloud leaves out while keeping negations and judgement words.

const MIGRATION = readFileSync('server/platform/db/migrations/012_comment_terms.sql', 'utf8');
const PHRASES_MIGRATION = readFileSync(
  'server/platform/db/migrations/029_comment_phrases.sql',
  'utf8',
);

describe('commentTokens', () => {
  it('lower-cases, keeps accents and ñ, splits on whitespace, digits and punctuation', () => {
    expect(commentTokens('¡Muy BIEN! ¿La niña? «Excelente»… “Ñandú”, 10/10 café—PÉSIMO')).toEqual([
      'muy',
      'bien',
      'la',
      'niña',
      'excelente',
      'ñandú',
      'café',
      'pésimo',
    ]);
    expect(commentTokens('pingüino\tCAÑÓN\nàéîõü ÆØÅ straße')).toEqual([
      'pingüino',
      'cañón',
      'àéîõü',
      'æøå',
      'straße',
    ]);
  });

  it('joins a combining accent to its letter (NFC)', () => {
    expect(commentTokens('cafe\u0301 Rapidi\u0301simo')).toEqual(['café', 'rapidísimo']);
  });

  it("reads English n't as not; other apostrophes separate", () => {
    expect(commentTokens("I don't like it, it wasn’t good; we'll see. Can't")).toEqual([
      'do',
      'not',
      'like',
      'it',
      'it',
      'was',
      'not',
      'good',
      'we',
      'll',
      'see',
      'ca',
      'not',
    ]);
    // Only at a word's end: "n't" followed by a letter is no negation.
    expect(commentTokens("n'tx")).toEqual(['tx']);
  });

  it('drops one-letter terms and runs longer than the limit; other scripts separate', () => {
    expect(commentTokens('y a o e u I x')).toEqual([]);
    const long = 'ja'.repeat(MAX_TERM_LENGTH / 2);
    expect(commentTokens(`${long} ${long}a ok`)).toEqual([long, 'ok']);
    expect(commentTokens('хорошо bien 很好 İyi œuvre')).toEqual(['bien', 'yi', 'uvre']);
  });
});

describe('commentTerms and cloudWords', () => {
  it('gives each term once, sorted; nothing for no comment', () => {
    expect(commentTerms('mal, MAL y muy mal')).toEqual(['mal', 'muy']);
    expect(commentTerms(null)).toEqual([]);
    expect(commentTerms('  ¡¿…?! 123 ')).toEqual([]);
  });

  it('leaves stop words and lone modifiers out, and keeps negations in their phrases', () => {
    expect(cloudWords('No volvería, la comida no estaba nada bien y el servicio muy mal')).toEqual([
      'bien',
      'comida',
      'mal',
      'muy mal',
      'nada bien',
      'no volvería',
      'servicio',
      'volvería',
    ]);
    expect(cloudWords("The food was not good and I didn't like the very bad service")).toEqual([
      'bad',
      'food',
      'good',
      'like',
      'not good',
      'not like',
      'service',
      'very bad',
    ]);
  });

  it('never lists a negation or judgement word as a stop word', () => {
    // biome-ignore format: a list of words
    const kept = [
      'no', 'ni', 'nunca', 'jamás', 'nada', 'nadie', 'ningún', 'ninguno', 'ninguna', 'tampoco',
      'sin', 'sí', 'bien', 'mal', 'muy', 'mejor', 'peor', 'bueno', 'buena', 'buenos', 'buenas',
      'malo', 'mala', 'malos', 'malas', 'mucho', 'mucha', 'muchos', 'muchas', 'poco', 'poca',
      'pocos', 'pocas', 'más', 'menos', 'demasiado', 'tan', 'tanto', 'bastante', 'not', 'never',
      'nothing', 'none', 'nobody', 'nor', 'without', 'cannot', 'good', 'bad', 'very', 'well',
      'better', 'best', 'worse', 'worst', 'more', 'most', 'less', 'least', 'too', 'much', 'many',
      'few', 'little', 'really',
    ];
    for (const word of kept) expect(isStopWord(word), word).toBe(false);
  });

  it('lists function words of both languages, each a term as comments are cut', () => {
    for (const word of ['el', 'de', 'que', 'pero', 'está', 'the', 'and', 'was', 'it', 'll']) {
      expect(isStopWord(word), word).toBe(true);
    }
    for (const word of STOP_WORDS) expect(commentTokens(word), word).toEqual([word]);
    expect(new Set(STOP_WORDS).size).toBe(STOP_WORDS.length);
  });
});

describe('commentPhrases (a modifier with its word)', () => {
  it('pairs intensifiers and negations with the next word, skipping object pronouns', () => {
    expect(commentPhrases('La comida llegó MUY fría y no me gustó; no llegó el postre')).toEqual([
      'muy fría',
      'no gustó',
      'no llegó',
    ]);
    // Sorted by code unit, as the SQL compares them ('á' after 'u').
    expect(commentPhrases('El personal fue muy amable, tan rápido, más caro')).toEqual([
      'muy amable',
      'más caro',
      'tan rápido',
    ]);
    expect(commentPhrases("It wasn't good, really nice, not very fresh")).toEqual([
      'not good',
      'really nice',
      'very fresh',
    ]);
    expect(commentPhrases('Muito bom, não gostei; très bon, pas cher')).toEqual([
      'muito bom',
      'não gostei',
      'pas cher',
      'très bon',
    ]);
  });

  it('never pairs words across punctuation, digits or other scripts', () => {
    expect(commentPhrases('Me cobraron de más, nadie resolvió. Muy\tbien\nno me gustó')).toEqual([
      'muy bien',
      'no gustó',
    ]);
    expect(commentPhrases('muy 10 bien; no… llegó, tan хорошо rico')).toEqual([]);
  });

  it('makes no phrase of two modifiers, a modifier at the end, or a phrase too long', () => {
    // "no muy bueno": "no muy" means nothing; "muy bueno" is the phrase.
    expect(commentPhrases('no muy bueno')).toEqual(['muy bueno']);
    expect(commentPhrases('esperaba mucho más')).toEqual([]);
    expect(commentPhrases('nada')).toEqual([]);
    expect(commentPhrases(null)).toEqual([]);
    const long = 'x'.repeat(MAX_TERM_LENGTH - 2);
    expect(commentPhrases(`no ${long}`)).toEqual([]);
    expect(commentPhrases(`no ${long.slice(1)}`)).toEqual([`no ${long.slice(1)}`]);
  });

  it('keeps phrases beside the words, and the cloud never shows a modifier alone', () => {
    expect(storedTerms('Muy amable')).toEqual(['amable', 'muy', 'muy amable']);
    for (const comment of ['muy muy muy', 'no', 'más y más', 'not too much', 'muy de acuerdo']) {
      for (const term of cloudWords(comment)) {
        expect(MODIFIERS, `${comment}: ${term}`).not.toContain(term);
        expect(isStopWord(term.split(' ')[1] ?? ''), `${comment}: ${term}`).toBe(false);
      }
    }
    expect(cloudWords('muy de acuerdo')).toEqual(['acuerdo']);
  });
});

describe('wordTerm (the word filter)', () => {
  it('folds a typed word or phrase as comments are, and refuses anything else', () => {
    expect(wordTerm('Bien')).toBe('bien');
    expect(wordTerm(' ÉXITO ')).toBe('éxito');
    expect(wordTerm('no')).toBe('no');
    expect(wordTerm('Muy  BIEN')).toBe('muy bien');
    expect(wordTerm('no me gustó')).toBe('no gustó');
    for (const bad of [
      '',
      ' ',
      'a',
      'bien mal',
      'muy bien hecho',
      '10',
      'bien!mal',
      'x'.repeat(41),
    ]) {
      expect(wordTerm(bad), bad).toBeNull();
    }
  });
});

describe('the SQL tokeniser (migration 012)', () => {
  it('spells the same case map, letters and apostrophes as the module', () => {
    const fn = MIGRATION.slice(
      MIGRATION.indexOf('CREATE FUNCTION comment_terms'),
      MIGRATION.indexOf('CREATE FUNCTION survey_response_terms_of'),
    );
    expect(fn).toContain(`'${UPPER_LETTERS}',\n          '${LOWER_LETTERS}'`);
    expect(fn).toContain(`'n[${APOSTROPHES.replace("'", "''")}]t(?![${TERM_LETTERS}])', ' not'`);
    expect(fn).toContain(`'[^${TERM_LETTERS}]+'`);
    expect(fn).toContain(`BETWEEN 2 AND ${MAX_TERM_LENGTH}`);
    expect([...UPPER_LETTERS].length).toBe([...LOWER_LETTERS].length);
  });
});

describe('the SQL phrases (migration 029)', () => {
  it('spells the same modifiers, pronouns, letters and length as the module', () => {
    expect(PHRASES_MIGRATION).toContain(`'{${MODIFIERS.join(',')}}'::text[]`);
    expect(PHRASES_MIGRATION).toContain(`'{${CLITICS.join(',')}}'::text[]`);
    expect(PHRASES_MIGRATION).toContain(`'${UPPER_LETTERS}',\n            '${LOWER_LETTERS}'`);
    expect(PHRASES_MIGRATION).toContain(`'${CLAUSE_BREAK}') WITH ORDINALITY`);
    expect(PHRASES_MIGRATION).toContain(`regexp_split_to_table(c.clause, '${CLAUSE_SPACE}')`);
    expect(PHRASES_MIGRATION).toContain(`<= ${MAX_TERM_LENGTH}`);
    for (const word of [...MODIFIERS, ...CLITICS])
      expect(commentTokens(word), word).toEqual([word]);
  });
});
