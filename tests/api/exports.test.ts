import { strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../server/platform/files/csv-read';
import { reportTestApp } from './fixtures/report-app';
import { FIXTURE_DOMAINS, MARCH } from './fixtures/report-fixture';
import { readSheet, type SheetCell } from './harness/sheet-rows';

// Exports a spreadsheet user can use: the console's language (`lang`) in headers and coded
// values, the admin's local time with its offset, numbers as numbers, Excel beside CSV with
// typed cells and no formulas, and as many rows as the list counts.

const app = reportTestApp();
const EXAM_ID = 9_100_001;
const FORMULA = "=cmd|' /C calc'!A0";

beforeAll(async () => {
  // An exam at 23:59 on 26 March in Mexico City: 05:59 UTC on the 27th.
  await app.t.db.query(
    `INSERT INTO exam_attempts (id, brand_id, person_id, exam_id, course_id, store_id, region_id,
                                score, approved, started_at, ended_at, duration_seconds)
     SELECT $1, brand_id, 90101, 9101, 9101, store_id, region_id, 60.5, false,
            '2026-03-27T05:59:00Z', '2026-03-27T06:09:00Z', 600
       FROM exam_attempts WHERE store_id = 9001 LIMIT 1`,
    [EXAM_ID],
  );
  await app.t.db.query('UPDATE courses SET name = $1 WHERE id = 9102', [FORMULA]);
});

const QUERY = { security_id: FIXTURE_DOMAINS.brand, ...MARCH };

async function download(path: string, query: Record<string, unknown>) {
  const r = await app.t.admin<string>('GET', path, { token: app.token, query });
  expect(r.status, r.text).toBe(200);
  return r;
}

async function csvRows(path: string, query: Record<string, unknown>) {
  const r = await download(path, query);
  return { r, rows: parseCsv(r.text.replace(/^\uFEFF/, '')).map((x) => x.fields) };
}

/** The workbook's parts, and its sheet as rows of cells (type, style, value or inline text). */
async function xlsx(path: string, query: Record<string, unknown>) {
  const response = await app.t.app.request(
    `${path}?${new URLSearchParams(
      Object.entries({ ...query, format: 'xlsx' }).map(([k, v]) => [k, String(v)]),
    )}`,
    { headers: { authorization: `Bearer ${app.token}` } },
  );
  expect(response.status).toBe(200);
  const { files, sheet, rows } = readSheet(new Uint8Array(await response.arrayBuffer()));
  const styles = strFromU8(files['xl/styles.xml'] as Uint8Array);
  return { response, sheet, styles, rows };
}

const cellOf = (rows: SheetCell[][], header: string, row: SheetCell[]) =>
  row[(rows[0] ?? []).findIndex((c) => c.value === header)];

async function listTotal(path: string) {
  const r = await app.t.admin<{ total: number }>('GET', path, {
    token: app.token,
    query: { ...QUERY, page_size: 10 },
  });
  expect(r.status, r.text).toBe(200);
  return r.body.total;
}

describe('training report export', () => {
  it('CSV in Spanish: headers, local time with offset, yes/no, formulas inert, every row', async () => {
    const { r, rows } = await csvRows('/admin/v2/training/reports/export', {
      ...QUERY,
      lang: 'es-ES',
    });
    expect(r.headers.get('content-disposition')).toBe(
      'attachment; filename="training-reports.csv"',
    );
    const [header, ...body] = rows;
    expect(header?.slice(0, 3)).toEqual(['Curso', 'Examen', 'Usuario']);
    expect(header).toContain('Inicio');
    expect(header).toContain('Aprobado');
    const at = (name: string) => (header ?? []).indexOf(name);
    const exam = body.find((row) => row[at('Inicio')] === '2026-03-26 23:59:00 -06:00');
    expect(exam, 'the exam on its Mexico City day').toBeDefined();
    expect(exam?.[at('Calificación')]).toBe('60.5');
    expect(exam?.[at('Aprobado')]).toBe('No');
    expect(body.some((row) => row[at('Aprobado')] === 'Sí')).toBe(true);
    expect(body.some((row) => row[0] === `'${FORMULA}`)).toBe(true);
    expect(body.length).toBe(await listTotal('/admin/v2/training/reports'));
  });

  it('CSV in English: English headers and values', async () => {
    const { rows } = await csvRows('/admin/v2/training/reports/export', {
      ...QUERY,
      lang: 'en-US',
    });
    const [header, ...body] = rows;
    expect(header?.slice(0, 3)).toEqual(['Course', 'Exam', 'User']);
    const at = (name: string) => (header ?? []).indexOf(name);
    expect(new Set(body.map((row) => row[at('Passed')]))).toEqual(new Set(['Yes', 'No']));
    expect(body.some((row) => row[at('Started')] === '2026-03-26 23:59:00 -06:00')).toBe(true);
  });

  it('Excel: typed numbers, a date cell shown with its offset, text never a formula', async () => {
    const { response, sheet, styles, rows } = await xlsx('/admin/v2/training/reports/export', {
      ...QUERY,
      lang: 'es-ES',
    });
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="training-reports.xlsx"',
    );
    const [header, ...body] = rows;
    expect(header?.[0]).toEqual({ style: '1', type: 'inlineStr', value: 'Curso' });
    expect(body.length).toBe(await listTotal('/admin/v2/training/reports'));
    // 2026-03-26 23:59 as an Excel serial (days since 1899-12-30).
    const exam = body.find((row) =>
      cellOf(rows, 'Inicio', row)?.value.startsWith('46107.9993'),
    ) as SheetCell[];
    expect(exam, 'the exam as a local date cell').toBeDefined();
    const start = cellOf(rows, 'Inicio', exam) as SheetCell;
    expect(start.type).toBeNull();
    const xf = [...styles.matchAll(/<xf numFmtId="(\d+)"[^>]*applyNumberFormat/g)][
      Number(start.style) - 2
    ];
    expect(styles).toContain(
      `numFmtId="${xf?.[1]}" formatCode="yyyy-mm-dd hh:mm:ss &quot;-06:00&quot;"`,
    );
    expect(cellOf(rows, 'Calificación', exam)).toEqual({ style: null, type: null, value: '60.5' });
    expect(cellOf(rows, 'Aprobado', exam)?.value).toBe('No');
    expect(body.some((row) => row[0]?.value === FORMULA && row[0]?.type === 'inlineStr')).toBe(
      true,
    );
    expect(sheet).not.toContain('<f>');
  });
});

