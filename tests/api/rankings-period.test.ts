import { beforeAll, describe, expect, it } from 'vitest';
import {
  compareStanding,
  levelOf,
  managerResult,
  npsAsPoints,
  performance,
} from '../../openapi/rules/ranking';
import type { components } from '../../openapi/schema';
import { reportTestApp } from './fixtures/report-app';
import { BRAND, FIXTURE_DOMAINS, MARCH, MARCH_FROM, MARCH_TO } from './fixtures/report-fixture';

// Period rankings: what places a row comes from the range. Checked against the database itself
// (independent SQL over the fixture, plus a supervision and survey answers written here so the
// managers' supervision and satisfaction parts have something to count).

type UserPage = components['schemas']['UserRankingPage'];
type StorePage = components['schemas']['StoreRankingPage'];
type ManagerPage = components['schemas']['ManagerRankingPage'];
type TopicPage = components['schemas']['TopicSummaryPage'];

const app = reportTestApp();
const brand = FIXTURE_DOMAINS.brand;
/** A range before any of the fixture's data. */
const BEFORE = { start: '2020-01-01', end: '2020-01-31' };

const get = <T>(path: string, query: Record<string, unknown>) =>
  app.t.admin<T>('GET', path, { token: app.token, query });

const count = async (sql: string, params: unknown[]) =>
  Number((await app.t.db.query<{ n: unknown }>(sql, params)).rows[0]?.n ?? 0);

beforeAll(async () => {
  const db = app.t.db;
  await db.query(
    `UPDATE organizations SET supervision_module = true, satisfaction_module = true
      WHERE id = $1`,
    [BRAND],
  );
  const mod = await db.query<{ id: number }>(
    `INSERT INTO supervision_modules (brand_id, name) VALUES ($1, 'Limpieza') RETURNING id`,
    [BRAND],
  );
  // Tienda Parque (9002): one supervision in March, one before it (not counted).
  for (const [score, at] of [
    [88, '2026-03-10T15:00:00Z'],
    [20, '2026-02-10T15:00:00Z'],
  ] as const) {
    await db.query(
      `INSERT INTO supervisions (brand_id, store_id, region_id, module_id, name, supervisor_name,
                                 score, supervised_at)
       VALUES ($1, 9002, 901, $2, 'Visita', 'Sup', $3, $4)`,
      [BRAND, mod.rows[0]?.id, score, at],
    );
  }
  const survey = await db.query<{ id: number }>(
    `INSERT INTO surveys (brand_id, survey_number, name) VALUES ($1, 1, 'Visita')
     RETURNING id`,
    [BRAND],
  );
  // Tienda Centro (9001): a promoter and a detractor in March (NPS 0), a detractor in April.
  for (const [score, at] of [
    [10, '2026-03-05T15:00:00Z'],
    [3, '2026-03-06T15:00:00Z'],
    [0, '2026-04-06T15:00:00Z'],
  ] as const) {
    await db.query(
      `INSERT INTO survey_responses (brand_id, store_id, region_id, survey_id, nps_score,
                                     created_at)
       VALUES ($1, 9001, 901, $2, $3, $4)`,
      [BRAND, survey.rows[0]?.id, score, at],
    );
  }
});

