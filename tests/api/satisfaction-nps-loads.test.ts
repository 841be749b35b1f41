import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { brandKeys } from './harness/integration-keys';
import { startTestApp, type TestApp } from './harness/test-app';

// The NPS is read from the answers themselves on every call (no cached answer, no rollup): loads
// of survey answers sent at once, with the NPS read between and after them, each show in it as
// soon as their request returns, and the figures at the end equal a recount of the sent items,
// with nothing lost or counted twice (retries of the same identities are `unchanged`).

type Result = components['schemas']['IngestResult'];
type Nps = components['schemas']['SatisfactionNps'];

let t: TestApp;
let brandToken = '';
let brandSid = 0;
let key = '';
let day = '';

beforeAll(async () => {
  t = await startTestApp();
  ({
    brandToken,
    brandSid,
    key1: key,
  } = await brandKeys(t, 'NPS loads', ['regions', 'stores', 'surveys', 'survey-answers']));
  day = new Date(t.clock.now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
  expect((await load('regions', [{ externalId: 'R-NPS', name: 'NPS' }])).body.created).toBe(1);
  const stores = await load('stores', [
    { externalId: 'S-NPS-1', name: 'Tienda NPS 1', regionExternalId: 'R-NPS' },
    { externalId: 'S-NPS-2', name: 'Tienda NPS 2', regionExternalId: 'R-NPS' },
  ]);
  expect(stores.body.created, stores.text).toBe(2);
  const survey = await load('surveys', [{ externalId: 'V-NPS', name: 'Ráfagas' }]);
  expect(survey.body.created, survey.text).toBe(1);
});
afterAll(async () => {
  await t.close();
});

const load = (kind: string, items: unknown[]) =>
  t.admin<Result>('POST', `/ingest/v1/${kind}`, { token: key, body: { items } });

async function surveyNps() {
  const { rows } = await t.db.query<{ id: number }>(
    "SELECT id FROM surveys WHERE brand_id = 1 AND external_id = 'V-NPS'",
  );
  const res = await t.admin<Nps>('GET', '/admin/v2/satisfaction/nps', {
    token: brandToken,
    query: { security_id: brandSid, start: day, end: day, survey_id: rows[0]?.id, min_answers: 1 },
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

describe('survey answers loaded at once while the NPS is read', () => {
  it('each load shows at once; the end equals a recount of what was sent', async () => {
    const batch = (k: number) =>
      Array.from({ length: 120 }, (_, i) => ({
        externalId: `N-${k}-${i}`,
        storeExternalId: `S-NPS-${1 + (i % 2)}`,
        surveyExternalId: 'V-NPS',
        score: (i * 3 + k) % 11,
        // Every hour of the local day, so the day's first and last hours are in it.
        answeredAt: `${day}T${String(i % 24).padStart(2, '0')}:${String(k).padStart(2, '0')}:00-06:00`,
        comment: i % 3 === 0 ? `ráfaga ${k}` : null,
      }));
    const batches = Array.from({ length: 6 }, (_, k) => batch(k));
    let stop = false;
    const reads: number[] = [];
    // Answers created by the loads that have returned so far.
    let returned = 0;
    const reader = (async () => {
      while (!stop) reads.push((await surveyNps()).current.n);
    })();
    // The reader stops whatever the loads answer (a failed one must not leave it calling).
    const loads = await (async () => {
      try {
        return await Promise.all(
          // Batch 0 is sent twice: its copy adds nothing.
          [...batches, batches[0] ?? []].map(async (items) => {
            const r = await load('survey-answers', items);
            expect(r.status, r.text).toBe(200);
            returned += r.body.created;
            // Read-your-writes: what every returned request created is in the NPS now.
            const seen = returned;
            expect((await surveyNps()).current.n).toBeGreaterThanOrEqual(seen);
            return r.body;
          }),
        );
      } finally {
        stop = true;
        await reader;
      }
    })();
    expect(loads.reduce((s, r) => s + r.created, 0)).toBe(6 * 120);
    expect(loads.reduce((s, r) => s + r.unchanged, 0)).toBe(120);
    const sent = batches.flat();
    const nps = await surveyNps();
    expect(nps.current).toMatchObject({
      n: sent.length,
      promoters: sent.filter((a) => a.score >= 9).length,
      passives: sent.filter((a) => a.score === 7 || a.score === 8).length,
      detractors: sent.filter((a) => a.score <= 6).length,
    });
    expect(nps.histogram).toEqual(
      Array.from({ length: 11 }, (_, s) => sent.filter((a) => a.score === s).length),
    );
    expect(nps.series).toEqual([expect.objectContaining({ key: day, n: sent.length })]);
    // The reader saw the count only grow, never past what was sent.
    for (const [i, n] of reads.entries()) {
      expect(n).toBeLessThanOrEqual(sent.length);
      if (i > 0) expect(n).toBeGreaterThanOrEqual(reads[i - 1] ?? 0);
    }
  });
});