describe('user ranking export', () => {
  it('medals and levels in the console’s language, rows as the list counts, both formats', async () => {
    const total = await listTotal('/admin/v2/rankings/users');
    const es = await csvRows('/admin/v2/rankings/users/export', { ...QUERY, lang: 'es-ES' });
    const en = await csvRows('/admin/v2/rankings/users/export', { ...QUERY, lang: 'en-US' });
    const codes = await csvRows('/admin/v2/rankings/users/export', QUERY);
    expect(es.rows[0]).toContain('Medalla');
    expect(en.rows[0]).toContain('Medal');
    expect(codes.rows[0]).toContain('medal');
    const medals = (x: { rows: string[][] }, name: string) => {
      const i = (x.rows[0] ?? []).indexOf(name);
      return x.rows.slice(1).map((row) => row[i]);
    };
    const codeMedals = medals(codes, 'medal');
    const spanish: Record<string, string> = {
      gold: 'Oro',
      silver: 'Plata',
      bronze: 'Bronce',
      none: 'Sin medalla',
      sleepy: 'Dormido',
      destroyer: 'Destructor',
    };
    expect(codeMedals).toContain('sleepy');
    expect(medals(es, 'Medalla')).toEqual(codeMedals.map((c) => spanish[c ?? ''] ?? c));
    expect(medals(en, 'Medal')).toEqual(
      codeMedals.map((c) =>
        c === 'none' ? 'No medal' : `${c?.[0]?.toUpperCase() ?? ''}${c?.slice(1) ?? ''}`,
      ),
    );
    expect(es.rows.length - 1).toBe(total);
    const book = await xlsx('/admin/v2/rankings/users/export', { ...QUERY, lang: 'es-ES' });
    expect(book.rows.length - 1).toBe(total);
    const rank = cellOf(book.rows, 'Lugar', book.rows[1] as SheetCell[]);
    expect(rank).toEqual({ style: null, type: null, value: '1' });
  });
});
