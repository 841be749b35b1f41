import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { brandKeys } from './harness/integration-keys';
import { startTestApp, type TestApp } from './harness/test-app';
import { testEngine } from './harness/test-db';

// The training kinds: courses (with lessons, exams, questions and positions), exam attempts
// (facts, set-based) and course progress. Each created, updated or unchanged on retry and
// rejected with its field; a key of brand 1 against brand 2's records; loaded attempts in the
// training reports, the report detail and the dashboard; concurrent loads of one identity.

type Result = components['schemas']['IngestResult'];
type ItemResult = components['schemas']['IngestItemResult'];
type ReportPage = components['schemas']['TrainingReportPage'];
type Detail = components['schemas']['ReportDetail'];
type ExamsPanel = components['schemas']['ExamsPanel'];

let t: TestApp;
let brandToken = '';
let brandSid = 0;
let key1 = '';
let key2 = '';
/** The organizations id of the store the tests load into (nothing else happens there). */
let storeId = 0;
const KINDS = ['regions', 'stores', 'positions', 'people', 'courses', 'attempts', 'progress'];

const load = (kind: string, items: unknown[], key = key1) =>
  t.admin<Result>('POST', `/ingest/v1/${kind}`, { token: key, body: { items } });

const statuses = (r: { body: Result }) => r.body.results.map((x) => x.status);
const rejection = (r: { body: Result }, index: number): Partial<ItemResult> => {
  const x = r.body.results.find((y) => y.index === index);
  return { status: x?.status, field: x?.field, reason: x?.reason };
};
const ok = (r: { status: number; text: string }) => expect(r.status, r.text).toBe(200);

/** Five questions worth 100 points, as the seed's exams. */
const QUESTIONS = [1, 2, 3, 4, 5].map((n) => ({
  externalId: `Q-${n}`,
  text: `Pregunta ${n}`,
  points: 20,
}));
const COURSE = {
  externalId: 'C-INOCUIDAD',
  name: 'Inocuidad alimentaria',
  startsOn: '2024-01-01',
  endsOn: null,
  positionExternalIds: ['P-COCINA'],
  lessons: [
    { externalId: 'L-1', title: 'Lavado de manos' },
    { externalId: 'L-2', title: 'Temperaturas' },
    { externalId: 'L-3', title: 'Contaminación cruzada' },
  ],
  exams: [{ externalId: 'E-FINAL', title: 'Examen final', passingScore: 70, questions: QUESTIONS }],
};

beforeAll(async () => {
  t = await startTestApp();
  ({ brandToken, brandSid, key1, key2 } = await brandKeys(t, 'Training loads', KINDS));
  for (const key of [key1, key2]) {
    const b = key === key1 ? '' : 'X-';
    ok(
      await load(
        'positions',
        [
          { externalId: `${b}P-COCINA`, name: `Cocina integrada ${b}` },
          { externalId: `${b}P-CAJA`, name: `Caja integrada ${b}` },
        ],
        key,
      ),
    );
    ok(await load('regions', [{ externalId: `${b}R-1`, name: `Región integrada ${b}` }], key));
    ok(
      await load(
        'stores',
        [{ externalId: `${b}S-1`, name: `Tienda integrada ${b}`, regionExternalId: `${b}R-1` }],
        key,
      ),
    );
    const people = await load(
      'people',
      [1, 2, 3].map((n) => ({
        externalId: `${b}PER-${n}`,
        firstName: `Persona${n}`,
        lastName: `Integrada${b ? 'Dos' : 'Uno'}`,
        positionExternalId: `${b}P-COCINA`,
        storeExternalId: `${b}S-1`,
        employeeNumber: `${b}EMP-${n}`,
      })),
      key,
    );
    ok(people);
    expect(people.body.created).toBe(3);
  }
  const { rows } = await t.db.query<{ id: number }>(
    `SELECT id FROM organizations WHERE brand_id = 1 AND external_id = 'S-1'`,
  );
  storeId = rows[0]?.id ?? 0;
  const other = await load(
    'courses',
    [
      {
        ...COURSE,
        externalId: 'X-C-1',
        positionExternalIds: ['X-P-COCINA'],
        exams: [{ ...COURSE.exams[0], externalId: 'X-E-1' }],
      },
    ],
    key2,
  );
  expect(other.body.created, other.text).toBe(1);
});
afterAll(async () => {
  await t.close();
});

