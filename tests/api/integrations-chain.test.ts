import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { startTestApp, type TestApp } from './harness/test-app';

// A chain loaded from nothing: a brand with no data at all, its integration key made through the
// admin API, every kind loaded through the ingestion API alone, then the brand admin's reports
// checked against figures worked out by hand from what was loaded.

type Result = components['schemas']['IngestResult'];
type KeyMetrics = components['schemas']['KeyMetrics'];
type ExamsPanel = components['schemas']['ExamsPanel'];
type UserRankingPage = components['schemas']['UserRankingPage'];
type StoreRankingPage = components['schemas']['StoreRankingPage'];
type ManagerRankingPage = components['schemas']['ManagerRankingPage'];
type GlobalScore = components['schemas']['SupervisionGlobalScore'];
type KpiGlobal = components['schemas']['KpiGlobalReport'];
type Nps = components['schemas']['SatisfactionNps'];
type Words = components['schemas']['SatisfactionWords'];
type Responses = components['schemas']['SatisfactionResponsePage'];

const KINDS = [
  'regions',
  'stores',
  'positions',
  'people',
  'courses',
  'attempts',
  'progress',
  'checklists',
  'supervisions',
  'kpi-modules',
  'kpi-values',
  'surveys',
  'survey-openings',
  'survey-answers',
];
// Every instant loaded lies in October 2026 in Mexico City, the admin's time zone (the default of
// a new admin), except one answer just after it; one answer is on the evening of 31 October there,
// already 1 November in UTC, so a range read in UTC would lose it.
const RANGE = { start: '2026-10-01', end: '2026-10-31' };

let t: TestApp;
let brandId = 0;
let token = '';
let sid = 0;
let key = '';

/** Loads items of a kind with the brand's key; every one must be created. */
async function load(kind: string, items: unknown[]) {
  const r = await t.admin<Result>('POST', `/ingest/v1/${kind}`, { token: key, body: { items } });
  expect(r.status, r.text).toBe(200);
  expect(
    r.body.results.filter((x) => x.status !== 'created'),
    kind,
  ).toEqual([]);
  expect(r.body.created).toBe(items.length);
}

/** A report of the brand admin over RANGE. */
async function report<T>(path: string, query: Record<string, unknown> = {}) {
  const r = await t.admin<T>('GET', path, {
    token,
    query: { security_id: sid, ...RANGE, ...query },
  });
  expect(r.status, r.text).toBe(200);
  return r.body;
}

/** A brand organisation with no regions, stores, people or content, and its brand admin. */
async function emptyBrand(): Promise<number> {
  // A brand is its own brand_id (an organization's brand is an organization, migration 048):
  // the identity is drawn first so the row names itself as it is inserted.
  const brand = await t.db.query<{ id: number }>(
    `WITH n AS (SELECT nextval(pg_get_serial_sequence('organizations', 'id'))::int AS id)
     INSERT INTO organizations (id, kind, brand_id, name, kpi_module)
     SELECT id, 'brand', id, 'Cadena Nueva', true FROM n RETURNING id`,
  );
  const id = brand.rows[0]?.id ?? 0;
  // The demo admins' hash is the hash of DEMO_PASSWORD, which login() signs in with.
  const admin = await t.db.query<{ id: number }>(
    `INSERT INTO admins (email, password_hash, first_name, last_name)
     SELECT 'admin@cadena.test', password_hash, 'Nora', 'Nueva'
       FROM admins WHERE email = 'brand@demo.test'
     RETURNING id`,
  );
  // Role 2: a brand-level administrator of the whole brand.
  await t.db.query(
    `INSERT INTO admin_domains (admin_id, role_id, organization_id, brand_id)
     VALUES ($1, 2, $2, $2)`,
    [admin.rows[0]?.id, id],
  );
  return id;
}

beforeAll(async () => {
  t = await startTestApp();
  brandId = await emptyBrand();
  token = await t.login('admin@cadena.test');
  const domains = await t.domains(token);
  expect(domains.map((d) => [d.role, d.brand_id])).toEqual([['brandAdmin', brandId]]);
  sid = domains[0]?.security_id ?? 0;
  const created = await t.admin<{ key: string }>('POST', '/admin/v2/integration-keys', {
    token,
    query: { security_id: sid },
    body: { name: 'Cadena Nueva', kinds: KINDS, requests_per_minute: 6000 },
  });
  expect(created.status, created.text).toBe(201);
  key = created.body.key;
});
afterAll(async () => {
  await t?.close();
});

