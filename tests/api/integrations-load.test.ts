import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { brandKeys } from './harness/integration-keys';
import { startTestApp, type TestApp } from './harness/test-app';

// The ingestion operations: each kind created, updated, unchanged on retry and rejected with its
// field; NDJSON; the request limits; a key of one brand against another brand's records; one
// activity-log entry per load; and people loaded through the API shown by the console at once.

type Result = components['schemas']['IngestResult'];
type ItemResult = components['schemas']['IngestItemResult'];
type PersonPage = components['schemas']['PersonPage'];

let t: TestApp;
let brandToken = '';
let brandSid = 0;
/** Keys of brand 1 and brand 2, every kind. */
let key1 = '';
let key2 = '';
const KINDS = ['regions', 'stores', 'positions', 'people'];

beforeAll(async () => {
  t = await startTestApp();
  ({ brandToken, brandSid, key1, key2 } = await brandKeys(t, 'Load tests', KINDS));
});
afterAll(async () => {
  await t.close();
});

const load = (kind: string, items: unknown[], key = key1) =>
  t.admin<Result & { reason?: string; field?: string }>('POST', `/ingest/v1/${kind}`, {
    token: key,
    body: { items },
  });

const statuses = (r: { body: Result }) => r.body.results.map((x) => x.status);
const rejection = (r: { body: Result }, index: number): Partial<ItemResult> => {
  const x = r.body.results.find((y) => y.index === index);
  return { status: x?.status, field: x?.field, reason: x?.reason };
};

describe('regions', () => {
  it('created, unchanged on retry, updated, rejected with its field', async () => {
    const items = [
      { externalId: 'R-NORTE', name: 'Norte', translations: { es: 'Norte', en: 'North' } },
      { externalId: 'R-SUR', name: 'Sur' },
    ];
    const first = await load('regions', items);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ created: 2, updated: 0, unchanged: 0, rejected: 0 });
    expect(first.body.results[0]).toEqual({
      index: 0,
      externalId: 'R-NORTE',
      status: 'created',
      field: null,
      reason: null,
      message: null,
    });
    const retry = await load('regions', items);
    expect(retry.body).toMatchObject({ created: 0, updated: 0, unchanged: 2, rejected: 0 });
    const renamed = await load('regions', [
      { ...items[1], name: 'Sureste' },
      { externalId: 'R-X' },
    ]);
    expect(statuses(renamed)).toEqual(['updated', 'rejected']);
    expect(rejection(renamed, 1)).toEqual({
      status: 'rejected',
      field: 'name',
      reason: 'validation',
    });
    const { rows } = await t.db.query<{ name: string; translations: Record<string, string> }>(
      `SELECT name, translations FROM regions WHERE brand_id = 1 AND external_id IN ('R-NORTE', 'R-SUR')
        ORDER BY external_id`,
    );
    expect(rows).toEqual([
      { name: 'Norte', translations: { es: 'Norte', en: 'North' } },
      { name: 'Sureste', translations: {} },
    ]);
  });

  it('refuses an item on its own: a wrong type, an unknown field, not an object', async () => {
    const r = await load('regions', [
      { externalId: 'R-OK', name: 'Bien' },
      { externalId: 'R-BAD', name: 5 },
      { externalId: 'R-EXTRA', name: 'x', color: 'red' },
      7,
      { externalId: ' R-SPACE', name: 'x' },
      { externalId: 'R-NUL', name: 'a\u0000b' },
    ]);
    expect(r.status).toBe(200);
    expect(statuses(r)).toEqual([
      'created',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(rejection(r, 1).field).toBe('name');
    expect(rejection(r, 2).field).toBe('color');
    expect(rejection(r, 3).field).toBe('item');
    expect(rejection(r, 4).field).toBe('externalId');
    expect(rejection(r, 5).field).toBe('name');
    expect(r.body.results[1]?.externalId).toBe('R-BAD');
  });
});

