import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import {
  cloudWords,
  commentPhrases,
  commentTerms,
  MODIFIERS,
  storedTerms,
} from '../../server/satisfaction/comment-terms';
import { reportTestApp } from './fixtures/report-app';
import { inReach, type Reach } from './fixtures/report-expect';
import {
  BRAND,
  FIXTURE_DOMAINS,
  FIXTURE_LEVELS,
  MARCH,
  MARCH_FROM,
  MARCH_TO,
  mx,
} from './fixtures/report-fixture';
import { type FixtureAnswer, writeSatisfactionFixture } from './fixtures/satisfaction-fixture';
import { ALL_ANSWERS, writeWordsFixture } from './fixtures/satisfaction-words-fixture';

// The word cloud of guest comments (/gem/comments) on the hand-written brand: word
// counts on a fixed set of comments (stop words out, negations and judgement words in), the
// average score of the answers using each word, per scope level, on the range's edges (the UTC
// days a local range cuts, whole UTC months of a wider range, another time zone), the survey
// filter and the limit; the SQL tokeniser against the TypeScript one; the terms kept on insert,
// update and delete; the `word` filter of the answers and their export; 400 on bad input.

type Words = components['schemas']['SatisfactionWords'];
type Responses = components['schemas']['SatisfactionResponsePage'];
type ErrorBody = components['schemas']['ErrorBody'];

const app = reportTestApp();
beforeAll(async () => {
  await writeSatisfactionFixture(app.t.db);
  await writeWordsFixture(app.t.db);
});

const get = <T>(path: string, securityId: number, query: Record<string, unknown> = {}) =>
  app.t.admin<T>('GET', `/admin/v2/satisfaction/${path}`, {
    token: app.token,
    query: { security_id: securityId, ...MARCH, ...query },
  });
const words = (securityId: number, query: Record<string, unknown> = {}) =>
  get<Words>('comments/words', securityId, query);

interface Window {
  from?: Date;
  to?: Date;
  reach?: Reach;
  survey?: number;
}

const inWindow = (w: Window = {}, list: FixtureAnswer[] = ALL_ANSWERS) =>
  list.filter(
    (a) =>
      a.at >= (w.from ?? MARCH_FROM) &&
      a.at < (w.to ?? MARCH_TO) &&
      inReach(a.store, w.reach ?? {}) &&
      (w.survey === undefined || a.survey === w.survey),
  );

/** The cloud of some answers, from the contract's definitions (comment-terms.ts cuts words). */
function expectedCloud(list: FixtureAnswer[], limit = 80): Words['items'] {
  const by = new Map<string, { n: number; sum: number }>();
  for (const a of list) {
    for (const word of cloudWords(a.comment)) {
      const w = by.get(word) ?? { n: 0, sum: 0 };
      w.n += 1;
      w.sum += a.score;
      by.set(word, w);
    }
  }
  return [...by]
    .map(([word, w]) => ({ word, count: w.n, avg_score: Math.round((10 * w.sum) / w.n) / 10 }))
    .sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .slice(0, limit);
}
const commented = (list: FixtureAnswer[]) => list.filter((a) => (a.comment ?? '') !== '').length;

