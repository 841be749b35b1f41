import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../server/platform/files/csv-read';
import { reportTestApp } from './fixtures/report-app';
import { BRAND, FIXTURE_DOMAINS, FIXTURE_NOW, MARCH } from './fixtures/report-fixture';
import { readSheet, type SheetCell } from './harness/sheet-rows';

// The words of the exports a person reads: the brand's own store word as the store column's
// header, the activity log's actions in the console's language beside their code, and the
// e-mailed training export with training time in that language, as CSV or Excel, with an e-mail
// that names its file.

const app = reportTestApp();
const QUERY = { security_id: FIXTURE_DOMAINS.brand, ...MARCH };

beforeAll(async () => {
  // A brand with its own word in Spanish and English only: other languages keep the generic one.
  await app.t.db.query(`UPDATE organizations SET store_type = $2::jsonb WHERE id = $1`, [
    BRAND,
    JSON.stringify({ es: 'plantel', en: 'Campus' }),
  ]);
  const r = await app.t.admin('POST', '/admin/v2/activity-log', {
    token: app.token,
    query: { security_id: FIXTURE_DOMAINS.brand },
    body: { action: 'settings_change', key: 'theme', value: 'dark' },
  });
  expect(r.status, r.text).toBe(204);
});

async function csvOf(path: string, query: Record<string, unknown>) {
  const r = await app.t.admin<string>('GET', path, { token: app.token, query });
  expect(r.status, r.text).toBe(200);
  return parseCsv(r.text.replace(/^\uFEFF/, '')).map((x) => x.fields);
}

/** A workbook's sheet as rows of cells, each placed by its column letters. */
function sheetRows(bytes: Uint8Array): SheetCell[][] {
  const { files, sheet, rows } = readSheet(bytes);
  expect(Object.keys(files)).toContain('xl/workbook.xml');
  expect(sheet).not.toContain('<f>');
  return rows;
}

async function xlsxOf(path: string, query: Record<string, unknown>) {
  const response = await app.t.app.request(
    `${path}?${new URLSearchParams(
      Object.entries({ ...query, format: 'xlsx' }).map(([k, v]) => [k, String(v)]),
    )}`,
    { headers: { authorization: `Bearer ${app.token}` } },
  );
  expect(response.status).toBe(200);
  return sheetRows(new Uint8Array(await response.arrayBuffer()));
}

describe('the store column’s header', () => {
  it('is the brand’s store word in the console’s language, else the generic word', async () => {
    const path = '/admin/v2/training/reports/export';
    const header = async (lang?: string) =>
      (await csvOf(path, lang ? { ...QUERY, lang } : QUERY))[0] ?? [];
    expect(await header('es-ES')).toContain('Plantel');
    expect(await header('es-ES')).not.toContain('Sucursal');
    expect(await header('en-US')).toContain('Campus');
    // No French word for this brand: the generic one.
    expect(await header('fr-FR')).toContain('Magasin');
    // Without a language the stable code.
    expect(await header()).toContain('store');
    const book = await xlsxOf(path, { ...QUERY, lang: 'en-US' });
    expect(book[0]?.map((c) => c.value)).toContain('Campus');
  });

  it('names the people export’s store column the same way', async () => {
    const rows = await csvOf('/admin/v2/people/export', {
      security_id: FIXTURE_DOMAINS.brand,
      lang: 'es-ES',
    });
    expect(rows[0]).toContain('Plantel');
  });
});

describe('activity log export', () => {
  const path = '/admin/v2/activity-log/export';
  const query = { security_id: FIXTURE_DOMAINS.brand, action: 'settings_change' };

  it('reads the action in Spanish or English and keeps its code beside it', async () => {
    const es = await csvOf(path, { ...query, lang: 'es-ES' });
    expect(es[0]?.slice(0, 5)).toEqual([
      'Fecha',
      'Autor',
      'Correo del autor',
      'Acción',
      'Código de acción',
    ]);
    expect(es.length).toBeGreaterThan(1);
    for (const row of es.slice(1)) {
      expect(row.slice(3, 5)).toEqual(['Cambio de configuración', 'settings_change']);
    }
    const en = await csvOf(path, { ...query, lang: 'en-US' });
    expect(en[0]?.slice(3, 5)).toEqual(['Action', 'Action code']);
    expect(en[1]?.slice(3, 5)).toEqual(['Settings changed', 'settings_change']);
    const codes = await csvOf(path, query);
    expect(codes[0]?.slice(3, 5)).toEqual(['action', 'action_code']);
    expect(codes[1]?.slice(3, 5)).toEqual(['settings_change', 'settings_change']);
  });

  it('is an Excel workbook with a date cell and the translated action as text', async () => {
    const rows = await xlsxOf(path, { ...query, lang: 'pt-BR' });
    expect(rows[0]?.[3]).toEqual({ style: '1', type: 'inlineStr', value: 'Ação' });
    const first = rows[1] ?? [];
    // The date is a number shown by a date style, not text.
    expect(first[0]?.type).toBeNull();
    expect(Number(first[0]?.value)).toBeGreaterThan(40_000);
    expect(first[3]).toEqual({
      style: null,
      type: 'inlineStr',
      value: 'Alteração de configuração',
    });
    expect(first[4]?.value).toBe('settings_change');
  });
});

