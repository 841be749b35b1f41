import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { pdfText } from '../unit/pdf-text';
import { reportTestApp } from './fixtures/report-app';
import { inReach, type Reach } from './fixtures/report-expect';
import {
  FIXTURE_DOMAINS,
  FIXTURE_LEVELS,
  MARCH,
  MARCH_FROM,
  MARCH_TO,
} from './fixtures/report-fixture';
import {
  CURP_BETO,
  CURP_DORA,
  curpOf,
  DC3,
  EMPLOYER_RFC,
  writeDc3Fixture,
} from './fixtures/training-fixture';

// DC-3 forms on the hand-written brand: the list per scope level against the fixture, the
// counts per status, the export, and filling a missing CURP or occupation (strict CURP, the
// occupation catalogue, incomplete → pending, scope).

type Page = components['schemas']['Dc3Page'];
type Row = components['schemas']['Dc3Row'];
type ErrorBody = components['schemas']['ErrorBody'];

const app = reportTestApp();
beforeAll(async () => {
  await writeDc3Fixture(app.t.db);
});

const expected = (r: Reach) =>
  DC3.filter((d) => d.created >= MARCH_FROM && d.created < MARCH_TO && inReach(d.store, r)).sort(
    (a, b) => b.created.getTime() - a.created.getTime() || a.id - b.id,
  );

const list = (securityId: number, extra: Record<string, unknown> = {}) =>
  app.t.admin<Page>('GET', '/admin/v2/training/dc3', {
    token: app.token,
    query: { security_id: securityId, ...MARCH, ...extra },
  });
const patch = (id: number, body: unknown, securityId: number = FIXTURE_DOMAINS.brand) =>
  app.t.admin<Row & ErrorBody>('PATCH', `/admin/v2/training/dc3/${id}`, {
    token: app.token,
    query: { security_id: securityId },
    body,
  });

describe('GET /admin/v2/training/dc3', () => {
  it.each(FIXTURE_LEVELS)(
    '%s admin: forms of the range with status and indicators',
    async (_, id, reach) => {
      const r = await list(id);
      expect(r.status, r.text).toBe(200);
      const want = expected(reach);
      expect(
        r.body.items.map((i) => [
          i.id,
          i.status,
          i.no_curp,
          i.no_occupation,
          i.curp,
          i.occupation?.code ?? null,
        ]),
      ).toEqual(
        want.map((d) => [
          d.id,
          d.status,
          d.curp === null,
          d.occupation === null,
          d.curp,
          d.occupation,
        ]),
      );
      for (const s of ['generated', 'pending', 'incomplete'] as const) {
        expect(r.body.counts[s]).toBe(want.filter((d) => d.status === s).length);
      }
    },
  );

  it('filters by status and course, names the occupation, exports', async () => {
    const incomplete = await list(FIXTURE_DOMAINS.brand, { status: 'incomplete' });
    expect(incomplete.body.items.map((i) => i.id)).toEqual([9402, 9403]);
    expect(incomplete.body.counts.generated).toBe(1);
    const byCourse = await list(FIXTURE_DOMAINS.brand, { course_id: 9102 });
    expect(byCourse.body.items.map((i) => i.id)).toEqual([9403]);
    const pending = await list(FIXTURE_DOMAINS.brand, { status: 'pending' });
    expect(pending.body.items[0]?.occupation).toEqual({ code: '07.1', name: 'Comercio' });
    const csv = await app.t.admin<string>('GET', '/admin/v2/training/dc3/export', {
      token: app.token,
      query: { security_id: FIXTURE_DOMAINS.brand, ...MARCH },
    });
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((l) => l !== '');
    expect(lines[0]).toBe(
      'user,curp,occupation,course,store,region,completed_at,status,no_curp,no_occupation,generated_at',
    );
    expect(lines.slice(1).map((l) => l.split(',')[7])).toEqual(expected({}).map((d) => d.status));
  });
});

