import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import {
  type Catalogue,
  checkAll,
  checkCatalogue,
  formatProblems,
  type Problem,
  placeholdersOf,
  pluralFormProblems,
} from '../../src/i18n/check-core';

const source: Catalogue = {
  'a.title': 'Hola',
  'a.code': 'Enviamos un código a {email}.',
  'a.count': '{count, plural, one {# usuario} other {# usuarios}}',
  'a.brand': 'Admin',
};
const english: Catalogue = {
  'a.title': 'Hello',
  'a.code': 'We sent a code to {email}.',
  'a.count': '{count, plural, one {# user} other {# users}}',
  'a.brand': 'Admin',
};

const kinds = (problems: Problem[]) => problems.map((p) => `${p.kind} ${p.id}`);

describe('checkCatalogue', () => {
  it('passes a complete translation with its allowed identical text', () => {
    expect(checkCatalogue('en-US', source, english, ['a.brand'])).toEqual([]);
  });

  it('fails on a missing key', () => {
    const { 'a.title': _dropped, ...rest } = english;
    expect(kinds(checkCatalogue('en-US', source, rest, ['a.brand']))).toEqual(['missing a.title']);
  });

  it('fails on an extra key', () => {
    const extra = { ...english, 'a.gone': 'Gone' };
    expect(kinds(checkCatalogue('en-US', source, extra, ['a.brand']))).toEqual(['extra a.gone']);
  });

  it('fails on an untranslated key unless it is listed as same-as-source', () => {
    expect(kinds(checkCatalogue('en-US', source, english))).toEqual(['untranslated a.brand']);
    const copied = { ...english, 'a.title': 'Hola' };
    expect(kinds(checkCatalogue('en-US', source, copied, ['a.brand']))).toEqual([
      'untranslated a.title',
    ]);
  });

  it('fails on a placeholder mismatch (renamed argument or plural turned into a number)', () => {
    const renamed = { ...english, 'a.code': 'We sent a code to {mail}.' };
    const problems = checkCatalogue('en-US', source, renamed, ['a.brand']);
    expect(kinds(problems)).toEqual(['placeholders a.code']);
    expect(problems[0]?.detail).toContain('email:argument');
    const flattened = { ...english, 'a.count': '{count, number} users' };
    expect(kinds(checkCatalogue('en-US', source, flattened, ['a.brand']))).toEqual([
      'placeholders a.count',
    ]);
  });

  it('fails on ICU syntax errors', () => {
    const broken = { ...english, 'a.code': 'We sent a code to {email.' };
    expect(kinds(checkCatalogue('en-US', source, broken, ['a.brand']))).toEqual(['syntax a.code']);
  });

  it('fails on a stale same-as-source entry', () => {
    expect(kinds(checkCatalogue('en-US', source, english, ['a.brand', 'a.title']))).toEqual([
      'stale-exception a.title',
    ]);
  });
});

describe('plural forms per language', () => {
  const forms = (text: string, locale: string) => pluralFormProblems(parse(text), locale);

  it('requires one/few/many/other in Russian', () => {
    expect(forms('{n, plural, one {# день} other {# дней}}', 'ru-RU')).toEqual([
      '{n}: needs few/many forms',
    ]);
    expect(
      forms('{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}', 'ru-RU'),
    ).toEqual([]);
  });

  it('allows only other in Chinese', () => {
    expect(forms('{n, plural, other {# 天}}', 'zh-CN')).toEqual([]);
    expect(forms('{n, plural, one {# 天} other {# 天}}', 'zh-CN')).toEqual([
      '{n}: zh-CN has no one form',
    ]);
  });

  it('accepts an exact case instead of a category', () => {
    expect(forms('{n, plural, =1 {un día} other {# días}}', 'es-ES')).toEqual([]);
    expect(forms('{n, plural, other {# días}}', 'es-ES')).toEqual(['{n}: needs one forms']);
  });
});

describe('checkAll', () => {
  it('checks the source and every catalogue, and lists the problems by locale', () => {
    const problems = checkAll({
      sourceLocale: 'es-ES',
      source: { ...source, 'a.bad': 'Hola {' },
      catalogues: { 'en-US': english, 'fr-FR': {} },
      sameAsSource: { 'en-US': ['a.brand'] },
    });
    expect(problems.filter((p) => p.locale === 'es-ES').map((p) => p.kind)).toEqual(['syntax']);
    expect(problems.filter((p) => p.locale === 'fr-FR' && p.kind === 'missing')).toHaveLength(5);
    const text = formatProblems(problems);
    expect(text).toContain('fr-FR — missing:');
    expect(text).toContain('  a.title');
  });

  it('names placeholders by kind', () => {
    expect(placeholdersOf(parse('{a} {b, number} {c, select, x {<b>y</b>} other {z}}'))).toEqual([
      'a:argument',
      'b:number',
      'b:tag',
      'c:select',
    ]);
  });
});