const attempt = (id: string, person: string, day: string, q1: number, q2: number) => ({
  externalId: id,
  personExternalId: person,
  examExternalId: 'E-1',
  startedAt: `2026-10-${day}T10:00:00-06:00`,
  endedAt: `2026-10-${day}T10:20:00-06:00`,
  answers: [
    { questionExternalId: 'Q-1', points: q1 },
    { questionExternalId: 'Q-2', points: q2 },
  ],
});

const answer = (id: string, store: string, score: number, at: string, comment?: string) => ({
  externalId: id,
  storeExternalId: store,
  surveyExternalId: 'ENC-1',
  score,
  answeredAt: at,
  ...(comment === undefined ? {} : { comment }),
});

describe('a chain loaded from nothing through the ingestion API', () => {
  it('starts with no figures', async () => {
    const metrics = await report<KeyMetrics>('/admin/v2/dashboard/key-metrics');
    expect(metrics.first_activity).toBeNull();
    expect(metrics.courses.value).toBe(0);
    expect((await report<ExamsPanel>('/admin/v2/dashboard/exams')).attempts.value).toBe(0);
  });

  it('loads every kind', async () => {
    await load('regions', [{ externalId: 'R-1', name: 'Norte' }]);
    await load('stores', [
      {
        externalId: 'S-A',
        name: 'Tienda A',
        regionExternalId: 'R-1',
        timeZone: 'America/Mexico_City',
      },
      { externalId: 'S-B', name: 'Tienda B', regionExternalId: 'R-1' },
    ]);
    await load('positions', [
      { externalId: 'P-1', name: 'Cajero' },
      { externalId: 'P-2', name: 'Gerente de tienda', managesStore: true },
    ]);
    await load('courses', [
      {
        externalId: 'C-1',
        name: 'Inocuidad',
        startsOn: '2026-01-01',
        positionExternalIds: ['P-1', 'P-2'],
        lessons: [
          { externalId: 'L-1', title: 'Lavado de manos' },
          { externalId: 'L-2', title: 'Guantes' },
        ],
        exams: [
          {
            externalId: 'E-1',
            title: 'Examen final',
            passingScore: 80,
            questions: [
              { externalId: 'Q-1', text: '¿Cada cuánto?', points: 60 },
              { externalId: 'Q-2', text: '¿A qué temperatura?', points: 40 },
            ],
          },
        ],
      },
    ]);
    const person = (id: string, first: string, last: string, store: string, position = 'P-1') => ({
      externalId: id,
      firstName: first,
      lastName: last,
      positionExternalId: position,
      storeExternalId: store,
      email: `${first.toLowerCase()}@cadena.test`,
    });
    // Ana and Beto (Tienda A's manager) signed up in the app on 1 October, before the range's
    // activity; Carla's registration is not sent: her activity registers her.
    const signedUp = { registeredAt: '2026-10-01T08:00:00-06:00' };
    await load('people', [
      { ...person('E-1', 'Ana', 'López', 'S-A'), ...signedUp },
      { ...person('E-2', 'Beto', 'Ruiz', 'S-A', 'P-2'), ...signedUp },
      person('E-3', 'Carla', 'Soto', 'S-B'),
    ]);
    // Scores from the answers (of 60 + 40 = 100 points), passing at 80:
    // Ana 60 + 40 = 100 approved; Beto 60 + 0 = 60 failed, then 60 + 20 = 80 approved;
    // Carla 0 + 40 = 40 failed.
    await load('attempts', [
      attempt('A-1', 'E-1', '05', 60, 40),
      attempt('A-2', 'E-2', '06', 60, 0),
      attempt('A-3', 'E-2', '07', 60, 20),
      attempt('A-4', 'E-3', '08', 0, 40),
    ]);
    await load('progress', [
      {
        personExternalId: 'E-1',
        courseExternalId: 'C-1',
        lessonsCompleted: 2,
        startedAt: '2026-10-04T09:00:00-06:00',
        completedAt: '2026-10-05T10:20:00-06:00',
      },
      {
        personExternalId: 'E-2',
        courseExternalId: 'C-1',
        lessonsCompleted: 1,
        startedAt: '2026-10-04T09:00:00-06:00',
      },
      {
        personExternalId: 'E-3',
        courseExternalId: 'C-1',
        lessonsCompleted: 2,
        startedAt: '2026-10-04T09:00:00-06:00',
        completedAt: '2026-10-09T12:00:00-06:00',
      },
    ]);
    await load('checklists', [
      {
        externalId: 'CL-1',
        name: 'Apertura',
        module: 'Limpieza',
        items: [
          { externalId: 'I-1', text: '¿Los pisos están limpios?', points: 10 },
          { externalId: 'I-2', text: '¿Hay jabón?', points: 20 },
          { externalId: 'I-3', text: '¿La terraza está ordenada?', points: 10 },
        ],
      },
    ]);
    // SV-1: 10 + 0 + 10 of 40 = 50; SV-2: 10 + 20 of 30 (I-3 n.a., left out) = 100.
    await load('supervisions', [
      {
        externalId: 'SV-1',
        storeExternalId: 'S-A',
        checklistExternalId: 'CL-1',
        supervisor: 'Laura Gómez',
        supervisedAt: '2026-10-10T10:00:00-06:00',
        incidents: 1,
        items: [
          { itemExternalId: 'I-1', result: 'pass' },
          { itemExternalId: 'I-2', result: 'fail', comment: 'Sin jabón' },
          { itemExternalId: 'I-3', result: 'pass' },
        ],
      },
      {
        externalId: 'SV-2',
        storeExternalId: 'S-B',
        checklistExternalId: 'CL-1',
        supervisor: 'Laura Gómez',
        supervisedAt: '2026-10-12T10:00:00-06:00',
        items: [
          { itemExternalId: 'I-1', result: 'pass' },
          { itemExternalId: 'I-2', result: 'pass' },
          { itemExternalId: 'I-3', result: 'na' },
        ],
      },
    ]);
    await load('kpi-modules', [
      { externalId: 'K-1', name: 'Ticket promedio', unit: 'MXN', direction: 'higher' },
    ]);
    await load('kpi-values', [
      {
        storeExternalId: 'S-A',
        moduleExternalId: 'K-1',
        month: '2026-10',
        value: 180,
        target: 200,
      },
      {
        storeExternalId: 'S-B',
        moduleExternalId: 'K-1',
        month: '2026-10',
        value: 250,
        target: 200,
      },
    ]);
    await load('surveys', [{ externalId: 'ENC-1', name: 'Experiencia en tienda' }]);
    await load(
      'survey-openings',
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({
        externalId: `OP-${n}`,
        storeExternalId: n % 2 === 1 ? 'S-A' : 'S-B',
        surveyExternalId: 'ENC-1',
        openedAt: `2026-10-1${n}T13:00:00-06:00`,
      })),
    );
    await load('survey-answers', [
      answer('R-1', 'S-A', 10, '2026-10-11T13:05:00-06:00', 'Cajera muy amable'),
      answer('R-2', 'S-A', 9, '2026-10-13T13:05:00-06:00', 'Muy rápido'),
      answer('R-3', 'S-B', 8, '2026-10-12T13:05:00-06:00'),
      answer('R-4', 'S-B', 6, '2026-10-14T13:05:00-06:00', 'Servicio lento'),
      answer('R-5', 'S-A', 3, '2026-10-15T13:05:00-06:00', 'Muy lento y sucio'),
      // 31 October 20:00 in Mexico City (1 November 02:00 UTC): inside the range.
      answer('R-6', 'S-B', 10, '2026-10-31T20:00:00-06:00', 'Excelente'),
      // 1 November 01:00 in Mexico City: outside it.
      answer('R-7', 'S-A', 0, '2026-11-01T01:00:00-06:00', 'Fuera del rango'),
    ]);
  });

  it('shows the exams on the dashboard', async () => {
    // 4 attempts: approved A-1, A-3 (2), failed A-2, A-4 (2); score (100 + 60 + 80 + 40) / 4 = 70.
    const exams = await report<ExamsPanel>('/admin/v2/dashboard/exams');
    expect([exams.attempts.value, exams.approved.value, exams.failed.value]).toEqual([4, 2, 2]);
    expect(exams.score.value).toBe(70);
    expect(exams.courses.map((c) => [c.name, c.approved, c.failed, c.score])).toEqual([
      ['Inocuidad', 2, 2, 70],
    ]);
    const metrics = await report<KeyMetrics>('/admin/v2/dashboard/key-metrics');
    expect(metrics.first_activity).toBe('2026-10-05');
    expect(metrics.score.value).toBe(70);
    expect([metrics.exams_approved.value, metrics.exams_failed.value]).toEqual([2, 2]);
    // One course with two lessons.
    expect([metrics.courses.value, metrics.microlessons.value]).toEqual([1, 2]);
  });

  it('registers people as the app says, and raises them as their activity shows', async () => {
    // Read only: every status below was reached through the ingestion API.
    const { rows } = await t.db.query<{ external_id: string; status: string; registered: Date }>(
      `SELECT external_id, status, registered_at AS registered FROM people
        WHERE brand_id = $1 ORDER BY external_id`,
      [brandId],
    );
    expect(rows.map((r) => [r.external_id, r.status, r.registered.toISOString()])).toEqual([
      // Signed up on 1 October; an exam ended and a topic completed: active.
      ['E-1', 'active', '2026-10-01T14:00:00.000Z'],
      // Signed up on 1 October; exams ended, the topic not completed: registered.
      ['E-2', 'registered', '2026-10-01T14:00:00.000Z'],
      // No registration sent: registered at her earliest activity (progress started 4 October
      // 09:00 in Mexico City, loaded after her exam of the 8th), then active (topic completed).
      ['E-3', 'active', '2026-10-04T15:00:00.000Z'],
    ]);
  });

  it('ranks people, stores and managers by what was loaded', async () => {
    const metrics = await report<KeyMetrics>('/admin/v2/dashboard/key-metrics');
    // 3 registered, 2 with a topic completed: adoption 2 / 3 = 66.7 %; topics available 3 people
    // × 1 course = 3, completed 2 (Ana, Carla): progress 2 / 3 = 66.7 %, 1 remaining.
    expect([metrics.registered.value, metrics.active.value, metrics.adoption.value]).toEqual([
      3, 2, 66.7,
    ]);
    expect([
      metrics.progress.value,
      metrics.completed_courses.value,
      metrics.available_courses.value,
      metrics.remaining_courses.value,
    ]).toEqual([66.7, 2, 3, 1]);

    // Score: Ana 100, Beto (60 + 80) / 2 = 70, Carla 40; progress in the range: Ana 1/1 = 100,
    // Beto 0/1 = 0, Carla 1/1 = 100; performance, their mean: Ana (100 + 100) / 2 = 100,
    // Carla (40 + 100) / 2 = 70, Beto (70 + 0) / 2 = 35.
    const users = await report<UserRankingPage>('/admin/v2/rankings/users');
    expect(
      users.items.map((u) => [
        u.rank,
        u.name,
        u.score,
        u.progress,
        u.performance,
        u.completed_exams,
      ]),
    ).toEqual([
      [1, 'Ana López', 100, 100, 100, 1],
      [2, 'Carla Soto', 40, 100, 70, 1],
      [3, 'Beto Ruiz', 70, 0, 35, 2],
    ]);

    // Tienda B: 1 person, active, topic completed: adoption 100, progress 100, score 40.
    // Tienda A: 2 people, 1 active: adoption 1 / 2 = 50, progress 1 / 2 = 50, score 80.
    // Ranked by progress: B first.
    const stores = await report<StoreRankingPage>('/admin/v2/rankings/stores');
    expect(
      stores.items.map((s) => [
        s.rank,
        s.store.name,
        s.people,
        s.active,
        s.adoption,
        s.progress,
        s.score,
        s.completed_courses,
      ]),
    ).toEqual([
      [1, 'Tienda B', 1, 1, 100, 100, 40, 1],
      [2, 'Tienda A', 2, 1, 50, 50, 80, 1],
    ]);
    // Beto manages Tienda A (his position manages a store): 2 registered people, both active in
    // the range; exams (100 + 60 + 80) / 3 = 80, progress 1 / 2 = 50, training (80 + 50) / 2 =
    // 65; SV-1 scored 50; answers R-1 10, R-2 9, R-5 3: NPS (2 − 1) / 3 = 33.3, as 0–100
    // (33.3 + 100) / 2 = 66.7; result, the mean of the three parts: (65 + 50 + 66.7) / 3 = 60.6.
    const managers = await report<ManagerRankingPage>('/admin/v2/rankings/managers');
    expect(
      managers.items.map((m) => [
        m.rank,
        m.name,
        m.store.name,
        m.people,
        m.active,
        m.score,
        m.progress,
        m.training,
        m.supervisions,
        m.supervision_score,
        m.responses,
        m.nps,
        m.result,
      ]),
    ).toEqual([[1, 'Beto Ruiz', 'Tienda A', 2, 2, 80, 50, 65, 1, 50, 3, 33.3, 60.6]]);
  });

  it('shows the supervisions in the global score', async () => {
    // Scores 50 and 100: mean 75; 2 supervisions; incidents 1 + 0 = 1; below 70: 1 of 2 = 50 %.
    const global = await report<GlobalScore>('/admin/v2/supervision/global-score');
    expect([
      global.score.value,
      global.supervisions.value,
      global.incidents.value,
      global.failing_rate.value,
    ]).toEqual([75, 2, 1, 50]);
    expect(global.series.filter((b) => b.supervisions > 0)).toEqual([
      { key: '2026-10-10', score: 50, supervisions: 1 },
      { key: '2026-10-12', score: 100, supervisions: 1 },
    ]);
    const limpieza = global.modules.find((m) => m.module.name === 'Limpieza');
    expect(limpieza).toMatchObject({ supervisions: 2, score: 75, failing: 1, incidents: 1 });
  });

  it('shows the KPI values in the global report for the month', async () => {
    // 2 stores; value (180 + 250) / 2 = 215; target (200 + 200) / 2 = 200;
    // attainment 100 × (180 + 250) / (200 + 200) = 100 × 430 / 400 = 107.5.
    const kpi = await report<KpiGlobal>('/admin/v2/supervision/kpis/global-report');
    expect(
      kpi.modules.map((m) => [m.module.name, m.unit, m.better, m.months.map((x) => ({ ...x }))]),
    ).toEqual([
      [
        'Ticket promedio',
        'MXN',
        'higher',
        [{ month: '2026-10-01', stores: 2, value: 215, target: 200, attainment: 107.5 }],
      ],
    ]);
  });

  it('shows the answers in the NPS and the comments', async () => {
    // In the range: 10, 9, 8, 6, 3, 10 (R-7 falls on 1 November). Promoters (9–10) 3, passives
    // (7–8) 1, detractors (0–6) 2, n 6: NPS = 100 × (3 − 2) / 6 = 16.7.
    const nps = await report<Nps>('/admin/v2/satisfaction/nps');
    expect(nps.current).toMatchObject({
      promoters: 3,
      passives: 1,
      detractors: 2,
      n: 6,
      nps: 16.7,
      label: 'fair',
    });
    expect(nps.histogram).toEqual([0, 0, 0, 1, 0, 0, 1, 0, 1, 1, 2]);

    // Five of the six answers in the range have a comment, newest first.
    const comments = await report<Responses>('/admin/v2/satisfaction/responses', {
      commented: true,
    });
    expect(comments.items.map((r) => [r.store.name, r.score, r.group, r.comment])).toEqual([
      ['Tienda B', 10, 'promoters', 'Excelente'],
      ['Tienda A', 3, 'detractors', 'Muy lento y sucio'],
      ['Tienda B', 6, 'detractors', 'Servicio lento'],
      ['Tienda A', 9, 'promoters', 'Muy rápido'],
      ['Tienda A', 10, 'promoters', 'Cajera muy amable'],
    ]);
    // "lento" in two comments, scored 6 and 3: mean 4.5.
    const words = await report<Words>('/admin/v2/satisfaction/comments/words');
    expect(words.total_comments).toBe(5);
    expect(words.items[0]).toEqual({ word: 'lento', count: 2, avg_score: 4.5 });
  });
});
