import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { reportTestApp } from './fixtures/report-app';
import { BRAND, FIXTURE_DOMAINS, MARCH, mx } from './fixtures/report-fixture';

// The exam rollups (migration 007: exam_attempt_days per store, topic and UTC day,
// exam_store_days per store and UTC day) are kept by a trigger on exam_attempts and rebuilt at
// the end of the seed's bulk load. These tests prove they follow every write: an attempt
// inserted, changed or deleted (directly, or by a person's hard delete cascading) moves the
// figures by exactly that attempt, on a whole UTC day and on a day a range bound cuts.

type KeyMetrics = components['schemas']['KeyMetrics'];
type Exams = components['schemas']['ExamsPanel'];
type StorePage = components['schemas']['StoreRankingPage'];

const app = reportTestApp();
const db = () => app.t.db;

const get = <T>(path: string, query: Record<string, unknown> = {}) =>
  app.t.admin<T>('GET', path, {
    token: app.token,
    query: { security_id: FIXTURE_DOMAINS.brand, ...MARCH, ...query },
  });

/** The figures an attempt in March at Tienda Centro (9001), topic Bienvenida (9101), moves. */
async function figures() {
  const [km, exams, stores] = await Promise.all([
    get<KeyMetrics>('/admin/v2/dashboard/key-metrics'),
    get<Exams>('/admin/v2/dashboard/exams'),
    get<StorePage>('/admin/v2/rankings/stores', { sort: 'top' }),
  ]);
  for (const r of [km, exams, stores]) expect(r.status, r.text).toBe(200);
  const topic = exams.body.courses.find((c) => c.id === 9101);
  const store = stores.body.items.find((s) => s.store.id === 9001);
  return {
    approved: km.body.exams_approved.value,
    failed: km.body.exams_failed.value,
    panelApproved: exams.body.approved.value,
    panelFailed: exams.body.failed.value,
    topicApproved: topic?.approved ?? 0,
    topicFailed: topic?.failed ?? 0,
    storeScore: store?.score ?? null,
  };
}

/** Rollup rows that differ from the raw attempts they sum (none when the trigger kept up). */
async function drift(): Promise<unknown[]> {
  const { rows } = await db().query(
    `WITH raw AS (
       SELECT brand_id, coalesce(region_id, 0) AS region_id, store_id, course_id,
              (ended_at AT TIME ZONE 'UTC')::date AS day,
              count(*) FILTER (WHERE approved)::int AS approved,
              count(*) FILTER (WHERE NOT approved)::int AS failed, sum(score) AS score_sum
         FROM exam_attempts WHERE score IS NOT NULL AND ended_at IS NOT NULL
        GROUP BY 1, 2, 3, 4, 5
     ),
     by_store AS (
       SELECT brand_id, region_id, store_id, day, sum(approved)::int AS approved,
              sum(failed)::int AS failed, sum(score_sum) AS score_sum
         FROM raw GROUP BY 1, 2, 3, 4
     ),
     kept AS (SELECT * FROM exam_attempt_days WHERE approved <> 0 OR failed <> 0),
     kept_store AS (SELECT * FROM exam_store_days WHERE approved <> 0 OR failed <> 0)
     (SELECT 'topic' AS t, * FROM (SELECT * FROM raw EXCEPT SELECT * FROM kept) a)
     UNION ALL (SELECT 'topic', * FROM (SELECT * FROM kept EXCEPT SELECT * FROM raw) b)
     UNION ALL (SELECT 'store', NULL, * FROM (SELECT * FROM by_store EXCEPT SELECT * FROM kept_store) c)
     UNION ALL (SELECT 'store', NULL, * FROM (SELECT * FROM kept_store EXCEPT SELECT * FROM by_store) d)`,
  );
  return rows;
}

const ATTEMPT = 9_000_900;

