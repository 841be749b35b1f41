import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { pdfText } from '../unit/pdf-text';
import { brandKeys } from './harness/integration-keys';
import { startTestApp, type TestApp } from './harness/test-app';
import { testEngine } from './harness/test-db';

// The supervision kinds of the ingestion API: checklists, supervisions, KPI modules and KPI
// values, each created, updated or unchanged on retry and rejected with its field; a key of
// brand 1 against brand 2's records; a loaded supervision in the supervision report with its
// score and in its visit PDF with its checklist; loaded KPI values in the KPI report; and
// simultaneous loads of the same identities writing each record once.

type Result = components['schemas']['IngestResult'];
type ItemResult = components['schemas']['IngestItemResult'];
type SupervisionPage = components['schemas']['SupervisionPage'];
type KpiPage = components['schemas']['KpiModuleReportPage'];

let t: TestApp;
let brandToken = '';
let brandSid = 0;
let key1 = '';
let key2 = '';
const KINDS = ['regions', 'stores', 'checklists', 'supervisions', 'kpi-modules', 'kpi-values'];

const load = (kind: string, items: unknown[], key = key1) =>
  t.admin<Result>('POST', `/ingest/v1/${kind}`, { token: key, body: { items } });

const statuses = (r: { body: Result }) => r.body.results.map((x) => x.status);
const rejection = (r: { body: Result }, index: number): Partial<ItemResult> => {
  const x = r.body.results.find((y) => y.index === index);
  return { status: x?.status, field: x?.field, reason: x?.reason };
};

beforeAll(async () => {
  t = await startTestApp();
  ({ brandToken, brandSid, key1, key2 } = await brandKeys(t, 'Supervision loads', KINDS));
  for (const key of [key1, key2]) {
    expect((await load('regions', [{ externalId: 'R-SV', name: 'Región SV' }], key)).status).toBe(
      200,
    );
  }
  const stores = await load('stores', [
    { externalId: 'S-SV1', name: 'Tienda Supervisada', regionExternalId: 'R-SV' },
    { externalId: 'S-SV2', name: 'Tienda Burst', regionExternalId: 'R-SV' },
  ]);
  expect(stores.body.created).toBe(2);
  const theirs = await load(
    'stores',
    [{ externalId: 'S-B2', name: 'Tienda Marca Dos', regionExternalId: 'R-SV' }],
    key2,
  );
  expect(theirs.body.created).toBe(1);
});
afterAll(async () => {
  await t.close();
});

const CHECKLIST = {
  externalId: 'CL-AUD',
  name: 'Auditoría integrada',
  module: 'Calidad integrada',
  items: [
    { externalId: 'I-PISOS', text: '¿Los pisos están limpios?', points: 10 },
    { externalId: 'I-JABON', text: '¿Hay jabón en los sanitarios?', points: 20 },
    { externalId: 'I-TERRAZA', text: '¿La terraza está ordenada?', points: 10 },
    { externalId: 'I-LETRERO', text: '¿El letrero enciende?', points: 5 },
  ],
};

