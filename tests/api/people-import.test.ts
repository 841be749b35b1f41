import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/platform/db/db';
import { parseCsv } from '../../server/platform/files/csv-read';
import { startTestApp, type TestApp } from './harness/test-app';
import { openTestDb } from './harness/test-db';

// getImportTemplate and importPeople: encodings, delimiters, limits, per-row validation with an
// exact error file, scoped imports and what a crash mid-file leaves behind.

interface ImportError {
  row: number;
  column: string;
  value: string;
  reason: string;
}
interface ImportResult {
  registered: number;
  failed: number;
  errors: ImportError[];
  errors_csv: string | null;
  scoped_to: { level: string; id: number; name: string } | null;
  reason?: string;
  message?: string;
}

const HEADER = 'first_name,last_name,email,phone,enrollment,position,store,national_id,tax_id';

/** A Db whose people batch INSERT can be made to fail, to simulate a crash mid-import. */
function crashable(inner: Db, shouldFail: (sql: string) => boolean): Db {
  const wrap = (db: Db): Db => ({
    engine: db.engine,
    query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]) {
      if (shouldFail(sql)) return Promise.reject(new Error('simulated crash'));
      return db.query<T>(sql, params);
    },
    batches<T extends object = Record<string, unknown>>(
      sql: string,
      params: readonly unknown[] | undefined,
      size: number,
    ) {
      return db.batches<T>(sql, params, size);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  });
  return wrap(inner);
}

let t: TestApp;
const tokens: Record<string, string> = {};
let failBatch = 0;
let batches = 0;
let positions: string[] = [];
let stores: { id: number; name: string; region_id: number }[] = [];

