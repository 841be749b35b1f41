import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import {
  CLAIM_EXPIRES_MS,
  failExpiredClaims,
  renewClaims,
} from '../../server/training/reports/export-claims';
import { reportTestApp } from './fixtures/report-app';
import { inReach, pct, type Reach, registered, round1 } from './fixtures/report-expect';
import {
  ATTEMPTS,
  COURSES,
  FIXTURE_DOMAINS,
  FIXTURE_LEVELS,
  FIXTURE_NOW,
  MARCH,
  MARCH_FROM,
  MARCH_TO,
  PEOPLE,
  PROGRESS,
} from './fixtures/report-fixture';
import { AWARDS, PRACTICALS, QUESTIONS, writeTrainingFixture } from './fixtures/training-fixture';

// The training pages on the hand-written brand: each figure against the definitions of
// admin.yaml applied to the fixture arrays in plain TypeScript, per scope level.

type ReportPage = components['schemas']['TrainingReportPage'];
type Detail = components['schemas']['ReportDetail'];
type SummaryPage = components['schemas']['TopicSummaryPage'];
type PracticalPage = components['schemas']['PracticalExamPage'];
type Queued = components['schemas']['TimeExportState'];
type ErrorBody = components['schemas']['ErrorBody'];

const app = reportTestApp();
beforeAll(async () => {
  await writeTrainingFixture(app.t.db);
});

const get = <T>(path: string, query: Record<string, unknown>) =>
  app.t.admin<T>('GET', path, { token: app.token, query });

const personOf = (id: number) => PEOPLE.find((p) => p.id === id);
const mean1 = (xs: number[]) =>
  xs.length === 0 ? null : round1(xs.reduce((s, x) => s + x, 0) / xs.length);

/** Attempts that started in March, in the reach, newest first (ties by id). */
function expectedAttempts(r: Reach) {
  return ATTEMPTS.filter(
    (a) => a.started >= MARCH_FROM && a.started < MARCH_TO && inReach(a.store, r),
  ).sort((x, y) => y.started.getTime() - x.started.getTime() || x.id - y.id);
}

function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((l) => l !== '')
    .map((l) => l.split(','));
}

