import { describe, expect, it } from 'vitest';
import { storeTypeWord } from '../../machines/rules/store-type';
import { ALL_LOCALES } from '../../src/i18n/locales';

// SPEC §1: the store word follows the domain's store type in the user's language, plural in menus.
describe('store word in every console language', () => {
  it.each([
    ['es-ES', 'sucursal', 'sucursales'],
    ['en-US', 'store', 'stores'],
    ['fr-FR', 'magasin', 'magasins'],
    ['pt-BR', 'loja', 'lojas'],
    ['ru-RU', 'магазин', 'магазины'],
    ['zh-CN', '门店', '门店'],
  ])('%s without a store type: %s / %s', (locale, one, other) => {
    expect(storeTypeWord(null, locale)).toBe(one);
    expect(storeTypeWord(null, locale, true)).toBe(other);
  });

  it('has a default word for every locale the console offers', () => {
    // Without one, a language would silently show the Spanish word.
    for (const locale of ALL_LOCALES.filter((l) => l !== 'es-ES')) {
      expect(storeTypeWord({}, locale, true)).not.toBe('sucursales');
    }
  });

  it("uses the domain's own word in the user's language", () => {
    const storeType = { es: 'restaurante', fr: 'restaurant', ru: 'ресторан', zh: '餐厅' };
    expect(storeTypeWord(storeType, 'fr-FR', true)).toBe('restaurants');
    expect(storeTypeWord(storeType, 'ru-RU', true)).toBe('рестораны');
    // Chinese nouns have no plural form.
    expect(storeTypeWord(storeType, 'zh-CN', true)).toBe('餐厅');
    expect(storeTypeWord({ ...storeType, pt: 'campus' }, 'pt-BR', true)).toBe('campus');
  });

  it("reads 'Branches', not 'Branchs' (issue: the Spanish rule was applied to English)", () => {
    expect(storeTypeWord({ es: 'sucursal', en: 'branch' }, 'en-US', true)).toBe('branches');
    expect(storeTypeWord({ es: 'filial', pt: 'filial' }, 'pt-BR', true)).toBe('filiais');
    expect(storeTypeWord({ es: 'escuela' }, 'es-ES', true)).toBe('escuelas');
  });

  it("prefers the organisation's own plural of its own word", () => {
    const storeType = { es: 'sucursal', en: 'branch office', en_plural: 'branch offices' };
    expect(storeTypeWord(storeType, 'en-US', true)).toBe('branch offices');
    expect(storeTypeWord(storeType, 'en-US')).toBe('branch office');
    // Its English plural never replaces a default word of another language.
    expect(storeTypeWord(storeType, 'fr-FR', true)).toBe('magasins');
    expect(storeTypeWord({ es: 'campus', es_plural: 'campus universitarios' }, 'de-DE', true)).toBe(
      'campus universitarios',
    );
  });
});
