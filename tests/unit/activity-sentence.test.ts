import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  entrySentence,
  type SentenceEntry,
  targetText,
} from '../../src/features/activity-log/activity-rules';

// Every action the server writes reads as one translated sentence with its target's name.

const LOCALES = ['es-ES', 'en-US', 'fr-FR', 'pt-BR', 'ru-RU', 'zh-CN'] as const;
// Read once per locale: the kind test formats a hundred sentences.
const catalogues = new Map<string, Record<string, string>>();
function catalogue(locale: string): Record<string, string> {
  let read = catalogues.get(locale);
  if (read === undefined) {
    read = JSON.parse(readFileSync(join('src/i18n/locales', `${locale}.json`), 'utf8')) as Record<
      string,
      string
    >;
    catalogues.set(locale, read);
  }
  return read;
}

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? serverFiles(join(dir, d.name))
      : d.name.endsWith('.ts')
        ? [join(dir, d.name)]
        : [],
  );
}

/** The actions the server writes: `action: '…'` in the files that call logActivity. */
function serverActions(): string[] {
  const found = new Set<string>();
  for (const file of serverFiles('server')) {
    const src = readFileSync(file, 'utf8');
    if (!src.includes('logActivity(')) continue;
    for (const m of src.matchAll(/action: '([a-z_0-9]+)'/g)) found.add(m[1] as string);
  }
  // recordActivity takes the console's two actions (admin.yaml ActivityInput).
  const contract = readFileSync('openapi/admin.yaml', 'utf8');
  for (const m of contract.matchAll(/action: \{ const: ([a-z_]+) \}/g)) found.add(m[1] as string);
  return [...found].sort();
}

// Details as the server writes them for each action (the logActivity calls under server/).
const SAMPLES: Record<string, Partial<SentenceEntry>> = {
  create_person: { target_type: 'person', target_id: '29', target_name: 'Ana Pérez' },
  update_person: { target_type: 'person', target_id: '29', target_name: 'Ana Pérez' },
  delete_person: { target_type: 'person', target_id: '29', target_name: 'Ana Pérez' },
  reactivate_person: { target_type: 'person', target_id: '29', target_name: 'Ana Pérez' },
  delete_people: { target_type: 'person', details: { ids: [1, 2, 3], count: 3 } },
  import_people: {
    target_type: 'store',
    target_id: '1003',
    target_name: 'Sucursal Centro',
    details: { registered: 5, failed: 2 },
  },
  export_people: { target_type: 'brand', target_id: '1', target_name: 'Demo Café' },
  export_ranking: {
    target_type: 'region',
    target_id: '101',
    target_name: 'Norte',
    details: { kind: 'stores', start: '2026-10-01', end: '2026-10-31' },
  },
  share_brand_key: {
    target_type: 'brand',
    target_id: '1',
    target_name: 'Demo Café',
    details: { recipients: 2 },
  },
  create_integration_key: {
    target_type: 'integration_key',
    target_id: '3',
    details: { name: 'HR', kinds: ['people'] },
  },
  revoke_integration_key: {
    target_type: 'integration_key',
    target_id: '3',
    details: { name: 'HR' },
  },
  integration_load: {
    target_type: 'integration_key',
    target_id: '3',
    target_name: 'HR',
    details: { kind: 'people', items: 4, created: 2, updated: 1, unchanged: 0, rejected: 1 },
  },
  domain_change: { target_type: 'domain', target_id: '4', target_name: 'Sucursal Centro' },
  settings_change: { target_type: 'setting', target_id: 'theme', details: { value: 'dark' } },
};

const entry = (action: string): SentenceEntry => ({
  action,
  target_type: null,
  target_id: null,
  target_name: null,
  details: {},
  ...SAMPLES[action],
});

const day = (iso: string) => `<${iso}>`;

function format(locale: string, action: string): string {
  const { key, values } = entrySentence(entry(action), day);
  const text = catalogue(locale)[`activity.sentence.${key}`];
  if (text === undefined) throw new Error(`${locale} lacks activity.sentence.${key}`);
  return String(new IntlMessageFormat(text, locale).format({ ...values, stores: 'STORES' }));
}

/** The load sentence of one kind. */
function formatLoad(locale: string, kind: string): string {
  const sample = SAMPLES.integration_load;
  const e = { ...entry('integration_load'), details: { ...sample?.details, kind } };
  const { values } = entrySentence(e, day);
  const text = catalogue(locale)['activity.sentence.integration_load'] ?? '';
  return String(new IntlMessageFormat(text, locale).format(values));
}

// An administrator's file load of stores as file-routes.ts logs it: on the brand, by its admin.
const FILE_LOAD: SentenceEntry = {
  action: 'integration_load',
  target_type: 'brand',
  target_id: '1',
  target_name: 'Demo Café',
  details: {
    kind: 'stores',
    source: 'file',
    file: 'tiendas.csv',
    format: 'csv',
    items: 5,
    created: 3,
    updated: 1,
    unchanged: 0,
    rejected: 1,
  },
};

/** An entry's sentence in `locale`, as the page formats it. */
function formatEntry(locale: string, e: SentenceEntry): string {
  const { key, values } = entrySentence(e, day);
  const text = catalogue(locale)[`activity.sentence.${key}`];
  if (text === undefined) throw new Error(`${locale} lacks activity.sentence.${key}`);
  return String(new IntlMessageFormat(text, locale).format(values));
}

