import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { brandKeys } from './harness/integration-keys';
import { startTestApp, type TestApp } from './harness/test-app';

// The survey kinds of the ingestion API: surveys (reference data, by externalId), openings and
// answers (facts, appended by externalId): created, unchanged on retry, rejected with their
// field; a key of one brand against another brand's stores and surveys; the NPS, the store
// leaderboard (with its openings), the answers list and the comment words showing a load at
// once; and simultaneous loads of the same identities adding each record once.

type Result = components['schemas']['IngestResult'];
type ItemResult = components['schemas']['IngestItemResult'];
type Nps = components['schemas']['SatisfactionNps'];
type Words = components['schemas']['SatisfactionWords'];
type Responses = components['schemas']['SatisfactionResponsePage'];
type Indicators = components['schemas']['SatisfactionIndicators'];

const KINDS = ['regions', 'stores', 'surveys', 'survey-openings', 'survey-answers'];

let t: TestApp;
let brandToken = '';
let brandSid = 0;
let key1 = '';
let key2 = '';
/** The day the loaded facts are dated (noon in Mexico City), and that instant. */
let day = '';
let noon = '';

beforeAll(async () => {
  t = await startTestApp();
  ({ brandToken, brandSid, key1, key2 } = await brandKeys(t, 'Survey loads', KINDS));
  day = new Date(t.clock.now.getTime() - 3 * 86_400_000).toISOString().slice(0, 10);
  noon = `${day}T12:00:00-06:00`;
  for (const [key, suffix] of [
    [key1, '1'],
    [key2, '2'],
  ] as const) {
    const region = await load('regions', [{ externalId: 'R-SAT', name: 'Encuestas' }], key);
    expect(region.body.created, region.text).toBe(1);
    const stores = await load(
      'stores',
      [
        {
          externalId: `S-SAT-${suffix}`,
          name: `Tienda encuestas ${suffix}`,
          regionExternalId: 'R-SAT',
        },
        {
          externalId: `S-BURST-${suffix}`,
          name: `Tienda ráfaga ${suffix}`,
          regionExternalId: 'R-SAT',
        },
      ],
      key,
    );
    expect(stores.body.created, stores.text).toBe(2);
  }
});
afterAll(async () => {
  await t.close();
});

function load(kind: string, items: unknown[], key = key1) {
  return t.admin<Result>('POST', `/ingest/v1/${kind}`, { token: key, body: { items } });
}

const statuses = (r: { body: Result }) => r.body.results.map((x) => x.status);
const rejection = (r: { body: Result }, index: number): Partial<ItemResult> => {
  const x = r.body.results.find((y) => y.index === index);
  return { status: x?.status, field: x?.field, reason: x?.reason };
};