describe('stores', () => {
  it('created in a region of the brand, unchanged, updated, rejected with its field', async () => {
    const store = { externalId: 'S-1', name: 'Tienda Uno', regionExternalId: 'R-NORTE' };
    const first = await load('stores', [
      store,
      { externalId: 'S-2', name: 'Tienda Dos', regionExternalId: 'R-NADA' },
      { externalId: 'S-3', name: 'Tienda Tres', regionExternalId: 'R-SUR', timeZone: 'Mars/Base' },
      {
        externalId: 'S-4',
        name: 'Tienda Cuatro',
        regionExternalId: 'R-SUR',
        timeZone: 'America/Tijuana',
      },
    ]);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ created: 2, rejected: 2 });
    expect(rejection(first, 1)).toEqual({
      status: 'rejected',
      field: 'regionExternalId',
      reason: 'unknown_reference',
    });
    expect(rejection(first, 2)).toMatchObject({ field: 'timeZone', reason: 'invalid_time_zone' });
    expect(statuses(await load('stores', [store]))).toEqual(['unchanged']);
    const moved = await load('stores', [{ ...store, regionExternalId: 'R-SUR', active: false }]);
    expect(statuses(moved)).toEqual(['updated']);
    const { rows } = await t.db.query<{
      brand_id: number;
      kind: string;
      region: string;
      active: boolean;
      industry: string;
      time_zone: string | null;
    }>(
      `SELECT o.brand_id, o.kind, r.external_id AS region, o.active, o.industry, o.time_zone
         FROM organizations o JOIN regions r ON r.id = o.region_id
        WHERE o.external_id IN ('S-1', 'S-4') ORDER BY o.external_id`,
    );
    expect(rows).toEqual([
      {
        brand_id: 1,
        kind: 'store',
        region: 'R-SUR',
        active: false,
        industry: 'restaurants',
        time_zone: null,
      },
      {
        brand_id: 1,
        kind: 'store',
        region: 'R-SUR',
        active: true,
        industry: 'restaurants',
        time_zone: 'America/Tijuana',
      },
    ]);
  });

  it("a key of brand 1 cannot write brand 2's stores or use its regions", async () => {
    const setup = await load(
      'regions',
      [{ externalId: 'R-B2', name: 'Región de la marca 2' }],
      key2,
    );
    expect(setup.body.created).toBe(1);
    const theirs = await load(
      'stores',
      [{ externalId: 'S-SHARED', name: 'Tienda marca 2', regionExternalId: 'R-B2' }],
      key2,
    );
    expect(theirs.body.created).toBe(1);
    const r = await load('stores', [
      { externalId: 'S-SHARED', name: 'Intrusa', regionExternalId: 'R-B2' },
      { externalId: 'S-SHARED', name: 'Tienda marca 1', regionExternalId: 'R-NORTE' },
    ]);
    expect(rejection(r, 0)).toEqual({
      status: 'rejected',
      field: 'regionExternalId',
      reason: 'unknown_reference',
    });
    // The same externalId in brand 1 is brand 1's own store: brand 2's is untouched.
    expect(statuses(r)).toEqual(['rejected', 'created']);
    const { rows } = await t.db.query<{ brand_id: number; name: string }>(
      `SELECT brand_id, name FROM organizations WHERE external_id = 'S-SHARED' ORDER BY brand_id`,
    );
    expect(rows).toEqual([
      { brand_id: 1, name: 'Tienda marca 1' },
      { brand_id: 2, name: 'Tienda marca 2' },
    ]);
  });
});

describe('positions', () => {
  it('created, unchanged, updated, a seeded name taken over, a taken name rejected', async () => {
    const first = await load('positions', [{ externalId: 'P-CAJ', name: 'Cajero integrado' }]);
    expect(statuses(first)).toEqual(['created']);
    expect(
      statuses(await load('positions', [{ externalId: 'P-CAJ', name: 'Cajero integrado' }])),
    ).toEqual(['unchanged']);
    expect(
      statuses(await load('positions', [{ externalId: 'P-CAJ', name: 'Cajera integrada' }])),
    ).toEqual(['updated']);
    const { rows: seeded } = await t.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM positions WHERE brand_id = 1 AND external_id IS NULL ORDER BY id LIMIT 1',
    );
    const seed = seeded[0];
    if (!seed) throw new Error('no seeded position');
    const adopt = await load('positions', [
      { externalId: 'P-SEED', name: seed.name.toUpperCase() },
      { externalId: 'P-OTHER', name: 'cajera integrada' },
    ]);
    expect(statuses(adopt)).toEqual(['updated', 'rejected']);
    expect(rejection(adopt, 1)).toMatchObject({ field: 'name', reason: 'duplicate_name' });
    const { rows } = await t.db.query<{ external_id: string }>(
      'SELECT external_id FROM positions WHERE id = $1',
      [seed.id],
    );
    expect(rows[0]?.external_id).toBe('P-SEED');
  });
});

