import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { parseCsv } from '../../server/platform/files/csv-read';
import { entrySentence } from '../../src/features/activity-log/activity-rules';
import { brandKeys } from './harness/integration-keys';
import { startTestApp, type TestApp } from './harness/test-app';

// The two kinds of load in the activity log, as the API gives them to the page and the export:
// a load through an integration key names the key (its target, the system its actor), an
// administrator's file load names its file (as the console sends it) and the administrator; each
// reads as its own sentence.

type Page = components['schemas']['ActivityPage'];
type Entry = components['schemas']['ActivityEntry'];
type Result = components['schemas']['IngestResult'];

const KEY_NAME = 'ERP de tiendas';
const SPANISH: Record<string, string> = JSON.parse(
  readFileSync('src/i18n/locales/es-ES.json', 'utf8'),
);

let t: TestApp;
let token = '';
let sid = 0;
let key = '';

beforeAll(async () => {
  t = await startTestApp();
  ({ brandToken: token, brandSid: sid, key1: key } = await brandKeys(t, KEY_NAME, ['regions']));
});
afterAll(async () => {
  await t.close();
});

const day = (offset: number) =>
  new Date(t.clock.now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

const loadQuery = () => ({
  security_id: sid,
  action: 'integration_load',
  start: day(-1),
  end: day(1),
  sort: 'created_at',
});

/** The page's sentence of an entry, in Spanish. */
function sentence(e: Entry): string {
  const { key: id, values } = entrySentence(e, (iso) => iso);
  return String(
    new IntlMessageFormat(SPANISH[`activity.sentence.${id}`] ?? '', 'es').format(values),
  );
}

describe('a key load and a file load in the activity log', () => {
  it('name the key and the file, each in its own sentence, in the list and the export', async () => {
    const byKey = await t.admin<Result>('POST', '/ingest/v1/regions', {
      token: key,
      body: {
        items: [
          { externalId: 'R-LOG-1', name: 'Región Bitácora 1' },
          { externalId: 'R-LOG-2', name: 'Región Bitácora 2' },
        ],
      },
    });
    expect(byKey.status, byKey.text).toBe(200);
    const csv = [
      'externalId,name',
      'R-LOG-1,Región Bitácora 1',
      'R-LOG-2,Región Bitácora Dos',
      'R-LOG-3,Región Bitácora 3',
      `R-LOG-4,${'x'.repeat(201)}`,
    ].join('\r\n');
    const byFile = await t.admin<{ created: number }>(
      'POST',
      '/admin/v2/integration-files/regions',
      {
        token,
        query: { security_id: sid, mode: 'apply', file_name: 'regiones.csv' },
        raw: { type: 'text/csv', text: csv },
      },
    );
    expect(byFile.status, byFile.text).toBe(200);

    const log = await t.admin<Page>('GET', '/admin/v2/activity-log', { token, query: loadQuery() });
    expect(log.status, log.text).toBe(200);
    const [keyEntry, fileEntry] = log.body.items;
    expect(log.body.items).toHaveLength(2);
    expect(keyEntry).toMatchObject({
      actor: null,
      target_type: 'integration_key',
      target_name: KEY_NAME,
    });
    expect(fileEntry).toMatchObject({
      actor: { email: 'brand@demo.test' },
      target_type: 'brand',
      details: { source: 'file', file: 'regiones.csv', kind: 'regions' },
    });
    expect(sentence(keyEntry as Entry)).toBe(
      `Carga con la clave de integración «${KEY_NAME}» (regiones): 2 creados, 0 actualizados, 0 sin cambios, 0 rechazados`,
    );
    expect(sentence(fileEntry as Entry)).toBe(
      'Cargó el archivo «regiones.csv» (regiones): 1 creado, 1 actualizado, 1 sin cambios, 1 rechazado',
    );

    // The export carries the same names: the key's as the target, the file's in the details.
    const exported = await t.admin('GET', '/admin/v2/activity-log/export', {
      token,
      query: loadQuery(),
    });
    expect(exported.status, exported.text).toBe(200);
    const [header, ...rows] = parseCsv(exported.text).map((x) => x.fields);
    const column = (name: string) => header?.indexOf(name) ?? -1;
    expect(rows).toHaveLength(2);
    expect(rows[0]?.[column('target_name')]).toBe(KEY_NAME);
    expect(rows[1]?.[column('actor_email')]).toBe('brand@demo.test');
    expect(JSON.parse(rows[1]?.[column('details')] ?? '{}')).toMatchObject({
      source: 'file',
      file: 'regiones.csv',
    });
  });

  it('a file load without a name still reads as a file load', async () => {
    const r = await t.admin('POST', '/admin/v2/integration-files/regions', {
      token,
      query: { security_id: sid, mode: 'apply' },
      raw: { type: 'text/csv', text: 'externalId,name\r\nR-LOG-5,Región Bitácora 5' },
    });
    expect(r.status, r.text).toBe(200);
    const log = await t.admin<Page>('GET', '/admin/v2/activity-log', { token, query: loadQuery() });
    const last = log.body.items.at(-1) as Entry;
    expect(last.details).toMatchObject({ source: 'file', file: null });
    expect(sentence(last)).toBe(
      'Cargó un archivo (regiones): 1 creado, 0 actualizados, 0 sin cambios, 0 rechazados',
    );
  });
});
