import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { pdfPageCount, pdfText } from '../unit/pdf-text';
import { reportTestApp } from './fixtures/report-app';
import { inReach, type Reach } from './fixtures/report-expect';
import {
  FIXTURE_DOMAINS,
  FIXTURE_LEVELS,
  MARCH,
  MARCH_FROM,
  MARCH_TO,
} from './fixtures/report-fixture';
import { AWARDS, writeTrainingFixture } from './fixtures/training-fixture';

// Awards and certificates on the hand-written brand: the list per scope level against the
// fixture (the range's edges, the counts per kind), the filters, the export, and the PDFs.

type Page = components['schemas']['AwardPage'];
type ErrorBody = components['schemas']['ErrorBody'];

const app = reportTestApp();
beforeAll(async () => {
  await writeTrainingFixture(app.t.db);
});

const expected = (r: Reach) =>
  AWARDS.filter((w) => w.earned >= MARCH_FROM && w.earned < MARCH_TO && inReach(w.store, r)).sort(
    (a, b) => b.earned.getTime() - a.earned.getTime() || a.id - b.id,
  );

const list = (securityId: number, extra: Record<string, unknown> = {}) =>
  app.t.admin<Page>('GET', '/admin/v2/training/awards', {
    token: app.token,
    query: { security_id: securityId, ...MARCH, ...extra },
  });

describe('GET /admin/v2/training/awards', () => {
  it.each(FIXTURE_LEVELS)('%s admin: the awards earned in the range', async (_, id, reach) => {
    const r = await list(id);
    expect(r.status, r.text).toBe(200);
    const want = expected(reach);
    expect(want.length).toBeGreaterThan(0);
    expect(
      r.body.items.map((i) => [
        i.id,
        i.kind,
        i.title,
        i.course?.id ?? null,
        i.store.id,
        i.earned_at,
      ]),
    ).toEqual(want.map((w) => [w.id, w.kind, w.title, w.course, w.store, w.earned.toISOString()]));
    expect(r.body.total).toBe(want.length);
    for (const k of ['certificate', 'award'] as const) {
      expect(r.body.counts[k]).toBe(want.filter((w) => w.kind === k).length);
    }
  });

  it('filters by kind, course and person; sorts by name; the counts ignore the kind', async () => {
    const awards = await list(FIXTURE_DOMAINS.brand, { kind: 'award' });
    expect(awards.body.items.map((i) => i.id)).toEqual(
      expected({})
        .filter((w) => w.kind === 'award')
        .map((w) => w.id),
    );
    expect(awards.body.counts.certificate).toBe(
      expected({}).filter((w) => w.kind === 'certificate').length,
    );
    const byCourse = await list(FIXTURE_DOMAINS.brand, { course_id: 9101 });
    expect(byCourse.body.items.map((i) => i.id).sort()).toEqual(
      expected({})
        .filter((w) => w.course === 9101)
        .map((w) => w.id)
        .sort(),
    );
    const carla = await list(FIXTURE_DOMAINS.brand, { search: 'carla' });
    expect(carla.body.items.map((i) => i.person.id)).toEqual([90103]);
    const byName = await list(FIXTURE_DOMAINS.brand, { sort: 'name' });
    const names = byName.body.items.map((i) => i.person.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    const paged = await list(FIXTURE_DOMAINS.brand, { page: 2, page_size: 5 });
    expect(paged.body.items).toEqual([]);
    expect(paged.body.total).toBe(expected({}).length);
  });

  it('exports the same rows as CSV', async () => {
    const csv = await app.t.admin<string>('GET', '/admin/v2/training/awards/export', {
      token: app.token,
      query: { security_id: FIXTURE_DOMAINS.region, ...MARCH },
    });
    expect(csv.status).toBe(200);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((l) => l !== '');
    expect(lines[0]).toBe('user,kind,title,course,store,region,earned_at');
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(
      expected({ region: 901 }).map((w) => w.title),
    );
  });

  it('refuses an unknown kind and sort with the field named', async () => {
    const kind = await list(FIXTURE_DOMAINS.brand, { kind: 'medal' });
    expect(kind.status).toBe(400);
    expect((kind.body as unknown as ErrorBody).field).toBe('kind');
    const sort = await list(FIXTURE_DOMAINS.brand, { sort: 'points' });
    expect(sort.status).toBe(400);
    expect((sort.body as unknown as ErrorBody).field).toBe('sort');
  });
});

/** The raw bytes of a download (the harness reads bodies as text). */
async function download(ids: string, securityId: number = FIXTURE_DOMAINS.brand) {
  const res = await app.t.app.request(
    `/admin/v2/training/awards/files?security_id=${securityId}&ids=${ids}`,
    { headers: { authorization: `Bearer ${app.token}`, accesstoken: app.token } },
  );
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('GET /admin/v2/training/awards/files', () => {
  it('one award: a one-page PDF naming the person, what it is, the brand, the day', async () => {
    const { res, bytes } = await download('9303');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /filename="RECONOCIMIENTO-VETERANA-DORA-9303\.pdf"/,
    );
    await expect(pdfPageCount(bytes)).resolves.toBe(1);
    const text = await pdfText(bytes);
    expect(text).toContain('RECONOCIMIENTO');
    expect(text).toContain('Dora Veterana');
    expect(text).toContain('Reconocimiento: Mejor servicio del mes');
    expect(text).toContain('15 de marzo de 2026');
    expect(text).toContain('Tienda Parque');
    expect(text).toContain('A-009303');
    const { rows } = await app.t.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM activity_log WHERE action = 'download_awards'`,
    );
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
  });

  it('several: one zip, one PDF each, in the order asked', async () => {
    const { res, bytes } = await download('9305,9301,9302');
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual([
      'CONSTANCIA-NUEVA-CARLA-9305.pdf',
      'RECONOCIMIENTO-CAJA-BETO-9301.pdf',
      'CONSTANCIA-SINPUESTO-ELOY-9302.pdf',
    ]);
    const beto = files['RECONOCIMIENTO-CAJA-BETO-9301.pdf'];
    expect(beto && (await pdfText(beto))).toContain('31 de marzo de 2026');
  });

  it('an award outside the domain is not found (404); bad ids are a 400 on ids', async () => {
    // 9302 was earned at Tienda Parque; the store admin holds Tienda Centro.
    const outside = await download('9301,9302', FIXTURE_DOMAINS.store);
    expect(outside.res.status).toBe(404);
    const inside = await download('9301', FIXTURE_DOMAINS.store);
    expect(inside.res.status).toBe(200);
    const bad = await app.t.admin<ErrorBody>('GET', '/admin/v2/training/awards/files', {
      token: app.token,
      query: { security_id: FIXTURE_DOMAINS.brand, ids: '0' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('ids');
  });
});
