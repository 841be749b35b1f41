import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../machines/rules/display-name';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ricardo Méndez Aranda')).toBe('RA');
    expect(initialsOf('  ana   lópez ')).toBe('AL');
    expect(initialsOf('Ana')).toBe('A');
    expect(initialsOf('')).toBe('');
    expect(initialsOf('élodie martin')).toBe('ÉM');
  });
});
