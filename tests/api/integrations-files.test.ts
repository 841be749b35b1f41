import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { xlsxDocument } from '../../openapi/rules/xlsx-write';
import type { components } from '../../openapi/schema';
import { readSheet } from './harness/sheet-rows';
import { startTestApp, type TestApp } from './harness/test-app';

// File loads for administrators without an integration: a kind's template (CSV and .xlsx, its
// columns from the contract, flat and nested), a preview that keeps nothing, an apply that
// creates and logs the admin, one bad row rejected on its row and column while the others load,
// .xlsx and CSV alike, brand-level admins only, and hostile files answered 400, never 500.

type FileResult = components['schemas']['IntegrationFileResult'];
type FileKind = components['schemas']['IntegrationFileKind'];

let t: TestApp;
const tokens: Record<string, string> = {};
const sid: Record<string, number> = {};
/** A run's own prefix: the PostgreSQL database outlives one run. */
const P = `F${Date.now().toString(36).toUpperCase()}`;

beforeAll(async () => {
  t = await startTestApp();
  Object.assign(tokens, await t.signInAll(['brand', 'region']));
  for (const name of ['brand', 'region']) {
    const [domain] = await t.domains(tokens[name] as string);
    sid[name] = domain?.security_id ?? 0;
  }
});
afterAll(async () => {
  await t.close();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const upload = (
  kind: string,
  file: string | Uint8Array,
  mode: 'preview' | 'apply',
  who = 'brand',
) =>
  t.admin<FileResult & { reason?: string; field?: string }>(
    'POST',
    `/admin/v2/integration-files/${kind}`,
    {
      token: tokens[who],
      query: { security_id: sid[who], mode },
      raw:
        typeof file === 'string'
          ? { type: 'text/csv', text: file }
          : { type: XLSX, text: new Uint8Array(file) },
    },
  );

const template = async (kind: string, format: 'csv' | 'xlsx', who = 'brand') => {
  const res = await t.app.request(
    `/admin/v2/integration-files/${kind}/template?security_id=${sid[who]}&format=${format}&lang=en-US`,
    { headers: { authorization: `Bearer ${tokens[who]}` } },
  );
  return {
    status: res.status,
    headers: res.headers,
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
};

const csvLines = (bytes: Uint8Array) =>
  new TextDecoder()
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((l) => l !== '');

const regionCount = async (ids: string[]) =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM regions WHERE brand_id = 1 AND external_id = ANY($1::text[])',
      [ids],
    )
  ).rows[0]?.n;

describe('kinds and templates', () => {
  it('lists every kind that has an ingestion operation, with its columns', async () => {
    const r = await t.admin<FileKind[]>('GET', '/admin/v2/integration-files', {
      token: tokens.brand,
      query: { security_id: sid.brand },
    });
    expect(r.status, r.text).toBe(200);
    const doc = parse(readFileSync('openapi/admin.yaml', 'utf8')) as { paths: object };
    const ingested = Object.keys(doc.paths)
      .filter((p) => p.startsWith('/ingest/v1/'))
      .map((p) => p.slice('/ingest/v1/'.length));
    expect(r.body.map((k) => k.kind).sort()).toEqual(ingested.sort());
    expect(r.body.find((k) => k.kind === 'regions')?.columns.slice(0, 2)).toEqual([
      'externalId',
      'name',
    ]);
  });

  it('a flat kind: the CSV template is its columns and an example row', async () => {
    const r = await template('stores', 'csv');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/csv');
    expect(r.headers.get('content-disposition')).toContain('stores-template.csv');
    expect(csvLines(r.bytes)).toEqual([
      'externalId,name,regionExternalId,timeZone,active',
      'STORE-1,Example 1,REGION-1,America/Mexico_City,true',
    ]);
  });

  it('a nested kind: children as dotted columns, in .xlsx as well', async () => {
    const r = await template('courses', 'xlsx');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe(XLSX);
    const { rows } = readSheet(r.bytes);
    const header = rows[0]?.map((c) => c.value) ?? [];
    expect(header).toEqual(
      expect.arrayContaining([
        'externalId',
        'positionExternalIds',
        'lessons.externalId',
        'lessons.title',
        'exams.externalId',
        'exams.questions.externalId',
        'exams.questions.points',
      ]),
    );
    expect(rows[1]?.[header.indexOf('lessons.externalId')]?.value).toBe('LESSON-1');
  });

  it('is for brand-level admins only', async () => {
    expect((await template('regions', 'csv', 'region')).status).toBe(403);
    const load = await upload('regions', 'externalId,name\nR,Norte\n', 'apply', 'region');
    expect(load.status).toBe(403);
    const list = await t.admin('GET', '/admin/v2/integration-files', {
      token: tokens.region,
      query: { security_id: sid.region },
    });
    expect(list.status).toBe(403);
  });
});

describe('a file load', () => {
  const ids = [`${P}-R1`, `${P}-R2`, `${P}-R3`];
  // Row 3 has a name longer than the contract allows.
  const csv = [
    'externalId,name,translations.en',
    `${ids[0]},Norte,North`,
    `${ids[1]},${'x'.repeat(201)},`,
    '',
    `${ids[2]},Sur,South`,
  ].join('\r\n');

  it('preview answers what apply would do and keeps nothing', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM activity_log');
    const r = await upload('regions', csv, 'preview');
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      kind: 'regions',
      mode: 'preview',
      format: 'csv',
      items: 3,
      created: 2,
      updated: 0,
      unchanged: 0,
      rejected: 1,
    });
    expect(r.body.results.map((x) => [x.row, x.status])).toEqual([
      [2, 'created'],
      [3, 'rejected'],
      [5, 'created'],
    ]);
    expect(await regionCount(ids)).toBe(0);
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM activity_log');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('apply creates the good rows, rejects the bad one with its column, and logs the admin', async () => {
    const r = await upload('regions', csv, 'apply');
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ mode: 'apply', created: 2, rejected: 1 });
    expect(r.body.results[1]).toMatchObject({
      row: 3,
      rows: [3],
      externalId: ids[1],
      status: 'rejected',
      column: 'name',
      value: 'x'.repeat(201),
      reason: 'validation',
    });
    expect(await regionCount(ids)).toBe(2);
    const { rows } = await t.db.query<{ translations: Record<string, string> }>(
      'SELECT translations FROM regions WHERE brand_id = 1 AND external_id = $1',
      [ids[0]],
    );
    expect(rows[0]?.translations).toEqual({ en: 'North' });
    const log = await t.db.query<{ admin_id: number | null; details: Record<string, unknown> }>(
      `SELECT admin_id, details FROM activity_log
        WHERE action = 'integration_load' ORDER BY id DESC LIMIT 1`,
    );
    expect(log.rows[0]?.admin_id).not.toBeNull();
    expect(log.rows[0]?.details).toMatchObject({
      kind: 'regions',
      source: 'file',
      created: 2,
      rejected: 1,
    });
    // The same file again: nothing to change.
    const again = await upload('regions', csv, 'preview');
    expect(again.body).toMatchObject({ created: 0, unchanged: 2, rejected: 1 });
  });

  it('an .xlsx file loads as its CSV would; an unknown reference is rejected on its row', async () => {
    const bytes = xlsxDocument([
      ['externalId', 'name', 'regionExternalId', 'active'],
      [`${P}-S1`, 'Centro', ids[0], true],
      [`${P}-S2`, 'Perdida', `${P}-NOWHERE`, null],
    ]);
    const r = await upload('stores', bytes, 'apply');
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ format: 'xlsx', created: 1, rejected: 1 });
    expect(r.body.results[1]).toMatchObject({
      row: 3,
      status: 'rejected',
      column: 'regionExternalId',
      value: `${P}-NOWHERE`,
      reason: 'unknown_reference',
    });
    const { rows } = await t.db.query<{ name: string }>(
      `SELECT name FROM organizations WHERE brand_id = 1 AND external_id = $1`,
      [`${P}-S1`],
    );
    expect(rows).toEqual([{ name: 'Centro' }]);
  });

  it('a nested kind: rows of one course make one course, a bad child is found on its row', async () => {
    const header =
      'externalId,name,lessons.externalId,lessons.title,exams.externalId,exams.title,exams.questions.externalId,exams.questions.text,exams.questions.points';
    const file = [
      header,
      `${P}-C1,Inocuidad,L1,Lavado,E1,Final,Q1,¿Cuándo?,50`,
      `${P}-C1,,L2,Guantes,E1,,Q2,¿Cómo?,50`,
      `${P}-C2,Servicio,L1,Saludo,E2,Final,Q1,¿Qué?,muchos`,
    ].join('\n');
    const r = await upload('courses', file, 'apply');
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ items: 2, created: 1, rejected: 1 });
    expect(r.body.results[0]).toMatchObject({ rows: [2, 3], status: 'created' });
    expect(r.body.results[1]).toMatchObject({
      row: 4,
      status: 'rejected',
      column: 'exams.questions.points',
      value: 'muchos',
      reason: 'validation',
    });
    const { rows } = await t.db.query<{ lessons: number; questions: number }>(
      `SELECT (SELECT count(*)::int FROM lessons l WHERE l.course_id = c.id) AS lessons,
              (SELECT count(*)::int FROM exam_questions q JOIN exams e ON e.id = q.exam_id
                WHERE e.course_id = c.id) AS questions
         FROM courses c WHERE c.brand_id = 1 AND c.external_id = $1`,
      [`${P}-C1`],
    );
    expect(rows).toEqual([{ lessons: 2, questions: 2 }]);
  });
});

