-- Phrases of guests' comments (the word cloud of /gem/comments): a modifier (an intensifier or a
-- negation: "muy", "no", "tan", "más"…) means nothing alone, so the cloud shows it only with the
-- word it bears on, as one term ("muy frío", "no llegó"). The rule is
-- server/reports/comment-terms.ts commentPhrases(): the comment folded as comment_terms() folds
-- it is cut into clauses at anything but letters and spaces (punctuation, digits, other scripts:
-- "de más, nadie" makes no phrase); within a clause, over its terms of 2 to 40 letters in order,
-- Spanish object pronouns left out ("no me gustó" → "no gustó"), a modifier followed by a term
-- that is no modifier makes the phrase "modifier term", kept when it has at most 40 characters. The two lists below are the module's MODIFIERS and CLITICS
-- (tests/unit/comment-terms.test.ts checks they are equal). Phrases are kept as terms of their
-- answers beside the words, so the rollups, the cloud and the `word` filter count them as words.
CREATE FUNCTION comment_phrases(comment text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  WITH c AS (
    SELECT c.clause, c.cn
      FROM regexp_split_to_table(
        regexp_replace(
          translate(normalize(comment, NFC),
            'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞŸ',
            'abcdefghijklmnopqrstuvwxyzàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ'),
          'n[''’ʼ]t(?![a-zß-öø-ÿ])', ' not', 'g'),
        '[^a-zß-öø-ÿ \t\n\r]+') WITH ORDINALITY AS c(clause, cn)
  ),
  t AS (
    SELECT c.cn, x.t, x.n
      FROM c, regexp_split_to_table(c.clause, '[ \t\n\r]+') WITH ORDINALITY AS x(t, n)
     WHERE length(x.t) BETWEEN 2 AND 40
       AND x.t <> ALL ('{me,te,se,lo,la,los,las,le,les,nos,os}'::text[])
  ),
  p AS (SELECT t.t, lead(t.t) OVER (PARTITION BY t.cn ORDER BY t.n) AS next FROM t),
  m AS (SELECT '{muy,no,ni,tan,tanto,tanta,tantos,tantas,más,menos,mucho,mucha,muchos,muchas,poco,poca,pocos,pocas,bastante,demasiado,demasiada,demasiados,demasiadas,súper,super,nada,nunca,jamás,sin,casi,realmente,totalmente,sumamente,extremadamente,very,not,too,really,quite,more,less,most,least,much,never,without,extremely,rather,muito,muita,muitos,muitas,não,tão,mais,sem,nem,très,pas,trop,plus,moins,jamais,sans}'::text[] AS words)
  SELECT coalesce(array_agg(DISTINCT p.t || ' ' || p.next), '{}')
    FROM p, m
   WHERE p.t = ANY (m.words) AND p.next IS NOT NULL AND p.next <> ALL (m.words)
     AND length(p.t || ' ' || p.next) <= 40
$$;

-- An answer's terms: '' for a comment, its words and its phrases.
CREATE OR REPLACE FUNCTION survey_response_terms_of(comment text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN coalesce(comment, '') = '' THEN '{}'::text[]
              ELSE array_prepend('', comment_terms(comment) || comment_phrases(comment)) END
$$;

SELECT survey_response_terms_rebuild();
