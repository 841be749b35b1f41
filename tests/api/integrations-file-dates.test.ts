import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xlsxDocument } from '../../openapi/rules/xlsx-write';
import type { components } from '../../openapi/schema';
import { readSheet } from './harness/sheet-rows';
import { startTestApp, type TestApp } from './harness/test-app';

// Date cells in an administrator's file loads: Excel keeps `2026-11-27 09:30` typed in a cell as
// a serial number with a date format (or, in some writers, a `t="d"` cell), which has no offset.
// An instant is read in the zone of the store the item names (or of the person's store), else
// Mexico City; a day-only field takes the day the cell shows, a month field its month. Numbers
// typed as numbers stay numbers, text typed as digits keeps its zeros, a number cell in a text
// field is its plain decimal. The CSV path reads `2026-11-27 09:30` the same way. The .xlsx
// template's example dates are date cells, so a date typed over them loads.

type FileResult = components['schemas']['IntegrationFileResult'];

let t: TestApp;
let token = '';
let securityId = 0;
/** A run's own prefix: the PostgreSQL database outlives one run. */
const P = `FD${Date.now().toString(36).toUpperCase()}`;
const RUN_DIGITS = String(Date.now() % 100_000_000).padStart(8, '1');
const TIJ = `${P}-TIJ`;
const MEX = `${P}-MEX`;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const upload = (kind: string, file: string | Uint8Array, mode: 'preview' | 'apply') =>
  t.admin<FileResult & { reason?: string }>('POST', `/admin/v2/integration-files/${kind}`, {
    token,
    query: { security_id: securityId, mode },
    raw:
      typeof file === 'string'
        ? { type: 'text/csv', text: file }
        : { type: XLSX, text: new Uint8Array(file) },
  });

const applied = async (kind: string, file: string | Uint8Array, created: number) => {
  const r = await upload(kind, file, 'apply');
  expect(r.status, r.text).toBe(200);
  expect(
    r.body.results.filter((x) => x.status === 'rejected'),
    r.text,
  ).toEqual([]);
  expect(r.body.created).toBe(created);
  return r.body;
};

/** Excel's serial of a wall-clock time (days since 1899-12-30). */
const serial = (y: number, mo: number, d: number, h = 0, mi = 0) =>
  Date.UTC(y, mo - 1, d, h, mi) / 86_400_000 + 25_569;

const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/** A cell of the hand-made sheet: text (shared or inline), a number with a style, an ISO date. */
type Cell =
  | string
  | { shared: string }
  | { n: number; s?: number }
  | { d: string; s?: number }
  | null;

/**
 * A workbook as Excel writes one: shared strings, a styles part whose cell styles are
 * 0 General, 1 built-in 22 (`m/d/yyyy h:mm`), 2 custom `yyyy-mm-dd hh:mm`, 3 custom
 * `dd/mm/yyyy`, 4 custom `mmm-yy`, 5 built-in 14 (short date), 6 text (`@`).
 */
function excelWorkbook(rows: Cell[][]): Uint8Array {
  const shared: string[] = [];
  const sheetRows = rows.map((cells, r) => {
    const xml = cells.map((c, i) => {
      const ref = `${String.fromCharCode(65 + i)}${r + 1}`;
      if (c === null) return '';
      if (typeof c === 'string') return `<c r="${ref}" t="inlineStr"><is><t>${esc(c)}</t></is></c>`;
      if ('shared' in c) {
        shared.push(c.shared);
        return `<c r="${ref}" s="6" t="s"><v>${shared.length - 1}</v></c>`;
      }
      if ('n' in c) return `<c r="${ref}" s="${c.s ?? 0}"><v>${c.n}</v></c>`;
      return `<c r="${ref}" s="${c.s ?? 0}" t="d"><v>${c.d}</v></c>`;
    });
    return `<row r="${r + 1}">${xml.join('')}</row>`;
  });
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const styles = `<?xml version="1.0" encoding="UTF-8"?>
<styleSheet xmlns="${ns}"><numFmts count="3"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd\\ hh:mm"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy"/><numFmt numFmtId="166" formatCode="[$-80A]mmm\\-yy;@"/></numFmts><cellStyleXfs count="1"><xf numFmtId="22"/></cellStyleXfs><cellXfs count="7"><xf numFmtId="0"/><xf numFmtId="22" applyNumberFormat="1"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="165" applyNumberFormat="1"/><xf numFmtId="166" applyNumberFormat="1"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="49" applyNumberFormat="1"/></cellXfs></styleSheet>`;
  const files: Record<string, string> = {
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="x" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/styles.xml': styles,
    'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}">${shared
      .map((s) => `<si><t>${esc(s)}</t></si>`)
      .join('')}</sst>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])));
}