describe('courses', () => {
  it('created with its children, unchanged on retry, children replaced on update', async () => {
    const first = await load('courses', [COURSE]);
    ok(first);
    expect(first.body).toMatchObject({ created: 1, updated: 0, unchanged: 0, rejected: 0 });
    const course = await t.db.query<{ id: number; type: string; starts_on: string }>(
      `SELECT id, type, starts_on::text FROM courses WHERE brand_id = 1 AND external_id = 'C-INOCUIDAD'`,
    );
    const c = course.rows[0];
    expect(c).toMatchObject({ type: 'open', starts_on: '2024-01-01' });
    const exam = await t.db.query<{ passing_score: string; question_count: number }>(
      `SELECT passing_score::text, question_count FROM exams WHERE course_id = $1`,
      [c?.id],
    );
    expect(exam.rows).toEqual([{ passing_score: '70.00', question_count: 5 }]);
    const positions = await t.db.query<{ external_id: string }>(
      `SELECT p.external_id FROM course_positions cp JOIN positions p ON p.id = cp.position_id
        WHERE cp.course_id = $1`,
      [c?.id],
    );
    expect(positions.rows).toEqual([{ external_id: 'P-COCINA' }]);

    expect((await load('courses', [COURSE])).body).toMatchObject({ unchanged: 1 });

    const changed = await load('courses', [
      {
        ...COURSE,
        lessons: [
          { externalId: 'L-2', title: 'Temperaturas seguras' },
          { externalId: 'L-1', title: 'Lavado de manos' },
        ],
        positionExternalIds: ['P-COCINA', 'P-CAJA'],
      },
    ]);
    expect(changed.body).toMatchObject({ updated: 1 });
    const lessons = await t.db.query<{ external_id: string; title: string; sort_order: number }>(
      'SELECT external_id, title, sort_order FROM lessons WHERE course_id = $1 ORDER BY sort_order',
      [c?.id],
    );
    expect(lessons.rows).toEqual([
      { external_id: 'L-2', title: 'Temperaturas seguras', sort_order: 1 },
      { external_id: 'L-1', title: 'Lavado de manos', sort_order: 2 },
    ]);
    // A list left out keeps the stored children.
    const bare = await load('courses', [{ externalId: 'C-INOCUIDAD', name: COURSE.name }]);
    expect(statuses(bare)).toEqual(['unchanged']);
    // Back to the three lessons the other tests count on.
    expect((await load('courses', [COURSE])).body).toMatchObject({ updated: 1 });
  });

  it('rejected with its field, nothing of the item kept', async () => {
    const r = await load('courses', [
      { ...COURSE, externalId: 'C-BAD-1', positionExternalIds: ['P-COCINA', 'P-NADA'] },
      {
        ...COURSE,
        externalId: 'C-BAD-2',
        lessons: [
          { externalId: 'L-1', title: 'a' },
          { externalId: 'L-1', title: 'b' },
        ],
      },
      { ...COURSE, externalId: 'C-BAD-3', startsOn: '2024-05-01', endsOn: '2024-04-01' },
      // E-FINAL belongs to C-INOCUIDAD.
      { ...COURSE, externalId: 'C-BAD-4' },
      {
        ...COURSE,
        externalId: 'C-BAD-5',
        exams: [{ externalId: 'E-9', title: 'x', passingScore: 101 }],
      },
      { ...COURSE, externalId: 'C-BAD-6', positionExternalIds: ['X-P-COCINA'] },
    ]);
    ok(r);
    expect(statuses(r)).toEqual(Array(6).fill('rejected'));
    expect([0, 1, 2, 3, 4, 5].map((i) => rejection(r, i))).toEqual([
      { status: 'rejected', field: 'positionExternalIds.1', reason: 'unknown_reference' },
      { status: 'rejected', field: 'lessons.1.externalId', reason: 'duplicate' },
      { status: 'rejected', field: 'endsOn', reason: 'before_start' },
      { status: 'rejected', field: 'exams.0.externalId', reason: 'other_course' },
      { status: 'rejected', field: 'exams.0.passingScore', reason: 'validation' },
      // Brand 2's position is no position of brand 1.
      { status: 'rejected', field: 'positionExternalIds.0', reason: 'unknown_reference' },
    ]);
    const { rows } = await t.db.query(
      `SELECT 1 FROM courses WHERE external_id LIKE 'C-BAD-%'
       UNION ALL SELECT 1 FROM exams WHERE external_id = 'E-9'`,
    );
    expect(rows).toEqual([]);
  });

  it("a key of brand 1 never touches brand 2's course of the same externalId", async () => {
    const r = await load('courses', [{ externalId: 'X-C-1', name: 'Del otro lado' }]);
    expect(statuses(r)).toEqual(['created']);
    const { rows } = await t.db.query<{ brand_id: number; name: string }>(
      `SELECT brand_id, name FROM courses WHERE external_id = 'X-C-1' ORDER BY brand_id`,
    );
    expect(rows).toEqual([
      { brand_id: 1, name: 'Del otro lado' },
      { brand_id: 2, name: COURSE.name },
    ]);
  });
});

