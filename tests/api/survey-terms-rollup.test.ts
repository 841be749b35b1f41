import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import type { Db } from '../../server/platform/db/db';
import { inRolledBackTransaction } from './harness/rolled-back';
import { startTestApp, type TestApp } from './harness/test-app';

// The comment words of answers loaded through the ingestion API, then changed or deleted: inserts
// and deletes keep the answers' terms and their day and month rollups per statement (one sorted
// upsert per rollup key), updates per answer. Whatever the path, the three tables must hold
// exactly what a recount from survey_responses finds, here compared row by row over the whole
// database.

type Result = components['schemas']['IngestResult'];

let t: TestApp;
let key = '';
/** The test clock's instant, in ms. */
let now = 0;

beforeAll(async () => {
  t = await startTestApp();
  const token = await t.login('brand@demo.test');
  const sid = (await t.domains(token))[0]?.security_id ?? 0;
  const made = await t.admin<{ key: string }>('POST', '/admin/v2/integration-keys', {
    token,
    query: { security_id: sid },
    body: {
      name: 'Terms loads',
      kinds: ['regions', 'stores', 'surveys', 'survey-answers'],
      requests_per_minute: 6000,
    },
  });
  expect(made.status, made.text).toBe(201);
  key = made.body.key;
  now = t.clock.now.getTime();
  const setup: [string, unknown[]][] = [
    ['regions', [{ externalId: 'R-TERMS', name: 'Palabras' }]],
    [
      'stores',
      [
        { externalId: 'S-TERMS-1', name: 'Tienda palabras 1', regionExternalId: 'R-TERMS' },
        { externalId: 'S-TERMS-2', name: 'Tienda palabras 2', regionExternalId: 'R-TERMS' },
      ],
    ],
    [
      'surveys',
      [
        { externalId: 'V-TERMS-A', name: 'Palabras A' },
        { externalId: 'V-TERMS-B', name: 'Palabras B' },
      ],
    ],
  ];
  for (const [kind, items] of setup) {
    const r = await load(kind, items);
    expect(r.body.created, r.text).toBe(items.length);
  }
});
afterAll(async () => {
  await t.close();
});

function load(kind: string, items: unknown[]) {
  return t.admin<Result>('POST', `/ingest/v1/${kind}`, { token: key, body: { items } });
}

// Words, phrases (a modifier and its word), case and accents, "n't", punctuation, blanks.
const COMMENTS = [
  'Muy buena atención, el personal AMABLE',
  'La fila estaba lenta y no me gustó',
  'Excelente servicio; volveré pronto',
  'No llegó muy frío. ¡Nada rápido!',
  "The coffee wasn't hot, really cold",
  'zarzamora Zarzamora ZARZAMORA',
  '   ',
  '',
  null,
  'Ñandú güero, façade déjà vu',
];

/**
 * `n` answers named `${prefix}-${i}` over both stores and surveys, dated over ~40 days back from
 * the test clock at hours that cross UTC midnight (and so a UTC month boundary).
 */
function answers(prefix: string, n: number, shift = 0) {
  return Array.from({ length: n }, (_, i) => ({
    externalId: `${prefix}-${i}`,
    storeExternalId: `S-TERMS-${1 + ((i + shift) % 2)}`,
    surveyExternalId: (i + shift) % 3 === 0 ? 'V-TERMS-B' : 'V-TERMS-A',
    score: (i * 7 + shift) % 11,
    answeredAt: new Date(
      now - (1 + ((i + shift) % 40)) * 86_400_000 - ((i * 53) % 24) * 3_600_000,
    ).toISOString(),
    comment: COMMENTS[(i + shift) % COMMENTS.length],
  }));
}

/**
 * Every row where the terms tables and a recount from the answers differ (empty when they
 * agree), labelled by table and side: `stored` is in the table only, `recount` in the recount.
 */
