import { describe, expect, it } from 'vitest';
import { pluralEn, pluralFr, pluralOf, pluralPt, pluralRu } from '../../machines/rules/plurals';

// Each console language forms the store word's plural by its own rule (SPEC §9 gives Spanish's).
describe('plural of the store word per language', () => {
  it.each([
    ['store', 'stores'],
    ['branch', 'branches'],
    ['Branch', 'Branches'],
    ['BRANCH', 'BRANCHES'],
    ['box', 'boxes'],
    ['campus', 'campuses'],
    ['factory', 'factories'],
    ['outlet', 'outlets'],
    ['day', 'days'],
    ['school', 'schools'],
  ])('en: %s → %s', (word, plural) => expect(pluralEn(word)).toBe(plural));

  it.each([
    ['magasin', 'magasins'],
    ['restaurant', 'restaurants'],
    ['bureau', 'bureaux'],
    ['local', 'locaux'],
    ['campus', 'campus'],
    ['école', 'écoles'],
  ])('fr: %s → %s', (word, plural) => expect(pluralFr(word)).toBe(plural));

  it.each([
    ['loja', 'lojas'],
    ['filial', 'filiais'],
    ['escola', 'escolas'],
    ['armazém', 'armazéns'],
    ['pavilhão', 'pavilhões'],
    ['hotel', 'hotéis'],
    ['bar', 'bares'],
    ['campus', 'campus'],
    ['restaurante', 'restaurantes'],
  ])('pt: %s → %s', (word, plural) => expect(pluralPt(word)).toBe(plural));

  it.each([
    ['магазин', 'магазины'],
    ['ресторан', 'рестораны'],
    ['точка', 'точки'],
    ['школа', 'школы'],
    ['филиал', 'филиалы'],
    ['склад', 'склады'],
    ['поле', 'поля'],
    ['аудитория', 'аудитории'],
  ])('ru: %s → %s', (word, plural) => expect(pluralRu(word)).toBe(plural));

  it('zh and languages without a rule keep the word', () => {
    expect(pluralOf('门店', 'zh')).toBe('门店');
    expect(pluralOf('Filiale', 'de')).toBe('Filiale');
  });

  it('dispatches by base language', () => {
    expect(pluralOf('sucursal', 'es')).toBe('sucursales');
    expect(pluralOf('branch', 'en')).toBe('branches');
    expect(pluralOf('filial', 'pt')).toBe('filiais');
    expect(pluralOf('local', 'fr')).toBe('locaux');
    expect(pluralOf('точка', 'ru')).toBe('точки');
  });
  it('empty stays empty', () => {
    for (const rule of [pluralEn, pluralFr, pluralPt, pluralRu]) expect(rule('')).toBe('');
  });
});