/** An attempt at E-FINAL by PER-n in March 2024 (Mexico City, -06:00). */
const attempt = (id: string, person: number, day: number, extra: Record<string, unknown> = {}) => ({
  externalId: id,
  personExternalId: `PER-${person}`,
  examExternalId: 'E-FINAL',
  startedAt: `2024-03-${String(day).padStart(2, '0')}T10:00:00-06:00`,
  endedAt: `2024-03-${String(day).padStart(2, '0')}T10:12:30-06:00`,
  ...extra,
});
const answers = (points: number[]) =>
  points.map((p, n) => ({ questionExternalId: `Q-${n + 1}`, points: p }));

describe('attempts', () => {
  it('created (score from the answers when none is sent), unchanged on retry', async () => {
    const items = [
      // 20 + 20 + 20 + 10 + 0 of 100: 70, approved at a passing score of 70.
      attempt('A-1', 1, 5, { answers: answers([20, 20, 20, 10, 0]) }),
      // A score sent wins; two answers only.
      attempt('A-2', 1, 6, { score: 55.5, answers: answers([20, 0]) }),
      attempt('A-3', 2, 7, { score: 90 }),
      // In progress: no score, not approved.
      attempt('A-4', 3, 8, { endedAt: null }),
      // The same externalId again in the same request: a retry.
      attempt('A-1', 1, 9, { score: 10 }),
    ];
    const first = await load('attempts', items);
    ok(first);
    expect(statuses(first)).toEqual(['created', 'created', 'created', 'created', 'unchanged']);
    const retry = await load('attempts', items);
    expect(retry.body).toMatchObject({ created: 0, unchanged: 5, rejected: 0 });
    const { rows } = await t.db.query<Record<string, unknown>>(
      `SELECT a.external_id, a.score::float8 AS score, a.approved, a.attempt_number,
              a.duration_seconds, a.store_id, c.external_id AS course,
              (SELECT count(*)::int FROM attempt_answers x WHERE x.attempt_id = a.id) AS answers
         FROM exam_attempts a JOIN courses c ON c.id = a.course_id
        WHERE a.brand_id = 1 AND a.external_id LIKE 'A-%' ORDER BY a.external_id`,
    );
    expect(rows).toEqual([
      {
        external_id: 'A-1',
        score: 70,
        approved: true,
        attempt_number: 1,
        duration_seconds: 750,
        store_id: storeId,
        course: 'C-INOCUIDAD',
        answers: 5,
      },
      {
        external_id: 'A-2',
        score: 55.5,
        approved: false,
        attempt_number: 2,
        duration_seconds: 750,
        store_id: storeId,
        course: 'C-INOCUIDAD',
        answers: 2,
      },
      {
        external_id: 'A-3',
        score: 90,
        approved: true,
        attempt_number: 1,
        duration_seconds: 750,
        store_id: storeId,
        course: 'C-INOCUIDAD',
        answers: 0,
      },
      {
        external_id: 'A-4',
        score: null,
        approved: false,
        attempt_number: 1,
        duration_seconds: null,
        store_id: storeId,
        course: 'C-INOCUIDAD',
        answers: 0,
      },
    ]);
    const results = await t.db.query<{ result: string }>(
      `SELECT x.result FROM attempt_answers x JOIN exam_attempts a ON a.id = x.attempt_id
        WHERE a.brand_id = 1 AND a.external_id = 'A-1' ORDER BY x.question_id`,
    );
    expect(results.rows.map((r) => r.result)).toEqual([
      'correct',
      'correct',
      'correct',
      'partial',
      'incorrect',
    ]);
  });

  it('rejected with its field; the others of the batch are loaded', async () => {
    const r = await load('attempts', [
      attempt('B-1', 9, 10),
      attempt('B-2', 1, 10, { examExternalId: 'E-NADA', score: 50 }),
      attempt('B-3', 1, 10, {
        answers: [
          { questionExternalId: 'Q-1', points: 20 },
          { questionExternalId: 'Q-77', points: 1 },
        ],
      }),
      attempt('B-4', 1, 10, { score: 150 }),
      attempt('B-5', 1, 10, { answers: [{ questionExternalId: 'Q-1', points: 25 }] }),
      attempt('B-6', 1, 10),
      attempt('B-7', 1, 10, { endedAt: '2024-03-10T09:00:00-06:00', score: 50 }),
      attempt('B-8', 1, 10, { startedAt: '2024-03-10T10:00:00', score: 50 }),
      attempt('B-9', 1, 10, {
        answers: [
          { questionExternalId: 'Q-1', points: 20 },
          { questionExternalId: 'Q-1', points: 20 },
        ],
      }),
      attempt('B-10', 1, 10, { score: 80 }),
      // Brand 2's person and exam are no records of brand 1.
      attempt('B-11', 1, 10, { personExternalId: 'X-PER-1', score: 80 }),
      attempt('B-12', 1, 10, { examExternalId: 'X-E-1', score: 80 }),
    ]);
    ok(r);
    expect(r.body).toMatchObject({ created: 1, rejected: 11 });
    expect(r.body.results.map((x) => [x.field, x.reason])).toEqual([
      ['personExternalId', 'unknown_reference'],
      ['examExternalId', 'unknown_reference'],
      ['answers.1.questionExternalId', 'unknown_reference'],
      ['score', 'validation'],
      ['answers.0.points', 'above_question_points'],
      ['score', 'score_required'],
      ['endedAt', 'before_start'],
      ['startedAt', 'validation'],
      ['answers.1.questionExternalId', 'duplicate'],
      [null, null],
      ['personExternalId', 'unknown_reference'],
      ['examExternalId', 'unknown_reference'],
    ]);
    const { rows } = await t.db.query<{ external_id: string }>(
      `SELECT external_id FROM exam_attempts WHERE external_id LIKE 'B-%'`,
    );
    expect(rows).toEqual([{ external_id: 'B-10' }]);
  });

  it('an exam with attempts cannot be left out of its course', async () => {
    const r = await load('courses', [{ ...COURSE, exams: [] }]);
    expect(rejection(r, 0)).toEqual({ status: 'rejected', field: 'exams', reason: 'in_use' });
    const q = await load('courses', [
      { ...COURSE, exams: [{ ...COURSE.exams[0], questions: QUESTIONS.slice(1) }] },
    ]);
    expect(rejection(q, 0)).toEqual({
      status: 'rejected',
      field: 'exams.0.questions',
      reason: 'in_use',
    });
  });
});

