import { reachCondition } from '../platform/auth/scope';
import { SqlParams } from '../platform/db/sql';
import { ApiFailure } from '../platform/http/api-failure';
import { num } from '../platform/reports/figure';
import { type ReportContext, rangeBounds } from '../platform/reports/report-context';
import { hiddenWordsParam, stopWordsParam, wordTerm } from './comment-terms';
import { answerReach, type SurveyFilter } from './satisfaction-reach';

// The word cloud of the guests' comments (/gem/comments): the words of the comments
// given in the range in the scope (of one survey when named), each with the answers that use it
// and their average score, stop words left out; modifiers ("muy", "no") are shown only in their
// phrases ("muy frío"), which are kept as terms beside the words (server/satisfaction/comment-terms.ts).
//
// Read from the terms migration 012 keeps on every write: a store's answers term by term
// (survey_response_terms; a store has a few thousand answers over the seed's 18 months); above
// a store, whole UTC months from survey_term_months, the other whole UTC days from
// survey_term_days, and the answers themselves on the UTC days a bound of the range cuts (local
// midnights are not UTC midnights), so each figure is exact to the millisecond, as exam-facts.ts
// does for exams. In the rollups and term rows the term '' counts the answers with a comment.

/** Words in a cloud: default and bounds of `limit` (the contract says the same). */
const WORDS_DEFAULT_LIMIT = 80;

export interface WordsFilter extends SurveyFilter {
  limit?: number;
}

/** The term a `word` filter names; 400 on the field when it is not one word. */
export function wordFilterTerm(word: string): string {
  const term = wordTerm(word);
  if (term === null) {
    throw new ApiFailure(
      400,
      'validation',
      'word must be one word of a comment (2 to 40 letters) or a phrase of the cloud (a modifier and its word)',
      { field: 'word' },
    );
  }
  return term;
}

/** SQL of the row source `(term, uses, score_sum)` of the answers in the range and scope. */
function wordFactsSql(ctx: ReportContext, p: SqlParams, f: SurveyFilter): string {
  const raw = (cond: string) => `
    SELECT t.term, 1 AS uses, a.nps_score AS score_sum
      FROM survey_responses a
      JOIN survey_response_terms t ON t.response_id = a.id
     WHERE ${cond}`;
  // A store: its answers over the whole range.
  if (ctx.scope.filter.storeId !== null) return raw(answerReach(ctx, p, f));
  const b = rangeBounds(ctx, p);
  const cutFrom = `((${b.from}) AT TIME ZONE 'UTC')::date`;
  const cutTo = `((${b.to}) AT TIME ZONE 'UTC')::date`;
  // Whole UTC months: from the one after the first cut day's to the one before the last's.
  const fullFrom = `(date_trunc('month', ${cutFrom}::timestamp) + interval '1 month')::date`;
  const fullTo = `date_trunc('month', ${cutTo}::timestamp)::date`;
  const rollup = (alias: string) => {
    const reach = reachCondition(ctx.scope.filter, alias, p);
    return f.survey_id === undefined
      ? reach
      : `${reach} AND ${alias}.survey_id = ${p.add(f.survey_id)}`;
  };
  const cutDay = (d: string) =>
    `(a.created_at >= ${d}::timestamp AT TIME ZONE 'UTC'
      AND a.created_at < (${d} + 1)::timestamp AT TIME ZONE 'UTC')`;
  return `
    SELECT m.term, m.uses, m.score_sum
      FROM survey_term_months m
     WHERE ${rollup('m')} AND m.month >= ${fullFrom} AND m.month < ${fullTo}
    UNION ALL
    SELECT d.term, d.uses, d.score_sum
      FROM survey_term_days d
     WHERE ${rollup('d')} AND d.day > ${cutFrom} AND d.day < ${cutTo}
       AND (d.day < ${fullFrom} OR d.day >= ${fullTo})
    UNION ALL ${raw(`${answerReach(ctx, p, f)} AND (${cutDay(cutFrom)} OR ${cutDay(cutTo)})`)}`;
}

interface Row {
  term: string;
  n: unknown;
  avg: unknown;
  total: unknown;
}

/** GET /admin/v2/satisfaction/comments/words. */
export async function satisfactionWords(ctx: ReportContext, f: WordsFilter) {
  const p = new SqlParams();
  const facts = wordFactsSql(ctx, p, f);
  const hidden = p.add(hiddenWordsParam());
  const stop = p.add(stopWordsParam());
  const limit = p.add(f.limit ?? WORDS_DEFAULT_LIMIT);
  // The '' row (answers with a comment) rides along as the total of every row, and as the only
  // row when no comment has a word.
  const { rows } = await ctx.db.query<Row>(
    `WITH w AS (
       SELECT f.term, sum(f.uses) AS n, sum(f.score_sum) AS s
         FROM (${facts}) f
        WHERE f.term <> ALL (${hidden}::text[])
          AND split_part(f.term, ' ', 2) <> ALL (${stop}::text[])
        GROUP BY f.term
     ),
     total AS (SELECT coalesce(sum(n), 0) AS n FROM w WHERE term = '')
     SELECT w.term, w.n, round(w.s::numeric / w.n, 1) AS avg, total.n AS total
       FROM total LEFT JOIN (
         SELECT * FROM w WHERE w.term <> '' AND w.n > 0
          ORDER BY w.n DESC, w.term COLLATE "C" LIMIT ${limit}
       ) w ON true
      ORDER BY w.n DESC, w.term COLLATE "C"`,
    p.values,
  );
  return {
    range: { start: ctx.range.start, end: ctx.range.end },
    total_comments: num(rows[0]?.total) ?? 0,
    items: rows
      .filter((r) => r.term !== null)
      .map((r) => ({ word: r.term, count: num(r.n) ?? 0, avg_score: num(r.avg) ?? 0 })),
  };
}