describe('activity sentences', () => {
  const actions = serverActions();

  it('finds the server’s actions, the ranking export and the console’s two among them', () => {
    expect(actions).toEqual(
      expect.arrayContaining(['create_person', 'export_ranking', 'domain_change', 'login']),
    );
    expect(actions.length).toBeGreaterThanOrEqual(14);
  });

  it('has a sentence of its own for every action the server writes', () => {
    for (const action of actions) expect(entrySentence(entry(action), day).key).toBe(action);
    expect(entrySentence(entry('made_up'), day).key).toBe('unknown');
  });

  it('reads every action in all six languages, named and without raw keys', () => {
    for (const action of actions) {
      const spanish = format('es-ES', action);
      for (const locale of LOCALES) {
        const text = format(locale, action);
        expect(text, `${locale} ${action}`).not.toMatch(/[{}]|undefined|summary|_/);
        const name = SAMPLES[action]?.target_name;
        if (name) expect(text, `${locale} ${action}`).toContain(name);
        if (locale !== 'es-ES') {
          expect(text, `${locale} ${action} is translated`).not.toBe(spanish);
        }
      }
    }
  });

  it('says what the details say', () => {
    expect(format('en-US', 'delete_people')).toBe('Deleted 3 people');
    expect(format('en-US', 'create_person')).toBe('Added Ana Pérez');
    expect(format('en-US', 'export_ranking')).toBe(
      'Exported the STORES ranking of Norte, <2026-10-01> to <2026-10-31>',
    );
    expect(format('es-ES', 'import_people')).toBe(
      'Importó personas en Sucursal Centro: 5 registradas, 2 filas con error',
    );
    expect(format('en-US', 'settings_change')).toBe('Changed the theme to “dark”');
  });

  it('names every ingestion kind in a load, in all six languages', () => {
    const doc = parse(readFileSync('openapi/admin.yaml', 'utf8')) as {
      components: { schemas: { IntegrationKind: { enum: string[] } } };
    };
    const kinds = doc.components.schemas.IntegrationKind.enum;
    for (const locale of LOCALES) {
      const other = formatLoad(locale, 'made-up');
      const words = kinds.map((kind) => formatLoad(locale, kind));
      for (const [i, text] of words.entries()) {
        expect(text, `${locale} ${kinds[i]}`).not.toBe(other);
      }
      expect(new Set(words).size, `${locale}: one word per kind`).toBe(kinds.length);
    }
    expect(formatLoad('en-US', 'kpi-values')).toBe(
      'Load with the integration key “HR” (KPI values): 2 created, 1 updated, 0 unchanged, 1 rejected',
    );
  });

  it('tells a file load (its file, by the admin) from a key load (its key), in all six languages', () => {
    const keyLoad = entry('integration_load');
    expect(entrySentence(FILE_LOAD, day).key).toBe('integration_file_load');
    expect(entrySentence(keyLoad, day).key).toBe('integration_load');
    expect(formatEntry('es-ES', FILE_LOAD)).toBe(
      'Cargó el archivo «tiendas.csv» (tiendas): 3 creados, 1 actualizado, 0 sin cambios, 1 rechazado',
    );
    expect(formatEntry('es-ES', keyLoad)).toBe(
      'Carga con la clave de integración «HR» (personas): 2 creados, 1 actualizado, 0 sin cambios, 1 rechazado',
    );
    expect(formatEntry('en-US', FILE_LOAD)).toBe(
      'Loaded the file “tiendas.csv” (stores): 3 created, 1 updated, 0 unchanged, 1 rejected',
    );
    // A file load logged without its name (an API client that sent none) still reads as one.
    const unnamed = { ...FILE_LOAD, details: { ...FILE_LOAD.details, file: null } };
    expect(formatEntry('es-ES', unnamed)).toBe(
      'Cargó un archivo (tiendas): 3 creados, 1 actualizado, 0 sin cambios, 1 rechazado',
    );
    for (const locale of LOCALES) {
      const file = formatEntry(locale, FILE_LOAD);
      const key = formatEntry(locale, keyLoad);
      for (const text of [file, key, formatEntry(locale, unnamed)]) {
        expect(text, locale).not.toMatch(/[{}]|undefined|_/);
      }
      expect(file, locale).toContain('tiendas.csv');
      expect(file, `${locale}: a file load is not the brand's`).not.toContain('Demo Café');
      expect(key, locale).toContain('HR');
      expect(formatEntry(locale, unnamed), locale).not.toBe(file);
      if (locale !== 'es-ES') {
        expect(file, `${locale} is translated`).not.toBe(formatEntry('es-ES', FILE_LOAD));
        expect(key, `${locale} is translated`).not.toBe(formatEntry('es-ES', keyLoad));
      }
    }
  });

  it('falls back to the id when the server could not name the target', () => {
    expect(targetText({ target_name: null, target_id: '29' })).toBe('#29');
    expect(targetText({ target_name: 'Ana', target_id: '29' })).toBe('Ana');
    expect(targetText({ target_name: null, target_id: null })).toBe('');
    const unnamed = entrySentence(
      { ...entry('export_people'), target_id: null, target_name: null },
      day,
    );
    expect(unnamed.values.scoped).toBe('no');
  });
});
