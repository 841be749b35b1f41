import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { reportTestApp } from './fixtures/report-app';
import { FIXTURE_DOMAINS, MARCH, mx } from './fixtures/report-fixture';

// The progress rollup (migration 010: each progress row carries its person's placement, and
// progress_months sums started and completed rows per placement, topic and UTC month) is kept
// by triggers on course_progress and people and rebuilt at the end of the seed's bulk load.
// These tests prove that every write moves it, and the key metrics, by exactly that write:
// a progress row added, completed, reopened or removed (on the range's last millisecond, a cut
// UTC day), a person moved, given another position, deleted (softly, by the app) or removed.

type KeyMetrics = components['schemas']['KeyMetrics'];
type StorePage = components['schemas']['StoreRankingPage'];
type UserPage = components['schemas']['UserRankingPage'];

const app = reportTestApp();
const db = () => app.t.db;

async function metrics(domain: number = FIXTURE_DOMAINS.brand) {
  const r = await app.t.admin<KeyMetrics>('GET', '/admin/v2/dashboard/key-metrics', {
    token: app.token,
    query: { security_id: domain, ...MARCH },
  });
  expect(r.status, r.text).toBe(200);
  const k = r.body;
  return {
    registered: k.registered.value,
    active: k.active.value,
    completed: k.completed_courses.value,
    incomplete: k.incomplete_courses.value,
    available: k.available_courses.value,
    previous: [k.active.previous, k.completed_courses.previous, k.incomplete_courses.previous],
  };
}

/**
 * Differences between the rollup and the raw rows placed by a join to people (not by the
 * columns the triggers keep), between each person's first completion and their rows, between
 * each person's count of completed available topics (migration 016) and their rows, between the
 * all-time totals (migration 019) and the raw rows, and between the counted people per placement
 * (migration 018) and a count of the people.
 */
async function drift(): Promise<unknown[]> {
  const { rows } = await db().query(
    `WITH placed AS (
       SELECT cp.brand_id, coalesce(p.region_id, 0) AS region_id, p.store_id,
              coalesce(p.position_id, 0) AS position_id, cp.course_id, cp.started_at,
              cp.completed_at,
              CASE WHEN p.deleted_at IS NULL AND p.status <> 'preregistered'
                   THEN p.registered_at END AS reg
         FROM course_progress cp JOIN people p ON p.id = cp.person_id
     ),
     events AS (
       SELECT brand_id, region_id, store_id, position_id, course_id,
              date_trunc('month', greatest(started_at, reg) AT TIME ZONE 'UTC')::date AS month,
              1 AS started, 0 AS completed
         FROM placed WHERE reg IS NOT NULL
       UNION ALL
       SELECT brand_id, region_id, store_id, position_id, course_id,
              date_trunc('month', greatest(completed_at, reg) AT TIME ZONE 'UTC')::date, 0, 1
         FROM placed WHERE reg IS NOT NULL AND completed_at IS NOT NULL
     ),
     raw AS (
       SELECT brand_id, region_id, store_id, position_id, course_id, month,
              sum(started)::int AS started, sum(completed)::int AS completed
         FROM events GROUP BY 1, 2, 3, 4, 5, 6
     ),
     kept AS (
       SELECT brand_id, region_id, store_id, position_id, course_id, month, started, completed
         FROM progress_months WHERE started <> 0 OR completed <> 0
     ),
     raw_totals AS (
       SELECT brand_id, region_id, store_id, position_id, course_id,
              sum(started)::int AS started, sum(completed)::int AS completed
         FROM raw GROUP BY 1, 2, 3, 4, 5
     ),
     totals AS (
       SELECT brand_id, region_id, store_id, position_id, course_id, started, completed
         FROM progress_totals WHERE started <> 0 OR completed <> 0
     ),
     firsts AS (
       SELECT p.id, p.first_completed_at,
              (SELECT min(completed_at) FROM course_progress WHERE person_id = p.id) AS first
         FROM people p
     ),
     available AS (
       SELECT p.id, p.completed_available,
              (SELECT count(*)::int FROM course_progress cp JOIN courses c ON c.id = cp.course_id
                WHERE cp.person_id = p.id AND cp.completed_at IS NOT NULL
                  AND c.type <> 'inactive' AND c.brand_id = p.brand_id
                  AND cp.brand_id = p.brand_id
                  AND (c.id NOT IN (SELECT course_id FROM course_positions)
                       OR (c.id, p.position_id) IN (SELECT course_id, position_id
                                                      FROM course_positions))) AS n
         FROM people p
     ),
     counted AS (
       SELECT brand_id, coalesce(region_id, 0) AS region_id, store_id,
              coalesce(position_id, 0) AS position_id, count(*)::int AS registered,
              count(first_completed_at)::int AS active
         FROM people
        WHERE deleted_at IS NULL AND status <> 'preregistered' AND registered_at IS NOT NULL
        GROUP BY 1, 2, 3, 4
     ),
     counts AS (
       SELECT brand_id, region_id, store_id, position_id, registered, active
         FROM people_counts WHERE registered <> 0 OR active <> 0
     )
     (SELECT 'missing' AS t, to_jsonb(a) AS r FROM (SELECT * FROM raw EXCEPT SELECT * FROM kept) a)
     UNION ALL (SELECT 'extra', to_jsonb(b) FROM (SELECT * FROM kept EXCEPT SELECT * FROM raw) b)
     UNION ALL (SELECT 'first', to_jsonb(f) FROM firsts f
                 WHERE f.first_completed_at IS DISTINCT FROM f.first)
     UNION ALL (SELECT 'available', to_jsonb(v) FROM available v
                 WHERE v.completed_available <> v.n)
     UNION ALL (SELECT 'totals missing', to_jsonb(tm)
                  FROM (SELECT * FROM raw_totals EXCEPT SELECT * FROM totals) tm)
     UNION ALL (SELECT 'totals extra', to_jsonb(te)
                  FROM (SELECT * FROM totals EXCEPT SELECT * FROM raw_totals) te)
     UNION ALL (SELECT 'uncounted', to_jsonb(u)
                  FROM (SELECT * FROM counted EXCEPT SELECT * FROM counts) u)
     UNION ALL (SELECT 'overcounted', to_jsonb(o)
                  FROM (SELECT * FROM counts EXCEPT SELECT * FROM counted) o)`,
  );
  return rows;
}