const instantOf = async (sql: string, id: string) => {
  const { rows } = await t.db.query<{ at: Date | string }>(sql, [id]);
  const at = rows[0]?.at;
  return at === undefined ? undefined : new Date(at).toISOString();
};
const answeredAt = (id: string) =>
  instantOf('SELECT created_at AS at FROM survey_responses WHERE external_id = $1', id);
const registeredAt = (id: string) =>
  instantOf('SELECT registered_at AS at FROM people WHERE external_id = $1', id);

beforeAll(async () => {
  t = await startTestApp();
  const tokens = await t.signInAll(['brand']);
  token = tokens.brand as string;
  const [domain] = await t.domains(token);
  securityId = domain?.security_id ?? 0;
  // A store in Tijuana (UTC-8, UTC-7 in summer) and one without a zone of its own (Mexico City).
  await applied('regions', `externalId,name\n${P}-R,Frontera ${P}\n`, 1);
  await applied(
    'stores',
    `externalId,name,regionExternalId,timeZone\n${TIJ},Tijuana ${P},${P}-R,America/Tijuana\n${MEX},Centro ${P},${P}-R,\n`,
    2,
  );
  await applied('positions', `externalId,name\n${P}-POS,Cajero ${P}\n`, 1);
  await applied('surveys', `externalId,name\n${P}-SV,Salida ${P}\n`, 1);
  await applied('kpi-modules', `externalId,name\n${P}-K,Ventas ${P}\n`, 1);
});
afterAll(async () => {
  await t.close();
});