describe('GET /admin/v2/rankings/users: a period ranking', () => {
  it('ranks nobody idle in the range above anybody active, and takes every figure from it', async () => {
    const r = await get<UserPage>('/admin/v2/rankings/users', {
      security_id: brand,
      ...MARCH,
      page_size: 50,
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.items.length).toBeGreaterThan(0);
    let idleWithEarlierProgress = 0;
    const rows = [];
    for (const row of r.body.items) {
      // What the database says this person did in the range, and before it.
      const exams = await count(
        `SELECT count(*) AS n FROM exam_attempts
          WHERE person_id = $1 AND score IS NOT NULL AND ended_at >= $2 AND ended_at < $3`,
        [row.person_id, MARCH_FROM, MARCH_TO],
      );
      const topics = await count(
        `SELECT count(*) AS n FROM course_progress
          WHERE person_id = $1 AND completed_at >= $2 AND completed_at < $3`,
        [row.person_id, MARCH_FROM, MARCH_TO],
      );
      const earlier = await count(
        `SELECT count(*) AS n FROM course_progress WHERE person_id = $1 AND completed_at < $2`,
        [row.person_id, MARCH_FROM],
      );
      const active = exams > 0 || topics > 0;
      if (!active && earlier > 0) idleWithEarlierProgress++;
      expect(row.completed_exams, `person ${row.person_id}`).toBe(exams);
      // Progress is the progress made in the range: none made, none shown.
      if (topics === 0) expect(row.progress, `person ${row.person_id}`).toBe(0);
      expect(row.completed_topics).toBeLessThanOrEqual(topics);
      expect(row.performance).toBe(performance(row.score, row.progress));
      expect(row.level).toBe(levelOf(row.performance));
      expect(row.medal === 'sleepy', `person ${row.person_id}`).toBe(!active);
      rows.push({ ...row, active });
    }
    // The fixture has someone who completed topics before March only: the case the rule is for.
    expect(idleWithEarlierProgress).toBeGreaterThan(0);
    for (const a of rows) {
      for (const b of rows) {
        if (a.active && !b.active) expect(a.rank).toBeLessThan(b.rank);
        const order = compareStanding(a, b);
        if (order < 0) expect(a.rank).toBeLessThan(b.rank);
        if (order === 0) expect(a.rank).toBe(b.rank);
      }
    }
    // The export lists the same rows in the same order.
    const csv = await app.t.admin<string>('GET', '/admin/v2/rankings/users/export', {
      token: app.token,
      query: { security_id: brand, ...MARCH },
    });
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .slice(1);
    expect(lines.map((l) => l.split(',').slice(0, 2).join(','))).toEqual(
      r.body.items.map((i) => `${i.rank},${i.name}`),
    );
  });
});

describe('GET /admin/v2/rankings/managers: by what they are responsible for', () => {
  it("ranks managers by their store's training, supervision and satisfaction in the range", async () => {
    const r = await get<ManagerPage>('/admin/v2/rankings/managers', {
      security_id: brand,
      ...MARCH,
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.modules).toEqual({ supervision: true, satisfaction: true });
    expect(r.body.items.length).toBeGreaterThan(0);
    const stores = new Set<number>();
    for (const row of r.body.items) {
      const s = row.store.id;
      stores.add(s);
      const range = [s, MARCH_FROM, MARCH_TO];
      const active = await count(
        `SELECT count(*) AS n FROM (
           SELECT person_id FROM exam_attempts
            WHERE store_id = $1 AND score IS NOT NULL AND ended_at >= $2 AND ended_at < $3
           UNION
           SELECT person_id FROM course_progress
            WHERE store_id = $1 AND completed_at >= $2 AND completed_at < $3) x`,
        range,
      );
      const exam = (
        await app.t.db.query<{ v: unknown }>(
          `SELECT round(avg(score), 1) AS v FROM exam_attempts
            WHERE store_id = $1 AND score IS NOT NULL AND ended_at >= $2 AND ended_at < $3`,
          range,
        )
      ).rows[0]?.v;
      const sup = (
        await app.t.db.query<{ v: unknown; n: unknown }>(
          `SELECT round(avg(score), 1) AS v, count(*) AS n FROM supervisions
            WHERE store_id = $1 AND supervised_at >= $2 AND supervised_at < $3`,
          range,
        )
      ).rows[0];
      const sat = (
        await app.t.db.query<{ n: unknown; p: unknown; d: unknown }>(
          `SELECT count(*) AS n, count(*) FILTER (WHERE nps_score >= 9) AS p,
                  count(*) FILTER (WHERE nps_score <= 6) AS d FROM survey_responses
            WHERE store_id = $1 AND created_at >= $2 AND created_at < $3`,
          range,
        )
      ).rows[0];
      const n = Number(sat?.n ?? 0);
      const nps = n > 0 ? Math.round((1000 * (Number(sat?.p) - Number(sat?.d))) / n) / 10 : null;
      const supervision = sup?.v === null || sup?.v === undefined ? null : Number(sup.v);
      expect(row.active).toBe(active);
      expect(row.score).toBe(exam === null || exam === undefined ? null : Number(exam));
      expect(row.supervisions).toBe(Number(sup?.n ?? 0));
      expect(row.supervision_score).toBe(supervision);
      expect(row.responses).toBe(n);
      expect(row.nps).toBe(nps);
      const training = active > 0 ? performance(row.score, row.progress) : null;
      expect(row.training).toBe(training);
      expect(row.result).toBe(
        managerResult({
          training,
          supervision,
          satisfaction: nps === null ? null : npsAsPoints(nps),
        }),
      );
    }
    // The fixture's managers are in two stores, with different results: not one store's row.
    expect(stores.size).toBeGreaterThan(1);
    const standing = (i: (typeof r.body.items)[number]) => ({
      active: i.result !== null,
      performance: i.result ?? 0,
    });
    for (const a of r.body.items) {
      for (const b of r.body.items) {
        const order = compareStanding(standing(a), standing(b));
        if (order < 0) expect(a.rank).toBeLessThan(b.rank);
        if (order === 0) expect(a.rank).toBe(b.rank);
      }
    }
    expect(r.body.items.map((i) => i.rank)).toEqual(
      [...r.body.items.map((i) => i.rank)].sort((a, b) => a - b),
    );
    // The export lists the same managers in the same order, with the result.
    const csv = await app.t.admin<string>('GET', '/admin/v2/rankings/managers/export', {
      token: app.token,
      query: { security_id: brand, ...MARCH },
    });
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]?.split(',').slice(0, 7)).toEqual([
      'rank',
      'name',
      'email',
      'phone',
      'store',
      'region',
      'result',
    ]);
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(r.body.items.map((i) => i.name));
  });
});

describe('a range with no activity: no ranking and no summary', () => {
  it.each([
    ['users', '/admin/v2/rankings/users'],
    ['managers', '/admin/v2/rankings/managers'],
    ['stores', '/admin/v2/rankings/stores'],
    ['topic summary', '/admin/v2/training/topic-summary'],
  ])('%s: no rows, total 0', async (_, path) => {
    const r = await get<UserPage | StorePage | ManagerPage | TopicPage>(path, {
      security_id: brand,
      ...BEFORE,
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.items).toEqual([]);
    expect(r.body.total).toBe(0);
    // The same filter over March has rows: the empty answer is the range's, not the scope's.
    const march = await get<UserPage | StorePage | ManagerPage | TopicPage>(path, {
      security_id: brand,
      ...MARCH,
    });
    expect(march.body.items.length).toBeGreaterThan(0);
  });

  it.each([
    ['users', '/admin/v2/rankings/users/export'],
    ['managers', '/admin/v2/rankings/managers/export'],
    ['stores', '/admin/v2/rankings/stores/export'],
  ])('the %s export is its header alone', async (_, path) => {
    const r = await app.t.admin<string>('GET', path, {
      token: app.token,
      query: { security_id: brand, ...BEFORE },
    });
    expect(r.status).toBe(200);
    expect(
      r.text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    ).toHaveLength(1);
  });
});