describe('GET /admin/v2/satisfaction/comments/words', () => {
  it('counts answers per word and phrase on a fixed set: stop words and lone modifiers out', async () => {
    // Tienda Parque's March comments, written out by hand.
    const res = await words(FIXTURE_DOMAINS.brand, { store_id: 9002 });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      range: MARCH,
      // 'Mal, muy lento', 'Llegó rápido y bien', 'Café frío 10/10… “nada” bien, la niña amable',
      // '   ' (a comment without words), 'Muy bien, mejor que nunca'.
      total_comments: 5,
      // 'muy', 'nada' and 'nunca' mean nothing alone: 'muy lento' and 'muy bien' are shown
      // instead ('“nada” bien' is cut by its quotes and 'nunca' ends its comment: no phrase).
      items: [
        { word: 'bien', count: 3, avg_score: 9 }, // 9, 8, 10
        { word: 'amable', count: 1, avg_score: 8 },
        { word: 'café', count: 1, avg_score: 8 },
        { word: 'frío', count: 1, avg_score: 8 },
        { word: 'lento', count: 1, avg_score: 5 },
        { word: 'llegó', count: 1, avg_score: 9 },
        { word: 'mal', count: 1, avg_score: 5 },
        { word: 'mejor', count: 1, avg_score: 10 },
        { word: 'muy bien', count: 1, avg_score: 10 },
        { word: 'muy lento', count: 1, avg_score: 5 },
        { word: 'niña', count: 1, avg_score: 8 },
        { word: 'rápido', count: 1, avg_score: 9 },
      ],
    });
    // Stop words (y, la, que) are out; a repeated word counts its answer once.
    const centro = await words(FIXTURE_DOMAINS.store);
    const mal = centro.body.items.find((i) => i.word === 'mal');
    const malAnswers = inWindow({ reach: { store: 9001 } }).filter((a) =>
      commentTerms(a.comment).includes('mal'),
    );
    expect(mal).toEqual({
      word: 'mal',
      count: malAnswers.length,
      avg_score:
        Math.round((10 * malAnswers.reduce((s, a) => s + a.score, 0)) / malAnswers.length) / 10,
    });
    const all = centro.body.items.map((i) => i.word);
    for (const stop of ['el', 'la', 'que', 'me', 'y', 'the', 'was', 'it']) {
      expect(all, stop).not.toContain(stop);
    }
    for (const kept of ['bien', 'mal', 'good', 'bad']) expect(all, kept).toContain(kept);
    // No modifier alone; negations and intensifiers kept in their phrases.
    for (const lone of MODIFIERS) expect(all, lone).not.toContain(lone);
    for (const phrase of ['no volvería', 'muy mal', 'sin sabor', 'not good', 'very bad']) {
      expect(all, phrase).toContain(phrase);
    }
    // "Didn't" is read as "not"; runs of more than 40 letters are no word.
    expect(all).not.toContain('didn');
    expect(all.some((w) => w.startsWith('jaja'))).toBe(false);
  });

  it.each(FIXTURE_LEVELS)(
    '%s admin: every word of the range with its answers',
    async (_, id, r) => {
      const res = await words(id);
      expect(res.status, res.text).toBe(200);
      const list = inWindow({ reach: r });
      expect(res.body.items).toEqual(expectedCloud(list));
      expect(res.body.total_comments).toBe(commented(list));
      expect(res.body.items.length).toBeGreaterThan(5);
    },
  );

  it('the range edges: the UTC days a local range cuts and whole UTC months', async () => {
    // The first instant counts, the last millisecond counts, the next instant does not.
    const march = await words(FIXTURE_DOMAINS.brand);
    expect(march.body.items).toEqual(expectedCloud(inWindow()));
    expect(march.body.items.map((i) => i.word)).not.toContain('fuera');
    // January 10 … April 5: February and March whole months, the rest days and cut days.
    const wide = { start: '2026-01-10', end: '2026-04-05' };
    const window = { from: mx('2026-01-10T00:00'), to: mx('2026-04-06T00:00') };
    for (const [id, reach] of FIXTURE_LEVELS.map(([, i, r]) => [i, r] as const)) {
      const res = await words(id, wide);
      expect(res.body.items, String(id)).toEqual(expectedCloud(inWindow({ ...window, reach })));
      expect(res.body.total_comments).toBe(commented(inWindow({ ...window, reach })));
    }
    const brandWide = await words(FIXTURE_DOMAINS.brand, wide);
    const wideWords = brandWide.body.items.map((i) => i.word);
    expect(wideWords).toContain('primer');
    expect(wideWords).toContain('último');
    expect(wideWords).not.toContain('antes');
    expect(wideWords).not.toContain('después');
    // One day; and a range with no comment.
    const day = await words(FIXTURE_DOMAINS.brand, { start: '2026-03-31', end: '2026-03-31' });
    expect(day.body.items).toEqual(
      expectedCloud(inWindow({ from: mx('2026-03-31T00:00'), to: MARCH_TO })),
    );
    expect(day.body.items.map((i) => i.word)).toContain('excelente');
    const none = await words(FIXTURE_DOMAINS.brand, { start: '2025-01-01', end: '2025-01-31' });
    expect(none.body).toEqual({
      range: { start: '2025-01-01', end: '2025-01-31' },
      total_comments: 0,
      items: [],
    });
  });

  it("follows the caller's time zone (Kolkata, UTC+05:30)", async () => {
    await app.t.db.query(`UPDATE admins SET timezone = 'Asia/Kolkata' WHERE id = 900`);
    try {
      for (const range of [MARCH, { start: '2026-01-10', end: '2026-04-05' }]) {
        const res = await words(FIXTURE_DOMAINS.brand, range);
        const window = {
          from: new Date(`${range.start}T00:00:00+05:30`),
          to: new Date(new Date(`${range.end}T00:00:00+05:30`).getTime() + 86_400_000),
        };
        expect(res.body.items, range.start).toEqual(expectedCloud(inWindow(window)));
        expect(res.body.total_comments).toBe(commented(inWindow(window)));
      }
    } finally {
      await app.t.db.query(`UPDATE admins SET timezone = 'America/Mexico_City' WHERE id = 900`);
    }
  });

  it('one survey; the limit keeps the words with the most answers', async () => {
    const delivery = await words(FIXTURE_DOMAINS.brand, { survey_id: 9502 });
    expect(delivery.body.items).toEqual(expectedCloud(inWindow({ survey: 9502 })));
    expect(delivery.body.total_comments).toBe(commented(inWindow({ survey: 9502 })));
    const top = await words(FIXTURE_DOMAINS.brand, { limit: 3 });
    expect(top.body.items).toEqual(expectedCloud(inWindow(), 3));
    expect(top.body.items).toHaveLength(3);
    expect(top.body.total_comments).toBe(commented(inWindow()));
  });

  it('refuses bad input with the field, and answers 403 outside the scope', async () => {
    for (const [query, field] of [
      [{ limit: 0 }, 'limit'],
      [{ limit: 201 }, 'limit'],
      [{ limit: 'many' }, 'limit'],
      [{ survey_id: 0 }, 'survey_id'],
      [{ start: '2026-04-01', end: '2026-03-01' }, 'end'],
    ] as const) {
      const res = await get<ErrorBody>('comments/words', FIXTURE_DOMAINS.brand, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.message).toMatch(/\w+ \w+/);
    }
    const outside = await words(FIXTURE_DOMAINS.store, { store_id: 9002 });
    expect(outside.status).toBe(403);
  });
});