describe('date cells of an .xlsx load', () => {
  it("reads an instant's date cell in the store's zone, on preview and apply alike", async () => {
    const header = ['externalId', 'storeExternalId', 'surveyExternalId', 'score', 'answeredAt'];
    const file = excelWorkbook([
      header,
      // 2026-11-27 09:30 typed in Excel: a serial under m/d/yyyy h:mm, in Tijuana (UTC-8).
      [`${P}-A1`, TIJ, `${P}-SV`, { n: 9 }, { n: serial(2026, 11, 27, 9, 30), s: 1 }],
      // The same under a custom yyyy-mm-dd hh:mm, in summer: Tijuana keeps daylight time (UTC-7).
      [`${P}-A2`, TIJ, `${P}-SV`, { n: 10 }, { n: serial(2026, 7, 10, 9, 30), s: 2 }],
      // A store without a zone: Mexico City (UTC-6 all year since 2022).
      [`${P}-A3`, MEX, `${P}-SV`, { n: 7 }, { n: serial(2026, 7, 10, 9, 30), s: 2 }],
      // A date-typed cell (t="d"), as other writers make them.
      [`${P}-A4`, MEX, `${P}-SV`, { n: 3 }, { d: '2026-11-27T09:30:00', s: 2 }],
      // A cell that shows only a day is no instant: refused on its row and column.
      [`${P}-A5`, MEX, `${P}-SV`, { n: 3 }, { n: serial(2026, 11, 27), s: 5 }],
    ]);
    const preview = await upload('survey-answers', file, 'preview');
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({ format: 'xlsx', created: 4, rejected: 1 });
    expect(await answeredAt(`${P}-A1`)).toBeUndefined();
    const r = await upload('survey-answers', file, 'apply');
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ created: 4, rejected: 1 });
    expect(r.body.results[4]).toMatchObject({
      row: 6,
      status: 'rejected',
      column: 'answeredAt',
      value: '2026-11-27',
    });
    expect(await answeredAt(`${P}-A1`)).toBe('2026-11-27T17:30:00.000Z');
    expect(await answeredAt(`${P}-A2`)).toBe('2026-07-10T16:30:00.000Z');
    expect(await answeredAt(`${P}-A3`)).toBe('2026-07-10T15:30:00.000Z');
    expect(await answeredAt(`${P}-A4`)).toBe('2026-11-27T15:30:00.000Z');
    // The same file again: the instants read the same, nothing changes.
    const again = await upload('survey-answers', file, 'preview');
    expect(again.body).toMatchObject({ created: 0, unchanged: 4, rejected: 1 });
  });

  it('people: text digits keep their zeros, a number cell is its plain decimal, dates by store', async () => {
    const zeros = `00${RUN_DIGITS}`;
    const big = Number(`${RUN_DIGITS}${'0'.repeat(14)}`);
    const file = excelWorkbook([
      [
        'externalId',
        'firstName',
        'lastName',
        'positionExternalId',
        'storeExternalId',
        'employeeNumber',
        'registeredAt',
      ],
      [
        `${P}-E1`,
        'Ana',
        'López',
        `${P}-POS`,
        TIJ,
        { shared: zeros },
        { n: serial(2026, 3, 2, 9, 15), s: 2 },
      ],
      [`${P}-E2`, 'Luis', 'Pérez', `${P}-POS`, MEX, { n: big }, { d: '2026-03-02T09:15' }],
    ]);
    await applied('people', file, 2);
    const { rows } = await t.db.query<{ external_id: string; employee_number: string }>(
      'SELECT external_id, employee_number FROM people WHERE external_id = ANY($1::text[]) ORDER BY external_id',
      [[`${P}-E1`, `${P}-E2`]],
    );
    expect(rows).toEqual([
      { external_id: `${P}-E1`, employee_number: zeros },
      { external_id: `${P}-E2`, employee_number: `${RUN_DIGITS}${'0'.repeat(14)}` },
    ]);
    expect(await registeredAt(`${P}-E1`)).toBe('2026-03-02T17:15:00.000Z');
    expect(await registeredAt(`${P}-E2`)).toBe('2026-03-02T15:15:00.000Z');
  });

  it("courses take a cell's day, KPI values its month, attempts the zone of the person's store", async () => {
    const course = excelWorkbook([
      ['externalId', 'name', 'startsOn', 'endsOn', 'exams.externalId', 'exams.title'],
      [
        `${P}-C`,
        'Inocuidad',
        { n: serial(2026, 1, 5), s: 3 },
        { d: '2026-12-31T00:00:00', s: 5 },
        `${P}-X`,
        'Final',
      ],
    ]);
    await applied('courses', course, 1);
    const { rows: days } = await t.db.query<{ starts_on: string; ends_on: string }>(
      `SELECT to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on
         FROM courses WHERE external_id = $1`,
      [`${P}-C`],
    );
    expect(days).toEqual([{ starts_on: '2026-01-05', ends_on: '2026-12-31' }]);

    const kpi = excelWorkbook([
      ['storeExternalId', 'moduleExternalId', 'month', 'value', 'target'],
      // `nov-26` in the cell: the 1st of November under mmm-yy.
      [TIJ, `${P}-K`, { n: serial(2026, 11, 1), s: 4 }, { n: 1234.5 }, { n: 1000 }],
    ]);
    await applied('kpi-values', kpi, 1);
    const { rows: months } = await t.db.query<{ month: string; value: number }>(
      `SELECT to_char(k.month, 'YYYY-MM') AS month, k.value::float AS value FROM kpis k
         JOIN organizations o ON o.id = k.store_id WHERE o.external_id = $1`,
      [TIJ],
    );
    expect(months).toEqual([{ month: '2026-11', value: 1234.5 }]);

    const attempts = excelWorkbook([
      ['externalId', 'personExternalId', 'examExternalId', 'startedAt', 'endedAt', 'score'],
      [
        `${P}-AT1`,
        `${P}-E1`,
        `${P}-X`,
        { n: serial(2026, 11, 27, 9, 30), s: 2 },
        { n: serial(2026, 11, 27, 9, 50), s: 1 },
        { n: 90 },
      ],
    ]);
    await applied('attempts', attempts, 1);
    const { rows: at } = await t.db.query<{ started_at: Date; ended_at: Date }>(
      'SELECT started_at, ended_at FROM exam_attempts WHERE external_id = $1',
      [`${P}-AT1`],
    );
    expect(
      at.map((a) => [new Date(a.started_at).toISOString(), new Date(a.ended_at).toISOString()]),
    ).toEqual([['2026-11-27T17:30:00.000Z', '2026-11-27T17:50:00.000Z']]);
  });
});