describe('a boolean and an instant from a file', () => {
  it('the positions and people templates carry managesStore and registeredAt', async () => {
    expect(csvLines((await template('positions', 'csv')).bytes)[0]?.split(',')).toContain(
      'managesStore',
    );
    const { rows } = readSheet((await template('people', 'xlsx')).bytes);
    expect(rows[0]?.map((c) => c.value)).toContain('registeredAt');
  });

  it('managesStore and registeredAt load from CSV text and from .xlsx cells', async () => {
    const positions = [
      'externalId,name,managesStore',
      `${P}-PM,Gerente ${P},true`,
      `${P}-PC,Cajero ${P},false`,
    ].join('\n');
    const p = await upload('positions', positions, 'apply');
    expect(p.status, p.text).toBe(200);
    expect(p.body).toMatchObject({ created: 2, rejected: 0 });
    // An .xlsx boolean cell turns the cashier's position into a managing one.
    const x = await upload(
      'positions',
      xlsxDocument([
        ['externalId', 'name', 'managesStore'],
        [`${P}-PC`, `Cajero ${P}`, true],
      ]),
      'apply',
    );
    expect(x.body).toMatchObject({ format: 'xlsx', updated: 1, rejected: 0 });
    const manages = await t.db.query<{ external_id: string; manages_store: boolean }>(
      `SELECT external_id, manages_store FROM positions
        WHERE brand_id = 1 AND external_id LIKE $1 ORDER BY external_id`,
      [`${P}-P%`],
    );
    expect(manages.rows.map((r) => [r.external_id, r.manages_store])).toEqual([
      [`${P}-PC`, true],
      [`${P}-PM`, true],
    ]);

    const header =
      'externalId,firstName,lastName,positionExternalId,storeExternalId,employeeNumber';
    const people = [
      `${header},registeredAt`,
      `${P}-E1,Ana,López,${P}-PM,${P}-S1,${P}1,2026-03-02T09:15:00-06:00`,
      `${P}-E2,Beto,Ruiz,${P}-PC,${P}-S1,${P}2,`,
    ].join('\n');
    const r = await upload('people', people, 'apply');
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ created: 2, rejected: 0 });
    const x2 = await upload(
      'people',
      xlsxDocument([
        [...header.split(','), 'registeredAt'],
        [`${P}-E2`, 'Beto', 'Ruiz', `${P}-PC`, `${P}-S1`, `${P}2`, '2026-03-03T10:00:00-06:00'],
      ]),
      'apply',
    );
    expect(x2.body).toMatchObject({ format: 'xlsx', updated: 1, rejected: 0 });
    const registered = await t.db.query<{ external_id: string; status: string; at: Date }>(
      `SELECT external_id, status, registered_at AS at FROM people
        WHERE brand_id = 1 AND external_id LIKE $1 ORDER BY external_id`,
      [`${P}-E%`],
    );
    expect(registered.rows.map((r) => [r.external_id, r.status, r.at?.toISOString()])).toEqual([
      [`${P}-E1`, 'registeredWNAct', '2026-03-02T15:15:00.000Z'],
      [`${P}-E2`, 'registeredWNAct', '2026-03-03T16:00:00.000Z'],
    ]);
  });
});

