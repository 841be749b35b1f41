import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../server/platform/files/csv-read';
import { startTestApp, type TestApp } from './harness/test-app';

// exportPeople: the list's filter and sort as a streamed CSV, read back and compared with the
// list; keyset batches that neither skip nor repeat rows; spreadsheet formulas neutralised.

const COLUMNS = [
  'email',
  'phone',
  'enrollment',
  'full_name',
  'birth_date',
  'gender',
  'brand',
  'store',
  'position',
];

interface Person {
  id: number;
  email: string | null;
  phone: string | null;
  employee_number: string | null;
  fullName: string;
  store: { name: string } | null;
}

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  Object.assign(tokens, await t.signInAll());
});
afterAll(async () => {
  await t.close();
});

async function exportCsv(who: string, query: Record<string, unknown>) {
  const r = await t.admin('GET', '/admin/v2/people/export', { token: tokens[who], query });
  const rows = r.status === 200 ? parseCsv(r.text).map((x) => x.fields) : [];
  return { r, header: rows[0], rows: rows.slice(1) };
}

async function listAll(who: string, query: Record<string, unknown>): Promise<Person[]> {
  const out: Person[] = [];
  for (let page = 1; ; page++) {
    const r = await t.admin<{ items: Person[]; total: number }>('GET', '/admin/v2/people', {
      token: tokens[who],
      query: { ...query, page, page_size: 500 },
    });
    expect(r.status).toBe(200);
    out.push(...r.body.items);
    if (out.length >= r.body.total || r.body.items.length === 0) return out;
  }
}

const asExported = (p: Person) => [
  p.email ?? '',
  p.phone ?? '',
  p.employee_number ?? '',
  p.fullName,
];