async function differences(db: Db = t.db): Promise<unknown[]> {
  const { rows } = await db.query(
    `WITH pairs AS (
       SELECT a.id AS response_id, x.term
         FROM survey_responses a, unnest(survey_response_terms_of(a.comment)) AS x(term)
     ), days AS (
       SELECT a.brand_id, coalesce(a.region_id, 0) AS region_id, a.survey_id,
              (a.created_at AT TIME ZONE 'UTC')::date AS day, p.term,
              count(*)::int AS uses, sum(a.nps_score)::int AS score_sum
         FROM survey_responses a JOIN pairs p ON p.response_id = a.id
        GROUP BY 1, 2, 3, 4, 5
     ), months AS (
       SELECT brand_id, region_id, survey_id, date_trunc('month', day::timestamp)::date AS month,
              term, sum(uses)::int AS uses, sum(score_sum)::int AS score_sum
         FROM days
        GROUP BY 1, 2, 3, 4, 5
     ), stored_days AS (
       SELECT brand_id, region_id, survey_id, day, term, uses, score_sum FROM survey_term_days
     ), stored_months AS (
       SELECT brand_id, region_id, survey_id, month, term, uses, score_sum FROM survey_term_months
     )
     (SELECT 'terms recount' AS side, row_to_json(x)::text AS row
        FROM (SELECT * FROM pairs EXCEPT SELECT response_id, term FROM survey_response_terms) x
      UNION ALL
      SELECT 'terms stored', row_to_json(x)::text
        FROM (SELECT response_id, term FROM survey_response_terms EXCEPT SELECT * FROM pairs) x
      UNION ALL
      SELECT 'days recount', row_to_json(x)::text
        FROM (SELECT * FROM days EXCEPT SELECT * FROM stored_days) x
      UNION ALL
      SELECT 'days stored', row_to_json(x)::text
        FROM (SELECT * FROM stored_days EXCEPT SELECT * FROM days) x
      UNION ALL
      SELECT 'months recount', row_to_json(x)::text
        FROM (SELECT * FROM months EXCEPT SELECT * FROM stored_months) x
      UNION ALL
      SELECT 'months stored', row_to_json(x)::text
        FROM (SELECT * FROM stored_months EXCEPT SELECT * FROM months) x)
     ORDER BY 1, 2
     LIMIT 20`,
  );
  return rows;
}