describe('the terms kept in SQL', () => {
  const TRICKY = [
    ...new Set(ALL_ANSWERS.map((a) => a.comment).filter((c): c is string => c !== null)),
    "I can't, won't; WE'LL see… it's “fine”",
    'ÀÉÎÕÜ Ÿ ÇÑ æøå straße Ñandú',
    'cafe\u0301 rápido\u0301',
    'İstanbul Kelvin \u212A хорошо 很好 œuvre',
    'n\u2019t dont don\u2019t don\u02BCt',
    `${'a'.repeat(40)} ${'b'.repeat(41)} c dé`,
    'tab\there\nnew-line_under_score',
  ];

  it('cuts comments exactly as comment-terms.ts does', async () => {
    const { rows } = await app.t.db.query<{ c: string; terms: string[] }>(
      'SELECT c, comment_terms(c) AS terms FROM unnest($1::text[]) AS c',
      [TRICKY],
    );
    expect(rows).toHaveLength(TRICKY.length);
    for (const r of rows) expect([...r.terms].sort(), r.c).toEqual(commentTerms(r.c));
  });

  it('makes phrases exactly as comment-terms.ts does', async () => {
    const phrasal = [
      ...TRICKY,
      'La comida llegó MUY fría y no me gustó; no llegó el postre',
      'no muy bueno, esperaba mucho más',
      "It wasn't good, really nice, not very fresh",
      'Muito bom, não gostei; très bon, pas cher',
      `no ${'x'.repeat(37)} no ${'y'.repeat(38)}`,
      'Me cobraron de más, nadie resolvió. Muy\tbien\nno me gustó',
      'muy 10 bien; no… llegó, tan хорошо rico, muy\u00a0frío',
    ];
    const { rows } = await app.t.db.query<{ c: string; phrases: string[] }>(
      'SELECT c, comment_phrases(c) AS phrases FROM unnest($1::text[]) AS c',
      [phrasal],
    );
    expect(rows).toHaveLength(phrasal.length);
    for (const r of rows) {
      expect([...r.phrases].sort(), r.c).toEqual(commentPhrases(r.c));
    }
    expect(rows.some((r) => r.phrases.includes('no gustó'))).toBe(true);
  });

  it("keeps each answer's terms (and '' for a comment) and rollups equal to them", async () => {
    const { rows } = await app.t.db.query<{ id: number; terms: string[] }>(
      `SELECT response_id AS id, array_agg(term) AS terms FROM survey_response_terms
        WHERE response_id = ANY ($1::bigint[]) GROUP BY response_id`,
      [ALL_ANSWERS.map((a) => a.id)],
    );
    const kept = new Map(rows.map((r) => [Number(r.id), [...r.terms].sort()]));
    for (const a of ALL_ANSWERS) {
      const want = (a.comment ?? '') === '' ? undefined : ['', ...storedTerms(a.comment)];
      expect(kept.get(a.id), String(a.id)).toEqual(want);
    }
    // The seed's answers too (its bulk load rebuilt the terms), and no term without its answer.
    const { rows: wrong } = await app.t.db.query(`
      SELECT a.id FROM survey_responses a
       WHERE ARRAY(SELECT t.term FROM survey_response_terms t WHERE t.response_id = a.id
                   ORDER BY t.term COLLATE "C")
          <> ARRAY(SELECT x FROM unnest(survey_response_terms_of(a.comment)) AS x
                   ORDER BY x COLLATE "C")
      UNION ALL
      SELECT t.response_id FROM survey_response_terms t
       WHERE NOT EXISTS (SELECT 1 FROM survey_responses a WHERE a.id = t.response_id)`);
    expect(wrong).toEqual([]);
    const { rows: seeded } = await app.t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM survey_response_terms WHERE response_id < 9000',
    );
    expect(seeded[0]?.n).toBeGreaterThan(1000);
    await expectRollupsEqualTerms();
  });

  it('follows inserts, updates and deletes of answers', async () => {
    const db = app.t.db;
    const brandWords = async () => (await words(FIXTURE_DOMAINS.brand)).body;
    const before = await brandWords();
    await db.query(
      `INSERT INTO survey_responses (id, brand_id, store_id, region_id, survey_id, nps_score,
         comment, created_at) VALUES (9899, $1, 9001, 901, 9501, 0, 'Pésimo, PÉSIMO', $2)`,
      [BRAND, mx('2026-03-15T12:00')],
    );
    const added: FixtureAnswer = {
      id: 9899,
      store: 9001,
      survey: 9501,
      score: 0,
      comment: 'Pésimo, PÉSIMO',
      at: mx('2026-03-15T12:00'),
    };
    const withNew = [...inWindow(), added];
    try {
      let now = await brandWords();
      expect(now.items).toEqual(expectedCloud(withNew));
      expect(now.total_comments).toBe(before.total_comments + 1);
      expect(now.items.find((i) => i.word === 'pésimo')).toEqual({
        word: 'pésimo',
        count: 1,
        avg_score: 0,
      });
      // A new comment and score: the old words leave, the new ones come with the new score.
      await db.query(
        `UPDATE survey_responses SET comment = 'bien', nps_score = 10 WHERE id = 9899`,
      );
      const changed = withNew.map((a) =>
        a.id === 9899 ? { ...a, comment: 'bien', score: 10 } : a,
      );
      now = await brandWords();
      expect(now.items).toEqual(expectedCloud(changed));
      expect(now.items.map((i) => i.word)).not.toContain('pésimo');
      // Moved out of the range (to April): gone from March, in April's cloud.
      await db.query(`UPDATE survey_responses SET created_at = $1 WHERE id = 9899`, [
        mx('2026-04-02T12:00'),
      ]);
      expect(await brandWords()).toEqual(before);
      const april = await words(FIXTURE_DOMAINS.brand, { start: '2026-04-02', end: '2026-04-02' });
      expect(april.body).toMatchObject({ total_comments: 1, items: [{ word: 'bien', count: 1 }] });
      // An update that touches no word's figure leaves them as they are.
      await db.query(`UPDATE survey_responses SET store_id = 9002 WHERE id = 9899`);
      await expectRollupsEqualTerms();
    } finally {
      await db.query('DELETE FROM survey_responses WHERE id = 9899');
    }
    expect(await brandWords()).toEqual(before);
    const { rows } = await db.query('SELECT 1 FROM survey_response_terms WHERE response_id = 9899');
    expect(rows).toHaveLength(0);
    await expectRollupsEqualTerms();
  });
});

