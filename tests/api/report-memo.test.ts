import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { examsPanel } from '../../server/dashboard/exams-panel';
import { keyMetrics } from '../../server/dashboard/key-metrics';
import { progressPanel } from '../../server/dashboard/progress-panel';
import { usageSeries } from '../../server/dashboard/usage';
import type { Scope } from '../../server/platform/auth/scope';
import type { Db } from '../../server/platform/db/db';
import { type DataDomain, DOMAIN_VERSIONS } from '../../server/platform/reports/data-domains';
import { reportRange } from '../../server/platform/reports/range';
import type { ReportContext } from '../../server/platform/reports/report-context';
import { managerRankingPage, storeRankingPage } from '../../server/rankings/store-ranking';
import { userRankingPage } from '../../server/rankings/user-ranking';
import { satisfactionBreakdown } from '../../server/satisfaction/satisfaction-breakdown';
import { satisfactionNps } from '../../server/satisfaction/satisfaction-nps';
import { satisfactionWords } from '../../server/satisfaction/satisfaction-words';
import { supervisionGlobalScore } from '../../server/supervision/supervision-score';
import { supervisionPage } from '../../server/supervision/supervisions';
import { topicSummaryPage } from '../../server/training/reports/topic-summary';
import { trainingReportPage } from '../../server/training/reports/training-reports';
import { indicatorsPage, overduePage } from '../../server/training/targets/performance-indicators';
import { reportTestApp } from './fixtures/report-app';
import { BRAND, FIXTURE_DOMAINS, MARCH, PEOPLE } from './fixtures/report-fixture';

// The report cache: the dashboard's key metrics and usage graph and the users, managers and
// stores rankings keep whole answers while their brand's versions of the data they read
// (migrations 022, 023 and 039) stand still: served again without a write, invalidated by any
// committed write to what they read, never by a write that rolled back, touched another brand
// or only another domain (guests' answers under a training report).

type UserPage = components['schemas']['UserRankingPage'];
type StorePage = components['schemas']['StoreRankingPage'];
type ManagerPage = components['schemas']['ManagerRankingPage'];
type Usage = components['schemas']['UsageSeries'];
type KeyMetrics = components['schemas']['KeyMetrics'];

const app = reportTestApp();
const ranking = (query: Record<string, unknown> = {}) =>
  app.t.admin<UserPage>('GET', '/admin/v2/rankings/users', {
    token: app.token,
    query: { security_id: FIXTURE_DOMAINS.brand, ...MARCH, page_size: 50, ...query },
  });
const usage = () =>
  app.t.admin<Usage>('GET', '/admin/v2/dashboard/usage', {
    token: app.token,
    query: { security_id: FIXTURE_DOMAINS.brand, ...MARCH, group: 'day' },
  });
const metrics = () =>
  app.t.admin<KeyMetrics>('GET', '/admin/v2/dashboard/key-metrics', {
    token: app.token,
    query: { security_id: FIXTURE_DOMAINS.brand, ...MARCH },
  });
const counts = () => ({ hits: app.t.memo.hits, misses: app.t.memo.misses });
const person = PEOPLE[0]?.id ?? 0;
const lineCount = (text: string | undefined) => text?.trim().split('\n').length ?? 0;

/**
 * Runs `calls` while the answer they ask for is still being made. PGlite answers statements in
 * the order asked, so calls sent together always meet there; on PostgreSQL the first could be
 * made before the last one asks, so the courses it reads are locked until the other two have
 * joined it (two hits), or a few seconds have passed (then the counts tell).
 */
async function whileMade<T>(calls: () => Promise<T>): Promise<T> {
  if (app.t.db.engine !== 'postgres') return calls();
  const joined = app.t.memo.hits + 2;
  let locked = () => {};
  let release = () => {};
  const isLocked = new Promise<void>((r) => {
    locked = r;
  });
  const released = new Promise<void>((r) => {
    release = r;
  });
  const held = app.t.db.transaction(async (tx) => {
    await tx.query('LOCK TABLE courses IN ACCESS EXCLUSIVE MODE');
    locked();
    await released;
  });
  await isLocked;
  // Sent outside the lock's transaction, as any client's calls are.
  const result = calls();
  // Ends as soon as the others have joined; the bound only stops a broken coalescing from
  // hanging the file. The calls reach the cache only after their session and scope reads, which
  // on a loaded machine reading from the replica can take seconds.
  const until = Date.now() + 20_000;
  while (app.t.memo.hits < joined && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 10));
  }
  release();
  await held;
  return result;
}

