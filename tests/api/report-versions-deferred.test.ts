import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import type { Db } from '../../server/platform/db/db';
import { brandKeys } from './harness/integration-keys';
import { startTestApp, type TestApp } from './harness/test-app';

// A load moves its brand's training version once, as its last statement (migration 042), instead
// of at its first write: no load holds the version row while it writes, so loads of one brand no
// longer wait for each other there nor cross each other's rollup rows.

type Result = components['schemas']['IngestResult'];

let t: TestApp;
let key1 = '';

const version = async (db: Db, brand = 1) =>
  Number(
    (
      await db.query<{ version: string }>(
        'SELECT version FROM report_versions WHERE brand_id = $1',
        [brand],
      )
    ).rows[0]?.version ?? 0,
  );

beforeAll(async () => {
  t = await startTestApp();
  ({ key1 } = await brandKeys(t, 'Deferred versions', ['regions', 'positions']));
});
afterAll(async () => {
  await t?.close();
});

describe('the training version of a load', () => {
  it('moves once, at the end, for every brand written; not at all for a write rolled back', async () => {
    const before = [await version(t.db, 1), await version(t.db, 2)];
    await t.db.transaction(async (tx) => {
      await tx.query('SELECT report_versions_defer()');
      await tx.query(`UPDATE positions SET name = name WHERE brand_id = 1`);
      await tx.query(`UPDATE positions SET name = name WHERE brand_id IN (1, 2)`);
      // A savepoint rolled back takes its note: brand 3 is not moved.
      await tx
        .transaction(async (sp) => {
          await sp.query(`UPDATE positions SET name = name WHERE brand_id = 3`);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      // Noted, not made: the version row is not taken until the end.
      expect([await version(tx, 1), await version(tx, 2)]).toEqual(before);
      await tx.query('SELECT report_versions_settle()');
      expect([await version(tx, 1), await version(tx, 2)]).toEqual([
        (before[0] ?? 0) + 1,
        (before[1] ?? 0) + 1,
      ]);
      // Settled: the next write moves the version at once again.
      await tx.query(`UPDATE positions SET name = name WHERE brand_id = 2`);
      expect(await version(tx, 2)).toBe((before[1] ?? 0) + 2);
    });
  });

  it('a brand not deferred moves at each write, as before', async () => {
    const before = await version(t.db, 3);
    await t.db.query(`UPDATE positions SET name = name WHERE brand_id = 3`);
    await t.db.query(`UPDATE positions SET name = name WHERE brand_id = 3`);
    expect(await version(t.db, 3)).toBe(before + 2);
  });

  it('a load through the API moves it once, and a load that wrote nothing does not', async () => {
    const load = (items: unknown[]) =>
      t.admin<Result>('POST', '/ingest/v1/positions', { token: key1, body: { items } });
    const before = await version(t.db);
    const created = await load(
      Array.from({ length: 5 }, (_, i) => ({ externalId: `DV-${i}`, name: `Puesto ${i}` })),
    );
    expect(created.status, created.text).toBe(200);
    expect(created.body.created).toBe(5);
    expect(await version(t.db)).toBe(before + 1);
    const again = await load([{ externalId: 'DV-0', name: 'Puesto 0' }]);
    expect(again.body.unchanged).toBe(1);
    expect(await version(t.db)).toBe(before + 1);
  });
});