/** The daily and monthly rollups hold exactly the sums of the answers' terms (seed included). */
async function expectRollupsEqualTerms() {
  const diff = async (rollup: string, bucket: string) =>
    (
      await app.t.db.query(`
        WITH raw AS (
          SELECT a.brand_id, coalesce(a.region_id, 0) AS region_id, a.survey_id, ${bucket} AS at,
                 t.term, count(*)::int AS uses, sum(a.nps_score)::int AS score_sum
            FROM survey_responses a JOIN survey_response_terms t ON t.response_id = a.id
           GROUP BY 1, 2, 3, 4, 5
        ), kept AS (
          SELECT brand_id, region_id, survey_id, ${rollup === 'survey_term_days' ? 'day' : 'month'} AS at,
                 term, uses, score_sum
            FROM ${rollup}
        )
        (SELECT * FROM raw EXCEPT ALL SELECT * FROM kept)
        UNION ALL
        (SELECT * FROM kept EXCEPT ALL SELECT * FROM raw)`)
    ).rows;
  expect(await diff('survey_term_days', `(a.created_at AT TIME ZONE 'UTC')::date`)).toEqual([]);
  expect(
    await diff('survey_term_months', `date_trunc('month', a.created_at AT TIME ZONE 'UTC')::date`),
  ).toEqual([]);
  const { rows } = await app.t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM survey_term_days WHERE brand_id <> $1',
    [BRAND],
  );
  // The small seed's answers are in too.
  expect(rows[0]?.n).toBeGreaterThan(0);
}