describe('progress', () => {
  const row = (person: number, extra: Record<string, unknown> = {}) => ({
    personExternalId: `PER-${person}`,
    courseExternalId: 'C-INOCUIDAD',
    lessonsCompleted: 2,
    startedAt: '2024-03-04T09:00:00-06:00',
    ...extra,
  });

  it('created, unchanged on retry, updated', async () => {
    const first = await load('progress', [
      row(1),
      row(2, { lessonsCompleted: 3, completedAt: '2024-03-07T11:00:00-06:00' }),
    ]);
    ok(first);
    expect(statuses(first)).toEqual(['created', 'created']);
    expect(first.body.results[0]?.externalId).toBeNull();
    expect(
      statuses(
        await load('progress', [
          row(1),
          row(2, { lessonsCompleted: 3, completedAt: '2024-03-07T11:00:00-06:00' }),
        ]),
      ),
    ).toEqual(['unchanged', 'unchanged']);
    const done = await load('progress', [
      row(1, { lessonsCompleted: 3, completedAt: '2024-03-05T12:00:00Z' }),
    ]);
    expect(statuses(done)).toEqual(['updated']);
    const { rows } = await t.db.query<Record<string, unknown>>(
      `SELECT p.external_id, cp.lessons_completed, cp.completed_at, cp.store_id
         FROM course_progress cp JOIN people p ON p.id = cp.person_id
         JOIN courses c ON c.id = cp.course_id
        WHERE c.external_id = 'C-INOCUIDAD' AND c.brand_id = 1 ORDER BY p.external_id`,
    );
    expect(rows).toEqual([
      {
        external_id: 'PER-1',
        lessons_completed: 3,
        completed_at: new Date('2024-03-05T12:00:00Z'),
        store_id: storeId,
      },
      {
        external_id: 'PER-2',
        lessons_completed: 3,
        completed_at: new Date('2024-03-07T17:00:00Z'),
        store_id: storeId,
      },
    ]);
  });

  it('rejected with its field', async () => {
    const r = await load('progress', [
      row(9),
      row(1, { courseExternalId: 'C-NADA' }),
      row(3, { lessonsCompleted: 4 }),
      row(3, { completedAt: '2024-03-01T00:00:00Z' }),
      row(3),
      row(3, { lessonsCompleted: 1 }),
      row(1, { personExternalId: 'X-PER-1' }),
      row(3, { courseExternalId: 'X-C-1', lessonsCompleted: 0 }),
    ]);
    ok(r);
    expect(r.body.results.map((x) => [x.status, x.field, x.reason])).toEqual([
      ['rejected', 'personExternalId', 'unknown_reference'],
      ['rejected', 'courseExternalId', 'unknown_reference'],
      ['rejected', 'lessonsCompleted', 'above_lesson_count'],
      ['rejected', 'completedAt', 'before_start'],
      ['created', null, null],
      ['rejected', 'courseExternalId', 'duplicate_in_request'],
      ['rejected', 'personExternalId', 'unknown_reference'],
      // Brand 1's own X-C-1 (made above), not brand 2's.
      ['created', null, null],
    ]);
  });
});