describe('people', () => {
  const person = {
    externalId: 'E-100',
    firstName: 'Mariana',
    lastName: 'Integrada',
    positionExternalId: 'P-CAJ',
    storeExternalId: 'S-4',
    email: 'mariana.integrada@ejemplo.mx',
    phone: '+52 55 1234 9876',
    employeeNumber: 'INT-100',
  };

  const listed = async (search: string) => {
    const r = await t.admin<PersonPage>('GET', '/admin/v2/people', {
      token: brandToken,
      query: { security_id: brandSid, search },
    });
    expect(r.status).toBe(200);
    return r.body;
  };

  it('a loaded person is in the console at once; retry unchanged; edits update', async () => {
    const before = await listed('');
    const { rows: versions } = await t.db.query<{ version: string }>(
      'SELECT version::text FROM report_versions WHERE brand_id = 1',
    );
    const r = await load('people', [person]);
    expect(r.status, r.text).toBe(200);
    expect(statuses(r)).toEqual(['created']);
    const found = await listed('Mariana Integrada');
    expect(found.items.map((p) => p.email)).toEqual(['mariana.integrada@ejemplo.mx']);
    expect(found.items[0]).toMatchObject({ phone: '5512349876', employee_number: 'INT-100' });
    expect((await listed('')).total).toBe(before.total + 1);
    // The brand's reports see a new version (their kept answers are dropped).
    const { rows: after } = await t.db.query<{ version: string }>(
      'SELECT version::text FROM report_versions WHERE brand_id = 1',
    );
    expect(BigInt(after[0]?.version ?? 0)).toBeGreaterThan(BigInt(versions[0]?.version ?? 0));
    // The people counts stay what the rows say (the triggers follow the load).
    const { rows: counts } = await t.db.query<{ kept: number; rows: number }>(
      `SELECT (SELECT coalesce(sum(registered), 0)::int FROM people_counts WHERE brand_id = 1) AS kept,
              (SELECT count(*)::int FROM people p
                WHERE brand_id = 1 AND person_counted_since(p) IS NOT NULL) AS rows`,
    );
    expect(counts[0]?.kept).toBe(counts[0]?.rows);

    expect(statuses(await load('people', [person]))).toEqual(['unchanged']);
    // Left out keeps the stored value; a change of store moves the person's region.
    const { email: _e, phone: _p, ...partial } = person;
    expect(statuses(await load('people', [partial]))).toEqual(['unchanged']);
    const moved = await load('people', [
      { ...partial, storeExternalId: 'S-SHARED', lastName: 'Movida' },
    ]);
    expect(statuses(moved)).toEqual(['updated']);
    const { rows } = await t.db.query<{ email: string; last_name: string; region: string }>(
      `SELECT p.email, p.last_name, r.external_id AS region FROM people p
         JOIN regions r ON r.id = p.region_id WHERE p.brand_id = 1 AND p.external_id = 'E-100'`,
    );
    expect(rows).toEqual([
      { email: 'mariana.integrada@ejemplo.mx', last_name: 'Movida', region: 'R-NORTE' },
    ]);
  });

  it('active false deletes, active true brings back', async () => {
    expect(statuses(await load('people', [{ ...person, active: false }]))).toEqual(['updated']);
    expect((await listed('mariana.integrada@ejemplo.mx')).items).toHaveLength(0);
    expect(statuses(await load('people', [{ ...person, active: true }]))).toEqual(['updated']);
    expect((await listed('mariana.integrada@ejemplo.mx')).items).toHaveLength(1);
  });

  it("rejected with its field by the console's people rules, nothing of the item kept", async () => {
    const { rows: seeded } = await t.db.query<{ email: string }>(
      `SELECT email FROM people WHERE brand_id = 1 AND deleted_at IS NULL AND email IS NOT NULL
        ORDER BY id LIMIT 1`,
    );
    const base = { ...person, employeeNumber: null, phone: null };
    const r = await load('people', [
      { ...base, externalId: 'E-1', email: 'no-es-correo' },
      { ...base, externalId: 'E-2', email: null },
      { ...base, externalId: 'E-3', email: 'e3@ejemplo.mx', storeExternalId: 'S-NADA' },
      { ...base, externalId: 'E-4', email: 'e4@ejemplo.mx', positionExternalId: 'P-NADA' },
      { ...base, externalId: 'E-5', email: seeded[0]?.email },
      { ...base, externalId: 'E-6', email: 'e6@ejemplo.mx', phone: '123' },
      { ...base, externalId: 'E-7', email: 'e7@ejemplo.mx', nationalId: 'NOCURP' },
      { ...base, externalId: 'E-8', email: 'e8@ejemplo.mx', storeExternalId: 'S-SHARED' },
      { ...base, externalId: 'E-9', email: 'E8@EJEMPLO.MX' },
      { ...base, externalId: 'E-10', email: 'e10@ejemplo.mx', firstName: '   ' },
    ]);
    expect(r.status, r.text).toBe(200);
    expect(r.body.results.map((x) => [x.field, x.reason])).toEqual([
      ['email', 'invalid_email'],
      ['employeeNumber', 'identifier_required'],
      ['storeExternalId', 'unknown_reference'],
      ['positionExternalId', 'unknown_reference'],
      ['email', 'duplicate_email'],
      ['phone', 'invalid_phone_length'],
      ['nationalId', 'invalid_curp'],
      [null, null],
      ['email', 'duplicate_email'],
      ['firstName', 'validation'],
    ]);
    const { rows } = await t.db.query<{ external_id: string }>(
      `SELECT external_id FROM people WHERE brand_id = 1 AND external_id LIKE 'E-_%' AND external_id <> 'E-100'`,
    );
    expect(rows.map((x) => x.external_id)).toEqual(['E-8']);
  });

  it('takes NDJSON, one item per line', async () => {
    const lines = [
      JSON.stringify({
        ...person,
        externalId: 'E-ND1',
        email: 'nd1@ejemplo.mx',
        phone: null,
        employeeNumber: null,
      }),
      '',
      JSON.stringify({
        ...person,
        externalId: 'E-ND2',
        email: 'nd2@ejemplo.mx',
        phone: null,
        employeeNumber: null,
      }),
    ].join('\n');
    const r = await t.admin<Result>('POST', '/ingest/v1/people', {
      token: key1,
      raw: { type: 'application/x-ndjson', text: `${lines}\n` },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ created: 2, rejected: 0 });
    expect(r.body.results.map((x) => x.externalId)).toEqual(['E-ND1', 'E-ND2']);
  });
});

