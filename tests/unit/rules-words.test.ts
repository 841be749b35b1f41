import { describe, expect, it } from 'vitest';
import { fullNameOf } from '../../machines/rules/display-name';
import { pluralEs } from '../../machines/rules/plurals';
import { parseTranslations, scopeLabel } from '../../machines/rules/scope-label';
import { baseLanguage, storeTypeWord } from '../../machines/rules/store-type';
import { displayName } from '../../openapi/rules/display-name';

describe('pluralEs (SPEC §9)', () => {
  it.each([
    ['tienda', 'tiendas'],
    ['restaurante', 'restaurantes'],
    ['cafetería', 'cafeterías'],
    ['menú', 'menús'],
    ['sucursal', 'sucursales'],
    ['local', 'locales'],
    ['campus', 'campus'],
    ['mes', 'mes'],
    ['Tienda', 'Tiendas'],
    ['CLUB', 'CLUBes'],
    ['', ''],
  ])('%s → %s', (word, plural) => {
    expect(pluralEs(word)).toBe(plural);
  });
});

describe('storeTypeWord', () => {
  const storeType = { es: 'restaurante', en: 'restaurant' };
  it('follows the language, falling back to Spanish', () => {
    expect(storeTypeWord(storeType, 'es-ES')).toBe('restaurante');
    expect(storeTypeWord(storeType, 'es-ES', true)).toBe('restaurantes');
    expect(storeTypeWord(storeType, 'en-US', true)).toBe('restaurants');
    expect(storeTypeWord({ es: 'sucursal' }, 'de-DE', true)).toBe('sucursales');
    expect(storeTypeWord(null, 'es-ES', true)).toBe('sucursales');
    expect(storeTypeWord(undefined, 'en-US')).toBe('store');
    expect(storeTypeWord({ es: 'campus' }, 'es', true)).toBe('campus');
  });
  it('base language of a locale', () => {
    expect(baseLanguage('pt-BR')).toBe('pt');
    expect(baseLanguage('zh_CN')).toBe('zh');
    expect(baseLanguage('es')).toBe('es');
  });
});

describe('scopeLabel (SPEC §9)', () => {
  it('uses the base code of the language, then en', () => {
    const t = { es: 'Región', en: 'Region' };
    expect(scopeLabel(t, 'es-ES')).toBe('Región');
    expect(scopeLabel(t, 'en-US')).toBe('Region');
    expect(scopeLabel(t, 'pt-BR')).toBe('Region');
    expect(scopeLabel('{"es":"Zona","en":"Zone"}', 'es-MX')).toBe('Zona');
    expect(scopeLabel('{"fr":"Zone"}', 'es-ES', 'Norte')).toBe('Norte');
    expect(scopeLabel('not json', 'es-ES', 'Norte')).toBe('Norte');
    expect(parseTranslations(null)).toEqual({});
    expect(parseTranslations('[1]')).toEqual({});
  });
});

describe('displayName (SPEC §3)', () => {
  it('drops null words and falls back to email, phone, enrollment, empty', () => {
    expect(displayName({ fullName: 'Ana López' })).toBe('Ana López');
    expect(displayName({ fullName: 'Ana null' })).toBe('Ana');
    expect(displayName({ fullName: 'null López' })).toBe('López');
    expect(displayName({ fullName: 'null null', email: 'a@b.mx' })).toBe('a@b.mx');
    expect(displayName({ fullName: null, phone: '5512345678' })).toBe('5512345678');
    expect(displayName({ fullName: '', enrollment: 'E-1' })).toBe('E-1');
    expect(displayName({})).toBe('');
    expect(fullNameOf('Ana', null)).toBe('Ana');
    expect(fullNameOf(null, null)).toBe('');
  });
});
