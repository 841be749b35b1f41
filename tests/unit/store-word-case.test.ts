import { describe, expect, it } from 'vitest';
import {
  STORE_WORD_MARKS as M,
  placeStoreWords,
  startsSentence,
} from '../../machines/rules/store-word-case';

const words = { store: 'Sucursal', stores: 'Sucursales' };

// SPEC §1: the domain's store word inside a sentence is a common noun ("tus sucursales"), not
// the capitalised form some domains store ("Sucursal").
describe('the store word placed in a text', () => {
  it('is lower case inside a title or a sentence', () => {
    expect(placeStoreWords(`Ranking de ${M.stores}`, words, 'es-ES')).toBe('Ranking de sucursales');
    expect(placeStoreWords(`Busca por nombre entre tus ${M.stores}.`, words, 'es-ES')).toBe(
      'Busca por nombre entre tus sucursales.',
    );
    expect(placeStoreWords(`Por ${M.store}`, words, 'es-ES')).toBe('Por sucursal');
  });

  it('is capitalised where the text or a sentence starts', () => {
    expect(placeStoreWords(`${M.store}: dato obligatorio`, words, 'es-ES')).toBe(
      'Sucursal: dato obligatorio',
    );
    expect(placeStoreWords(`Listo. ${M.stores} al día.`, words, 'es-ES')).toBe(
      'Listo. Sucursales al día.',
    );
    expect(placeStoreWords(`¿${M.store} sin gerente?`, words, 'es-ES')).toBe(
      '¿Sucursal sin gerente?',
    );
    expect(placeStoreWords(`${M.stores} ranking`, { store: 'store', stores: 'stores' }, 'en')).toBe(
      'Stores ranking',
    );
  });

  it('leaves a text without marks and caseless scripts as they are', () => {
    expect(placeStoreWords('Ranking de usuarios', words, 'es-ES')).toBe('Ranking de usuarios');
    expect(placeStoreWords(`按${M.store}`, { store: '门店', stores: '门店' }, 'zh-CN')).toBe(
      '按门店',
    );
    expect(
      placeStoreWords(`Рейтинг: ${M.stores}`, { store: 'Филиал', stores: 'Филиалы' }, 'ru'),
    ).toBe('Рейтинг: филиалы');
  });

  it('knows where a sentence starts', () => {
    expect(startsSentence('', 0)).toBe(true);
    expect(startsSentence('Hola. ', 6)).toBe(true);
    expect(startsSentence('p.ej.', 5)).toBe(false);
    expect(startsSentence('de ', 3)).toBe(false);
    expect(startsSentence('Nota: ', 6)).toBe(false);
  });
});
