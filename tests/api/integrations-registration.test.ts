import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import type { Db } from '../../server/platform/db/db';
import { applyAllStatusRaises } from '../../server/platform/ingest/person-status';
import { brandKeys } from './harness/integration-keys';
import { startTestApp, type TestApp } from './harness/test-app';
import { testEngine } from './harness/test-db';

// How people loaded by an app become registered and active: `registeredAt` on the people kind,
// then the statuses their loaded attempts and progress reach (never lower); and positions that
// manage a store (`managesStore`), whose people the managers ranking ranks.

type Result = components['schemas']['IngestResult'];

let t: TestApp;
let key1 = '';
const KINDS = ['regions', 'stores', 'positions', 'people', 'courses', 'attempts', 'progress'];

const load = (kind: string, items: unknown[]) =>
  t.admin<Result>('POST', `/ingest/v1/${kind}`, { token: key1, body: { items } });
const statuses = (r: { status: number; text: string; body: Result }) => {
  expect(r.status, r.text).toBe(200);
  return r.body.results.map((x) => x.status);
};

/** The stored status and registration instant of people by externalId (brand 1). */
async function stored(...ids: string[]) {
  const { rows } = await t.db.query<{ external_id: string; status: string; registered: Date }>(
    `SELECT external_id, status, registered_at AS registered FROM people
      WHERE brand_id = 1 AND external_id = ANY ($1::text[]) ORDER BY external_id`,
    [ids],
  );
  return rows.map((r) => [r.external_id, r.status, r.registered?.toISOString() ?? null]);
}

const queued = async () =>
  Number(
    (await t.db.query<{ n: string }>('SELECT count(*) AS n FROM person_status_raises')).rows[0]?.n,
  );

const person = (id: string, extra: Record<string, unknown> = {}) => ({
  externalId: id,
  firstName: 'Persona',
  lastName: id,
  positionExternalId: 'RP-1',
  storeExternalId: 'RS-1',
  employeeNumber: `REG-${id}`,
  ...extra,
});

const attempt = (id: string, who: string, day: string, ended: boolean) => ({
  externalId: id,
  personExternalId: who,
  examExternalId: 'RE-1',
  startedAt: `2026-10-${day}T10:00:00-06:00`,
  ...(ended ? { endedAt: `2026-10-${day}T10:30:00-06:00`, score: 90 } : {}),
});

const progress = (who: string, day: string, completed: boolean) => ({
  personExternalId: who,
  courseExternalId: 'RC-1',
  lessonsCompleted: completed ? 1 : 0,
  startedAt: `2026-10-${day}T09:00:00-06:00`,
  ...(completed ? { completedAt: `2026-10-${day}T11:00:00-06:00` } : {}),
});

beforeAll(async () => {
  t = await startTestApp();
  ({ key1 } = await brandKeys(t, 'Registration loads', KINDS));
  statuses(await load('regions', [{ externalId: 'RR-1', name: 'Región de registros' }]));
  statuses(
    await load('stores', [
      { externalId: 'RS-1', name: 'Tienda de registros', regionExternalId: 'RR-1' },
    ]),
  );
  statuses(await load('positions', [{ externalId: 'RP-1', name: 'Puesto de registros' }]));
  statuses(
    await load('courses', [
      {
        externalId: 'RC-1',
        name: 'Curso de registros',
        startsOn: '2026-01-01',
        positionExternalIds: ['RP-1'],
        lessons: [{ externalId: 'RL-1', title: 'Única lección' }],
        exams: [
          {
            externalId: 'RE-1',
            title: 'Examen',
            questions: [{ externalId: 'RQ-1', text: '¿Sí?', points: 100 }],
          },
        ],
      },
    ]),
  );
});
afterAll(async () => {
  await t?.close();
});

