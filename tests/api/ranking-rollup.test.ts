import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scope } from '../../server/platform/auth/scope';
import type { Db } from '../../server/platform/db/db';
import { retryOnDeadlock } from '../../server/platform/db/deadlock-retry';
import { BRAND_ID } from '../../server/platform/db/seed/seed-fixtures';
import { reportRange } from '../../server/platform/reports/range';
import type { ReportContext } from '../../server/platform/reports/report-context';
import { managerRankingRows } from '../../server/rankings/store-ranking';
import { type UserRankingItem, userRankingBatches } from '../../server/rankings/user-ranking';
import { openTestDb, testEngine } from './harness/test-db';

// The users and managers rankings read the per-person monthly rollup (migration 036) and the raw
// rows only near the range's ends. Checked against the raw rows themselves: the rollup after
// set-based inserts, updates, deletes and concurrent loads; both rankings over ranges that cut
// months (the instants are Mexico City day starts, never a UTC month edge), one inside a month
// and one across three; and a new attempt or topic shows at once.

const BRAND = BRAND_ID.restaurants;
const ZONE = 'America/Mexico_City';
let db: Db;

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function ctxFor(start: string, end: string): ReportContext {
  const filter = { level: 'brand', brandId: BRAND, regionId: null, storeId: null };
  return {
    db,
    scope: { role: 'admin', filter } as unknown as Scope,
    range: reportRange(start, end),
    timeZone: ZONE,
    now: new Date(),
  } as ReportContext;
}

/** Rollup keys whose figures differ from the raw rows (bounds: outer, and equal when exact). */
async function rollupMismatches(): Promise<number> {
  const { rows } = await db.query<{ n: unknown }>(
    `WITH f AS (
       SELECT brand_id, store_id, person_id, ended_at AS at, (score IS NOT NULL)::int AS done,
              approved::int AS approved, coalesce(score_hundredths, 0) AS h,
              (score IS NOT NULL)::int AS act
         FROM exam_attempts WHERE ended_at IS NOT NULL
       UNION ALL
       SELECT brand_id, store_id, person_id, completed_at, 0, 0, 0, 1
         FROM course_progress WHERE completed_at IS NOT NULL
     ), raw AS (
       SELECT brand_id, date_trunc('month', at AT TIME ZONE 'UTC')::date AS month, store_id,
              person_id, sum(done) AS done, sum(approved) AS approved, sum(h) AS h,
              sum(act) AS act, min(at) FILTER (WHERE act = 1) AS first,
              max(at) FILTER (WHERE act = 1) AS last
         FROM f GROUP BY 1, 2, 3, 4
     )
     SELECT count(*) AS n
       FROM raw FULL JOIN ranking_person_months r USING (brand_id, month, store_id, person_id)
      WHERE coalesce(raw.done, 0) <> coalesce(r.exams_done, 0)
         OR coalesce(raw.approved, 0) <> coalesce(r.exams_approved, 0)
         OR coalesce(raw.h, 0) <> coalesce(r.score_hundredths, 0)
         OR coalesce(raw.act, 0) <> coalesce(r.activities, 0)
         OR (coalesce(raw.act, 0) > 0
             AND (r.first_at > raw.first OR r.last_at < raw.last
                  OR (r.exact AND (r.first_at <> raw.first OR r.last_at <> raw.last))))`,
  );
  return Number(rows[0]?.n);
}