describe('PATCH /admin/v2/training/dc3/{id}', () => {
  it('refuses a CURP with a wrong check digit and an occupation outside the catalogue', async () => {
    const wrong = `${CURP_BETO.slice(0, 17)}${(Number(CURP_BETO[17]) + 1) % 10}`;
    const r = await patch(9402, { curp: wrong });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('curp');
    const o = await patch(9403, { occupation: '12.1' });
    expect(o.status).toBe(400);
    expect(o.body.field).toBe('occupation');
    const empty = await patch(9403, {});
    expect(empty.status).toBe(400);
    const { rows } = await app.t.db.query<{ status: string }>(
      'SELECT status FROM dc3_records WHERE id IN (9402, 9403) ORDER BY id',
    );
    expect(rows.map((x) => x.status)).toEqual(['incomplete', 'incomplete']);
  });

  it('a store admin cannot reach a form of another store (404)', async () => {
    const r = await patch(9403, { occupation: '07.2' }, FIXTURE_DOMAINS.store);
    expect(r.status).toBe(404);
  });

  it('filling what was missing moves the form from incomplete to pending', async () => {
    const curp = await patch(9402, { curp: CURP_BETO.toLowerCase() });
    expect(curp.status, curp.text).toBe(200);
    expect(curp.body).toMatchObject({ curp: CURP_BETO, no_curp: false, status: 'pending' });
    const person = await app.t.db.query<{ national_id: string }>(
      'SELECT national_id FROM people WHERE id = 90102',
    );
    expect(person.rows[0]?.national_id).toBe(CURP_BETO);
    const occupation = await patch(9403, { occupation: '05.3' });
    expect(occupation.body).toMatchObject({
      status: 'pending',
      occupation: { code: '05.3', name: 'Alimentos y bebidas' },
    });
    // A generated form stays generated.
    const generated = await patch(9401, { curp: curpOf('GEAA851201MDFRNN1') });
    expect(generated.body.status).toBe('generated');
    const after = await list(FIXTURE_DOMAINS.brand);
    expect(after.body.counts).toEqual({ generated: 1, pending: 3, incomplete: 0 });
  });
});

/** The raw bytes of a download (the harness reads bodies as text). */
async function download(ids: string, securityId: number = FIXTURE_DOMAINS.brand) {
  const res = await app.t.app.request(
    `/admin/v2/training/dc3/forms?security_id=${securityId}&ids=${ids}`,
    { headers: { authorization: `Bearer ${app.token}`, accesstoken: app.token } },
  );
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const squeeze = (s: string) => s.replace(/\s+/g, '');

describe('GET /admin/v2/training/dc3/forms', () => {
  it('one form: the official PDF with the CURP, the occupation, the course and the RFC; now generated', async () => {
    const { res, bytes } = await download('9404');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /filename="DC3-VETERANA-DORA-BIENVENIDA\.pdf"/,
    );
    const text = await pdfText(bytes);
    expect(squeeze(text)).toContain(CURP_DORA);
    expect(squeeze(text)).toContain(EMPLOYER_RFC);
    expect(text).toContain('07.1 Comercio');
    expect(text).toContain('6000 Seguridad');
    expect(text).toContain('VETERANA DORA');
    expect(text).toContain('Bienvenida');
    expect(text).toContain('Marca Fixture Operadora, S.A. de C.V.');
    const { rows } = await app.t.db.query<{ status: string }>(
      'SELECT status FROM dc3_records WHERE id = 9404',
    );
    expect(rows[0]?.status).toBe('generated');
  });

  it('several forms: one zip, one stored PDF each', async () => {
    const { res, bytes } = await download('9401,9404');
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual([
      'DC3-GERENTE-ANA-BIENVENIDA.pdf',
      'DC3-VETERANA-DORA-BIENVENIDA.pdf',
    ]);
  });

  it('refuses an incomplete form (400 on ids), and forms outside the domain (404)', async () => {
    const incomplete = await app.t.admin<ErrorBody>('GET', '/admin/v2/training/dc3/forms', {
      token: app.token,
      query: { security_id: FIXTURE_DOMAINS.brand, ids: '9401,9405' },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.field).toBe('ids');
    expect(incomplete.body.message).toContain('9405');
    const outside = await download('9404', FIXTURE_DOMAINS.store);
    expect(outside.res.status).toBe(404);
    const bad = await app.t.admin<ErrorBody>('GET', '/admin/v2/training/dc3/forms', {
      token: app.token,
      query: { security_id: FIXTURE_DOMAINS.brand, ids: '1,,2' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('ids');
  });
});
