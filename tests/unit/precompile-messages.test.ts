import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '../../scripts/precompile-messages';
import { parse as standIn } from '../../src/i18n/no-parser';

describe('precompiled messages', () => {
  it('leaves plain texts as strings: the stand-in parser reads them the same', () => {
    for (const text of ['Cerrar', "Un usuario: 'Oops!'", '']) {
      expect(compileMessage(text, 'es-ES')).toBeNull();
      if (text) expect(standIn(text)).toEqual(parse(text));
    }
  });

  it('compiles placeholders, plurals and escaped quotes to the runtime parser’s AST', () => {
    const plural = '{count, plural, one {# usuario} other {# usuarios}} de {name}';
    for (const text of [plural, "l''été", '{gap, number, ::sign-always .0} pts']) {
      expect(compileMessage(text, 'es-ES')).toEqual(parse(text));
    }
    const ast = compileMessage(plural, 'es-ES') ?? [];
    expect(new IntlMessageFormat(ast, 'es-ES').format({ count: 2, name: 'Ana' })).toBe(
      '2 usuarios de Ana',
    );
  });
});
