import { describe, expect, it } from 'vitest';
import { storeWordGender, wordGender } from '../../machines/rules/store-word-gender';

// "revisa el nombre de la {store}" read "de la plantel": the article follows the word's gender.
describe("the store word's gender", () => {
  it('knows the common Spanish store words', () => {
    expect(storeWordGender({ es: 'Sucursal' }, 'es-ES')).toBe('feminine');
    expect(storeWordGender({ es: 'Tienda' }, 'es-ES')).toBe('feminine');
    expect(storeWordGender({ es: 'Planta' }, 'es-ES')).toBe('feminine');
    expect(storeWordGender({ es: 'Plantel' }, 'es-ES')).toBe('masculine');
    expect(storeWordGender({ es: 'Restaurante' }, 'es-ES')).toBe('masculine');
  });

  it('guesses an unknown word from its ending, head noun first', () => {
    expect(wordGender('cafetería', 'es')).toBe('f');
    expect(wordGender('Corporativo', 'es')).toBe('m');
    expect(wordGender('tienda departamental', 'es')).toBe('f');
    expect(wordGender('estación', 'es')).toBe('f');
    expect(wordGender('门店', 'zh')).toBeNull();
  });

  it("takes the domain's stated gender over the guess", () => {
    expect(storeWordGender({ es: 'Mapa', es_gender: 'm' }, 'es-ES')).toBe('masculine');
    expect(storeWordGender({ es: 'Sucursal', es_gender: 'f' }, 'es-ES')).toBe('feminine');
  });

  it("uses the default word's gender when the domain has no word in the language", () => {
    expect(storeWordGender(null, 'es-ES')).toBe('feminine');
    expect(storeWordGender({ es: 'Plantel' }, 'fr-FR')).toBe('masculine');
    expect(storeWordGender({ es: 'Plantel' }, 'pt-BR')).toBe('feminine');
    // A language without its own word shows the Spanish word, with its gender.
    expect(storeWordGender({ es: 'Plantel' }, 'de-DE')).toBe('masculine');
  });

  it('elides the French article before a vowel and has no gender in English', () => {
    expect(storeWordGender({ es: 'Escuela', fr: 'École' }, 'fr-FR')).toBe('elided');
    expect(storeWordGender({ es: 'Sucursal', fr: 'Succursale' }, 'fr-FR')).toBe('feminine');
    expect(storeWordGender({ es: 'Sucursal', en: 'Branch' }, 'en-US')).toBe('other');
    expect(storeWordGender({ es: 'Sucursal', ru: 'Филиал' }, 'ru-RU')).toBe('other');
  });
});