describe('CSV times without an offset, and the template', () => {
  it('reads `2026-11-27 09:30` in the store zone, and an offset written out as given', async () => {
    const csv = [
      'externalId,storeExternalId,surveyExternalId,score,answeredAt',
      `${P}-B1,${TIJ},${P}-SV,8,2026-11-27 09:30`,
      `${P}-B2,${MEX},${P}-SV,8,2026-11-27T09:30:00`,
      `${P}-B3,${TIJ},${P}-SV,8,2026-11-27 09:30:00 -06:00`,
      `${P}-B4,${TIJ},${P}-SV,8,2026-04-31 09:30`,
      '',
    ].join('\n');
    const r = await upload('survey-answers', csv, 'apply');
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ format: 'csv', created: 3, rejected: 1 });
    expect(r.body.results[3]).toMatchObject({ row: 5, column: 'answeredAt', reason: 'validation' });
    expect(await answeredAt(`${P}-B1`)).toBe('2026-11-27T17:30:00.000Z');
    expect(await answeredAt(`${P}-B2`)).toBe('2026-11-27T15:30:00.000Z');
    expect(await answeredAt(`${P}-B3`)).toBe('2026-11-27T15:30:00.000Z');
  });

  it("the .xlsx template's example instant is a date cell that loads back", async () => {
    const res = await t.app.request(
      `/admin/v2/integration-files/survey-answers/template?security_id=${securityId}&format=xlsx&lang=es-ES`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { rows } = readSheet(bytes);
    const header = rows[0]?.map((c) => c.value) ?? [];
    const cell = rows[1]?.[header.indexOf('answeredAt')];
    // A number under a date style, as Excel keeps a date: not text.
    expect(cell?.type).toBeNull();
    expect(cell?.style).not.toBeNull();
    expect(Number(cell?.value)).toBeCloseTo(serial(2026, 1, 15, 9, 0), 6);
    // Loaded back as it is, only its made-up references are refused, never its date.
    const r = await upload('survey-answers', bytes, 'preview');
    expect(r.status, r.text).toBe(200);
    expect(r.body.results[0]).toMatchObject({ status: 'rejected', reason: 'unknown_reference' });
    expect(r.body.results[0]?.column).not.toBe('answeredAt');

    // The template with real references and a date typed over the example: it loads.
    const edited = xlsxDocument([
      header,
      header.map((h) =>
        h === 'externalId'
          ? `${P}-T1`
          : h === 'storeExternalId'
            ? TIJ
            : h === 'surveyExternalId'
              ? `${P}-SV`
              : h === 'score'
                ? 5
                : h === 'answeredAt'
                  ? { date: '2026-11-27 09:30:00' }
                  : null,
      ),
    ]);
    await applied('survey-answers', edited, 1);
    expect(await answeredAt(`${P}-T1`)).toBe('2026-11-27T17:30:00.000Z');
  });
});
