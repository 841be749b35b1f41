import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/platform/db/db';
import { startTestApp, type TestApp } from './harness/test-app';
import { openTestDb } from './harness/test-db';

// SIGTERM first tells long work the server is stopping (createApp's stopWork): an import in
// progress rolls back at its next batch and answers 503, so the shutdown's drain is bounded by
// one batch instead of the whole file, and nothing of the file is kept.

const HEADER = 'first_name,last_name,email,phone,enrollment,position,store,national_id,tax_id';

let t: TestApp;
let token = '';
let batches = 0;
let stopAtBatch = 0;

/** Calls stopWork when the import's nth batch INSERT is sent, as a SIGTERM arriving then would. */
function stoppingAt(inner: Db): Db {
  const wrap = (db: Db): Db => ({
    engine: db.engine,
    query(sql, params) {
      if (sql.includes('jsonb_to_recordset') && stopAtBatch > 0) {
        batches += 1;
        if (batches === stopAtBatch) t.stopWork();
      }
      return db.query(sql, params);
    },
    batches: (sql, params, size) => db.batches(sql, params, size),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  });
  return wrap(inner);
}

beforeAll(async () => {
  t = await startTestApp({ db: stoppingAt(await openTestDb()) });
  token = await t.login('brand@demo.test');
});
afterAll(async () => {
  await t.close();
});

const count = async (sql: string) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`)).rows[0]?.n;

describe('an import when the server begins to stop', () => {
  it('rolls back at the next batch, answers 503 and keeps nothing of the file', async () => {
    const position = (
      await t.db.query<{ name: string }>(
        'SELECT name FROM positions WHERE brand_id = 1 ORDER BY id LIMIT 1',
      )
    ).rows[0]?.name;
    const store = (
      await t.db.query<{ name: string }>('SELECT name FROM organizations WHERE id = 1001')
    ).rows[0]?.name;
    const lines = [HEADER];
    for (let i = 0; i < 2500; i++) {
      lines.push(`Alto,${i},alto.${i}@ejemplo.mx,,AL${i},${position},${store},,`);
    }
    const people = await count('people');
    const entries = await count(`activity_log WHERE action = 'import_people'`);
    stopAtBatch = 2;
    const r = await t.admin<{ reason: string }>('POST', '/admin/v2/people/import', {
      token,
      query: { security_id: 2 },
      raw: { type: 'text/csv', text: lines.join('\r\n') },
    });
    expect(r.status, r.text).toBe(503);
    expect(r.body.reason).toBe('server_stopping');
    // Two batches were sent, the third never was.
    expect(batches).toBe(2);
    expect(await count('people')).toBe(people);
    expect(await count(`people WHERE email LIKE 'alto.%@ejemplo.mx'`)).toBe(0);
    expect(await count(`activity_log WHERE action = 'import_people'`)).toBe(entries);
  });
});