describe('what was loaded shows in the reports', () => {
  const scope = () => ({ security_id: brandSid, store_id: storeId });
  const march = { start: '2024-03-01', end: '2024-03-31' };

  it('the training reports list the attempts, the detail adds up, the dashboard counts them', async () => {
    const list = await t.admin<ReportPage>('GET', '/admin/v2/training/reports', {
      token: brandToken,
      query: { ...scope(), ...march, page_size: 50 },
    });
    ok(list);
    const mine = await t.db.query<{ id: string; external_id: string }>(
      `SELECT id::text, external_id FROM exam_attempts WHERE brand_id = 1 AND store_id = $1`,
      [storeId],
    );
    expect(list.body.total).toBe(mine.rows.length);
    const a1 = list.body.items.find((i) => i.score === 70);
    expect(a1).toMatchObject({ approved: true, duration_seconds: 750, attempt_number: 1 });
    expect(a1?.course.name).toBe(COURSE.name);
    expect(a1?.started_at).toBe('2024-03-05T16:00:00.000Z');

    const detail = await t.admin<Detail>(
      'GET',
      `/admin/v2/reports/details/training/${a1?.attempt_id}`,
      { token: brandToken, query: { security_id: brandSid } },
    );
    ok(detail);
    const got = detail.body.answers.reduce((s, x) => s + x.points, 0);
    const max = detail.body.answers.reduce((s, x) => s + x.max_points, 0);
    expect(detail.body.score).toBe(70);
    expect((got / max) * 100).toBe(detail.body.score);
    expect(detail.body.answers.map((x) => x.result)).toEqual([
      'correct',
      'correct',
      'correct',
      'partial',
      'incorrect',
    ]);

    const exams = await t.admin<ExamsPanel>('GET', '/admin/v2/dashboard/exams', {
      token: brandToken,
      query: { ...scope(), ...march },
    });
    ok(exams);
    // A-1 (70), A-2 (55.5), A-3 (90), B-10 (80) ended in March; A-4 is in progress.
    expect(exams.body.approved.value).toBe(3);
    expect(exams.body.failed.value).toBe(1);
    expect(exams.body.score.value).toBeCloseTo((70 + 55.5 + 90 + 80) / 4, 1);
    expect(exams.body.courses.map((c) => [c.name, c.approved, c.failed])).toEqual([
      [COURSE.name, 3, 1],
    ]);
  });

  it('an attempt loaded now moves the dashboard at once', async () => {
    const before = await t.admin<ExamsPanel>('GET', '/admin/v2/dashboard/exams', {
      token: brandToken,
      query: { ...scope(), ...march },
    });
    ok(await load('attempts', [attempt('C-1', 3, 20, { score: 40 })]));
    const after = await t.admin<ExamsPanel>('GET', '/admin/v2/dashboard/exams', {
      token: brandToken,
      query: { ...scope(), ...march },
    });
    expect(after.body.failed.value).toBe((before.body.failed.value ?? 0) + 1);
  });
});