describe('the request itself', () => {
  const raw = (type: string, text: string | Uint8Array<ArrayBuffer>) =>
    t.admin<{ reason: string; field: string }>('POST', '/ingest/v1/regions', {
      token: key1,
      raw: { type, text },
    });

  it('malformed: 400, nothing loaded', async () => {
    for (const [type, text, field] of [
      ['application/json', '{"items": [', 'body'],
      ['application/json', '[]', 'body'],
      ['application/json', '{"items": {}}', 'items'],
      ['application/json', '{"items": [], "more": 1}', 'body'],
      ['application/x-ndjson', '{"externalId":"N1","name":"a"}\n{oops', 'line 2'],
      ['application/x-ndjson', '\n\n', 'body'],
      ['text/csv', 'a,b', 'content-type'],
    ] as const) {
      const r = await raw(type, text);
      expect(r.status, `${type} ${text}`).toBe(400);
      expect(r.body.field, `${type} ${text}`).toBe(field);
    }
    const { rows } = await t.db.query("SELECT 1 FROM regions WHERE external_id = 'N1'");
    expect(rows).toHaveLength(0);
  });

  it('over the limits: 413', async () => {
    const many = Array.from({ length: 10_001 }, (_, i) => ({ externalId: `M${i}`, name: 'm' }));
    const r = await load('regions', many);
    expect(r.status).toBe(413);
    expect(r.body.reason).toBe('too_many_items');
    const ndjson = await raw(
      'application/x-ndjson',
      `${'{"externalId":"a","name":"b"}\n'.repeat(10_001)}`,
    );
    expect(ndjson.status).toBe(413);
    const big = await raw(
      'application/json',
      `{"items":[{"externalId":"B","name":"${'x'.repeat(10 * 1024 * 1024)}"}]}`,
    );
    expect(big.status).toBe(413);
    expect(big.body.reason).toBe('body_too_large');
    const { rows } = await t.db.query("SELECT 1 FROM regions WHERE external_id IN ('M0', 'B')");
    expect(rows).toHaveLength(0);
  });

  it('one activity-log entry per load, with its counts', async () => {
    const { rows: before } = await t.db.query<{ id: string }>(
      'SELECT coalesce(max(id), 0)::text AS id FROM activity_log',
    );
    await load('regions', [
      { externalId: 'R-LOG1', name: 'Uno' },
      { externalId: 'R-LOG2', name: 'Dos' },
      { externalId: 'R-LOG3' },
    ]);
    const { rows } = await t.db.query<{
      action: string;
      brand_id: number;
      admin_id: number | null;
      target_type: string;
      details: Record<string, unknown>;
    }>('SELECT action, brand_id, admin_id, target_type, details FROM activity_log WHERE id > $1', [
      before[0]?.id,
    ]);
    expect(rows).toEqual([
      {
        action: 'integration_load',
        brand_id: 1,
        admin_id: null,
        target_type: 'integration_key',
        details: { kind: 'regions', items: 3, created: 2, updated: 0, unchanged: 0, rejected: 1 },
      },
    ]);
    // The brand's activity log shows it, filterable by its action.
    const log = await t.admin<{ items: { action: string }[] }>('GET', '/admin/v2/activity-log', {
      token: brandToken,
      query: {
        security_id: brandSid,
        action: 'integration_load',
        start: new Date(t.clock.now.getTime() - 86_400_000).toISOString().slice(0, 10),
        end: new Date(t.clock.now.getTime() + 86_400_000).toISOString().slice(0, 10),
      },
    });
    expect(log.status, log.text).toBe(200);
    expect(log.body.items.length).toBeGreaterThan(0);
  });
});