async function surveyId(externalId: string, brandId = 1): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    'SELECT id FROM surveys WHERE brand_id = $1 AND external_id = $2',
    [brandId, externalId],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no survey ${externalId}`);
  return id;
}

/** The answers whose comment uses the word 'zarzamora', as the words rollup counts them. */
async function zarzamoras(): Promise<number> {
  const { rows } = await t.db.query<{ uses: number }>(
    `SELECT coalesce(sum(uses), 0)::int AS uses FROM survey_term_days
      WHERE brand_id = 1 AND term = 'zarzamora'`,
  );
  return rows[0]?.uses ?? 0;
}

const report = <T>(path: string, query: Record<string, unknown>) =>
  t.admin<T>('GET', `/admin/v2/satisfaction/${path}`, {
    token: brandToken,
    query: { security_id: brandSid, start: day, end: day, ...query },
  });

describe('surveys', () => {
  it('created with the next survey number, unchanged, renamed, rejected with its field', async () => {
    const { rows: before } = await t.db.query<{ n: number }>(
      'SELECT coalesce(max(survey_number), 0)::int AS n FROM surveys WHERE brand_id = 1',
    );
    const first = await load('surveys', [
      { externalId: 'V-TIENDA', name: 'Experiencia en tienda' },
      { externalId: 'V-WEB', name: 'Compra en línea' },
      { externalId: 'V-SIN-NOMBRE' },
      { externalId: 'V-LARGO', name: 'x'.repeat(201) },
    ]);
    expect(first.status, first.text).toBe(200);
    expect(statuses(first)).toEqual(['created', 'created', 'rejected', 'rejected']);
    expect(rejection(first, 2)).toEqual({
      status: 'rejected',
      field: 'name',
      reason: 'validation',
    });
    expect(rejection(first, 3).field).toBe('name');
    const retry = await load('surveys', [
      { externalId: 'V-TIENDA', name: 'Experiencia en tienda' },
      { externalId: 'V-WEB', name: 'Compra por internet' },
    ]);
    expect(statuses(retry)).toEqual(['unchanged', 'updated']);
    const { rows } = await t.db.query<{ external_id: string; name: string; survey_number: number }>(
      `SELECT external_id, name, survey_number FROM surveys
        WHERE brand_id = 1 AND external_id IS NOT NULL ORDER BY survey_number`,
    );
    const n = before[0]?.n ?? 0;
    expect(rows).toEqual([
      { external_id: 'V-TIENDA', name: 'Experiencia en tienda', survey_number: n + 1 },
      { external_id: 'V-WEB', name: 'Compra por internet', survey_number: n + 2 },
    ]);
    // Brand 2 has its own identities: the same externalId is another survey.
    const other = await load('surveys', [{ externalId: 'V-TIENDA', name: 'Otra marca' }], key2);
    expect(statuses(other)).toEqual(['created']);
    expect(await surveyId('V-TIENDA', 2)).not.toBe(await surveyId('V-TIENDA', 1));
  });
});

describe('survey answers', () => {
  const answer = (externalId: string, score: number, comment?: string | null) => ({
    externalId,
    storeExternalId: 'S-SAT-1',
    surveyExternalId: 'V-TIENDA',
    score,
    answeredAt: noon,
    ...(comment === undefined ? {} : { comment }),
  });

  it('created, unchanged on retry, rejected with their field, and nothing of a rejected one kept', async () => {
    const items = [
      answer('A-1', 10, 'Zanahorias frescas, "muy" {buenas}, gracias\\ y, comas'),
      answer('A-2', 9, 'Zanahorias baratas'),
      answer('A-3', 8),
      answer('A-4', 3, 'Cajas lentas'),
      { ...answer('A-5', 5), storeExternalId: 'S-NADA' },
      { ...answer('A-6', 5), surveyExternalId: 'V-NADA' },
      answer('A-7', 11),
      { ...answer('A-8', 7), answeredAt: `${day}T12:00:00` },
      { ...answer('A-9', 7), answeredAt: '1999-12-31T23:00:00Z' },
      { ...answer('A-10', 7), answeredAt: '2999-01-01T00:00:00Z' },
      answer('A-1', 0, 'otra vez'),
      answer('A-11', 6, '   '),
    ];
    const first = await load('survey-answers', items);
    expect(first.status, first.text).toBe(200);
    expect(statuses(first)).toEqual([
      'created',
      'created',
      'created',
      'created',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'unchanged',
      'created',
    ]);
    expect(first.body).toMatchObject({ created: 5, updated: 0, unchanged: 1, rejected: 6 });
    expect(rejection(first, 4)).toEqual({
      status: 'rejected',
      field: 'storeExternalId',
      reason: 'unknown_reference',
    });
    expect(rejection(first, 5)).toEqual({
      status: 'rejected',
      field: 'surveyExternalId',
      reason: 'unknown_reference',
    });
    expect(rejection(first, 6)).toEqual({
      status: 'rejected',
      field: 'score',
      reason: 'validation',
    });
    expect(rejection(first, 7)).toEqual({
      status: 'rejected',
      field: 'answeredAt',
      reason: 'validation',
    });
    expect(rejection(first, 8)).toEqual({
      status: 'rejected',
      field: 'answeredAt',
      reason: 'invalid_instant',
    });
    expect(rejection(first, 9).reason).toBe('invalid_instant');
    expect(first.body.results[4]?.externalId).toBe('A-5');

    const retry = await load('survey-answers', items.slice(0, 4));
    expect(retry.body).toMatchObject({ created: 0, unchanged: 4, rejected: 0 });

    const { rows } = await t.db.query<{
      external_id: string;
      nps_score: number;
      comment: string | null;
      created_at: Date;
      region_ok: boolean;
    }>(
      `SELECT a.external_id, a.nps_score, a.comment, a.created_at,
              a.region_id = s.region_id AS region_ok
         FROM survey_responses a JOIN organizations s ON s.id = a.store_id
        WHERE a.brand_id = 1 AND a.external_id IS NOT NULL ORDER BY a.external_id`,
    );
    expect(rows.map((r) => [r.external_id, r.nps_score, r.comment])).toEqual([
      ['A-1', 10, 'Zanahorias frescas, "muy" {buenas}, gracias\\ y, comas'],
      ['A-11', 6, null],
      ['A-2', 9, 'Zanahorias baratas'],
      ['A-3', 8, null],
      ['A-4', 3, 'Cajas lentas'],
    ]);
    expect(new Date(rows[0]?.created_at ?? 0).toISOString()).toBe(`${day}T18:00:00.000Z`);
    expect(rows.every((r) => r.region_ok)).toBe(true);
  });

  it('show at once in the NPS, the answers, the comment words and the leaderboard', async () => {
    const survey = await surveyId('V-TIENDA');
    // Loaded above: 10, 9, 8, 3, 6 → 2 promoters, 1 passive, 2 detractors.
    const nps = await report<Nps>('nps', { survey_id: survey, min_answers: 1 });
    expect(nps.status, nps.text).toBe(200);
    expect(nps.body.current).toMatchObject({
      n: 5,
      promoters: 2,
      passives: 1,
      detractors: 2,
      nps: 0,
    });
    const list = await report<Responses>('responses', { survey_id: survey, commented: true });
    expect(list.status, list.text).toBe(200);
    expect(list.body.items.map((i) => i.comment).sort()).toEqual([
      'Cajas lentas',
      'Zanahorias baratas',
      'Zanahorias frescas, "muy" {buenas}, gracias\\ y, comas',
    ]);
    const words = await report<Words>('comments/words', { survey_id: survey });
    expect(words.status, words.text).toBe(200);
    expect(words.body.total_comments).toBe(3);
    expect(words.body.items.find((w) => w.word === 'zanahorias')).toEqual({
      word: 'zanahorias',
      count: 2,
      avg_score: 9.5,
    });

    const more = await load('survey-answers', [answer('A-20', 10, 'Zanahorias dulces')]);
    expect(statuses(more)).toEqual(['created']);
    const after = await report<Nps>('nps', { survey_id: survey, min_answers: 1 });
    expect(after.body.current).toMatchObject({ n: 6, promoters: 3, detractors: 2 });
    const wordsAfter = await report<Words>('comments/words', { survey_id: survey });
    expect(wordsAfter.body.items.find((w) => w.word === 'zanahorias')?.count).toBe(3);

    const board = await report<Indicators>('indicators', {
      survey_id: survey,
      search: 'Tienda encuestas 1',
      min_answers: 1,
    });
    expect(board.status, board.text).toBe(200);
    expect(board.body.items.map((i) => [i.store.name, i.surveys])).toEqual([
      ['Tienda encuestas 1', 6],
    ]);
  });

  it("a key of brand 2 neither writes nor names brand 1's stores and surveys", async () => {
    const r = await load(
      'survey-answers',
      [
        answer('A-X1', 9),
        { ...answer('A-X2', 9), storeExternalId: 'S-SAT-2' },
        { ...answer('A-1', 9), storeExternalId: 'S-SAT-2', surveyExternalId: 'V-WEB' },
      ],
      key2,
    );
    expect(r.status, r.text).toBe(200);
    // S-SAT-1 is brand 1's; V-WEB exists in brand 1 only.
    expect(rejection(r, 0)).toMatchObject({
      field: 'storeExternalId',
      reason: 'unknown_reference',
    });
    expect(statuses(r)).toEqual(['rejected', 'created', 'rejected']);
    expect(rejection(r, 2)).toMatchObject({
      field: 'surveyExternalId',
      reason: 'unknown_reference',
    });
    const { rows } = await t.db.query<{ brand_id: number; n: number }>(
      `SELECT a.brand_id, count(*)::int AS n FROM survey_responses a
         JOIN organizations s ON s.id = a.store_id JOIN surveys v ON v.id = a.survey_id
        WHERE a.external_id IS NOT NULL AND s.brand_id = a.brand_id AND v.brand_id = a.brand_id
        GROUP BY 1 ORDER BY 1`,
    );
    // Every loaded answer lies in its own brand's store and survey.
    const { rows: all } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM survey_responses WHERE external_id IS NOT NULL',
    );
    expect(rows).toEqual([
      { brand_id: 1, n: 6 },
      { brand_id: 2, n: 1 },
    ]);
    expect(all[0]?.n).toBe(7);
  });

  it('NDJSON bodies load the same way', async () => {
    const body = [answer('A-ND-1', 7), answer('A-ND-2', 10)]
      .map((i) => JSON.stringify(i))
      .join('\n');
    const r = await t.admin<Result>('POST', '/ingest/v1/survey-answers', {
      token: key1,
      raw: { type: 'application/x-ndjson', text: `${body}\n` },
    });
    expect(r.status, r.text).toBe(200);
    expect(statuses(r)).toEqual(['created', 'created']);
  });
});

describe('survey openings', () => {
  const opening = (externalId: string, openedAt = noon) => ({
    externalId,
    storeExternalId: 'S-SAT-1',
    surveyExternalId: 'V-WEB',
    openedAt,
  });

  it('counted once per identity in the leaderboard, rejected with their field', async () => {
    const items = [
      opening('O-1'),
      opening('O-2', `${day}T12:14:59-06:00`),
      opening('O-3', `${day}T12:15:00-06:00`),
      { ...opening('O-4'), storeExternalId: 'S-NADA' },
      { ...opening('O-5'), surveyExternalId: 'V-NADA' },
      { ...opening('O-6'), openedAt: 'ayer' },
      opening('O-1'),
    ];
    const first = await load('survey-openings', items);
    expect(first.status, first.text).toBe(200);
    expect(statuses(first)).toEqual([
      'created',
      'created',
      'created',
      'rejected',
      'rejected',
      'rejected',
      'unchanged',
    ]);
    expect(rejection(first, 3)).toEqual({
      status: 'rejected',
      field: 'storeExternalId',
      reason: 'unknown_reference',
    });
    expect(rejection(first, 4).field).toBe('surveyExternalId');
    expect(rejection(first, 5)).toEqual({
      status: 'rejected',
      field: 'openedAt',
      reason: 'validation',
    });
    const retry = await load('survey-openings', items.slice(0, 3));
    expect(retry.body).toMatchObject({ created: 0, unchanged: 3 });

    const survey = await surveyId('V-WEB');
    const { rows } = await t.db.query<{ slot: Date; opened: number }>(
      `SELECT o.slot, o.opened FROM survey_openings o JOIN organizations s ON s.id = o.store_id
        WHERE s.external_id = 'S-SAT-1' AND s.brand_id = 1 AND o.survey_id = $1 ORDER BY slot`,
      [survey],
    );
    expect(rows.map((r) => [new Date(r.slot).toISOString(), r.opened])).toEqual([
      [`${day}T18:00:00.000Z`, 2],
      [`${day}T18:15:00.000Z`, 1],
    ]);
    // One answer of the same survey: 1 of 3 openings finished.
    await load('survey-answers', [
      {
        externalId: 'A-WEB-1',
        storeExternalId: 'S-SAT-1',
        surveyExternalId: 'V-WEB',
        score: 9,
        answeredAt: noon,
      },
    ]);
    const board = await report<Indicators>('indicators', { survey_id: survey, min_answers: 1 });
    expect(board.status, board.text).toBe(200);
    expect(
      board.body.items.map((i) => [i.store.name, i.surveys, i.opened, i.completion_rate]),
    ).toEqual([['Tienda encuestas 1', 1, 3, 33.3]]);
  });
});

describe('simultaneous loads of the same identities', () => {
  it('add each answer and opening once', async () => {
    const n = 300;
    const answers = Array.from({ length: n }, (_, i) => ({
      externalId: `B-A-${i}`,
      storeExternalId: 'S-BURST-1',
      surveyExternalId: 'V-TIENDA',
      score: i % 11,
      answeredAt: noon,
      comment: i % 2 === 0 ? `Ráfaga número ${i}` : null,
    }));
    const openings = Array.from({ length: n }, (_, i) => ({
      externalId: `B-O-${i}`,
      storeExternalId: 'S-BURST-1',
      surveyExternalId: 'V-TIENDA',
      openedAt: noon,
    }));
    // Shifted copies: each load meets the others' identities in another request order.
    const shifted = <T>(list: T[], k: number) => [...list.slice(k), ...list.slice(0, k)];
    const loads = await Promise.all([
      ...[0, 100, 200, 50].map((k) => load('survey-answers', shifted(answers, k))),
      ...[0, 150, 75, 225].map((k) => load('survey-openings', shifted(openings, k))),
    ]);
    for (const r of loads) expect(r.status, r.text).toBe(200);
    const created = (from: number, to: number) =>
      loads.slice(from, to).reduce((sum, r) => sum + r.body.created, 0);
    expect(created(0, 4)).toBe(n);
    expect(created(4, 8)).toBe(n);
    for (const r of loads) expect(r.body.rejected).toBe(0);
    const { rows } = await t.db.query<{ answers: number; opened: number; terms: number }>(
      `SELECT (SELECT count(*)::int FROM survey_responses a JOIN organizations s ON s.id = a.store_id
                WHERE s.external_id = 'S-BURST-1' AND s.brand_id = 1) AS answers,
              (SELECT coalesce(sum(opened), 0)::int FROM survey_openings o
                 JOIN organizations s ON s.id = o.store_id
                WHERE s.external_id = 'S-BURST-1' AND s.brand_id = 1) AS opened,
              (SELECT coalesce(sum(uses), 0)::int FROM survey_term_days d
                WHERE d.brand_id = 1 AND d.term = 'ráfaga') AS terms`,
    );
    expect(rows[0]).toEqual({ answers: n, opened: n, terms: n / 2 });
  });

  it('different answers sharing words, loaded at once, all land', async () => {
    // Each answer's words update shared day and month rows of the comment words: loads running
    // side by side must not lock them in crossing orders (a deadlock would answer 500).
    const phrases = ['zarzamora lenta y quetzal', 'personal quetzal rápido', 'quetzal zarzamora'];
    const base = new Date(noon).getTime();
    const batch = (k: number) =>
      Array.from({ length: 250 }, (_, i) => ({
        externalId: `W-${k}-${i}`,
        storeExternalId: 'S-BURST-1',
        surveyExternalId: 'V-TIENDA',
        score: (i + k) % 11,
        answeredAt: new Date(base - ((i * 7 + k) % 12) * 86_400_000).toISOString(),
        comment: phrases[(i + k) % phrases.length],
      }));
    const before = await zarzamoras();
    const batches = [0, 1, 2, 3].map(batch);
    const loads = await Promise.all(batches.map((items) => load('survey-answers', items)));
    for (const r of loads) expect(r.status, r.text).toBe(200);
    expect(loads.reduce((sum, r) => sum + r.body.created, 0)).toBe(1000);
    const sent = batches.flat().filter((a) => a.comment?.includes('zarzamora')).length;
    expect((await zarzamoras()) - before).toBe(sent);
  });
});
