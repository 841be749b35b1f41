import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VALUE_WORDS } from '../../server/platform/exports/export-words';
import { KNOWN_ACTIONS } from '../../src/features/activity-log/activity-rules';

const LOCALES = ['es-ES', 'en-US', 'fr-FR', 'ru-RU', 'zh-CN', 'pt-BR'] as const;
const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(
    readFileSync(resolve(import.meta.dirname, `../../src/i18n/locales/${locale}.json`), 'utf8'),
  );

describe('activity log export words', () => {
  it('names every action the activity page knows, so no export shows a bare code', () => {
    const missing = KNOWN_ACTIONS.filter((a) => !VALUE_WORDS.action?.[a]);
    expect(missing).toEqual([]);
  });

  it.each(['create_integration_key', 'revoke_integration_key', 'integration_load'])(
    'names %s as the activity page does, in all six languages',
    (action) => {
      const words = VALUE_WORDS.action?.[action];
      expect(words).toEqual(LOCALES.map((l) => catalogue(l)[`activity.action.${action}`]));
    },
  );
});