describe('e-mailed training export with training time', () => {
  interface Mail {
    subject: string;
    body: string;
    meta: {
      attachment: { filename: string; content_type: string; content: string; encoding?: string };
    };
  }

  /** Asks for the export at `at` and returns the e-mail it queued. */
  async function mailAt(at: Date, extra: Record<string, unknown>): Promise<Mail> {
    app.t.clock.now = at;
    const r = await app.t.admin('POST', '/admin/v2/training/reports/time-export', {
      token: app.token,
      query: { ...QUERY, ...extra },
    });
    expect(r.status, r.text).toBe(202);
    await app.t.background.settled();
    const { rows } = await app.t.db.query<Mail>(
      'SELECT subject, body, meta FROM outbox WHERE created_at = $1',
      [at],
    );
    expect(rows).toHaveLength(1);
    app.t.clock.now = FIXTURE_NOW;
    return rows[0] as Mail;
  }

  it('Excel in English: a workbook with typed cells, the brand’s store word, a mail naming it', async () => {
    const mail = await mailAt(new Date(FIXTURE_NOW.getTime() + 5 * 86_400_000), {
      format: 'xlsx',
      lang: 'en-US',
    });
    const file = 'capacitacion-tiempo-2026-03-01-2026-03-31.xlsx';
    expect(mail.subject).toBe('Training report with training time 2026-03-01 – 2026-03-31');
    expect(mail.body).toContain('an Excel workbook');
    expect(mail.body).toContain(file);
    expect(mail.meta.attachment).toMatchObject({
      filename: file,
      content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      encoding: 'base64',
    });
    const rows = sheetRows(new Uint8Array(Buffer.from(mail.meta.attachment.content, 'base64')));
    const header = (rows[0] ?? []).map((c) => c.value);
    expect(header.slice(0, 5)).toEqual(['User', 'E-mail', 'Employee number', 'Position', 'Campus']);
    expect(header).toContain('Training time (min)');
    expect(header).toContain('Passed');
    const col = (name: string) => header.indexOf(name);
    const body = rows.slice(1);
    expect(body.length).toBeGreaterThan(0);
    // Attempts are numbers, passed reads Yes/No, a completion is a date cell.
    expect(body.every((r) => r[col('Attempts')]?.type === null)).toBe(true);
    expect(new Set(body.map((r) => r[col('Passed')]?.value))).toEqual(new Set(['Yes', 'No']));
    const done = body.find((r) => r[col('Completed on')] !== undefined);
    expect(done?.[col('Completed on')]?.type).toBeNull();
    expect(done?.[col('Completed on')]?.style).not.toBe('1');
  });

  it('CSV in Spanish: Spanish headers and values, local times with offset, a Spanish mail', async () => {
    const mail = await mailAt(new Date(FIXTURE_NOW.getTime() + 6 * 86_400_000), {
      format: 'csv',
      lang: 'es-ES',
    });
    const file = 'capacitacion-tiempo-2026-03-01-2026-03-31.csv';
    expect(mail.subject).toBe(
      'Reporte de capacitación con tiempo de capacitación 2026-03-01 – 2026-03-31',
    );
    expect(mail.body).toContain('archivo CSV');
    expect(mail.body).toContain(file);
    expect(mail.meta.attachment.filename).toBe(file);
    expect(mail.meta.attachment.content.startsWith('\uFEFF')).toBe(true);
    const [header, ...body] = parseCsv(mail.meta.attachment.content.replace(/^\uFEFF/, '')).map(
      (x) => x.fields,
    );
    expect(header?.slice(0, 5)).toEqual(['Usuario', 'Correo', 'Matrícula', 'Puesto', 'Plantel']);
    expect(header).toContain('Tiempo de capacitación (min)');
    const col = (name: string) => (header ?? []).indexOf(name);
    expect(new Set(body.map((r) => r[col('Aprobado')]))).toEqual(new Set(['Sí', 'No']));
    const done = body.map((r) => r[col('Completado el')]).filter((v) => v);
    expect(done.length).toBeGreaterThan(0);
    for (const v of done) expect(v).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} -0[56]:00$/);
  });

  it('without a language: stable codes in the file, the mail in the admin’s own language', async () => {
    const mail = await mailAt(new Date(FIXTURE_NOW.getTime() + 7 * 86_400_000), {});
    expect(mail.meta.attachment.filename.endsWith('.csv')).toBe(true);
    const header = parseCsv(mail.meta.attachment.content.replace(/^\uFEFF/, ''))[0]?.fields;
    expect(header?.slice(0, 5)).toEqual(['user', 'email', 'enrollment', 'role', 'store']);
    const { rows } = await app.t.db.query<{ locale: string }>(
      'SELECT locale FROM admins WHERE id = (SELECT admin_id FROM export_requests ORDER BY id DESC LIMIT 1)',
    );
    expect(rows[0]?.locale.startsWith('es')).toBe(true);
    expect(mail.body).toContain('Adjuntamos');
  });
});