describe('GET /admin/v2/people/export', () => {
  it('streams the brand as CSV: headers, BOM, CRLF, the export columns, every row', async () => {
    const { r, header, rows } = await exportCsv('brand', { security_id: 2 });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="people.csv"');
    expect(header).toEqual(COLUMNS);
    const { rows: counted } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM people WHERE brand_id = 1 AND deleted_at IS NULL',
    );
    expect(rows.length).toBe(counted[0]?.n);
    const list = await t.admin<{ total: number }>('GET', '/admin/v2/people', {
      token: tokens.brand,
      query: { security_id: 2 },
    });
    expect(rows.length).toBe(list.body.total);
    expect(r.text.split('\r\n').length).toBe(rows.length + 2);
    expect(new Set(rows.map((row) => row[6]))).toEqual(new Set(['Sabor Fresco']));
    const raw = await t.app.request('/admin/v2/people/export?security_id=2', {
      headers: { authorization: `Bearer ${tokens.brand}` },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes only the columns asked for, in their order, and refuses unknown or repeated ones', async () => {
    const all = await exportCsv('brand', { security_id: 2, sort: 'name' });
    const some = await exportCsv('brand', {
      security_id: 2,
      sort: 'name',
      columns: 'full_name,email,store',
    });
    expect(some.r.status).toBe(200);
    expect(some.header).toEqual(['full_name', 'email', 'store']);
    const at = (name: string) => COLUMNS.indexOf(name);
    expect(some.rows).toEqual(
      all.rows.map((row) => [row[at('full_name')], row[at('email')], row[at('store')]]),
    );
    for (const columns of ['full_name,salary', 'email,email', 'EMAIL', '']) {
      const bad = await exportCsv('brand', { security_id: 2, columns });
      expect(bad.r.status, columns).toBe(400);
    }
  });

  it('exports exactly the list for the same filter and sort, in the same order', async () => {
    const filters: Record<string, unknown>[] = [
      { security_id: 2, region_id: 102, status: 'active', sort: 'name' },
      { security_id: 2, store_id: 1001, sort: '-email' },
      { security_id: 3, search: 'mar', sort: 'store' },
      { security_id: 2, time_in_product: 'gt6', position_id: 104, sort: '-last_activity_at' },
      { security_id: 2, sort: 'status' },
    ];
    for (const query of filters) {
      const who = query.security_id === 3 ? 'region' : 'brand';
      const listed = await listAll(who, query);
      const { rows } = await exportCsv(who, query);
      expect(rows.length, JSON.stringify(query)).toBe(listed.length);
      expect(rows.map((row) => row.slice(0, 4))).toEqual(listed.map(asExported));
      expect(rows.map((row) => row[7])).toEqual(listed.map((p) => p.store?.name));
    }
  });

  it('keeps a store admin to the store and refuses another store (403)', async () => {
    const { rows } = await exportCsv('store', { security_id: 4 });
    const { rows: counted } = await t.db.query<{ n: number; name: string }>(
      `SELECT count(*)::int AS n, (SELECT name FROM organizations WHERE id = 1001) AS name
         FROM people WHERE store_id = 1001 AND deleted_at IS NULL`,
    );
    expect(rows.length).toBe(counted[0]?.n);
    expect(new Set(rows.map((row) => row[7]))).toEqual(new Set([counted[0]?.name]));
    const other = await exportCsv('store', { security_id: 4, store_id: 1002 });
    expect(other.r.status).toBe(403);
    expect(other.r.text).not.toContain('@');
  });

  it('exports the acting domain of a multi-domain admin', async () => {
    const { rows } = await exportCsv('multi', { security_id: 6 });
    const { rows: counted } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM people WHERE region_id = 302 AND deleted_at IS NULL`,
    );
    expect(rows.length).toBe(counted[0]?.n);
    const { rows: brand } = await t.db.query<{ name: string }>(
      'SELECT name FROM organizations WHERE id = 3',
    );
    expect(new Set(rows.map((row) => row[6]))).toEqual(new Set([brand[0]?.name]));
  });

  it('walks batches without skipping or repeating rows that share a sort key', async () => {
    // 6,000 people of brand 2 with one created_at and one name: only the id breaks ties.
    await t.db.query(
      `INSERT INTO people (brand_id, region_id, store_id, position_id, first_name, last_name,
                           email, status, created_at)
       SELECT 2, o.region_id, o.id, 201, 'Mismo', 'Nombre', 'lote.' || g || '@ejemplo.mx',
              'preregistered', '2024-01-01T12:00:00.123456Z'
         FROM generate_series(1, 6000) g JOIN organizations o ON o.id = 2001`,
    );
    const { rows: counted } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM people WHERE brand_id = 2 AND deleted_at IS NULL',
    );
    for (const sort of ['created_at', '-created_at', 'name', '-store']) {
      const { rows } = await exportCsv('super', { security_id: 1, brand_id: 2, sort });
      expect(rows.length, sort).toBe(counted[0]?.n);
      const lote = rows.map((row) => row[0] ?? '').filter((e) => e.startsWith('lote.'));
      expect(new Set(lote).size, sort).toBe(6000);
    }
  });

  it('neutralises spreadsheet formulas in every cell', async () => {
    const people = [
      { first_name: '=HYPERLINK("http://malo.example","clic")', employee_number: '+SUM(A1:A9)' },
      { first_name: '@cmd', employee_number: '-2+3' },
    ];
    for (const p of people) {
      const created = await t.admin<{ id: number }>('POST', '/admin/v2/people', {
        token: tokens.brand,
        query: { security_id: 2 },
        body: { ...p, last_name: 'Fórmula', country: 'MX', position_id: 103, store_id: 1001 },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const { r, rows } = await exportCsv('brand', {
      security_id: 2,
      search: 'fórmula',
      sort: 'name',
    });
    expect(rows.map((row) => [row[2], row[3]])).toEqual([
      ["'+SUM(A1:A9)", `'=HYPERLINK("http://malo.example","clic") Fórmula`],
      ["'-2+3", "'@cmd Fórmula"],
    ]);
    expect(r.text).toContain(`"'=HYPERLINK(""http://malo.example"",""clic"") Fórmula"`);
  });

  it('logs who exported what', async () => {
    await exportCsv('region', { security_id: 3, status: 'active' });
    const { rows } = await t.db.query<{
      admin_id: number;
      target_type: string;
      details: { status: string };
    }>(
      `SELECT admin_id, target_type, details FROM activity_log
        WHERE action = 'export_people' AND security_id = 3 ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toMatchObject({
      admin_id: 3,
      target_type: 'region',
      details: { status: 'active' },
    });
  });
});