beforeAll(async () => {
  const db = await openTestDb();
  t = await startTestApp({
    db: crashable(db, (sql) => {
      if (!sql.includes('jsonb_to_recordset') || failBatch === 0) return false;
      batches++;
      return batches === failBatch;
    }),
  });
  Object.assign(tokens, await t.signInAll());
  positions = (
    await t.db.query<{ name: string }>('SELECT name FROM positions WHERE brand_id = 1 ORDER BY id')
  ).rows.map((r) => r.name);
  stores = (
    await t.db.query<{ id: number; name: string; region_id: number }>(
      `SELECT id, name, region_id FROM organizations WHERE kind = 'store' AND brand_id = 1 ORDER BY id`,
    )
  ).rows;
  // The generated files join cells with commas unquoted.
  for (const name of [...positions, ...stores.map((s) => s.name)])
    expect(name).not.toMatch(/[,;"]/);
});
afterAll(async () => {
  await t.close();
});

const storeName = (id: number) => stores.find((s) => s.id === id)?.name as string;

const upload = (
  who: string,
  query: Record<string, unknown>,
  text: string | Uint8Array<ArrayBuffer>,
  type = 'text/csv',
) =>
  t.admin<ImportResult>('POST', '/admin/v2/people/import', {
    token: tokens[who],
    query,
    raw: { type, text },
  });

async function peopleCount(): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM people');
  return rows[0]?.n ?? -1;
}

/** windows-1252 bytes of a text made of Latin-1 characters (what Excel saves). */
const latin1 = (text: string) =>
  Uint8Array.from(text, (ch) => {
    const code = ch.charCodeAt(0);
    if (code > 0xff) throw new Error(`not Latin-1: ${ch}`);
    return code;
  });

const pad = (n: number, width: number) => String(n).padStart(width, '0');

describe('GET /admin/v2/people/import-template', () => {
  it('lists the import columns, then the scope’s stores and the brand’s positions', async () => {
    const r = await t.admin('GET', '/admin/v2/people/import-template', {
      token: tokens.region,
      query: { security_id: 3 },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toContain('attachment');
    // Excel needs the byte-order mark to read UTF-8; text() drops it, the bytes keep it.
    const raw = await t.app.request('/admin/v2/people/import-template?security_id=3', {
      headers: { authorization: `Bearer ${tokens.region}` },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(r.text).map((x) => x.fields);
    expect(rows[0]).toEqual([...HEADER.split(','), 'available_stores', 'available_positions']);
    const listedStores = rows
      .slice(1)
      .map((x) => x[9])
      .filter((x) => x !== '');
    const listedPositions = rows
      .slice(1)
      .map((x) => x[10])
      .filter((x) => x !== '');
    const region101 = stores.filter((s) => s.region_id === 101).map((s) => s.name);
    expect([...(listedStores as string[])].sort()).toEqual([...region101].sort());
    expect([...(listedPositions as string[])].sort()).toEqual([...positions].sort());
    for (const row of rows.slice(1)) expect(row.slice(0, 9).every((c) => c === '')).toBe(true);
    expect(r.text.endsWith('\r\n')).toBe(true);
  });

  it('lists only the store for a store admin, and imports unchanged as nothing', async () => {
    const r = await t.admin('GET', '/admin/v2/people/import-template', {
      token: tokens.store,
      query: { security_id: 4 },
    });
    const rows = parseCsv(r.text).map((x) => x.fields);
    expect(
      rows
        .slice(1)
        .map((x) => x[9])
        .filter((x) => x !== ''),
    ).toEqual([storeName(1001)]);
    const before = await peopleCount();
    const bytes = await (
      await t.app.request('/admin/v2/people/import-template?security_id=4', {
        headers: { authorization: `Bearer ${tokens.store}` },
      })
    ).arrayBuffer();
    const back = await upload('store', { security_id: 4 }, new Uint8Array(bytes));
    expect(back.status).toBe(200);
    expect(back.body).toEqual({
      registered: 0,
      failed: 0,
      errors: [],
      errors_csv: null,
      scoped_to: null,
    });
    expect(await peopleCount()).toBe(before);
  });
});

describe('POST /admin/v2/people/import: a 10,000-row file', () => {
  it('registers the valid rows and reports every invalid one exactly', async () => {
    const lines = [HEADER];
    const expected: ImportError[] = [];
    let valid = 0;
    for (let i = 0; i < 10_000; i++) {
      const row = i + 2;
      const cat = i % 10;
      const email = `imp.${i}@ejemplo.mx`;
      const phone = `77${pad(i, 8)}`;
      let enrollment = `IMP${i}`;
      const rawPosition = positions[i % positions.length] as string;
      const position = i % 3 === 0 ? rawPosition.toUpperCase() : rawPosition;
      const store = (stores[i % stores.length] as { name: string }).name;
      let curp = '';
      let rfc = '';
      if (cat <= 6) {
        if (i % 100 === 1) {
          enrollment = 'SF000001';
          expected.push({
            row,
            column: 'enrollment',
            value: enrollment,
            reason: 'duplicate_employee_number',
          });
        } else if (i % 50 === 6) {
          curp = 'XXXX';
          expected.push({ row, column: 'national_id', value: curp, reason: 'invalid_curp' });
        } else if (i % 50 === 16) {
          rfc = 'BAD';
          expected.push({ row, column: 'tax_id', value: rfc, reason: 'invalid_rfc' });
        } else {
          if (i % 50 === 5) curp = 'MAHJ280603MSPRRV09';
          valid++;
        }
        lines.push(
          ['Nombre', `Apellido ${i}`, email, phone, enrollment, position, store, curp, rfc].join(
            ',',
          ),
        );
      } else if (cat === 7) {
        const bad = `correo-invalido-${i}`;
        expected.push({ row, column: 'email', value: bad, reason: 'invalid_email' });
        lines.push(['X', 'Y', bad, '', '', position, store, '', ''].join(','));
      } else if (cat === 8) {
        expected.push({ row, column: 'store', value: 'Tienda Fantasma', reason: 'unknown_store' });
        lines.push(
          ['X', 'Y', email, phone, enrollment, position, 'Tienda Fantasma', '', ''].join(','),
        );
      } else if (i % 20 === 9) {
        expected.push({
          row,
          column: 'email/phone/enrollment',
          value: '',
          reason: 'identifier_required',
        });
        lines.push(['Sin', 'Datos', '', '', '', position, store, '', ''].join(','));
      } else {
        const first = `imp.${i - 19}@ejemplo.mx`;
        expected.push({ row, column: 'email', value: first, reason: 'repeated_email' });
        lines.push(['Otra', 'Vez', first, '', '', position, store, '', ''].join(','));
      }
    }
    const before = await peopleCount();
    const started = performance.now();
    const r = await upload('brand', { security_id: 2 }, `${lines.join('\r\n')}\r\n`);
    const ms = performance.now() - started;
    // Its time is a benchmark's (npm run bench:people), not a test's: a shared CI machine varies.
    console.info(`10,000-row import on ${t.db.engine}: ${Math.round(ms)} ms`);
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    expect(r.body.registered).toBe(valid);
    expect(r.body.failed).toBe(expected.length);
    expect(valid + expected.length).toBe(10_000);
    expect(await peopleCount()).toBe(before + valid);
    expect(r.body.errors).toEqual(expected.slice(0, 1000));
    const file = parseCsv(r.body.errors_csv ?? '').map((x) => x.fields);
    expect(file[0]).toEqual(['row', 'column', 'value', 'reason']);
    expect(file.slice(1)).toEqual(
      expected.map((e) => [String(e.row), e.column, e.value, e.reason]),
    );
    expect(r.body.scoped_to).toBeNull();

    const { rows } = await t.db.query<{
      store_id: number;
      region_id: number;
      position_id: number;
      status: string;
      phone: string;
      national_id: string | null;
    }>(
      `SELECT store_id, region_id, position_id, status, phone, national_id FROM people
        WHERE brand_id = 1 AND email = 'imp.5@ejemplo.mx'`,
    );
    const s5 = stores[5 % stores.length] as { id: number; region_id: number };
    expect(rows).toEqual([
      {
        store_id: s5.id,
        region_id: s5.region_id,
        position_id: expect.any(Number),
        status: 'preregistered',
        phone: '7700000005',
        national_id: 'MAHJ280603MSPRRV09',
      },
    ]);
    const log = await t.db.query<{ details: { registered: number; failed: number } }>(
      `SELECT details FROM activity_log WHERE action = 'import_people' AND security_id = 2`,
    );
    expect(log.rows.at(-1)?.details).toMatchObject({ registered: valid, failed: expected.length });
    const search = await t.admin<{ total: number }>('GET', '/admin/v2/people', {
      token: tokens.brand,
      query: { security_id: 2, search: 'apellido 1234' },
    });
    expect(search.body.total).toBe(1);
  });
});

describe('POST /admin/v2/people/import: encodings and file shapes', () => {
  it('reads an Excel Latin-1 file with semicolons: accents survive into the list and export', async () => {
    const store = storeName(1014);
    expect(store).toMatch(/é/);
    const text = [
      'first_name;last_name;email;phone;enrollment;position;store;national_id;tax_id',
      `José;Peña;jose.pena@ejemplo.mx;;;${positions[0]};${store};;`,
      `María Ñusta;Muñoz Güemes;;;LAT-2;${positions[1]};${store.toUpperCase()};;`,
    ].join('\r\n');
    const r = await upload(
      'brand',
      { security_id: 2 },
      latin1(text),
      'text/csv; charset=windows-1252',
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ registered: 2, failed: 0 });
    const { rows } = await t.db.query<{ first_name: string; last_name: string; store_id: number }>(
      `SELECT first_name, last_name, store_id FROM people
        WHERE email = 'jose.pena@ejemplo.mx' OR employee_number = 'LAT-2' ORDER BY id`,
    );
    expect(rows).toEqual([
      { first_name: 'José', last_name: 'Peña', store_id: 1014 },
      { first_name: 'María Ñusta', last_name: 'Muñoz Güemes', store_id: 1014 },
    ]);
    const exported = await t.admin('GET', '/admin/v2/people/export', {
      token: tokens.brand,
      query: { security_id: 2, search: 'pena' },
    });
    const lines = parseCsv(exported.text.replace(/^\uFEFF/, '')).map((x) => x.fields);
    expect(lines.find((l) => l[0] === 'jose.pena@ejemplo.mx')?.[3]).toBe('José Peña');
  });

  it('reads UTF-8 with a byte-order mark before the first header cell', async () => {
    const text = `\uFEFFemail,position,store\r\nbom.ok@ejemplo.mx,${positions[0]},${storeName(1001)}\r\n`;
    const r = await upload('brand', { security_id: 2 }, new TextEncoder().encode(text));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.registered).toBe(1);
  });

  it('accepts Spanish header names and quoted fields with commas and line breaks', async () => {
    const text = [
      'Nombre,Apellidos,Correo,Teléfono,Número de empleado,Puesto,Sucursal,CURP,RFC',
      `"Ana, la de ""caja""","Ruiz\nSegunda",quoted@ejemplo.mx,,,${positions[0]},${storeName(1001)},,`,
    ].join('\n');
    const r = await upload('brand', { security_id: 2 }, text);
    expect(r.body).toMatchObject({ registered: 1, failed: 0 });
    const { rows } = await t.db.query<{ first_name: string; last_name: string }>(
      `SELECT first_name, last_name FROM people WHERE email = 'quoted@ejemplo.mx'`,
    );
    expect(rows[0]).toEqual({ first_name: 'Ana, la de "caja"', last_name: 'Ruiz\nSegunda' });
  });

  it('refuses an empty file, a file without the header and malformed CSV (400), importing nothing', async () => {
    const before = await peopleCount();
    const cases: [string | Uint8Array<ArrayBuffer>, string][] = [
      ['', 'empty_file'],
      ['\r\n  \r\n', 'empty_file'],
      [new Uint8Array([0xef, 0xbb, 0xbf]), 'empty_file'],
      [`ana@ejemplo.mx,${positions[0]},${storeName(1001)}\r\n`, 'missing_header'],
      ['first_name,last_name,email\r\nAna,Ruiz,ana@x.mx\r\n', 'missing_header'],
      [
        `${HEADER}\r\nAna,"Ruiz,ana.malformed@ejemplo.mx,,,${positions[0]},${storeName(1001)},,\r\n`,
        'malformed_csv',
      ],
    ];
    for (const [text, reason] of cases) {
      const r = await upload('brand', { security_id: 2 }, text);
      expect(r.status, reason).toBe(400);
      expect(r.body.reason).toBe(reason);
      expect(r.body.message?.length).toBeGreaterThan(5);
    }
    expect(await peopleCount()).toBe(before);
  });

  it('refuses a body over 20 MB (413) by its size and by its declared length', async () => {
    const before = await peopleCount();
    const row = `Nombre,Apellido,big.{i}@ejemplo.mx,,,${positions[0]},${storeName(1001)},,\r\n`;
    const parts = [`${HEADER}\r\n`];
    let size = parts[0]?.length ?? 0;
    for (let i = 0; size <= 20 * 1024 * 1024; i++) {
      const line = row.replace('{i}', String(i));
      parts.push(line);
      size += line.length;
    }
    const big = parts.join('');
    expect(big.length).toBeGreaterThan(20 * 1024 * 1024);
    const r = await upload('brand', { security_id: 2 }, big);
    expect(r.status).toBe(413);
    expect(r.body.reason).toBe('file_too_large');
    expect(await peopleCount()).toBe(before);

    const declared = await t.app.request('/admin/v2/people/import?security_id=2', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.brand}`,
        'content-type': 'text/csv',
        'content-length': String(25 * 1024 * 1024),
      },
      body: `${HEADER}\r\n`,
    });
    expect(declared.status).toBe(413);
    const body = (await declared.json()) as { reason: string };
    expect(body.reason).toBe('file_too_large');
    expect(t.contract.responseValidator('importPeople', 413)?.(body)).toBe(true);
    expect(await peopleCount()).toBe(before);
  });
});

describe('POST /admin/v2/people/import: rows, scope and filters', () => {
  it('reports every problem of a row, counts the row once, and neutralises formulas', async () => {
    const text = [
      HEADER,
      `A,B,=cmd|calc,123,,Puesto Inexistente,,XX,`,
      `C,D,ok.rows@ejemplo.mx,,,${positions[0]},${storeName(1001)},,`,
    ].join('\r\n');
    const r = await upload('brand', { security_id: 2 }, text);
    expect(r.body.registered).toBe(1);
    expect(r.body.failed).toBe(1);
    expect(r.body.errors).toEqual([
      { row: 2, column: 'email', value: '=cmd|calc', reason: 'invalid_email' },
      { row: 2, column: 'phone', value: '123', reason: 'invalid_phone_length' },
      { row: 2, column: 'national_id', value: 'XX', reason: 'invalid_curp' },
      { row: 2, column: 'position', value: 'Puesto Inexistente', reason: 'unknown_position' },
      { row: 2, column: 'store', value: '', reason: 'store_required' },
    ]);
    expect(r.body.errors_csv).toContain(`2,email,'=cmd|calc,invalid_email\r\n`);
  });

  it('with a store filter assigns every row to that store and refuses other stores', async () => {
    const text = [
      HEADER,
      `Uno,Filtro,filtro.1@ejemplo.mx,,,${positions[0]},${storeName(1002)},,`,
      `Dos,Filtro,filtro.2@ejemplo.mx,,,${positions[0]},,,`,
      `Tres,Filtro,filtro.3@ejemplo.mx,,,${positions[0]},${storeName(1003)},,`,
      `Cuatro,Filtro,filtro.4@ejemplo.mx,,,${positions[0]},${storeName(1001)},,`,
    ].join('\r\n');
    const r = await upload('brand', { security_id: 2, store_id: 1002 }, text);
    expect(r.status).toBe(200);
    expect(r.body.scoped_to).toEqual({ level: 'store', id: 1002, name: storeName(1002) });
    expect(r.body.registered).toBe(2);
    expect(r.body.errors).toEqual([
      { row: 4, column: 'store', value: storeName(1003), reason: 'store_outside_filter' },
      { row: 5, column: 'store', value: storeName(1001), reason: 'store_outside_filter' },
    ]);
    const { rows } = await t.db.query<{ store_id: number }>(
      `SELECT DISTINCT store_id FROM people WHERE email LIKE 'filtro.%@ejemplo.mx'`,
    );
    expect(rows).toEqual([{ store_id: 1002 }]);
  });

  it('with a region filter accepts the region’s stores only', async () => {
    const text = [
      HEADER,
      `Uno,Region,region.1@ejemplo.mx,,,${positions[0]},${storeName(1014)},,`,
      `Dos,Region,region.2@ejemplo.mx,,,${positions[0]},${storeName(1001)},,`,
      `Tres,Region,region.3@ejemplo.mx,,,${positions[0]},,,`,
    ].join('\r\n');
    const r = await upload('super', { security_id: 1, brand_id: 1, region_id: 102 }, text);
    expect(r.body.scoped_to).toMatchObject({ level: 'region', id: 102 });
    expect(r.body.registered).toBe(1);
    expect(r.body.errors.map((e) => [e.row, e.reason])).toEqual([
      [3, 'store_outside_filter'],
      [4, 'store_required'],
    ]);
  });

  it('keeps a store admin to the store: its own by default, others unknown', async () => {
    const text = [
      HEADER,
      `Uno,Tienda,tienda.1@ejemplo.mx,,,${positions[0]?.toLowerCase()},,,`,
      `Dos,Tienda,tienda.2@ejemplo.mx,,,${positions[0]},${storeName(1002)},,`,
    ].join('\r\n');
    const r = await upload('store', { security_id: 4 }, text);
    expect(r.body.scoped_to).toBeNull();
    expect(r.body.registered).toBe(1);
    expect(r.body.errors).toEqual([
      { row: 3, column: 'store', value: storeName(1002), reason: 'unknown_store' },
    ]);
    const { rows } = await t.db.query<{ store_id: number }>(
      `SELECT store_id FROM people WHERE email = 'tienda.1@ejemplo.mx'`,
    );
    expect(rows).toEqual([{ store_id: 1001 }]);
    const outside = await upload('store', { security_id: 4, store_id: 1002 }, text);
    expect(outside.status).toBe(403);
  });

  it('imports into the acting domain of a multi-domain admin', async () => {
    const { rows: b2 } = await t.db.query<{ store: string; position: string }>(
      `SELECT (SELECT name FROM organizations WHERE id = 2001) AS store,
              (SELECT name FROM positions WHERE brand_id = 2 ORDER BY id LIMIT 1) AS position`,
    );
    const text = [
      HEADER,
      `Uno,Multi,multi.1@ejemplo.mx,,,${b2[0]?.position},${b2[0]?.store},,`,
      `Dos,Multi,multi.2@ejemplo.mx,,,${positions[0]},${storeName(1014)},,`,
    ].join('\r\n');
    const asBrand2 = await upload('multi', { security_id: 5 }, text);
    expect(asBrand2.body.registered).toBe(1);
    expect(asBrand2.body.errors.map((e) => e.reason).sort()).toEqual([
      'unknown_position',
      'unknown_store',
    ]);
    const { rows } = await t.db.query<{ brand_id: number }>(
      `SELECT brand_id FROM people WHERE email = 'multi.1@ejemplo.mx'`,
    );
    expect(rows).toEqual([{ brand_id: 2 }]);
  });

  // Cells the database cannot store (U+0000) or longer than the field's limit fail their row
  // only; before, a NUL reached the batch INSERT and the whole import answered 500. A lone
  // surrogate cannot arrive in a file (bytes decode to valid text), so the rules' unit test
  // covers it (tests/unit/people-import-rules.test.ts).
  const badCellCases: [string, string, string, string, string][] = [
    ['a NUL character', 'first_name', 'An\u0000a', 'An\uFFFDa', 'nul_character'],
    ['a too-long cell', 'last_name', 'L'.repeat(101), 'L'.repeat(101), 'too_long'],
    ['a too-long phone', 'phone', '5'.repeat(21), '5'.repeat(21), 'too_long'],
  ];
  for (const [what, column, cell, shown, reason] of badCellCases) {
    it(`fails only the row with ${what}, with ${reason} in the error file`, async () => {
      const tag = reason.replace('_', '');
      const row = (i: number, cells: Record<string, string> = {}) => {
        const values: Record<string, string> = {
          first_name: 'Celda',
          last_name: `Mala ${i}`,
          email: `${tag}.${column}.${i}@ejemplo.mx`,
          phone: '',
          enrollment: '',
          position: positions[0] ?? '',
          store: storeName(1001),
          national_id: '',
          tax_id: '',
          ...cells,
        };
        return HEADER.split(',')
          .map((k) => values[k])
          .join(',');
      };
      const text = [HEADER, row(1), row(2, { [column]: cell }), row(3)].join('\r\n');
      const before = await peopleCount();
      const r = await upload('brand', { security_id: 2 }, text);
      expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
      expect(r.body.registered).toBe(2);
      expect(r.body.failed).toBe(1);
      expect(r.body.errors).toEqual([{ row: 3, column, value: shown, reason }]);
      const file = parseCsv(r.body.errors_csv ?? '').map((x) => x.fields);
      expect(file).toEqual([
        ['row', 'column', 'value', 'reason'],
        ['3', column, shown, reason],
      ]);
      expect(await peopleCount()).toBe(before + 2);
      const { rows } = await t.db.query<{ email: string }>(
        'SELECT email FROM people WHERE email LIKE $1 ORDER BY email',
        [`${tag}.${column}.%`],
      );
      expect(rows.map((x) => x.email)).toEqual([
        `${tag}.${column}.1@ejemplo.mx`,
        `${tag}.${column}.3@ejemplo.mx`,
      ]);
    });
  }

  it('a crash mid-file leaves nothing: no person, no log entry; sent again, the whole file registers', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 2500; i++) {
      lines.push(`Crash,${i},crash.${i}@ejemplo.mx,,CR${i},${positions[0]},${storeName(1001)},,`);
    }
    const text = lines.join('\r\n');
    const before = await peopleCount();
    const logged = async () =>
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM activity_log WHERE action = 'import_people'`,
        )
      ).rows[0]?.n;
    const entriesBefore = await logged();
    batches = 0;
    // The third 1,000-row batch fails: two have been inserted by then.
    failBatch = 3;
    // Straight to the app: a 500 is not a contract response, the harness would refuse it.
    const crashed = await t.app.request('/admin/v2/people/import?security_id=2', {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.brand}`, 'content-type': 'text/csv' },
      body: text,
    });
    failBatch = 0;
    expect(crashed.status).toBe(500);
    expect(batches).toBe(3);
    expect(await peopleCount()).toBe(before);
    expect(await logged()).toBe(entriesBefore);

    const again = await upload('brand', { security_id: 2 }, text);
    expect(again.body).toMatchObject({ registered: 2500, failed: 0, errors: [] });
    expect(await peopleCount()).toBe(before + 2500);
    const { rows } = await t.db.query<{ n: number; complete: number; last: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE employee_number = 'CR' || last_name AND store_id = 1001
                                 AND position_id IS NOT NULL AND first_name = 'Crash')::int AS complete,
              max(last_name::int)::int AS last
         FROM people WHERE email LIKE 'crash.%@ejemplo.mx'`,
    );
    expect(rows[0]).toEqual({ n: 2500, complete: 2500, last: 2499 });
    expect(await logged()).toBe((entriesBefore ?? 0) + 1);
  });
});