describe('progress rollup', () => {
  it('matches the raw rows after the seed and the fixture', async () => {
    expect(await drift()).toEqual([]);
    const { rows } = await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM progress_months WHERE brand_id = 9',
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it('moves by exactly one row added, completed, reopened and removed', async () => {
    const before = await metrics();
    // Carla (registered 15 March, Cajero) takes Caja (for Cajeros) and completes it on the
    // range's last millisecond: her first completion, so she becomes active too.
    await db().query(
      `INSERT INTO course_progress (person_id, course_id, brand_id, store_id, region_id,
         started_at, completed_at)
       VALUES (90103, 9102, 9, 9001, 901, $1, $2)`,
      [mx('2026-03-16T10:00'), mx('2026-03-31T23:59:59.999')],
    );
    const added = await metrics();
    expect(added.completed).toBe((before.completed ?? 0) + 1);
    expect(added.incomplete).toBe(before.incomplete);
    expect(added.active).toBe((before.active ?? 0) + 1);
    expect(added.previous).toEqual(before.previous);
    expect(await drift()).toEqual([]);

    await db().query(
      'UPDATE course_progress SET completed_at = NULL WHERE person_id = 90103 AND course_id = 9102',
    );
    const reopened = await metrics();
    expect(reopened.completed).toBe(before.completed);
    expect(reopened.incomplete).toBe((before.incomplete ?? 0) + 1);
    expect(reopened.active).toBe(before.active);
    expect(await drift()).toEqual([]);

    // Completed at 00:00 of the next day: outside the range.
    await db().query(
      `UPDATE course_progress SET completed_at = $1 WHERE person_id = 90103 AND course_id = 9102`,
      [mx('2026-04-01T00:00')],
    );
    expect((await metrics()).incomplete).toBe((before.incomplete ?? 0) + 1);
    expect(await drift()).toEqual([]);

    await db().query('DELETE FROM course_progress WHERE person_id = 90103 AND course_id = 9102');
    expect(await metrics()).toEqual(before);
    expect(await drift()).toEqual([]);
  });

  it('counts a completion in the store ranking when its topic had nothing before the range', async () => {
    const completedAt = async () => {
      const r = await app.t.admin<StorePage>('GET', '/admin/v2/rankings/stores', {
        token: app.token,
        query: { security_id: FIXTURE_DOMAINS.brand, ...MARCH, sort: 'top' },
      });
      expect(r.status, r.text).toBe(200);
      return r.body.items.find((i) => i.store.id === 9001)?.completed_courses;
    };
    const before = (await completedAt()) ?? 0;
    // Caja at Tienda Centro has only March rows (a whole month of the rollup): the first
    // completion there must count although the group had nothing as of the range's start.
    await db().query(
      `INSERT INTO course_progress (person_id, course_id, brand_id, store_id, region_id,
         started_at, completed_at)
       VALUES (90103, 9102, 9, 9001, 901, $1, $2)`,
      [mx('2026-03-16T10:00'), mx('2026-03-20T10:00')],
    );
    expect(await completedAt()).toBe(before + 1);
    await db().query('DELETE FROM course_progress WHERE person_id = 90103 AND course_id = 9102');
    expect(await completedAt()).toBe(before);
  });

  it('follows a person who moves to another store and comes back', async () => {
    const brand = await metrics();
    const store = await metrics(FIXTURE_DOMAINS.store);
    // Beto (Tienda Centro, Cajero) has Bienvenida completed in March and Caja started.
    await db().query('UPDATE people SET store_id = 9002 WHERE id = 90102');
    const moved = await metrics(FIXTURE_DOMAINS.store);
    expect(moved.registered).toBe((store.registered ?? 0) - 1);
    expect(moved.completed).toBe((store.completed ?? 0) - 1);
    expect(moved.incomplete).toBe((store.incomplete ?? 0) - 1);
    expect(await metrics()).toEqual(brand);
    expect(await drift()).toEqual([]);

    await db().query('UPDATE people SET store_id = 9001 WHERE id = 90102');
    expect(await metrics(FIXTURE_DOMAINS.store)).toEqual(store);
    expect(await drift()).toEqual([]);
  });

  it('counts only the topics of the position a person holds now', async () => {
    const before = await metrics();
    // As Gerente, Beto's Caja (for Cajeros only) is no longer available to him.
    await db().query('UPDATE people SET position_id = 90001 WHERE id = 90102');
    const promoted = await metrics();
    expect(promoted.incomplete).toBe((before.incomplete ?? 0) - 1);
    expect(promoted.completed).toBe(before.completed);
    expect(await drift()).toEqual([]);
    await db().query('UPDATE people SET position_id = 90002 WHERE id = 90102');
    expect(await metrics()).toEqual(before);
    expect(await drift()).toEqual([]);
  });

  it('drops a deleted person, keeps them on restore, and a hard delete removes their rows', async () => {
    const before = await metrics();
    // Dora (Tienda Parque, Cajero) completed Bienvenida and Caja before the range's end.
    const del = await app.t.admin('DELETE', '/admin/v2/people/90104', {
      token: app.token,
      query: { security_id: FIXTURE_DOMAINS.brand },
    });
    expect(del.status, del.text).toBe(200);
    const deleted = await metrics();
    expect(deleted.registered).toBe((before.registered ?? 0) - 1);
    expect(deleted.active).toBe((before.active ?? 0) - 1);
    expect(deleted.completed).toBe((before.completed ?? 0) - 2);
    expect(await drift()).toEqual([]);

    await db().query('UPDATE people SET deleted_at = NULL WHERE id = 90104');
    expect(await metrics()).toEqual(before);
    expect(await drift()).toEqual([]);

    await db().query('DELETE FROM people WHERE id = 90104');
    expect((await metrics()).completed).toBe((before.completed ?? 0) - 2);
    expect(await drift()).toEqual([]);
  });

  it("keeps each person's count of completed available topics for the user ranking", async () => {
    const progressOf = async (person: number) => {
      const r = await app.t.admin<UserPage>('GET', '/admin/v2/rankings/users', {
        token: app.token,
        query: { security_id: FIXTURE_DOMAINS.brand, ...MARCH, page_size: 50 },
      });
      expect(r.status, r.text).toBe(200);
      return r.body.items.find((i) => i.person_id === person)?.progress;
    };
    // Carla (Cajero) has Bienvenida and Caja available, neither completed in the fixture.
    expect(await progressOf(90103)).toBe(0);
    await db().query(
      `INSERT INTO course_progress (person_id, course_id, brand_id, store_id, region_id,
         started_at, completed_at)
       VALUES (90103, 9102, 9, 9001, 901, $1, $2)`,
      [mx('2026-03-16T10:00'), mx('2026-04-01T00:00')],
    );
    // Completed at 00:00 of the day after the range: not yet, as of its end.
    expect(await progressOf(90103)).toBe(0);
    expect(await drift()).toEqual([]);
    await db().query(
      'UPDATE course_progress SET completed_at = $1 WHERE person_id = 90103 AND course_id = 9102',
      [mx('2026-03-31T23:59:59.999')],
    );
    expect(await progressOf(90103)).toBe(50);
    // Caja retargeted to Gerentes only, then to nobody (open to all), then deactivated.
    await db().query('UPDATE course_positions SET position_id = 90001 WHERE course_id = 9102');
    expect(await drift()).toEqual([]);
    expect(await progressOf(90103)).toBe(0);
    await db().query('DELETE FROM course_positions WHERE course_id = 9102');
    expect(await drift()).toEqual([]);
    expect(await progressOf(90103)).toBe(50);
    await db().query(`UPDATE courses SET type = 'inactive' WHERE id = 9102`);
    expect(await drift()).toEqual([]);
    expect(await progressOf(90103)).toBe(0);
    // Back as the fixture had it.
    await db().query(`UPDATE courses SET type = 'open' WHERE id = 9102`);
    await db().query(
      'INSERT INTO course_positions (brand_id, course_id, position_id) VALUES (9, 9102, 90002)',
    );
    await db().query('DELETE FROM course_progress WHERE person_id = 90103 AND course_id = 9102');
    expect(await drift()).toEqual([]);
    expect(await progressOf(90103)).toBe(0);
  });
});