describe('concurrent applies', () => {
  it('the same file applied four times at once: every row created once, never a 500', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => `${P}-B${i}`);
    const csv = `externalId,name\n${ids.map((id) => `${id},Ráfaga ${id}`).join('\n')}\n`;
    const answers = await Promise.all([1, 2, 3, 4].map(() => upload('regions', csv, 'apply')));
    for (const r of answers) expect(r.status, r.text).toBe(200);
    // Each row is created by exactly one load; the others find it (or meet the other write and
    // refuse the row as a conflict to send again), never a duplicate.
    const created = answers.reduce((n, r) => n + r.body.created, 0);
    expect(created).toBe(ids.length);
    for (const r of answers) {
      for (const x of r.body.results.filter((y) => y.status === 'rejected')) {
        expect(x.reason).toBe('conflict');
      }
    }
    expect(await regionCount(ids)).toBe(ids.length);
  });
});

describe('hostile files', () => {
  const good = xlsxDocument([
    ['externalId', 'name'],
    [`${P}-H`, 'x'],
  ]);
  const cases: [string, string | Uint8Array, string][] = [
    ['empty', '', 'empty_file'],
    ['blank lines', '\r\n \r\n', 'empty_file'],
    ['unknown column', 'externalId,nombre\nR,Norte\n', 'unknown_column'],
    ['repeated column', 'externalId,name,NAME\nR,a,b\n', 'repeated_column'],
    ['unterminated quote', 'externalId,name\nR,"Norte\n', 'malformed_csv'],
    ['binary noise', new Uint8Array([0, 159, 146, 150, 255, 0, 1, 2]), 'unknown_column'],
    ['a truncated workbook', good.slice(0, 90), 'unreadable_xlsx'],
    ['a zip without a sheet', zipSync({ 'a.txt': strToU8('hola') }), 'unreadable_xlsx'],
    [
      'a sheet off the grid',
      zipSync({
        'xl/worksheets/sheet1.xml': strToU8(
          '<worksheet><sheetData><row><c r="ZZZZ1"><v>1</v></c></row></sheetData></worksheet>',
        ),
      }),
      'unreadable_xlsx',
    ],
  ];
  for (const [name, file, reason] of cases) {
    it(`${name}: 400 ${reason}, nothing loaded`, async () => {
      const r = await upload('regions', file, 'apply');
      expect(r.status, r.text).toBe(400);
      expect(r.body.reason).toBe(reason);
    });
  }

  it('a cell the database cannot store rejects its row, not the file', async () => {
    const r = await upload('regions', `externalId,name\n${P}-NUL,a\u0000b\n`, 'preview');
    expect(r.status, r.text).toBe(200);
    expect(r.body.results[0]).toMatchObject({ status: 'rejected', column: 'name' });
  });

  it('more than 20 MB: 413 before anything is read', async () => {
    const r = await upload('regions', `externalId,name\n${'x'.repeat(20 * 1024 * 1024)}`, 'apply');
    expect(r.status).toBe(413);
    expect(r.body.reason).toBe('file_too_large');
  });

  it('a kind that is not one: 400', async () => {
    const r = await upload('planets', 'externalId\nX\n', 'apply');
    expect(r.status).toBe(400);
  });
});
