import { describe, expect, it } from 'vitest';
import { importFailureOf } from '../../machines/rules/people-import';
import { ApiError } from '../../src/api/api-error';
import { peopleMessages as m } from '../../src/features/people/people-messages';

describe('importFailureOf (SPEC §8)', () => {
  it('a file the server read and refused is unreadable', () => {
    const refused = new ApiError(400, 'validation', 'no header', { status: 400 });
    expect(importFailureOf(refused)).toBe('unreadable');
  });

  it('a file that never got stored asks to contact support', () => {
    expect(importFailureOf(new TypeError('fetch failed'))).toBe('notStored');
    expect(importFailureOf(new ApiError(500, 'internal', 'boom', { status: 500 }))).toBe(
      'notStored',
    );
    expect(importFailureOf(new ApiError(413, 'too_large', 'big', { status: 413 }))).toBe(
      'notStored',
    );
    expect(m.importNotStored.defaultMessage).toBe('El archivo no fue almacenado. ¡Contáctanos!');
  });
});
