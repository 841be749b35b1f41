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
const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join('src/i18n/locales', `${locale}.json`), 'utf8'));

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
      'Integration load of KPI values: 2 created, 1 updated, 0 unchanged, 1 rejected',
    );
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
