import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../unit/pdf-text';
import { reportTestApp } from './fixtures/report-app';
import { BRAND, FIXTURE_DOMAINS } from './fixtures/report-fixture';
import { writeSupervisionFixture } from './fixtures/supervision-fixture';

// The visit PDF speaks the domain's words (SPEC §1): its store line is headed by the brand's own
// store word, and each module lists the checklist items the supervisor answered.

const app = reportTestApp();

const ITEMS = [
  { supervision: 9401, n: 1, question: '¿Los pisos están limpios?', answer: 'yes' },
  { supervision: 9401, n: 2, question: '¿Hay jabón en los sanitarios?', answer: 'no' },
  { supervision: 9402, n: 1, question: '¿Se saluda al cliente al entrar?', answer: 'na' },
] as const;

beforeAll(async () => {
  await writeSupervisionFixture(app.t.db);
  await app.t.db.query(`UPDATE organizations SET store_type = $2::jsonb WHERE id = $1`, [
    BRAND,
    JSON.stringify({ es: 'Plantel', en: 'Campus' }),
  ]);
  for (const i of ITEMS) {
    await app.t.db.query(
      `INSERT INTO supervision_items (brand_id, supervision_id, sort_order, question, answer)
       VALUES ($1, $2, $3, $4, $5)`,
      [BRAND, i.supervision, i.n, i.question, i.answer],
    );
  }
});

async function pdfOf(id: number): Promise<string> {
  const res = await app.t.app.request(
    `/admin/v2/supervision/reports/${id}/pdf?security_id=${FIXTURE_DOMAINS.brand}`,
    { headers: { authorization: `Bearer ${app.token}`, accesstoken: app.token } },
  );
  expect(res.status).toBe(200);
  return pdfText(new Uint8Array(await res.arrayBuffer()));
}

describe("the visit PDF's words", () => {
  it("heads the store with the domain's store word, not a fixed 'Tienda'", async () => {
    const text = await pdfOf(9402);
    expect(text).toMatch(/Plantel:\s+Tienda Centro/);
    expect(text).not.toMatch(/Tienda:/);
  });

  it("lists each module's checklist items with their answers", async () => {
    const text = await pdfOf(9402);
    expect(text).toMatch(/1\. ¿Los pisos están limpios\?\s+Cumple/);
    expect(text).toMatch(/2\. ¿Hay jabón en los sanitarios\?\s+No cumple/);
    expect(text).toMatch(/1\. ¿Se saluda al cliente al entrar\?\s+No aplica/);
    // Items come in their order, under their module.
    expect(text.indexOf('¿Los pisos')).toBeLessThan(text.indexOf('¿Hay jabón'));
  });

  it('prints a module without recorded items (older data) without any', async () => {
    // 9403 is another visit (Tienda Parque) with no items.
    const text = await pdfOf(9403);
    expect(text).not.toContain('Cumple');
    expect(text).toContain('Plantel:');
  });
});