async function insertAttempt(ended: Date, score: number, approved: boolean) {
  await db().query(
    `INSERT INTO exam_attempts (id, brand_id, person_id, exam_id, course_id, store_id, region_id,
       score, approved, started_at, ended_at, duration_seconds)
     VALUES ($1, $2, 90101, 9101, 9101, 9001, 901, $3, $4, $5, $6, 60)`,
    [ATTEMPT, BRAND, score, approved, new Date(ended.getTime() - 60_000), ended],
  );
}

describe('exam rollups', () => {
  it('match the raw attempts after the seed and the fixture', async () => {
    expect(await drift()).toEqual([]);
    const { rows } = await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM exam_store_days',
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it.each([
    ['a whole UTC day', mx('2026-03-15T12:00')],
    // 23:59:59.999 of the last day in Mexico City is 05:59:59.999 UTC of 1 April: a cut day.
    ['the last millisecond of the range', mx('2026-03-31T23:59:59.999')],
    ['the first millisecond of the range', mx('2026-03-01T00:00')],
  ])('move by exactly one attempt inserted, changed and deleted on %s', async (_, ended) => {
    const before = await figures();

    await insertAttempt(ended, 60, true);
    const added = await figures();
    expect(added.approved).toBe((before.approved ?? 0) + 1);
    expect(added.failed).toBe(before.failed);
    expect(added.panelApproved).toBe((before.panelApproved ?? 0) + 1);
    expect(added.topicApproved).toBe(before.topicApproved + 1);
    expect(added.storeScore).not.toBe(before.storeScore);
    expect(await drift()).toEqual([]);

    await db().query('UPDATE exam_attempts SET approved = false, score = 30 WHERE id = $1', [
      ATTEMPT,
    ]);
    const failed = await figures();
    expect(failed.approved).toBe(before.approved);
    expect(failed.failed).toBe((before.failed ?? 0) + 1);
    expect(failed.panelFailed).toBe((before.panelFailed ?? 0) + 1);
    expect(failed.topicFailed).toBe(before.topicFailed + 1);
    expect(await drift()).toEqual([]);

    await db().query('DELETE FROM exam_attempts WHERE id = $1', [ATTEMPT]);
    expect(await figures()).toEqual(before);
    expect(await drift()).toEqual([]);
  });

  it('an attempt just outside the range counts in the next one only', async () => {
    const before = await figures();
    await insertAttempt(mx('2026-04-01T00:00'), 60, true);
    expect(await figures()).toEqual(before);
    const april = await get<Exams>('/admin/v2/dashboard/exams', {
      start: '2026-04-01',
      end: '2026-04-01',
    });
    expect(april.body.courses.find((c) => c.id === 9101)?.approved).toBeGreaterThanOrEqual(1);
    await db().query('DELETE FROM exam_attempts WHERE id = $1', [ATTEMPT]);
    expect(await drift()).toEqual([]);
  });

  it('keeps a deleted person’s exams where they happened; a hard delete removes them', async () => {
    await insertAttempt(mx('2026-03-20T10:00'), 80, true);
    const before = await figures();
    // The app's delete is reversible (deleted_at): exams count where they happened (SPEC §9).
    const del = await app.t.admin('DELETE', '/admin/v2/people/90101', {
      token: app.token,
      query: { security_id: FIXTURE_DOMAINS.brand },
    });
    expect(del.status, del.text).toBe(200);
    expect(await figures()).toEqual(before);
    // A hard delete cascades to the attempts, and the trigger takes them out of the rollups.
    const { rows } = await db().query<{ approved: number }>(
      `SELECT count(*) FILTER (WHERE approved AND ended_at < $1)::int AS approved
         FROM exam_attempts WHERE person_id = 90101 AND score IS NOT NULL`,
      [mx('2026-04-01T00:00')],
    );
    await db().query('DELETE FROM people WHERE id = 90101');
    const after = await figures();
    expect(after.approved).toBe((before.approved ?? 0) - (rows[0]?.approved ?? 0));
    expect(await drift()).toEqual([]);
  });
});
