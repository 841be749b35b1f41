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
    // No suffix rule for Russian or Chinese: the domain's word is shown as given.
    expect(storeTypeWord(storeType, 'ru-RU', true)).toBe('ресторан');
    expect(storeTypeWord(storeType, 'zh-CN', true)).toBe('餐厅');
    expect(storeTypeWord({ ...storeType, pt: 'campus' }, 'pt-BR', true)).toBe('campus');
  });
});
