import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { MACHINE_CATALOGUE } from '../../machines/catalogue';
import { stateDescription } from '../../src/features/dev-machines/state-description';
import { stateDescriptionMessages } from '../../src/features/dev-machines/state-description-messages';
import { statechartOf } from '../../src/features/dev-machines/statechart';
import enUS from '../../src/i18n/locales/en-US.json';
import esES from '../../src/i18n/locales/es-ES.json';

// /dev/machines showed the machines' English descriptions in a Spanish console: every described
// state needs a message, so a new description cannot slip in untranslated.
const described = MACHINE_CATALOGUE.flatMap(({ machine }) =>
  statechartOf(machine).states.filter((s) => s.description !== undefined),
);

describe('the statechart viewer’s descriptions', () => {
  it('has a message for every described state of every machine', () => {
    expect(described.length).toBeGreaterThan(100);
    const missing = described.filter((s) => !Object.hasOwn(stateDescriptionMessages, s.id));
    expect(missing.map((s) => s.id)).toEqual([]);
  });

  it('has no message for a state that no longer exists', () => {
    const ids = new Set(described.map((s) => s.id));
    expect(Object.keys(stateDescriptionMessages).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('shows Spanish in a Spanish console and English in an English one', () => {
    const es = createIntl({ locale: 'es-ES', messages: esES });
    expect(stateDescription(es, 'settings.drawer.open', 'Settings drawer shown.')).toBe(
      'Panel de ajustes visible.',
    );
    expect(stateDescription(es, 'domain.selected.scopes.loading', undefined)).toBe(
      'GET /api/v2/fetchScopes/{level}/{id} del dominio seleccionado.',
    );
    // Every description has its own English text, not the Spanish fallback.
    const en = createIntl({ locale: 'en-US', messages: enUS });
    for (const s of described) {
      expect(stateDescription(en, s.id, undefined)).not.toBe(stateDescription(es, s.id, undefined));
    }
    expect(stateDescription(en, 'settings.drawer.open', undefined)).toBe('Settings drawer shown.');
    // A state the catalogue does not know keeps its own text.
    expect(stateDescription(es, 'nowhere', 'As written')).toBe('As written');
  });
});