describe('GET /admin/v2/satisfaction/responses?word=', () => {
  const ids = async (q: Record<string, unknown>) =>
    (await get<Responses>('responses', FIXTURE_DOMAINS.brand, { page_size: 100, ...q })).body.items
      .map((i) => i.id)
      .sort();
  const using = (word: string, list = inWindow()) =>
    list
      .filter((a) => storedTerms(a.comment).includes(word))
      .map((a) => a.id)
      .sort();

  it('lists the answers whose comment uses the word (folded as comments are)', async () => {
    for (const word of [
      'bien',
      'mal',
      'no',
      'nada',
      'not',
      'café',
      'muy',
      'muy bien',
      'not good',
    ]) {
      const want = using(word);
      expect(want.length, word).toBeGreaterThan(0);
      expect(await ids({ word }), word).toEqual(want);
    }
    expect(await ids({ word: 'BIEN' })).toEqual(using('bien'));
    expect(await ids({ word: 'Cafe\u0301' })).toEqual(using('café'));
    // 'mal' is a word; 'malo' is another one.
    expect(await ids({ word: 'malo' })).toEqual([]);
    // A stop word is still a word of the comments (the cloud leaves it out).
    expect(await ids({ word: 'la' })).toEqual(using('la'));
    // With the other filters, and the cloud's counts agree with the list's totals.
    expect(await ids({ word: 'bien', group: 'promoters', store_id: 9002 })).toEqual(
      using(
        'bien',
        inWindow({ reach: { store: 9002 } }).filter((a) => a.score >= 9),
      ),
    );
    const cloud = await words(FIXTURE_DOMAINS.region);
    for (const item of cloud.body.items.slice(0, 5)) {
      const list = await get<Responses>('responses', FIXTURE_DOMAINS.region, { word: item.word });
      expect(list.body.total, item.word).toBe(item.count);
    }
  });

  it('the export has the same answers', async () => {
    const res = await get<string>('responses/export', FIXTURE_DOMAINS.brand, { word: 'bien' });
    expect(res.status).toBe(200);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((l) => l !== '');
    expect(lines.length - 1).toBe(using('bien').length);
  });

  it('refuses a word that is not one word, with the field', async () => {
    for (const word of ['', 'bien mal', '10', '¡!', 'x', 'a'.repeat(41), 'bien,mal']) {
      for (const path of ['responses', 'responses/export']) {
        const res = await get<ErrorBody>(path, FIXTURE_DOMAINS.brand, { word });
        expect(res.status, `${path} ${word}`).toBe(400);
        expect(res.body.field).toBe('word');
      }
    }
  });
});

describe('a brand without the satisfaction module', () => {
  it('answers 404 on the word cloud', async () => {
    await app.t.db.query('UPDATE organizations SET satisfaction_module = false WHERE id = $1', [
      BRAND,
    ]);
    try {
      const res = await words(FIXTURE_DOMAINS.brand);
      expect(res.status).toBe(404);
    } finally {
      await app.t.db.query('UPDATE organizations SET satisfaction_module = true WHERE id = $1', [
        BRAND,
      ]);
    }
  });
});