describe('GET /admin/v2/training/reports', () => {
  it.each(FIXTURE_LEVELS)('%s admin: every attempt started in the range', async (_, id, reach) => {
    const r = await get<ReportPage>('/admin/v2/training/reports', {
      security_id: id,
      ...MARCH,
      page_size: 50,
    });
    expect(r.status, r.text).toBe(200);
    const want = expectedAttempts(reach);
    expect(r.body.total).toBe(want.length);
    expect(r.body.items.map((i) => i.attempt_id)).toEqual(want.map((a) => a.id));
    for (const [i, row] of r.body.items.entries()) {
      const a = want[i];
      if (!a) throw new Error('more rows than expected');
      const award = AWARDS.find((w) => w.person === a.person && w.course === a.course);
      expect({
        course: row.course.id,
        person: row.person.id,
        store: row.store.id,
        score: row.score,
        approved: row.approved,
        ended: row.ended_at,
        duration: row.duration_seconds,
        badge: row.badge,
      }).toEqual({
        course: a.course,
        person: a.person,
        store: a.store,
        score: a.score,
        approved: a.approved,
        ended: a.ended?.toISOString() ?? null,
        duration: a.ended ? Math.round((a.ended.getTime() - a.started.getTime()) / 1000) : null,
        badge: a.approved && award ? award.title : null,
      });
    }
  });

  it('filters by topic, role and user, and pages', async () => {
    const base = { security_id: FIXTURE_DOMAINS.brand, ...MARCH };
    const byCourse = await get<ReportPage>('/admin/v2/training/reports', {
      ...base,
      course_id: 9102,
    });
    expect(byCourse.body.items.map((i) => i.attempt_id)).toEqual(
      expectedAttempts({})
        .filter((a) => a.course === 9102)
        .map((a) => a.id),
    );
    const byRole = await get<ReportPage>('/admin/v2/training/reports', {
      ...base,
      position_id: 90002,
    });
    expect(byRole.body.total).toBe(
      expectedAttempts({}).filter((a) => personOf(a.person)?.position === 90002).length,
    );
    const byUser = await get<ReportPage>('/admin/v2/training/reports', { ...base, search: 'dora' });
    expect(new Set(byUser.body.items.map((i) => i.person.id))).toEqual(new Set([90104]));
    const page2 = await get<ReportPage>('/admin/v2/training/reports', {
      ...base,
      page: 2,
      page_size: 5,
    });
    expect(page2.body.items.map((i) => i.attempt_id)).toEqual(
      expectedAttempts({})
        .slice(5, 10)
        .map((a) => a.id),
    );
    const byScore = await get<ReportPage>('/admin/v2/training/reports', {
      ...base,
      sort: '-score',
    });
    const scores = byScore.body.items.map((i) => i.score ?? -1);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('exports the same rows in the same order', async () => {
    const r = await app.t.admin<string>('GET', '/admin/v2/training/reports/export', {
      token: app.token,
      query: { security_id: FIXTURE_DOMAINS.region, ...MARCH },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/csv');
    const [header, ...rows] = parseCsv(r.text);
    expect(header?.[0]).toBe('course');
    const want = expectedAttempts({ region: 901 });
    expect(rows.map((row) => row[8])).toEqual(want.map((a) => a.started.toISOString()));
  });

  // The export reads attempts in order of start one way (looked up row by row as they stream)
  // and in any other order another (joined, then sorted): each against the list of the filter.
  it.each(['-started_at', 'started_at', 'name', '-score'] as const)(
    'exports the list sorted by %s, badges and people included',
    async (sort) => {
      const query = { security_id: FIXTURE_DOMAINS.brand, ...MARCH, sort };
      const list = await get<ReportPage>('/admin/v2/training/reports', {
        ...query,
        page_size: 100,
      });
      expect(list.body.total).toBe(expectedAttempts({}).length);
      expect(list.body.items.some((i) => i.badge !== null)).toBe(true);
      const r = await app.t.admin<string>('GET', '/admin/v2/training/reports/export', {
        token: app.token,
        query,
      });
      expect(r.status).toBe(200);
      const [, ...rows] = parseCsv(r.text);
      expect(
        rows.map((row) => [row[0], row[2], row[5], row[6], row[8], row[11], row[13], row[14]]),
      ).toEqual(
        list.body.items.map((i) => [
          i.course.name,
          i.person.name,
          i.position?.name ?? '',
          i.store.name,
          i.started_at,
          i.score === null ? '' : String(i.score),
          String(i.approved),
          i.badge ?? '',
        ]),
      );
    },
  );

  it('refuses a reversed range with the field', async () => {
    const r = await get<ErrorBody>('/admin/v2/training/reports', {
      security_id: FIXTURE_DOMAINS.brand,
      start: '2026-03-31',
      end: '2026-03-01',
    });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('end');
  });
});

describe('GET /admin/v2/reports/details/training/{examId}', () => {
  it('lists every question of the exam with the answers given', async () => {
    const r = await get<Detail>('/admin/v2/reports/details/training/9000002', {
      security_id: FIXTURE_DOMAINS.store,
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.person.id).toBe(90102);
    expect(r.body.score).toBe(85);
    expect(r.body.answers.map((a) => [a.question_id, a.result, a.points, a.max_points])).toEqual([
      [91011, 'correct', 2, 2],
      [91012, 'partial', 2, 4],
      [91013, 'unknown', 0, 1],
    ]);
    expect(r.body.answers[0]?.options).toEqual(QUESTIONS[0].options);
    expect(r.body.answers[2]?.answer).toBeNull();
  });

  it('403 outside the scope, 404 when it does not exist, 400 on a bad id', async () => {
    const other = await get<ErrorBody>('/admin/v2/reports/details/training/9000004', {
      security_id: FIXTURE_DOMAINS.store,
    });
    expect(other.status).toBe(403);
    const missing = await get<ErrorBody>('/admin/v2/reports/details/training/123456789', {
      security_id: FIXTURE_DOMAINS.brand,
    });
    expect(missing.status).toBe(404);
    const bad = await get<ErrorBody>('/admin/v2/reports/details/training/abc', {
      security_id: FIXTURE_DOMAINS.brand,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('examId');
  });
});

/** Whether a course saw activity in March within a reach: an exam ended, a topic started or done. */
function activeInMarch(courseId: number, r: Reach): boolean {
  const course = COURSES.find((c) => c.id === courseId);
  if (!course) throw new Error('no course');
  const targets = course.positions as readonly number[];
  const ids = new Set(
    registered(MARCH_TO, r)
      .filter((p) => targets.length === 0 || (p.position !== null && targets.includes(p.position)))
      .map((p) => p.id),
  );
  const inMarch = (at: Date | null) => at !== null && at >= MARCH_FROM && at < MARCH_TO;
  const moved = PROGRESS.some(
    (g) =>
      g.course === courseId && ids.has(g.person) && (inMarch(g.started) || inMarch(g.completed)),
  );
  return moved || expectedSummary(courseId, r).score !== null;
}

/** The topic summary of one course at the end of March, for a reach. */
function expectedSummary(courseId: number, r: Reach) {
  const course = COURSES.find((c) => c.id === courseId);
  if (!course) throw new Error('no course');
  const targets = course.positions as readonly number[];
  const people = registered(MARCH_TO, r).filter(
    (p) => targets.length === 0 || (p.position !== null && targets.includes(p.position)),
  );
  const ids = new Set(people.map((p) => p.id));
  const mine = PROGRESS.filter((g) => g.course === courseId && ids.has(g.person));
  const completed = mine.filter((g) => g.completed !== null && g.completed < MARCH_TO).length;
  const inProgress = mine.filter(
    (g) => g.started < MARCH_TO && !(g.completed !== null && g.completed < MARCH_TO),
  ).length;
  const exams = ATTEMPTS.filter(
    (a) =>
      a.course === courseId &&
      a.score !== null &&
      a.ended !== null &&
      a.ended >= MARCH_FROM &&
      a.ended < MARCH_TO &&
      inReach(a.store, r),
  );
  return {
    people: people.length,
    completed,
    in_progress: inProgress,
    not_started: people.length - completed - inProgress,
    completion: pct(completed, people.length),
    score: mean1(exams.map((a) => a.score as number)),
  };
}

describe('GET /admin/v2/training/topic-summary', () => {
  it.each(FIXTURE_LEVELS)('%s admin: each tab against the definitions', async (_, id, reach) => {
    for (const type of ['serial', 'open', 'inactive'] as const) {
      const r = await get<SummaryPage>('/admin/v2/training/topic-summary', {
        security_id: id,
        ...MARCH,
        type,
      });
      expect(r.status, r.text).toBe(200);
      const courses = COURSES.filter((c) => c.type === type);
      expect(r.body.counts[type]).toBe(courses.length);
      // A tab none of whose courses saw activity in the range has no summary (its empty state).
      const listed = courses.some((c) => activeInMarch(c.id, reach)) ? courses : [];
      expect(r.body.items.map((i) => i.course.id)).toEqual(listed.map((c) => c.id));
      for (const row of r.body.items) {
        const { course, type: t, ...figures } = row;
        expect(t).toBe(type);
        expect(figures, `${type} ${course.name}`).toEqual(expectedSummary(course.id, reach));
      }
    }
  });

  it('searches course names and exports the tab', async () => {
    const q = { security_id: FIXTURE_DOMAINS.brand, ...MARCH, type: 'serial', search: 'bienv' };
    const r = await get<SummaryPage>('/admin/v2/training/topic-summary', q);
    expect(r.body.items.map((i) => i.course.id)).toEqual([9101]);
    const none = await get<SummaryPage>('/admin/v2/training/topic-summary', { ...q, search: 'zz' });
    expect(none.body.total).toBe(0);
    const csv = await app.t.admin<string>('GET', '/admin/v2/training/topic-summary/export', {
      token: app.token,
      query: { security_id: FIXTURE_DOMAINS.brand, ...MARCH, type: 'open' },
    });
    const [header, ...rows] = parseCsv(csv.text);
    expect(header).toEqual([
      'course',
      'type',
      'people',
      'completed',
      'in_progress',
      'not_started',
      'completion',
      'score',
    ]);
    const e = expectedSummary(9102, {});
    expect(rows).toEqual([
      [
        'Caja',
        'open',
        e.people,
        e.completed,
        e.in_progress,
        e.not_started,
        e.completion,
        e.score ?? '',
      ].map(String),
    ]);
  });
});

describe('GET /admin/v2/training/practical-exams', () => {
  const expected = (r: Reach) =>
    PRACTICALS.filter(
      (x) => x.assigned >= '2026-03-01' && x.assigned <= '2026-03-31' && inReach(x.store, r),
    ).sort((a, b) => b.assigned.localeCompare(a.assigned) || a.id - b.id);

  it.each(FIXTURE_LEVELS)('%s admin: assigned on a day of the range', async (_, id, reach) => {
    const r = await get<PracticalPage>('/admin/v2/training/practical-exams', {
      security_id: id,
      ...MARCH,
    });
    expect(r.status, r.text).toBe(200);
    const want = expected(reach);
    expect(r.body.items.map((i) => [i.id, i.status, i.score, i.evaluator, i.assigned_on])).toEqual(
      want.map((x) => [x.id, x.status, x.score, x.evaluator, x.assigned]),
    );
    for (const s of ['assigned', 'approved', 'failed'] as const) {
      expect(r.body.counts[s]).toBe(want.filter((x) => x.status === s).length);
    }
  });

  it('filters by status, course and evaluator; exports', async () => {
    const base = { security_id: FIXTURE_DOMAINS.brand, ...MARCH };
    const failed = await get<PracticalPage>('/admin/v2/training/practical-exams', {
      ...base,
      status: 'failed',
    });
    expect(failed.body.items.map((i) => i.id)).toEqual([9203]);
    expect(failed.body.counts.approved).toBe(1);
    const course = await get<PracticalPage>('/admin/v2/training/practical-exams', {
      ...base,
      course_id: 9101,
    });
    expect(course.body.items.map((i) => i.id)).toEqual([9201]);
    const evaluator = await get<PracticalPage>('/admin/v2/training/practical-exams', {
      ...base,
      search: 'nunez',
    });
    expect(evaluator.body.items.map((i) => i.id).sort()).toEqual([9201, 9202]);
    const csv = await app.t.admin<string>('GET', '/admin/v2/training/practical-exams/export', {
      token: app.token,
      query: base,
    });
    const [, ...rows] = parseCsv(csv.text);
    expect(rows.map((row) => row[6])).toEqual(expected({}).map((x) => x.assigned));
  });

  it('refuses an unknown status with the field', async () => {
    const r = await get<ErrorBody>('/admin/v2/training/practical-exams', {
      security_id: FIXTURE_DOMAINS.brand,
      ...MARCH,
      status: 'lost',
    });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('status');
  });
});

describe('POST /admin/v2/training/reports/time-export', () => {
  const post = <T>(token: string, securityId: number) =>
    app.t.admin<T>('POST', '/admin/v2/training/reports/time-export', {
      token,
      query: { security_id: securityId, ...MARCH },
    });

  const state = (token: string, id: number) =>
    app.t.admin<Queued>('GET', `/admin/v2/training/reports/time-export/${id}`, { token });

  it('e-mails the export once every 30 minutes per admin', async () => {
    const t0 = new Date(FIXTURE_NOW.getTime() + 86_400_000);
    app.t.clock.now = t0;
    const first = await post<Queued>(app.token, FIXTURE_DOMAINS.region);
    expect(first.status, first.text).toBe(202);
    // Answered before the CSV is made: it says where it goes and when to ask again.
    expect(first.body).toMatchObject({ status: 'queued', rows: null, finished_at: null });
    expect(first.body.requested_at).toBe(t0.toISOString());
    expect(first.body.next_allowed_at).toBe(new Date(t0.getTime() + 30 * 60_000).toISOString());
    await app.t.background.settled();
    const done = await state(app.token, first.body.id);
    expect(done.status, done.text).toBe(200);
    // One row per person and course with an attempt in the filter.
    const pairs = new Set(expectedAttempts({ region: 901 }).map((a) => `${a.person}:${a.course}`));
    expect(done.body).toMatchObject({
      id: first.body.id,
      status: 'sent',
      rows: pairs.size,
      sent_to: first.body.sent_to,
      finished_at: t0.toISOString(),
    });
    const { rows } = await app.t.db.query<{
      recipient: string;
      meta: { attachment: { content: string } };
    }>(`SELECT recipient, meta FROM outbox WHERE created_at = $1`, [t0]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.recipient).toBe(first.body.sent_to);
    const lines = parseCsv(rows[0]?.meta.attachment.content ?? '');
    expect(lines[0]).toContain('training_minutes');
    expect(lines).toHaveLength(1 + pairs.size);

    app.t.clock.now = new Date(t0.getTime() + 30 * 60_000 - 1000);
    const soon = await post<ErrorBody>(app.token, FIXTURE_DOMAINS.brand);
    expect(soon.status).toBe(429);
    expect(soon.body.retry_after).toBe(1);
    const sent = await app.t.db.query(`SELECT 1 FROM outbox WHERE created_at > $1`, [t0]);
    expect(sent.rows).toHaveLength(0);

    // Another admin is not held back by this one's export.
    const brandToken = await app.t.login('brand@demo.test');
    const [domain] = await app.t.domains(brandToken);
    const other = await app.t.admin<Queued>('POST', '/admin/v2/training/reports/time-export', {
      token: brandToken,
      query: { security_id: domain?.security_id, start: '2026-03-01', end: '2026-03-02' },
    });
    expect(other.status, other.text).toBe(202);
    // Nor may they read it.
    expect((await state(brandToken, first.body.id)).status).toBe(404);

    app.t.clock.now = new Date(t0.getTime() + 30 * 60_000);
    const later = await post<Queued>(app.token, FIXTURE_DOMAINS.store);
    expect(later.status, later.text).toBe(202);
    await app.t.background.settled();
    app.t.clock.now = FIXTURE_NOW;
  });

  it('a request whose CSV cannot be made fails, sends nothing and frees the slot', async () => {
    await app.t.db.query('DELETE FROM export_requests');
    const t1 = new Date(FIXTURE_NOW.getTime() + 2 * 86_400_000);
    app.t.clock.now = t1;
    // The export's query reads the lessons: without them it cannot run.
    await app.t.db.query('ALTER TABLE lessons RENAME TO lessons_away');
    let failed: Queued;
    try {
      const r = await post<Queued>(app.token, FIXTURE_DOMAINS.region);
      expect(r.status, r.text).toBe(202);
      await app.t.background.settled();
      failed = (await state(app.token, r.body.id)).body;
    } finally {
      await app.t.db.query('ALTER TABLE lessons_away RENAME TO lessons');
    }
    expect(failed).toMatchObject({ status: 'failed', rows: null, finished_at: t1.toISOString() });
    const sent = await app.t.db.query(`SELECT 1 FROM outbox WHERE created_at >= $1`, [t1]);
    expect(sent.rows).toHaveLength(0);
    // Asked again at once: allowed, and this time it leaves.
    const again = await post<Queued>(app.token, FIXTURE_DOMAINS.region);
    expect(again.status, again.text).toBe(202);
    await app.t.background.settled();
    expect((await state(app.token, again.body.id)).body.status).toBe('sent');
    app.t.clock.now = FIXTURE_NOW;
  });

  it('lets one of a concurrent burst of requests through', async () => {
    await app.t.db.query('DELETE FROM export_requests');
    const t2 = new Date(FIXTURE_NOW.getTime() + 3 * 86_400_000);
    app.t.clock.now = t2;
    try {
      const replies = await Promise.all(
        Array.from({ length: 12 }, () => post<Queued>(app.token, FIXTURE_DOMAINS.region)),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([202, ...Array(11).fill(429)]);
      await app.t.background.settled();
      const sent = await app.t.db.query(`SELECT 1 FROM outbox WHERE created_at = $1`, [t2]);
      expect(sent.rows).toHaveLength(1);
    } finally {
      app.t.clock.now = FIXTURE_NOW;
    }
  });

  /** Runs `fn` with the background work it starts held back until `fn` has finished. */
  const beforeBackgroundWork = async <T>(fn: () => Promise<T>): Promise<T> => {
    const background = app.t.background;
    const start = background.start.bind(background);
    let go = () => {};
    const gate = new Promise<void>((r) => {
      go = r;
    });
    background.start = (label, work) =>
      start(label, async () => {
        await gate;
        await work();
      });
    try {
      return await fn();
    } finally {
      background.start = start;
      go();
    }
  };
  const queuedClaim = async (owner: string | null, heartbeat: Date | null) => {
    const { rows } = await app.t.db.query<{ id: string }>(
      `INSERT INTO export_requests
         (brand_id, admin_id, kind, status, requested_at, claimed_by, heartbeat_at)
       SELECT o.id, a.id, 'training_time', 'queued', $1, $2, $3
         FROM admins a, organizations o WHERE a.email = 'brand@demo.test' AND o.kind = 'brand'
        LIMIT 1 RETURNING id`,
      [FIXTURE_NOW, owner, heartbeat],
    );
    return Number(rows[0]?.id);
  };
  const statusOf = async (id: number) =>
    (
      await app.t.db.query<{ status: string }>('SELECT status FROM export_requests WHERE id = $1', [
        id,
      ])
    ).rows[0]?.status;

  it('a request left queued by a stopped server fails at the next sweep; a live one is left alone', async () => {
    await app.t.db.query('DELETE FROM export_requests');
    const at = (ms: number) => new Date(FIXTURE_NOW.getTime() + ms);
    // Left before claims had owners (no heartbeat): a stop left it.
    const legacy = await queuedClaim(null, null);
    // Another server making its export now: its heartbeat is 5 s old.
    const live = await queuedClaim('other-host:4242:abcd1234', at(-5_000));
    // A server that was killed: its heartbeat stopped over a minute ago.
    const dead = await queuedClaim('gone-host:99:deadbeef', at(-CLAIM_EXPIRES_MS - 1_000));
    expect((await failExpiredClaims(app.t.db, FIXTURE_NOW)).sort()).toEqual([legacy, dead].sort());
    expect(await statusOf(live)).toBe('queued');
    await expect(failExpiredClaims(app.t.db, FIXTURE_NOW)).resolves.toEqual([]);
    // The live server keeps its heartbeat: still its own a minute and a half later.
    expect(await renewClaims(app.t.db, 'other-host:4242:abcd1234', at(50_000))).toBe(1);
    await expect(failExpiredClaims(app.t.db, at(90_000))).resolves.toEqual([]);
    // It stops beating: once the claim has expired, one sweep fails it.
    expect(await failExpiredClaims(app.t.db, at(50_000 + CLAIM_EXPIRES_MS + 1))).toEqual([live]);
    expect(await renewClaims(app.t.db, 'other-host:4242:abcd1234', at(200_000))).toBe(0);
  });

  it('fails an expired claim once however many servers sweep at the same moment', async () => {
    await app.t.db.query('DELETE FROM export_requests');
    const ids = await Promise.all(
      Array.from({ length: 5 }, (_, i) => queuedClaim(`gone:${i}:x`, null)),
    );
    const sweeps = await Promise.all(
      Array.from({ length: 16 }, () => failExpiredClaims(app.t.db, FIXTURE_NOW)),
    );
    expect(sweeps.flat().sort()).toEqual([...ids].sort());
  });

  it('work whose claim was failed meanwhile sends nothing and stays failed', async () => {
    await app.t.db.query('DELETE FROM export_requests');
    const t3 = new Date(FIXTURE_NOW.getTime() + 4 * 86_400_000);
    app.t.clock.now = t3;
    try {
      // A sweep fails the claim (its heartbeat seemed stopped) before the work gets to finish.
      const r = await beforeBackgroundWork(async () => {
        const queued = await post<Queued>(app.token, FIXTURE_DOMAINS.region);
        expect(queued.status, queued.text).toBe(202);
        await app.t.db.query(`UPDATE export_requests SET status = 'failed' WHERE id = $1`, [
          queued.body.id,
        ]);
        return queued;
      });
      await app.t.background.settled();
      expect((await state(app.token, r.body.id)).body.status).toBe('failed');
      const sent = await app.t.db.query(`SELECT 1 FROM outbox WHERE created_at = $1`, [t3]);
      expect(sent.rows).toHaveLength(0);
    } finally {
      app.t.clock.now = FIXTURE_NOW;
    }
  });

  it('an unknown request id is 404 and a malformed one 400', async () => {
    expect((await state(app.token, 2_000_000_000)).status).toBe(404);
    const bad = await app.t.admin<ErrorBody>('GET', '/admin/v2/training/reports/time-export/abc', {
      token: app.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('requestId');
  });
});