describe('checklists', () => {
  it('created (its module by name, created once), unchanged, updated, rejected with its field', async () => {
    const first = await load('checklists', [
      CHECKLIST,
      // The seeded module "Ventas", named in another case: no new module.
      {
        externalId: 'CL-VENTAS',
        name: 'Ventas del día',
        module: 'VENTAS',
        items: [{ externalId: 'V1', text: '¿La caja cuadra?', points: 1 }],
      },
      { externalId: 'CL-NOMOD', name: 'Sin módulo' },
      {
        externalId: 'CL-DUP',
        name: 'Repetida',
        module: 'Calidad integrada',
        items: [
          { externalId: 'X', text: 'a', points: 1 },
          { externalId: 'X', text: 'b', points: 1 },
        ],
      },
      { ...CHECKLIST, externalId: 'CL-NEG', items: [{ externalId: 'N', text: 'n', points: -1 }] },
    ]);
    expect(first.status, first.text).toBe(200);
    expect(statuses(first)).toEqual(['created', 'created', 'rejected', 'rejected', 'rejected']);
    expect(rejection(first, 2)).toEqual({
      status: 'rejected',
      field: 'module',
      reason: 'validation',
    });
    expect(rejection(first, 3)).toEqual({
      status: 'rejected',
      field: 'items.1.externalId',
      reason: 'duplicate_item',
    });
    expect(rejection(first, 4)).toMatchObject({ field: 'items.0.points', reason: 'validation' });
    const { rows: modules } = await t.db.query<{ name: string; n: number }>(
      `SELECT m.name, count(c.id)::int AS n FROM supervision_modules m
         JOIN supervision_checklists c ON c.module_id = m.id
        WHERE m.brand_id = 1 GROUP BY m.id ORDER BY m.name`,
    );
    expect(modules).toEqual([
      { name: 'Calidad integrada', n: 1 },
      { name: 'Ventas', n: 1 },
    ]);
    expect(statuses(await load('checklists', [CHECKLIST]))).toEqual(['unchanged']);
    const edited = await load('checklists', [
      {
        ...CHECKLIST,
        items: [...CHECKLIST.items.slice(0, 3), { ...CHECKLIST.items[3], points: 6 }],
      },
      { externalId: 'CL-VENTAS', name: 'Ventas de la semana', module: 'Ventas' },
    ]);
    expect(statuses(edited)).toEqual(['updated', 'updated']);
    // Left-out items are kept.
    const { rows: items } = await t.db.query<{ external_id: string; points: string }>(
      `SELECT i.external_id, i.points::text AS points FROM supervision_checklist_items i
         JOIN supervision_checklists c ON c.id = i.checklist_id
        WHERE c.brand_id = 1 AND c.external_id IN ('CL-VENTAS', 'CL-AUD')
        ORDER BY c.external_id, i.sort_order`,
    );
    expect(items.map((i) => `${i.external_id}=${i.points}`)).toEqual([
      'I-PISOS=10.00',
      'I-JABON=20.00',
      'I-TERRAZA=10.00',
      'I-LETRERO=6.00',
      'V1=1.00',
    ]);
    expect(statuses(await load('checklists', [CHECKLIST]))).toEqual(['updated']);
  });
});

const SUPERVISION = {
  externalId: 'SV-1',
  storeExternalId: 'S-SV1',
  checklistExternalId: 'CL-AUD',
  supervisor: 'Inspectora Integrada',
  supervisedAt: '2026-03-10T10:15:00-06:00',
  incidents: 2,
  comment: 'Faltó jabón.',
  items: [
    { itemExternalId: 'I-JABON', result: 'fail', comment: 'Sin jabón en el baño 2' },
    { itemExternalId: 'I-PISOS', result: 'pass' },
    { itemExternalId: 'I-TERRAZA', result: 'na' },
    { itemExternalId: 'I-LETRERO', result: 'pass', points: 2.5 },
  ],
};
/** (10 + 0 + 2.5) / (10 + 20 + 5): the n.a. item left out. */
const SCORE = 35.71;