describe('report cache: answers kept while the brand is unchanged', () => {
  it('serves a repeated call again, and makes it again after a write', async () => {
    const first = await ranking();
    expect(first.status, first.text).toBe(200);
    const before = counts();
    const again = await ranking();
    expect(again.body).toEqual(first.body);
    expect(counts()).toEqual({ hits: before.hits + 1, misses: before.misses });

    // A rename is a write to people: the next answer shows it.
    await app.t.db.query(`UPDATE people SET first_name = 'Renombrada' WHERE id = $1`, [person]);
    const renamed = await ranking();
    expect(counts().misses).toBe(before.misses + 1);
    const row = renamed.body.items.find((r) => r.person_id === person);
    expect(row?.name).toMatch(/^Renombrada /);
  });

  it('an attempt written in the range moves the usage graph by exactly itself', async () => {
    const first = await usage();
    expect(first.status, first.text).toBe(200);
    await usage();
    const day = first.body.buckets.find((b) => b.key === '2026-03-15');
    await app.t.db.query(
      `INSERT INTO exam_attempts (id, brand_id, person_id, exam_id, course_id, store_id,
                                  region_id, score, approved, started_at, ended_at)
       SELECT 9999001, brand_id, id, 9101, 9101, store_id, region_id, 70, true,
              '2026-03-15T18:00:00Z', '2026-03-15T18:10:00Z'
         FROM people WHERE id = $1`,
      [person],
    );
    const after = await usage();
    expect(after.body.total_sessions).toBe(first.body.total_sessions + 1);
    expect(after.body.buckets.find((b) => b.key === '2026-03-15')?.sessions).toBe(
      (day?.sessions ?? 0) + 1,
    );
    await app.t.db.query('DELETE FROM exam_attempts WHERE id = 9999001');
    expect((await usage()).body).toEqual(first.body);
  });

  it('a write that rolled back, or one to another brand, keeps the answer', async () => {
    await ranking();
    const before = counts();
    await app.t.db
      .transaction(async (tx) => {
        await tx.query(`UPDATE people SET first_name = 'Nadie' WHERE id = $1`, [person]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await app.t.db.query(
      `UPDATE people SET first_name = first_name WHERE id = (
         SELECT min(id) FROM people WHERE brand_id <> $1)`,
      [BRAND],
    );
    await ranking();
    expect(counts()).toEqual({ hits: before.hits + 1, misses: before.misses });
  });

  it('calls that miss together share one answer', async () => {
    await app.t.db.query(`UPDATE people SET first_name = first_name WHERE id = $1`, [person]);
    const before = counts();
    const answers = await Promise.all([ranking(), ranking(), ranking(), ranking()]);
    for (const a of answers) expect(a.body).toEqual(answers[0]?.body);
    expect(counts()).toEqual({ hits: before.hits + 3, misses: before.misses + 1 });
  });

  it('keeps the managers and stores rankings, and a region rename shows at once', async () => {
    const query = { security_id: FIXTURE_DOMAINS.brand, ...MARCH, page_size: 50 };
    const stores = () =>
      app.t.admin<StorePage>('GET', '/admin/v2/rankings/stores', { token: app.token, query });
    const managers = () =>
      app.t.admin<ManagerPage>('GET', '/admin/v2/rankings/managers', { token: app.token, query });
    const first = [await stores(), await managers()];
    for (const r of first) expect(r.status, r.text).toBe(200);
    expect(first[0]?.body.items.length).toBeGreaterThan(0);
    expect(first[1]?.body.items.length).toBeGreaterThan(0);
    const before = counts();
    expect((await stores()).body).toEqual(first[0]?.body);
    expect((await managers()).body).toEqual(first[1]?.body);
    expect(counts()).toEqual({ hits: before.hits + 2, misses: before.misses });

    const { rows } = await app.t.db.query<{ name: string }>(
      'SELECT name FROM regions WHERE id = 901',
    );
    await app.t.db.query(`UPDATE regions SET name = 'Norte Renombrada' WHERE id = 901`);
    try {
      const renamed = [(await stores()).body.items, (await managers()).body.items];
      expect(counts().misses).toBe(before.misses + 2);
      for (const items of renamed) {
        expect(items.some((i) => i.region?.id === 901)).toBe(true);
        for (const i of items.filter((i) => i.region?.id === 901)) {
          expect(i.region?.name).toBe('Norte Renombrada');
        }
      }
    } finally {
      await app.t.db.query('UPDATE regions SET name = $1 WHERE id = 901', [rows[0]?.name]);
    }
  });

  it('the managers and stores exports share rows made meanwhile, and keep none', async () => {
    const query = { security_id: FIXTURE_DOMAINS.brand, ...MARCH };
    for (const kind of ['managers', 'stores']) {
      const download = () =>
        app.t.admin<string>('GET', `/admin/v2/rankings/${kind}/export`, {
          token: app.token,
          query,
        });
      const before = counts();
      const together = await whileMade(() => Promise.all([download(), download(), download()]));
      for (const r of together) {
        expect(r.status, r.text).toBe(200);
        expect(r.text).toBe(together[0]?.text);
      }
      expect(lineCount(together[0]?.text)).toBeGreaterThan(1);
      expect(counts(), kind).toEqual({ hits: before.hits + 2, misses: before.misses + 1 });
      // Computed again afterwards: coalesced, not cached.
      expect((await download()).text).toBe(together[0]?.text);
      expect(counts(), kind).toEqual({ hits: before.hits + 2, misses: before.misses + 2 });
    }
  });

  it("guests' answers leave the training reports kept and move the store rankings", async () => {
    const query = { security_id: FIXTURE_DOMAINS.brand, ...MARCH, page_size: 50 };
    const stores = () =>
      app.t.admin<StorePage>('GET', '/admin/v2/rankings/stores', { token: app.token, query });
    const all = async () => {
      const replies = [await metrics(), await usage(), await ranking(), await stores()];
      for (const r of replies) expect(r.status, r.text).toBe(200);
      return replies.map((r) => r.body);
    };
    const first = await all();
    const before = counts();
    expect(await all()).toEqual(first);
    expect(counts()).toEqual({ hits: before.hits + 4, misses: before.misses });

    await app.t.db.query(
      `INSERT INTO surveys (id, brand_id, survey_number, name) VALUES (9990, $1, 9990, 'Memo')`,
      [BRAND],
    );
    await app.t.db.query(
      `INSERT INTO survey_responses (id, brand_id, store_id, region_id, survey_id, nps_score,
                                     comment, created_at)
       VALUES (9990001, $1, 9001, 901, 9990, 9, 'Muy bien', '2026-03-15T18:00:00Z')`,
      [BRAND],
    );
    try {
      const after = await all();
      // The key metrics, usage graph and users ranking served again; the stores ranking (which
      // reads guests' answers) made again.
      expect(counts()).toEqual({ hits: before.hits + 7, misses: before.misses + 1 });
      expect(after.slice(0, 3)).toEqual(first.slice(0, 3));

      // A lesson is a training write: the key metrics count it at once.
      await app.t.db.query(
        `INSERT INTO lessons (id, brand_id, course_id, title) VALUES (9990, $1, 9101, 'Nueva')`,
        [BRAND],
      );
      const counted = await metrics();
      expect(counts().misses).toBe(before.misses + 2);
      const lessons = (first[0] as KeyMetrics).microlessons.value;
      expect(counted.body.microlessons.value).toBe((lessons ?? 0) + 1);
    } finally {
      await app.t.db.query('DELETE FROM lessons WHERE id = 9990');
      await app.t.db.query('DELETE FROM survey_responses WHERE id = 9990001');
      await app.t.db.query('DELETE FROM surveys WHERE id = 9990');
    }
  });

  it('keeps the training targets of a range that is over, and a changed target shows at once', async () => {
    const indicators = () =>
      app.t.admin<{ items: { course: { id: number }; target: number }[] }>(
        'GET',
        '/admin/v2/training/performance-indicators',
        { token: app.token, query: { security_id: FIXTURE_DOMAINS.brand, ...MARCH } },
      );
    await app.t.db.query(
      `INSERT INTO course_targets (course_id, position_id, brand_id, target, due_days)
       VALUES (9101, 90002, $1, 80, 30)`,
      [BRAND],
    );
    try {
      const first = await indicators();
      expect(first.status, first.text).toBe(200);
      expect(first.body.items.find((i) => i.course.id === 9101)?.target).toBe(80);
      const before = counts();
      expect((await indicators()).body).toEqual(first.body);
      expect(counts()).toEqual({ hits: before.hits + 1, misses: before.misses });
      // Only course_targets changes: its own trigger (migration 040) must drop the answer.
      await app.t.db.query('UPDATE course_targets SET target = 95 WHERE course_id = 9101');
      const changed = await indicators();
      expect(counts().misses).toBe(before.misses + 1);
      expect(changed.body.items.find((i) => i.course.id === 9101)?.target).toBe(95);
    } finally {
      await app.t.db.query('DELETE FROM course_targets WHERE course_id = 9101');
    }
  });

  it('keeps the training reports, and a renamed exam shows at once', async () => {
    type Reports = { items: { exam: { id: number; name: string } }[] };
    const reports = () =>
      app.t.admin<Reports>('GET', '/admin/v2/training/reports', {
        token: app.token,
        query: { security_id: FIXTURE_DOMAINS.brand, ...MARCH, sort: 'name', page_size: 50 },
      });
    const { rows } = await app.t.db.query<{ id: number; title: string }>(
      'SELECT id, title FROM exams WHERE id = 9101',
    );
    const exam = rows[0];
    if (!exam) throw new Error('the fixture has no exam 9101');
    try {
      const first = await reports();
      expect(first.status, first.text).toBe(200);
      expect(first.body.items.some((i) => i.exam.id === exam.id)).toBe(true);
      const before = counts();
      expect((await reports()).body).toEqual(first.body);
      expect(counts()).toEqual({ hits: before.hits + 1, misses: before.misses });
      // Only exams changes: its own trigger (migration 045) must drop the answer.
      await app.t.db.query(`UPDATE exams SET title = 'Renombrado' WHERE id = $1`, [exam.id]);
      const renamed = await reports();
      expect(counts().misses).toBe(before.misses + 1);
      const names = renamed.body.items.filter((i) => i.exam.id === exam.id).map((i) => i.exam.name);
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names)).toEqual(new Set(['Renombrado']));
    } finally {
      await app.t.db.query('UPDATE exams SET title = $2 WHERE id = $1', [exam.id, exam.title]);
    }
  });

  it('never keeps an answer measured to the instant (time in product)', async () => {
    const before = counts();
    await ranking({ time_in_product: 'lt1' });
    await ranking({ time_in_product: 'lt1' });
    expect(counts()).toEqual(before);
  });

  it('every table the kept reports read moves a version of a domain they read', async () => {
    // The statements the cached reports run (every sort, a topic filter, both scope shapes), their
    // tables read off the SQL text and compared with the tables whose triggers move the versions
    // of the domains each report is filed under (training for the dashboard, the users ranking,
    // the topic summary, the training reports and the training targets; visits for the
    // supervision global score, the NPS and the word cloud; both for the managers and stores
    // rankings, the supervision list and the NPS breakdown).
    const seen: Record<'training' | 'visits' | 'both', string[]> = {
      training: [],
      visits: [],
      both: [],
    };
    let reading: keyof typeof seen = 'training';
    const db = new Proxy(app.t.db, {
      get(target, prop, receiver) {
        if (prop === 'query') {
          return (sql: string, params?: readonly unknown[]) => {
            seen[reading].push(sql);
            return target.query(sql, params);
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    }) as Db;
    for (const filter of [
      { level: 'brand', brandId: BRAND, regionId: null, storeId: null },
      { level: 'store', brandId: BRAND, regionId: 901, storeId: 9001 },
    ] as const) {
      const ctx = {
        db,
        scope: { role: 'admin', filter } as unknown as Scope,
        range: reportRange(MARCH.start, MARCH.end),
        timeZone: 'America/Mexico_City',
        now: new Date(),
      } as ReportContext;
      reading = 'training';
      await keyMetrics(ctx);
      for (const group of ['hour', 'day', 'month'] as const) await usageSeries(ctx, group);
      for (const sort of ['rank', 'name', '-score', 'progress'] as const) {
        await userRankingPage(ctx, { sort }, 1, 10);
        await userRankingPage(ctx, { sort, course_id: 9101, search: 'a' }, 1, 10);
      }
      await progressPanel(ctx);
      await examsPanel(ctx);
      await topicSummaryPage(ctx, {}, 1, 10);
      await topicSummaryPage(ctx, { search: 'a' }, 1, 10);
      for (const sort of ['-started_at', 'name', 'course', 'score'] as const) {
        await trainingReportPage(ctx, { sort }, 1, 10);
        await trainingReportPage(ctx, { sort, search: 'a', course_id: 9101 }, 1, 10);
        // A deep page: the store's and the brand's plans differ past the first pages.
        await trainingReportPage(ctx, { sort }, 40, 10);
      }
      await indicatorsPage(ctx, {}, 1, 10);
      await overduePage(ctx, {}, 1, 10);
      await overduePage(ctx, { search: 'a' }, 1, 10);
      reading = 'visits';
      await supervisionGlobalScore(ctx);
      await satisfactionWords(ctx, {});
      await satisfactionNps(ctx, {});
      await satisfactionNps(ctx, { survey_id: 1 });
      reading = 'both';
      await satisfactionBreakdown(ctx, {});
      await satisfactionBreakdown(ctx, { by: 'region' });
      await supervisionPage(ctx, {}, 1, 10);
      await supervisionPage(ctx, { search: 'a' }, 1, 10);
      for (const sort of ['top', 'least_completed', 'best_growth'] as const) {
        await storeRankingPage(ctx, { sort }, 1, 10);
        await storeRankingPage(ctx, { sort, search: 'a' }, 1, 10);
      }
      await managerRankingPage(ctx, {}, 1, 10);
      await managerRankingPage(ctx, { search: 'a' }, 1, 10);
    }
    const { rows: tables } = await app.t.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const readBy = (sqls: string[]) => {
      const named = new Set(
        sqls.flatMap((sql) => [...sql.matchAll(/\b(?:FROM|JOIN)\s+([a-z_]+)/gi)].map((m) => m[1])),
      );
      return tables.map((t) => t.name).filter((t) => named.has(t));
    };
    const training = readBy(seen.training);
    const visits = readBy(seen.visits);
    const both = readBy(seen.both);
    expect(training).toContain('exam_attempts');
    expect(training).toContain('people');
    expect(training).toContain('lessons');
    expect(training).toContain('course_targets');
    expect(visits).toContain('supervision_checklists');
    expect(visits).toContain('survey_response_terms');
    expect(both).toContain('regions');
    expect(both).toContain('survey_responses');
    expect(both).toContain('supervision_modules');
    const { rows: bumps } = await app.t.db.query<{ name: string; bump: string }>(
      `SELECT DISTINCT c.relname AS name, p.proname AS bump
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
        WHERE t.tgname LIKE '%\\_version\\_insert' AND NOT t.tgisinternal`,
    );
    const trackedBy = (domains: DataDomain[]) =>
      new Set(
        bumps
          .filter((b) => domains.some((d) => DOMAIN_VERSIONS[d].bump === b.bump))
          .map((b) => b.name),
      );
    // Every version trigger calls one of the domains' bump functions.
    expect(bumps.filter((b) => !trackedBy(['training', 'visits']).has(b.name))).toEqual([]);
    expect(trackedBy(['visits'])).toEqual(
      new Set([
        'supervisions',
        'survey_responses',
        'supervision_modules',
        'supervision_checklists',
      ]),
    );
    // Derived tables written only by the triggers of a tracked table, in the same statement:
    // that table's own triggers move the version (bumping it again per derived row would cost a
    // bulk import one upsert per person).
    const derived: Record<string, string> = {
      people_counts: 'people (migration 018)',
      exam_store_days: 'exam_attempts (migration 007)',
      progress_months: 'course_progress (migration 010)',
      progress_totals: 'course_progress (migration 019, from progress_months)',
      ranking_person_months: 'exam_attempts and course_progress (migration 036)',
      exam_attempt_days: 'exam_attempts (migration 007)',
    };
    // The same for the guests' answers: their comment terms and the terms' day and month rollups.
    const derivedVisits: Record<string, string> = {
      survey_response_terms: 'survey_responses (migrations 012 and 037)',
      survey_term_days: 'survey_responses (migration 012, from its terms)',
      survey_term_months: 'survey_responses (migration 012, from its terms)',
    };
    const untracked = (read: string[], tracked: Set<string>, known: Record<string, string>) =>
      read.filter((t) => !tracked.has(t) && !(t in known));
    expect(untracked(training, trackedBy(['training']), derived)).toEqual([]);
    expect(untracked(visits, trackedBy(['visits']), derivedVisits)).toEqual([]);
    expect(
      untracked(both, trackedBy(['training', 'visits']), { ...derived, ...derivedVisits }),
    ).toEqual([]);
    for (const [table, source] of Object.entries(derived)) {
      const from = source.split(' ')[0] ?? '';
      expect(trackedBy(['training']).has(from), `${table} ← ${source}`).toBe(true);
    }
    for (const [table, source] of Object.entries(derivedVisits)) {
      const from = source.split(' ')[0] ?? '';
      expect(trackedBy(['visits']).has(from), `${table} ← ${source}`).toBe(true);
    }
  });
});