/** Uses of a term in the day rollup of brand 1. */
async function uses(term: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT coalesce(sum(uses), 0)::int AS n FROM survey_term_days
      WHERE brand_id = 1 AND term = $1`,
    [term],
  );
  return rows[0]?.n ?? 0;
}

/** The updates (and the HOT ones) of the two rollups counted in this transaction. */
async function updates(tx: Db) {
  const { rows } = await tx.query<{ relname: string; upd: number; hot: number }>(
    `SELECT relname, n_tup_upd::int AS upd, n_tup_hot_upd::int AS hot
       FROM pg_stat_xact_user_tables
      WHERE relname IN ('survey_term_days', 'survey_term_months')
      ORDER BY relname`,
  );
  return rows;
}

/** The test's survey V-TERMS-A, which only this file's answers use (SQL). */
const TEST_SURVEY = `(SELECT id FROM surveys WHERE external_id = 'V-TERMS-A')`;

/** Inserts 50 answers of store S-TERMS-1 and survey V-TERMS-A at `at`, named `${prefix}-g`. */
async function insertDay(tx: Db, prefix: string, at: number) {
  const { rows: refs } = await tx.query<{ store: number; region: number; survey: number }>(
    `SELECT s.id AS store, s.region_id AS region, v.id AS survey
         FROM organizations s, surveys v
        WHERE s.external_id = 'S-TERMS-1' AND v.external_id = 'V-TERMS-A'`,
  );
  const ref = refs[0];
  if (!ref) throw new Error('no store or survey');
  await tx.query(
    `INSERT INTO survey_responses (brand_id, store_id, region_id, survey_id, nps_score,
                                   comment, created_at, external_id)
       SELECT 1, $1, $2, $3, g % 11, ($4::text[])[g % 2 + 1], $5::timestamptz,
              $6 || '-' || g
         FROM generate_series(1, 50) g`,
    [
      ref.store,
      ref.region,
      ref.survey,
      ['Muy buena atención, el personal amable', 'Zarzamora fría y servicio lento'],
      new Date(at).toISOString(),
      prefix,
    ],
  );
}

/** The day and month rollup rows of the test's survey on the UTC day of `at` and its month. */
async function rollupKeysAt(tx: Db, at: number) {
  const { rows } = await tx.query<{ days: number; months: number }>(
    `SELECT (SELECT count(*)::int FROM survey_term_days
              WHERE survey_id = ${TEST_SURVEY}
                AND day = ($1::timestamptz AT TIME ZONE 'UTC')::date) AS days,
            (SELECT count(*)::int FROM survey_term_months
              WHERE survey_id = ${TEST_SURVEY}
                AND month = date_trunc('month', $1::timestamptz AT TIME ZONE 'UTC')::date)
              AS months`,
    [new Date(at).toISOString()],
  );
  return { days: rows[0]?.days ?? 0, months: rows[0]?.months ?? 0 };
}

describe('comment words of loaded answers', () => {
  it('match a recount after set-based loads, retries and copies in one request', async () => {
    const before = await uses('zarzamora');
    const first = await load('survey-answers', answers('T1', 600));
    expect(first.status, first.text).toBe(200);
    expect(first.body.created).toBe(600);
    // Half of it again beside new answers and a copy of one identity: counted once.
    const copy = answers('T2', 1, 3)[0];
    const second = await load('survey-answers', [
      ...answers('T1', 300),
      ...answers('T2', 300, 3),
      copy,
    ]);
    expect(second.status, second.text).toBe(200);
    expect(second.body.created).toBe(300);
    expect(second.body.unchanged).toBe(301);
    const sent = [...answers('T1', 600), ...answers('T2', 300, 3)].filter((a) =>
      a.comment?.includes('zarzamora'),
    ).length;
    expect(sent).toBeGreaterThan(0);
    expect((await uses('zarzamora')) - before).toBe(sent);
    expect(await differences()).toEqual([]);
  });

  it('match a recount after loads sharing words run at once', async () => {
    const loads = await Promise.all(
      [0, 1, 2, 3].map((k) => load('survey-answers', answers(`T3-${k}`, 250, k))),
    );
    for (const r of loads) expect(r.status, r.text).toBe(200);
    expect(loads.reduce((sum, r) => sum + r.body.created, 0)).toBe(1000);
    expect(await differences()).toEqual([]);
  });

  it('update their day and month rows in place (HOT) when later loads share the words', async () => {
    // A steady feed upserts the same (day, term) and (month, term) rows with every load: an
    // update that had to add index entries left a dead version in each index for every later
    // upsert of the key to walk. Three inserts of the same day's answers in one transaction, each
    // after the first an update of every rollup key the first made: the transaction's own
    // statistics say how many of those updates were HOT. Rolled back, so nothing stays.
    const counts = await inRolledBackTransaction(t.db, async (tx) => {
      // The counts so far (PGlite keeps counting across transactions until it reports them).
      const before = await updates(tx);
      // A day (and month) the other tests' answers leave alone: new keys in round 0.
      for (const round of [0, 1, 2]) await insertDay(tx, `HOT-${round}`, now - 100 * 86_400_000);
      const after = await updates(tx);
      return after.map((a, i) => ({
        relname: a.relname,
        upd: a.upd - (before[i]?.upd ?? 0),
        hot: a.hot - (before[i]?.hot ?? 0),
      }));
    });
    expect(counts).toEqual([
      { relname: 'survey_term_days', upd: expect.any(Number), hot: expect.any(Number) },
      { relname: 'survey_term_months', upd: expect.any(Number), hot: expect.any(Number) },
    ]);
    for (const c of counts) {
      // Two later rounds over the terms of two comments (the '' term included).
      expect(c.upd).toBeGreaterThanOrEqual(2 * 8);
      // Nearly all of them: a version that finds its page full moves to another (every one did
      // while the counts were in an index).
      expect(c.hot).toBeGreaterThanOrEqual(Math.ceil(0.8 * c.upd));
    }
  });

  it('match a recount after answers are changed one by one and deleted', async () => {
    await t.db.query(
      `UPDATE survey_responses SET comment = 'quetzal muy rápido', nps_score = 10
        WHERE external_id LIKE 'T1-%' AND right(external_id, 1) IN ('1', '4')`,
    );
    await t.db.query(
      `UPDATE survey_responses SET created_at = created_at - interval '20 days'
        WHERE external_id LIKE 'T2-%' AND right(external_id, 1) = '7'`,
    );
    await t.db.query(
      `DELETE FROM survey_responses WHERE external_id LIKE 'T3-%' AND right(external_id, 1) = '0'`,
    );
    expect(await uses('quetzal')).toBeGreaterThan(0);
    expect(await differences()).toEqual([]);
    // A word no answer uses any more leaves no row behind.
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM survey_term_days WHERE uses = 0',
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('decrement each rollup key once when a statement deletes many answers, and drop the emptied', async () => {
    // Per answer, 150 deleted answers over two comments would update each of their day and month
    // keys about 75 times; per statement, once. Rolled back, so nothing stays.
    const result = await inRolledBackTransaction(t.db, async (tx) => {
      const day = now - 101 * 86_400_000;
      for (const round of [0, 1, 2]) await insertDay(tx, `DEL-${round}`, day);
      const keys = await rollupKeysAt(tx, day);
      const before = await updates(tx);
      const deleted = await tx.query(`DELETE FROM survey_responses WHERE external_id LIKE 'DEL-%'`);
      const after = await updates(tx);
      const remaining = await rollupKeysAt(tx, day);
      return {
        deleted: deleted.rowCount,
        keys,
        updated: after.map((a, i) => a.upd - (before[i]?.upd ?? 0)),
        left: remaining.days + remaining.months,
        differences: await differences(tx),
      };
    });
    expect(result.deleted).toBe(150);
    // The survey's day and month held only these answers' words: every key was made by them
    // (the '' term and the words and phrases of two comments), and none is left.
    expect(result.keys.days).toBeGreaterThanOrEqual(8);
    expect(result.updated).toEqual([expect.any(Number), expect.any(Number)]);
    const [days = 0, months = 0] = result.updated;
    expect(days).toBeLessThanOrEqual(result.keys.days);
    expect(months).toBeLessThanOrEqual(result.keys.months);
    expect(result.left).toBe(0);
    expect(result.differences).toEqual([]);
  });

  it('match a recount after deletes sharing words run at once', async () => {
    const loads = await Promise.all(
      [0, 1, 2, 3].map((k) => load('survey-answers', answers(`T4-${k}`, 200, k))),
    );
    for (const r of loads) expect(r.status, r.text).toBe(200);
    // Four deletes at once, each taking answers of every load: the same words, days and months.
    const groups = ["('0', '1')", "('2', '3')", "('4', '5', '6')", "('7', '8', '9')"];
    const deletes = await Promise.all(
      groups.map((digits) =>
        t.db.query(
          `DELETE FROM survey_responses
            WHERE external_id LIKE 'T4-%' AND right(external_id, 1) IN ${digits}`,
        ),
      ),
    );
    expect(deletes.reduce((sum, r) => sum + (r.rowCount ?? 0), 0)).toBe(800);
    expect(await differences()).toEqual([]);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM survey_term_days WHERE uses = 0)
            + (SELECT count(*) FROM survey_term_months WHERE uses = 0) AS n`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