describe('supervisions', () => {
  it('created with its score and items, unchanged on retry, rejected with its field', async () => {
    const first = await load('supervisions', [
      SUPERVISION,
      { ...SUPERVISION, externalId: 'SV-X1', storeExternalId: 'S-NADA' },
      { ...SUPERVISION, externalId: 'SV-X2', checklistExternalId: 'CL-NADA' },
      { ...SUPERVISION, externalId: 'SV-X3', items: [{ itemExternalId: 'V1', result: 'pass' }] },
      {
        ...SUPERVISION,
        externalId: 'SV-X4',
        items: [{ itemExternalId: 'I-LETRERO', result: 'pass', points: 6 }],
      },
      { ...SUPERVISION, externalId: 'SV-X5', items: [{ itemExternalId: 'I-PISOS', result: 'na' }] },
      { ...SUPERVISION, externalId: 'SV-X6', supervisedAt: '2026-03-10T10:15:00' },
      {
        ...SUPERVISION,
        externalId: 'SV-X7',
        items: [
          { itemExternalId: 'I-PISOS', result: 'pass' },
          { itemExternalId: 'I-PISOS', result: 'fail' },
        ],
      },
      // The same externalId again in the same request: the first one stands.
      { ...SUPERVISION, supervisor: 'Otra persona' },
      { ...SUPERVISION, externalId: 'SV-X8', supervisedAt: '1999-03-10T10:15:00-06:00' },
    ]);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ created: 1, updated: 0, unchanged: 1, rejected: 8 });
    expect(rejection(first, 1)).toMatchObject({
      field: 'storeExternalId',
      reason: 'unknown_reference',
    });
    expect(rejection(first, 2)).toMatchObject({
      field: 'checklistExternalId',
      reason: 'unknown_reference',
    });
    expect(rejection(first, 3)).toMatchObject({
      field: 'items.0.itemExternalId',
      reason: 'unknown_reference',
    });
    expect(rejection(first, 4)).toMatchObject({ field: 'items.0.points', reason: 'out_of_range' });
    expect(rejection(first, 5)).toMatchObject({ field: 'items', reason: 'no_scored_items' });
    expect(rejection(first, 6)).toMatchObject({ field: 'supervisedAt', reason: 'validation' });
    expect(rejection(first, 7)).toMatchObject({
      field: 'items.1.itemExternalId',
      reason: 'duplicate_item',
    });
    expect(first.body.results[8]).toMatchObject({ externalId: 'SV-1', status: 'unchanged' });
    expect(rejection(first, 9)).toMatchObject({ field: 'supervisedAt', reason: 'invalid_instant' });
    // A fact: sent again, whatever it says, it changes nothing.
    const retry = await load('supervisions', [{ ...SUPERVISION, incidents: 9 }]);
    expect(statuses(retry)).toEqual(['unchanged']);
    const { rows } = await t.db.query<{
      external_id: string;
      score: string;
      incidents: number;
      supervisor_name: string;
      name: string;
      supervised_at: Date;
      items: number;
    }>(
      `SELECT x.external_id, x.score::text AS score, x.incidents, x.supervisor_name, x.name,
              x.supervised_at, (SELECT count(*)::int FROM supervision_items i
                                 WHERE i.supervision_id = x.id) AS items
         FROM supervisions x WHERE x.brand_id = 1 AND x.external_id LIKE 'SV-%'`,
    );
    // Rejected items left nothing behind.
    expect(rows).toEqual([
      {
        external_id: 'SV-1',
        score: String(SCORE),
        incidents: 2,
        supervisor_name: 'Inspectora Integrada',
        name: 'Auditoría integrada',
        supervised_at: new Date('2026-03-10T16:15:00Z'),
        items: 4,
      },
    ]);
  });

  it('shows in the supervision report with its score, and its items in its detail', async () => {
    const r = await t.admin<SupervisionPage>('GET', '/admin/v2/supervision/reports', {
      token: brandToken,
      query: {
        security_id: brandSid,
        start: '2026-03-10',
        end: '2026-03-10',
        supervisor: 'Inspectora Integrada',
      },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.items).toHaveLength(1);
    expect(r.body.items[0]).toMatchObject({
      supervision: 'Auditoría integrada',
      module: { name: 'Calidad integrada' },
      user: 'Inspectora Integrada',
      store: { name: 'Tienda Supervisada' },
      region: { name: 'Región SV' },
      score: SCORE,
      incidents: 2,
      comment: 'Faltó jabón.',
      start: '2026-03-10T16:15:00.000Z',
    });
    const { rows } = await t.db.query<{
      question: string;
      answer: string;
      points: string | null;
      possible: string;
      comment: string | null;
    }>(
      `SELECT i.question, i.answer, i.points::text AS points, i.possible::text AS possible,
              i.comment
         FROM supervision_items i JOIN supervisions x ON x.id = i.supervision_id
        WHERE x.external_id = 'SV-1' ORDER BY i.sort_order`,
    );
    // In the checklist's order, whatever the order of the answers.
    expect(rows).toEqual([
      {
        question: '¿Los pisos están limpios?',
        answer: 'yes',
        points: '10.00',
        possible: '10.00',
        comment: null,
      },
      {
        question: '¿Hay jabón en los sanitarios?',
        answer: 'no',
        points: '0.00',
        possible: '20.00',
        comment: 'Sin jabón en el baño 2',
      },
      {
        question: '¿La terraza está ordenada?',
        answer: 'na',
        points: null,
        possible: '10.00',
        comment: null,
      },
      {
        question: '¿El letrero enciende?',
        answer: 'yes',
        points: '2.50',
        possible: '5.00',
        comment: null,
      },
    ]);
  });

  it('its visit PDF shows the checklist, not only the score', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      "SELECT id::text AS id FROM supervisions WHERE brand_id = 1 AND external_id = 'SV-1'",
    );
    const res = await t.app.request(
      `/admin/v2/supervision/reports/${rows[0]?.id}/pdf?security_id=${brandSid}`,
      { headers: { authorization: `Bearer ${brandToken}`, accesstoken: brandToken } },
    );
    expect(res.status).toBe(200);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Tienda Supervisada');
    expect(text).toMatch(/Lista:\s+Auditoría integrada/);
    expect(text).toMatch(/Calificación:\s+35,7/);
    expect(text).toMatch(/1\. ¿Los pisos están limpios\?\s+Cumple/);
    expect(text).toMatch(/2\. ¿Hay jabón en los sanitarios\?\s+No cumple/);
    expect(text).toMatch(/3\. ¿La terraza está ordenada\?\s+No aplica/);
    expect(text).toMatch(/4\. ¿El letrero enciende\?\s+Cumple/);
  });
});