describe('concurrent loads of the same identities', () => {
  it('create each attempt and progress row once', async () => {
    const items = Array.from({ length: 150 }, (_, n) =>
      attempt(`BURST-${n}`, 1 + (n % 3), 1 + (n % 28), { answers: answers([20, 20, 10, 0, 20]) }),
    );
    const loads = await Promise.all([1, 2, 3].map(() => load('attempts', items)));
    for (const r of loads) ok(r);
    expect(loads.reduce((s, r) => s + r.body.created, 0)).toBe(150);
    expect(loads.reduce((s, r) => s + r.body.unchanged, 0)).toBe(300);
    const { rows } = await t.db.query<{ attempts: number; answers: number }>(
      `SELECT count(*)::int AS attempts,
              (SELECT count(*)::int FROM attempt_answers x JOIN exam_attempts y ON y.id = x.attempt_id
                WHERE y.external_id LIKE 'BURST-%') AS answers
         FROM exam_attempts WHERE external_id LIKE 'BURST-%'`,
    );
    expect(rows[0]).toEqual({ attempts: 150, answers: 750 });

    ok(await load('courses', [{ externalId: 'C-BURST', name: 'Ráfaga', lessons: COURSE.lessons }]));
    const progress = [1, 2, 3].map((n) => ({
      personExternalId: `PER-${n}`,
      courseExternalId: 'C-BURST',
      lessonsCompleted: 1,
      startedAt: '2024-03-02T09:00:00Z',
    }));
    const ps = await Promise.all([1, 2, 3].map(() => load('progress', progress)));
    for (const r of ps) expect(r.body.rejected, r.text).toBe(0);
    expect(ps.reduce((s, r) => s + r.body.created, 0)).toBe(3);
  });

  it(`measures 1,000 attempts × 10 answers in one load (${testEngine()})`, async () => {
    const ten = Array.from({ length: 10 }, (_, n) => ({
      externalId: `Q10-${n}`,
      text: `Pregunta ${n}`,
      points: 10,
    }));
    ok(
      await load('courses', [
        {
          externalId: 'C-TEN',
          name: 'Diez',
          exams: [{ externalId: 'E-TEN', title: 'Diez', questions: ten }],
        },
      ]),
    );
    const batch = (b: number) =>
      Array.from({ length: 1000 }, (_, n) => ({
        externalId: `TEN-${b}-${n}`,
        personExternalId: `PER-${1 + (n % 3)}`,
        examExternalId: 'E-TEN',
        startedAt: '2024-02-10T10:00:00Z',
        endedAt: '2024-02-10T10:20:00Z',
        answers: ten.map((q, m) => ({
          questionExternalId: q.externalId,
          points: (n + m) % 2 === 0 ? 10 : 0,
        })),
      }));
    const times: number[] = [];
    for (const b of [1, 2, 3]) {
      const items = batch(b);
      const started = performance.now();
      const r = await load('attempts', items);
      times.push(performance.now() - started);
      ok(r);
      expect(r.body.created).toBe(1000);
    }
    console.log(
      `[${testEngine()}] 1,000 attempts × 10 answers per load: ${times
        .map((ms) => `${Math.round(ms)} ms (${Math.round(1000 / (ms / 1000))}/s)`)
        .join(', ')}`,
    );
    const { rows } = await t.db.query<{ n: number; answers: number; scores: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT score)::int AS scores,
              (SELECT count(*)::int FROM attempt_answers x JOIN exam_attempts y ON y.id = x.attempt_id
                WHERE y.external_id LIKE 'TEN-%') AS answers
         FROM exam_attempts WHERE external_id LIKE 'TEN-%'`,
    );
    expect(rows[0]).toEqual({ n: 3000, answers: 30000, scores: 1 });
  });
});

describe('the exam day rollups (statement triggers, migration 033)', () => {
  /** Rows of exam_attempt_days and exam_store_days that differ from a recount of the attempts. */
  const drift = async () => {
    const { rows } = await t.db.query<{ n: number }>(
      `WITH raw AS (
         SELECT brand_id, coalesce(region_id, 0) AS region_id, store_id, course_id,
                (ended_at AT TIME ZONE 'UTC')::date AS day,
                count(*) FILTER (WHERE approved)::int AS approved,
                count(*) FILTER (WHERE NOT approved)::int AS failed, sum(score) AS score_sum
           FROM exam_attempts WHERE score IS NOT NULL AND ended_at IS NOT NULL
          GROUP BY 1, 2, 3, 4, 5),
       kept AS (
         SELECT brand_id, region_id, store_id, course_id, day, approved, failed, score_sum
           FROM exam_attempt_days WHERE approved <> 0 OR failed <> 0),
       stores AS (
         SELECT brand_id, region_id, store_id, day, sum(approved)::int AS approved,
                sum(failed)::int AS failed, sum(score_sum) AS score_sum
           FROM raw GROUP BY 1, 2, 3, 4),
       kept_stores AS (
         SELECT brand_id, region_id, store_id, day, approved, failed, score_sum
           FROM exam_store_days WHERE approved <> 0 OR failed <> 0)
       SELECT ((SELECT count(*) FROM (SELECT * FROM raw EXCEPT SELECT * FROM kept) a)
             + (SELECT count(*) FROM (SELECT * FROM kept EXCEPT SELECT * FROM raw) b)
             + (SELECT count(*) FROM (SELECT * FROM stores EXCEPT SELECT * FROM kept_stores) c)
             + (SELECT count(*) FROM (SELECT * FROM kept_stores EXCEPT SELECT * FROM stores) d)
              )::int AS n`,
    );
    return rows[0]?.n;
  };

  it('match a recount of the attempts after loads, an update and a delete', async () => {
    expect(await drift()).toBe(0);
    await t.db.query(
      `UPDATE exam_attempts SET score = 95, approved = true,
              ended_at = ended_at + interval '1 day'
        WHERE external_id LIKE 'BURST-1%'`,
    );
    expect(await drift()).toBe(0);
    await t.db.query(`DELETE FROM exam_attempts WHERE external_id LIKE 'BURST-2%'`);
    expect(await drift()).toBe(0);
  });
});