const bounds = (start: string, end: string) => [
  start,
  new Date(Date.parse(`${end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
  ZONE,
];
const FROM = '($1::date::timestamp AT TIME ZONE $3)';
const TO = '($2::date::timestamp AT TIME ZONE $3)';

/** Every row of the users ranking. */
async function allUsers(ctx: ReportContext): Promise<UserRankingItem[]> {
  const items: UserRankingItem[] = [];
  for await (const batch of userRankingBatches(ctx, {})) items.push(...batch);
  return items;
}

/** Per person, the exam figures of the range straight from the raw attempts. */
async function rawExams(start: string, end: string) {
  const { rows } = await db.query<{
    person_id: number;
    done: unknown;
    approved: unknown;
    h: unknown;
  }>(
    `SELECT person_id, count(*) FILTER (WHERE score IS NOT NULL) AS done,
            count(*) FILTER (WHERE approved) AS approved, sum(score_hundredths) AS h
       FROM exam_attempts
      WHERE brand_id = ${BRAND} AND ended_at >= ${FROM} AND ended_at < ${TO}
      GROUP BY person_id`,
    bounds(start, end),
  );
  return new Map(
    rows.map((r) => {
      const done = Number(r.done);
      const h = Number(r.h ?? 0);
      // The ranking's figure: the mean in tenths, half up.
      const score = done > 0 ? Math.floor((2 * h + 10 * done) / (20 * done)) / 10 : null;
      return [r.person_id, { done, approved: Number(r.approved), score }];
    }),
  );
}

/** Per store, the people with a scored exam or a completed topic in the range, from raw rows. */
async function rawActive(start: string, end: string) {
  const { rows } = await db.query<{ store_id: number; n: unknown }>(
    `SELECT store_id, count(*) AS n FROM (
       SELECT store_id, person_id FROM exam_attempts
        WHERE brand_id = ${BRAND} AND score IS NOT NULL
          AND ended_at >= ${FROM} AND ended_at < ${TO}
       UNION
       SELECT store_id, person_id FROM course_progress
        WHERE brand_id = ${BRAND} AND completed_at >= ${FROM} AND completed_at < ${TO}
     ) x GROUP BY store_id`,
    bounds(start, end),
  );
  return new Map(rows.map((r) => [r.store_id, Number(r.n)]));
}

async function expectRankingsAsRaw(start: string, end: string) {
  const ctx = ctxFor(start, end);
  const exams = await rawExams(start, end);
  const users = await allUsers(ctx);
  expect(users.length, `${start}..${end}`).toBeGreaterThan(0);
  let active = 0;
  for (const u of users) {
    const want = exams.get(u.person_id) ?? { done: 0, approved: 0, score: null };
    if (want.done > 0) active++;
    expect(
      { exams: u.completed_exams, approved: u.approved_exams, score: u.score },
      `person ${u.person_id}, ${start}..${end}`,
    ).toEqual({ exams: want.done, approved: want.approved, score: want.score });
  }
  expect(active, `${start}..${end}`).toBeGreaterThan(0);
  const perStore = await rawActive(start, end);
  const managers = await managerRankingRows(ctx, {});
  expect(managers.length, `${start}..${end}`).toBeGreaterThan(0);
  for (const m of managers) {
    expect(m.active, `store ${m.store.id}, ${start}..${end}`).toBe(perStore.get(m.store.id) ?? 0);
  }
}

/** Ranges that cut months at both ends, one inside a month, one across three months. */
const RANGES = (): [string, string][] => {
  const midMonth = new Date();
  midMonth.setUTCDate(1);
  midMonth.setUTCMonth(midMonth.getUTCMonth() - 2);
  const m = midMonth.toISOString().slice(0, 7);
  const threeLater = new Date(midMonth);
  threeLater.setUTCMonth(threeLater.getUTCMonth() + 2);
  const m3 = threeLater.toISOString().slice(0, 7);
  return [
    [day(-30), day(-1)],
    [`${m}-09`, `${m}-17`],
    [`${m}-01`, `${m}-28`],
    [`${m}-20`, `${m3}-04`],
    [day(-90), day(-1)],
  ];
};

beforeAll(async () => {
  db = await openTestDb();
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('the ranking rollup (migration 036)', () => {
  it('equals the raw rows after the seed, set-based loads, updates and deletes', async () => {
    expect(await rollupMismatches()).toBe(0);
    // A 1,000-row load, as the ingestion does it.
    await db.query(
      `INSERT INTO exam_attempts (brand_id, person_id, exam_id, course_id, store_id, region_id,
                                  score, approved, attempt_number, started_at, ended_at)
       SELECT brand_id, person_id, exam_id, course_id, store_id, region_id, score, approved,
              attempt_number + 50, started_at + interval '3 days', ended_at + interval '3 days'
         FROM exam_attempts WHERE ended_at IS NOT NULL ORDER BY id LIMIT 1000`,
    );
    // Moved across month edges, rescored, unscored, placed in another store, removed.
    await db.query(
      `UPDATE exam_attempts SET ended_at = ended_at - interval '17 days',
                                started_at = started_at - interval '17 days'
        WHERE id IN (SELECT id FROM exam_attempts WHERE ended_at IS NOT NULL
                      ORDER BY id DESC LIMIT 300)`,
    );
    await db.query(
      `UPDATE exam_attempts SET score = CASE WHEN id % 3 = 0 THEN NULL ELSE 100 - score END
        WHERE id IN (SELECT id FROM exam_attempts WHERE score IS NOT NULL
                      ORDER BY id DESC OFFSET 300 LIMIT 300)`,
    );
    await db.query(
      `UPDATE exam_attempts a SET store_id = s.id
         FROM (SELECT id FROM organizations WHERE kind = 'store' AND brand_id = ${BRAND}
                ORDER BY id DESC LIMIT 1) s
        WHERE a.id IN (SELECT id FROM exam_attempts WHERE brand_id = ${BRAND}
                        ORDER BY id DESC OFFSET 600 LIMIT 100)`,
    );
    await db.query(
      `DELETE FROM exam_attempts WHERE id IN (SELECT id FROM exam_attempts
                                               ORDER BY id DESC OFFSET 700 LIMIT 200)`,
    );
    await db.query(
      `UPDATE course_progress SET completed_at = NULL
        WHERE (person_id, course_id) IN (SELECT person_id, course_id FROM course_progress
                                          WHERE completed_at IS NOT NULL
                                          ORDER BY completed_at DESC LIMIT 150)`,
    );
    await db.query(
      `UPDATE course_progress SET completed_at = completed_at + interval '2 days'
        WHERE (person_id, course_id) IN (SELECT person_id, course_id FROM course_progress
                                          WHERE completed_at IS NOT NULL
                                          ORDER BY completed_at DESC LIMIT 150)`,
    );
    await db.query(
      `DELETE FROM course_progress
        WHERE (person_id, course_id) IN (SELECT person_id, course_id FROM course_progress
                                          WHERE completed_at IS NOT NULL
                                          ORDER BY completed_at DESC OFFSET 150 LIMIT 100)`,
    );
    // A write that changes nothing the rollup keeps leaves it alone (a person moved).
    const before = await db.query('SELECT * FROM ranking_person_months ORDER BY 1, 2, 3, 4');
    await db.query(
      `UPDATE course_progress SET lessons_completed = lessons_completed + 1
        WHERE brand_id = ${BRAND} AND completed_at IS NOT NULL`,
    );
    const after = await db.query('SELECT * FROM ranking_person_months ORDER BY 1, 2, 3, 4');
    expect(after.rows).toEqual(before.rows);

    expect(await rollupMismatches()).toBe(0);
    // Removals left inexact bounds behind: the rankings below must read past them.
    const inexact = await db.query<{ n: unknown }>(
      'SELECT count(*) AS n FROM ranking_person_months WHERE NOT exact',
    );
    expect(Number(inexact.rows[0]?.n)).toBeGreaterThan(0);
  }, 120_000);

  it('gives the users and managers rankings of the raw rows over ranges that cut months', async () => {
    for (const [start, end] of RANGES()) await expectRankingsAsRaw(start, end);
  }, 240_000);

  it('shows a new attempt and a new topic at once', async () => {
    const ctx = ctxFor(day(-30), day(-1));
    const idle = (await allUsers(ctx)).filter(
      (u) => u.completed_exams === 0 && u.completed_topics === 0,
    );
    const [first, second] = idle;
    if (!first || !second) throw new Error('the seed has no idle people in the range');
    const activeAt = async () =>
      new Map((await managerRankingRows(ctx, {})).map((m) => [m.store.id, m.active]));
    const before = await activeAt();
    const at = `${day(-1)}T18:00:00Z`;
    const exam = await db.query<{ id: number; course_id: number }>(
      `SELECT id, course_id FROM exams WHERE brand_id = ${BRAND} ORDER BY id LIMIT 1`,
    );
    await db.query(
      `INSERT INTO exam_attempts (brand_id, person_id, exam_id, course_id, store_id, region_id,
                                  score, approved, started_at, ended_at)
       SELECT p.brand_id, p.id, $2, $3, p.store_id, p.region_id, 100, true, $4, $4
         FROM people p WHERE p.id = $1`,
      [first.person_id, exam.rows[0]?.id, exam.rows[0]?.course_id, at],
    );
    const course = await db.query<{ id: number }>(
      `SELECT c.id FROM courses c
        WHERE c.brand_id = ${BRAND}
          AND NOT EXISTS (SELECT 1 FROM course_progress cp
                           WHERE cp.person_id = $1 AND cp.course_id = c.id)
        ORDER BY c.id LIMIT 1`,
      [second.person_id],
    );
    await db.query(
      `INSERT INTO course_progress (person_id, course_id, brand_id, store_id, region_id,
                                    started_at, completed_at)
       SELECT p.id, $2, p.brand_id, p.store_id, p.region_id, $3, $3 FROM people p
        WHERE p.id = $1`,
      [second.person_id, course.rows[0]?.id, at],
    );
    const users = await allUsers(ctx);
    const one = users.find((u) => u.person_id === first.person_id);
    expect(one).toMatchObject({ completed_exams: 1, approved_exams: 1, score: 100 });
    expect(one?.rank).toBeLessThan(first.rank);
    const two = users.find((u) => u.person_id === second.person_id);
    expect(two?.medal).not.toBe('sleepy');
    const after = await activeAt();
    const gained = (store: number) => (after.get(store) ?? 0) - (before.get(store) ?? 0);
    if (first.store.id === second.store.id) expect(gained(first.store.id)).toBe(2);
    else {
      expect(gained(first.store.id)).toBe(1);
      expect(gained(second.store.id)).toBe(1);
    }
  }, 120_000);

  it.runIf(testEngine() === 'postgres')(
    'stays exact under concurrent loads, rescoring and deletes of the same people',
    async () => {
      const people = await db.query<{ id: number }>(
        `SELECT DISTINCT person_id AS id FROM exam_attempts WHERE brand_id = ${BRAND}
          ORDER BY 1 LIMIT 20`,
      );
      const ids = people.rows.map((r) => r.id);
      // Writers of the same rows in different orders may deadlock; PostgreSQL then rolls one
      // back, and it runs again, as the app's loads do (deadlock-retry.ts).
      const load = (k: number) =>
        retryOnDeadlock(() =>
          db.transaction((tx) =>
            tx.query(
              `INSERT INTO exam_attempts (brand_id, person_id, exam_id, course_id, store_id,
                                        region_id, score, approved, attempt_number, started_at,
                                        ended_at)
             SELECT a.brand_id, a.person_id, a.exam_id, a.course_id, a.store_id, a.region_id,
                    a.score, a.approved, a.attempt_number + 100 + $2,
                    now() - interval '2 days', now() - interval '2 days' + $2 * interval '1 minute'
               FROM exam_attempts a
              WHERE a.person_id = ANY($1::int[]) AND a.ended_at IS NOT NULL`,
              [ids, k],
            ),
          ),
        );
      const rescore = () =>
        retryOnDeadlock(() =>
          db.transaction((tx) =>
            tx.query(
              `UPDATE exam_attempts SET score = 50
                WHERE person_id = ANY($1::int[]) AND ended_at IS NOT NULL AND id % 2 = 0`,
              [ids],
            ),
          ),
        );
      const drop = () =>
        retryOnDeadlock(() =>
          db.transaction((tx) =>
            tx.query(
              `DELETE FROM exam_attempts
                WHERE person_id = ANY($1::int[]) AND ended_at IS NOT NULL AND id % 5 = 0`,
              [ids],
            ),
          ),
        );
      const burst = [1, 2, 3, 4, 5, 6].map((k) => load(k));
      burst.push(rescore(), drop(), load(7), rescore());
      await Promise.all(burst);
      expect(await rollupMismatches()).toBe(0);
      await expectRankingsAsRaw(day(-30), day(-1));
    },
    120_000,
  );
});