describe('KPI modules and values', () => {
  it('modules: created, unchanged, updated, a seeded name taken over, a taken name rejected', async () => {
    const first = await load('kpi-modules', [
      { externalId: 'K-TICKET', name: 'Ticket promedio', unit: 'MXN' },
      { externalId: 'K-ESPERA', name: 'Espera en caja', unit: 'min', direction: 'lower' },
    ]);
    expect(statuses(first)).toEqual(['created', 'created']);
    expect(
      statuses(await load('kpi-modules', [{ externalId: 'K-TICKET', name: 'Ticket promedio' }])),
    ).toEqual(['unchanged']);
    const second = await load('kpi-modules', [
      { externalId: 'K-TICKET', name: 'Ticket medio', unit: 'USD' },
      // The seeded module "Ventas" (no externalId) is taken over.
      { externalId: 'K-VENTAS', name: 'ventas', unit: 'MXN' },
      { externalId: 'K-OTRO', name: 'TICKET MEDIO' },
      { externalId: 'K-VACIO', name: '' },
    ]);
    expect(statuses(second)).toEqual(['updated', 'updated', 'rejected', 'rejected']);
    expect(rejection(second, 2)).toMatchObject({ field: 'name', reason: 'duplicate_name' });
    expect(rejection(second, 3)).toMatchObject({ field: 'name', reason: 'validation' });
    const { rows } = await t.db.query<{
      external_id: string;
      name: string;
      has_kpis: boolean;
      kpi_unit: string | null;
      kpi_lower_is_better: boolean;
      checklists: number;
    }>(
      `SELECT m.external_id, m.name, m.has_kpis, m.kpi_unit, m.kpi_lower_is_better,
              (SELECT count(*)::int FROM supervision_checklists c WHERE c.module_id = m.id)
                AS checklists
         FROM supervision_modules m WHERE m.brand_id = 1 AND m.external_id IS NOT NULL
        ORDER BY m.external_id`,
    );
    expect(rows).toEqual([
      {
        external_id: 'K-ESPERA',
        name: 'Espera en caja',
        has_kpis: true,
        kpi_unit: 'min',
        kpi_lower_is_better: true,
        checklists: 0,
      },
      {
        external_id: 'K-TICKET',
        name: 'Ticket medio',
        has_kpis: true,
        kpi_unit: 'USD',
        kpi_lower_is_better: false,
        checklists: 0,
      },
      // The module the checklist CL-VENTAS was loaded into: one module for both.
      {
        external_id: 'K-VENTAS',
        name: 'ventas',
        has_kpis: true,
        kpi_unit: 'MXN',
        kpi_lower_is_better: false,
        checklists: 1,
      },
    ]);
  });

  it('values: created, unchanged, updated by store + module + month, rejected with its field', async () => {
    const values = [
      {
        storeExternalId: 'S-SV1',
        moduleExternalId: 'K-TICKET',
        month: '2026-02',
        value: 180,
        target: 200,
      },
      {
        storeExternalId: 'S-SV1',
        moduleExternalId: 'K-ESPERA',
        month: '2026-02',
        value: 5,
        target: 4,
      },
    ];
    const first = await load('kpi-values', [
      ...values,
      { ...values[0], storeExternalId: 'S-NADA' },
      { ...values[0], moduleExternalId: 'K-NADA' },
      { ...values[0], month: '2026-13' },
      { ...values[0], value: 999 },
    ]);
    expect(first.status, first.text).toBe(200);
    expect(statuses(first)).toEqual([
      'created',
      'created',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(rejection(first, 2)).toMatchObject({
      field: 'storeExternalId',
      reason: 'unknown_reference',
    });
    expect(rejection(first, 3)).toMatchObject({
      field: 'moduleExternalId',
      reason: 'unknown_reference',
    });
    expect(rejection(first, 4)).toMatchObject({ field: 'month', reason: 'validation' });
    expect(rejection(first, 5)).toMatchObject({ field: 'month', reason: 'duplicate_in_request' });
    expect(first.body.results[0]?.externalId).toBeNull();
    expect(statuses(await load('kpi-values', values))).toEqual(['unchanged', 'unchanged']);
    const changed = await load('kpi-values', [{ ...values[0], value: 190 }, values[1]]);
    expect(statuses(changed)).toEqual(['updated', 'unchanged']);
  });

  it('loaded values show in the KPI report for their month', async () => {
    const r = await t.admin<KpiPage>('GET', '/admin/v2/supervision/kpis/report-per-module', {
      token: brandToken,
      query: {
        security_id: brandSid,
        start: '2026-02-01',
        end: '2026-02-28',
        search: 'Supervisada',
      },
    });
    expect(r.status, r.text).toBe(200);
    const rows = r.body.items.map((i) => ({
      module: i.module.name,
      month: i.month,
      value: i.value,
      target: i.target,
      better: i.better,
      attainment: i.attainment,
    }));
    expect(rows).toEqual([
      // In the modules' order: Ticket was loaded first.
      {
        module: 'Ticket medio',
        month: '2026-02-01',
        value: 190,
        target: 200,
        better: 'higher',
        attainment: 95,
      },
      {
        module: 'Espera en caja',
        month: '2026-02-01',
        value: 5,
        target: 4,
        better: 'lower',
        attainment: 80,
      },
    ]);
    const march = await t.admin<KpiPage>('GET', '/admin/v2/supervision/kpis/report-per-module', {
      token: brandToken,
      query: {
        security_id: brandSid,
        start: '2026-03-01',
        end: '2026-03-31',
        search: 'Supervisada',
      },
    });
    expect(march.body.items).toEqual([]);
  });
});

describe('KPI modules and supervision modules', () => {
  it('a KPI-only module stays out of the supervision lists; a module with checklists is in them', async () => {
    expect(
      statuses(
        await load('kpi-modules', [{ externalId: 'K-SOLO', name: 'Solo indicadores', unit: '%' }]),
      ),
    ).toEqual(['created']);
    expect(
      statuses(
        await load('checklists', [
          {
            externalId: 'CL-SOLO',
            name: 'Solo visitas',
            module: 'Módulo de visitas',
            items: [{ externalId: 'I-SOLO', text: '¿Todo en orden?', points: 1 }],
          },
        ]),
      ),
    ).toEqual(['created']);
    const values = await load('kpi-values', [
      {
        storeExternalId: 'S-SV1',
        moduleExternalId: 'K-SOLO',
        month: '2026-02',
        value: 90,
        target: 95,
      },
    ]);
    expect(statuses(values)).toEqual(['created']);
    const query = { security_id: brandSid, start: '2026-02-01', end: '2026-02-28' };
    const names = (list: { name: string }[]) => list.map((m) => m.name);
    const options = await t.admin<components['schemas']['SupervisionOptions']>(
      'GET',
      '/admin/v2/supervision/reports/options',
      { token: brandToken, query },
    );
    expect(options.status, options.text).toBe(200);
    expect(names(options.body.modules)).toContain('Módulo de visitas');
    expect(names(options.body.modules)).not.toContain('Solo indicadores');
    const score = await t.admin<components['schemas']['SupervisionGlobalScore']>(
      'GET',
      '/admin/v2/supervision/global-score',
      { token: brandToken, query },
    );
    expect(score.status, score.text).toBe(200);
    const scored = score.body.modules.map((m) => m.module.name);
    expect(scored).toContain('Módulo de visitas');
    expect(scored).not.toContain('Solo indicadores');
    // The KPI report lists the KPI module, and no module without KPIs.
    const kpis = await t.admin<components['schemas']['KpiGlobalReport']>(
      'GET',
      '/admin/v2/supervision/kpis/global-report',
      { token: brandToken, query },
    );
    expect(kpis.status, kpis.text).toBe(200);
    const kpiNames = kpis.body.modules.map((m) => m.module.name);
    expect(kpiNames).toContain('Solo indicadores');
    expect(kpiNames).not.toContain('Módulo de visitas');
  });
});

describe('a key of brand 1 and brand 2', () => {
  it("cannot use brand 2's stores, checklists or KPI modules; the same externalIds are its own", async () => {
    const setup = [
      await load('checklists', [CHECKLIST], key2),
      await load('kpi-modules', [{ externalId: 'K-B2', name: 'KPI marca dos' }], key2),
    ];
    expect(setup.map((r) => r.body.created)).toEqual([1, 1]);
    const mine = await load('supervisions', [
      { ...SUPERVISION, externalId: 'SV-B2', storeExternalId: 'S-B2' },
    ]);
    expect(rejection(mine, 0)).toMatchObject({
      field: 'storeExternalId',
      reason: 'unknown_reference',
    });
    const kpi = await load('kpi-values', [
      {
        storeExternalId: 'S-B2',
        moduleExternalId: 'K-TICKET',
        month: '2026-02',
        value: 1,
        target: 1,
      },
      { storeExternalId: 'S-SV1', moduleExternalId: 'K-B2', month: '2026-02', value: 1, target: 1 },
    ]);
    expect(rejection(kpi, 0)).toMatchObject({
      field: 'storeExternalId',
      reason: 'unknown_reference',
    });
    expect(rejection(kpi, 1)).toMatchObject({
      field: 'moduleExternalId',
      reason: 'unknown_reference',
    });
    // Brand 2's own supervision with the same externalId as brand 1's, against its own checklist.
    const theirs = await load('supervisions', [{ ...SUPERVISION, storeExternalId: 'S-B2' }], key2);
    expect(statuses(theirs)).toEqual(['created']);
    const { rows } = await t.db.query<{ brand_id: number; store: string; checklist_brand: number }>(
      `SELECT x.brand_id, s.external_id AS store, c.brand_id AS checklist_brand
         FROM supervisions x JOIN organizations s ON s.id = x.store_id
         JOIN supervision_checklists c ON c.id = x.checklist_id
        WHERE x.external_id = 'SV-1' ORDER BY x.brand_id`,
    );
    expect(rows).toEqual([
      { brand_id: 1, store: 'S-SV1', checklist_brand: 1 },
      { brand_id: 2, store: 'S-B2', checklist_brand: 2 },
    ]);
  });
});

describe('simultaneous loads of the same identities', () => {
  it(`write each supervision, KPI value and module once (${testEngine()})`, async () => {
    const supervisions = Array.from({ length: 60 }, (_, i) => ({
      ...SUPERVISION,
      externalId: `SV-BURST-${i}`,
      storeExternalId: 'S-SV2',
      supervisedAt: `2026-04-0${1 + (i % 9)}T09:00:00-06:00`,
    }));
    const values = Array.from({ length: 12 }, (_, i) => ({
      storeExternalId: 'S-SV2',
      moduleExternalId: 'K-TICKET',
      month: `2025-${String(i + 1).padStart(2, '0')}`,
      value: 100 + i,
      target: 120,
    }));
    const checklists = Array.from({ length: 4 }, (_, i) => ({
      externalId: `CL-BURST-${i}`,
      name: `Ráfaga ${i}`,
      module: 'Módulo ráfaga',
      items: [{ externalId: 'B', text: '¿Ráfaga?', points: 1 }],
    }));
    const shuffled = <T>(list: T[], n: number) => [...list.slice(n), ...list.slice(0, n)];
    const answers = await Promise.all([
      ...[0, 17, 33, 48].map((n) => load('supervisions', shuffled(supervisions, n))),
      ...[0, 5, 9].map((n) => load('kpi-values', shuffled(values, n))),
      ...checklists.map((c) => load('checklists', [c])),
    ]);
    for (const a of answers) expect(a.status, a.text).toBe(200);
    const sum = (list: typeof answers, k: 'created' | 'unchanged' | 'rejected') =>
      list.reduce((n, a) => n + a.body[k], 0);
    const sv = answers.slice(0, 4);
    expect(sum(sv, 'created')).toBe(60);
    expect(sum(sv, 'unchanged')).toBe(180);
    expect(sum(sv, 'rejected')).toBe(0);
    const kv = answers.slice(4, 7);
    expect(sum(kv, 'created')).toBe(12);
    expect(sum(kv, 'rejected')).toBe(0);
    expect(sum(answers.slice(7), 'created')).toBe(4);
    const { rows } = await t.db.query<{ what: string; n: number }>(
      `SELECT 'supervisions' AS what, count(*)::int AS n FROM supervisions
        WHERE brand_id = 1 AND external_id LIKE 'SV-BURST-%'
       UNION ALL
       SELECT 'items', count(*)::int FROM supervision_items i
         JOIN supervisions x ON x.id = i.supervision_id WHERE x.external_id LIKE 'SV-BURST-%'
       UNION ALL
       SELECT 'kpis', count(*)::int FROM kpis k JOIN organizations s ON s.id = k.store_id
        WHERE s.external_id = 'S-SV2'
       UNION ALL
       SELECT 'modules', count(*)::int FROM supervision_modules
        WHERE brand_id = 1 AND name = 'Módulo ráfaga'`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.what, r.n]))).toEqual({
      supervisions: 60,
      items: 240,
      kpis: 12,
      modules: 1,
    });
  });
});