describe('people registered by the app that loads them', () => {
  it('a person created with registeredAt is registered without activity; without, pre-registered', async () => {
    expect(
      statuses(
        await load('people', [
          person('P-REG', { registeredAt: '2026-10-01T08:00:00-06:00' }),
          person('P-PRE'),
        ]),
      ),
    ).toEqual(['created', 'created']);
    expect(await stored('P-PRE', 'P-REG')).toEqual([
      ['P-PRE', 'preregistered', null],
      ['P-REG', 'registeredWNAct', '2026-10-01T14:00:00.000Z'],
    ]);
  });

  it('registeredAt on a later load registers a pre-registered person; left out, it is kept', async () => {
    expect(
      statuses(
        await load('people', [person('P-PRE', { registeredAt: '2026-10-02T08:00:00-06:00' })]),
      ),
    ).toEqual(['updated']);
    expect(statuses(await load('people', [person('P-PRE')]))).toEqual(['unchanged']);
    expect(await stored('P-PRE')).toEqual([
      ['P-PRE', 'registeredWNAct', '2026-10-02T14:00:00.000Z'],
    ]);
  });

  it('an attempt started raises nobody past registered without activity; one ended, to registered', async () => {
    statuses(
      await load('people', [person('P-ATT', { registeredAt: '2026-10-01T08:00:00-06:00' })]),
    );
    statuses(await load('attempts', [attempt('RA-1', 'P-ATT', '05', false)]));
    expect((await stored('P-ATT'))[0]?.[1]).toBe('registeredWNAct');
    statuses(await load('attempts', [attempt('RA-2', 'P-ATT', '06', true)]));
    expect((await stored('P-ATT'))[0]?.[1]).toBe('registered');
  });

  it('a completed topic makes a person active, and nothing brings them down again', async () => {
    statuses(await load('progress', [progress('P-ATT', '07', true)]));
    expect((await stored('P-ATT'))[0]?.[1]).toBe('active');
    // A later unfinished attempt, progress taken back, a reload of the person with an app
    // registration: the status stays.
    statuses(await load('attempts', [attempt('RA-3', 'P-ATT', '08', false)]));
    expect(statuses(await load('progress', [progress('P-ATT', '07', false)]))).toEqual(['updated']);
    statuses(
      await load('people', [person('P-ATT', { registeredAt: '2026-10-01T09:00:00-06:00' })]),
    );
    expect(await stored('P-ATT')).toEqual([['P-ATT', 'active', '2026-10-01T15:00:00.000Z']]);
  });

  it('activity registers a pre-registered person at its earliest instant, whatever order it comes in', async () => {
    statuses(await load('people', [person('P-ACT')]));
    statuses(await load('attempts', [attempt('RA-4', 'P-ACT', '10', true)]));
    expect(await stored('P-ACT')).toEqual([['P-ACT', 'registered', '2026-10-10T16:00:00.000Z']]);
    // Progress started earlier, loaded later: the registration moves back to it.
    statuses(await load('progress', [progress('P-ACT', '09', false)]));
    expect(await stored('P-ACT')).toEqual([['P-ACT', 'registered', '2026-10-09T15:00:00.000Z']]);
  });

  it('counts registered people in the reports as they are raised', async () => {
    const token = await t.login('brand@demo.test');
    const sid = (await t.domains(token))[0]?.security_id ?? 0;
    const stores = await t.admin<components['schemas']['StoreRankingPage']>(
      'GET',
      '/admin/v2/rankings/stores',
      {
        token,
        query: { security_id: sid, start: '2026-10-01', end: '2026-10-31', page_size: 200 },
      },
    );
    expect(stores.status, stores.text).toBe(200);
    const row = stores.body.items.find((s) => s.store.name === 'Tienda de registros');
    // P-REG, P-PRE (registered on the 2nd), P-ATT, P-ACT: four registered people (P-BURST-*
    // are loaded later). Active counts topics completed: P-ATT's was taken back, so none.
    expect([row?.people, row?.active]).toEqual([4, 0]);
  });

  it.runIf(testEngine() === 'postgres')(
    'concurrent loads of one person’s attempts and progress end with the highest status, without a deadlock',
    async () => {
      statuses(
        await load(
          'people',
          Array.from({ length: 20 }, (_, i) => person(`P-BURST-${i}`)),
        ),
      );
      const everyone = Array.from({ length: 20 }, (_, i) => `P-BURST-${i}`);
      // Eight loads at once, each touching every person, in opposite orders.
      const loads = Array.from({ length: 8 }, (_, n) => {
        const who = n % 2 ? [...everyone].reverse() : everyone;
        return n % 4 === 3
          ? load(
              'progress',
              who.map((p) => progress(p, '12', true)),
            )
          : load(
              'attempts',
              who.map((p, i) => attempt(`RB-${n}-${i}`, p, String(13 + (n % 3)), n % 2 === 0)),
            );
      });
      for (const r of await Promise.all(loads)) expect(r.status, r.text).toBe(200);
      const rows = await stored(...everyone);
      expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(['active']));
      // Registered at the earliest activity: the progress started on the 12th, 09:00.
      expect(new Set(rows.map((r) => r[2]))).toEqual(new Set(['2026-10-12T15:00:00.000Z']));
      // Every load applied what it queued before it answered.
      expect(await queued()).toBe(0);
    },
    60_000,
  );

  it('raises a stopped server left queued are applied by the brand’s next load, or at the next start', async () => {
    statuses(await load('people', [person('P-Q1'), person('P-Q2')]));
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT id FROM people WHERE brand_id = 1 AND external_id IN ('P-Q1', 'P-Q2')
        ORDER BY external_id`,
    );
    const [id1, id2] = rows.map((r) => r.id);
    // What a load's transaction leaves when its server stops before applying it.
    const leave = (id: number | undefined, rank: number, at: string) =>
      t.db.query(
        'INSERT INTO person_status_raises (brand_id, person_id, rank, at) VALUES (1, $1, $2, $3)',
        [id, rank, at],
      );
    await leave(id1, 3, '2026-10-20T16:00:00Z');
    // The next load of the brand, of someone else, applies it before it answers.
    statuses(await load('attempts', [attempt('RA-Q', 'P-ACT', '21', true)]));
    expect(await stored('P-Q1')).toEqual([['P-Q1', 'registered', '2026-10-20T16:00:00.000Z']]);
    await leave(id2, 4, '2026-10-19T16:00:00Z');
    await leave(id2, 2, '2026-10-18T16:00:00Z');
    expect(await applyAllStatusRaises(t.db)).toBe(1);
    // The highest status and the earliest instant of what was queued.
    expect(await stored('P-Q2')).toEqual([['P-Q2', 'active', '2026-10-18T16:00:00.000Z']]);
    expect(await queued()).toBe(0);
  });

  it('the rollups read from status and registration are what a rebuild from the rows makes', async () => {
    // Every person of the store was registered, raised and moved back in time by plain UPDATEs
    // (on PostgreSQL, by the burst too): the people triggers must have kept people_counts, each
    // progress row's copy of the registration and the monthly progress rollups right.
    const read = async (db: Db) => {
      const store = `(SELECT id FROM organizations WHERE brand_id = 1 AND external_id = 'RS-1')`;
      const counts = await db.query(
        `SELECT region_id, position_id, registered, active FROM people_counts
          WHERE store_id = ${store} AND (registered <> 0 OR active <> 0) ORDER BY 1, 2`,
      );
      const months = await db.query(
        `SELECT region_id, position_id, course_id, month::text, started, completed
           FROM progress_months
          WHERE store_id = ${store} AND (started <> 0 OR completed <> 0) ORDER BY 1, 2, 3, 4`,
      );
      const totals = await db.query(
        `SELECT region_id, position_id, course_id, started, completed FROM progress_totals
          WHERE store_id = ${store} AND (started <> 0 OR completed <> 0) ORDER BY 1, 2, 3`,
      );
      const copies = await db.query(
        `SELECT cp.person_id, cp.person_registered_at, person_counted_since(p) AS since
           FROM course_progress cp JOIN people p ON p.id = cp.person_id
          WHERE p.store_id = ${store} ORDER BY 1, cp.course_id`,
      );
      return { counts: counts.rows, months: months.rows, totals: totals.rows, copies: copies.rows };
    };
    // Thrown to roll the rebuild back: the other tests' rows stay as the triggers left them.
    class Rebuilt extends Error {}
    let kept: Awaited<ReturnType<typeof read>> | undefined;
    let rebuilt: Awaited<ReturnType<typeof read>> | undefined;
    await t.db
      .transaction(async (tx) => {
        kept = await read(tx);
        // progress_rollup_rebuild() first: it refreshes the first completions people_counts reads.
        await tx.query('SELECT progress_rollup_rebuild()');
        await tx.query('SELECT people_counts_rebuild()');
        await tx.query('SELECT progress_totals_rebuild()');
        rebuilt = await read(tx);
        throw new Rebuilt('rolled back');
      })
      .catch((err: unknown) => {
        if (!(err instanceof Rebuilt)) throw err;
      });
    expect(kept?.counts.length).toBeGreaterThan(0);
    expect(kept?.months.length).toBeGreaterThan(0);
    expect(kept?.counts).toEqual(rebuilt?.counts);
    expect(kept?.months).toEqual(rebuilt?.months);
    expect(kept?.totals).toEqual(rebuilt?.totals);
    for (const row of kept?.copies ?? []) expect(row.person_registered_at).toEqual(row.since);
  });
});

describe('positions that manage a store', () => {
  it('managesStore: false on create, kept when left out, changed when sent', async () => {
    const manages = async () =>
      (
        await t.db.query<{ manages_store: boolean }>(
          `SELECT manages_store FROM positions WHERE brand_id = 1 AND external_id = 'RP-MGR'`,
        )
      ).rows[0]?.manages_store;
    expect(
      statuses(await load('positions', [{ externalId: 'RP-MGR', name: 'Gerente de registros' }])),
    ).toEqual(['created']);
    expect(await manages()).toBe(false);
    expect(
      statuses(
        await load('positions', [
          { externalId: 'RP-MGR', name: 'Gerente de registros', managesStore: true },
        ]),
      ),
    ).toEqual(['updated']);
    expect(await manages()).toBe(true);
    expect(
      statuses(await load('positions', [{ externalId: 'RP-MGR', name: 'Gerente de registros' }])),
    ).toEqual(['unchanged']);
    expect(
      statuses(
        await load('positions', [
          { externalId: 'RP-MGR', name: 'Gerente de registros', managesStore: true },
        ]),
      ),
    ).toEqual(['unchanged']);
    expect(await manages()).toBe(true);
  });
});
