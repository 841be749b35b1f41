import { describe, expect, it } from 'vitest';
import { csvCell, exportCell, exportHeader } from '../../server/platform/exports/export-cells';
import {
  EXPORT_LANGS,
  HEADER_WORDS,
  VALUE_WORDS,
} from '../../server/platform/exports/export-words';

// How an export's cells reach a person: local time with offset, words in the console's
// language, numbers untouched; codes kept when no language is asked for.

const MX = { lang: 'es-ES' as const, timeZone: 'America/Mexico_City' };
const EN = { lang: 'en-US' as const, timeZone: 'America/Mexico_City' };
const CODES = { lang: null, timeZone: 'America/Mexico_City' };

describe('export cells', () => {
  it('writes an instant as the admin’s wall clock with the offset, on its own day', () => {
    const cell = exportCell('start_date', '2026-11-27T05:59:00.000Z', MX);
    expect(cell).toEqual({ date: '2026-11-26 23:59:00', offset: '-06:00' });
    expect(csvCell(cell)).toBe('2026-11-26 23:59:00 -06:00');
    expect(
      exportCell('x', new Date('2026-07-01T12:00:00Z'), { ...MX, timeZone: 'Europe/Madrid' }),
    ).toEqual({
      date: '2026-07-01 14:00:00',
      offset: '+02:00',
    });
    expect(exportCell('birth_date', '1990-05-04', MX)).toEqual({ date: '1990-05-04' });
    // The machine form (no language) keeps UTC ISO instants.
    expect(exportCell('start_date', new Date('2026-11-27T05:59:00Z'), CODES)).toBe(
      '2026-11-27T05:59:00.000Z',
    );
    expect(exportCell('start_date', '2026-11-27T05:59:00Z', CODES)).toBe('2026-11-27T05:59:00Z');
  });

  it('translates headers and coded values, and keeps codes without a language', () => {
    expect(exportHeader(['medal', 'level', 'score'], MX)).toEqual([
      'Medalla',
      'Nivel',
      'Calificación',
    ]);
    expect(exportHeader(['medal', 'level', 'score'], EN)).toEqual(['Medal', 'Level', 'Score']);
    expect(exportHeader(['medal'], CODES)).toEqual(['medal']);
    expect(exportCell('medal', 'sleepy', MX)).toBe('Dormido');
    expect(exportCell('medal', 'sleepy', EN)).toBe('Sleepy');
    expect(exportCell('group', 'promoters', MX)).toBe('Promotores');
    expect(exportCell('gender', 'female', MX)).toBe('Femenino');
    expect(exportCell('approved', true, MX)).toBe('Sí');
    expect(exportCell('approved', false, EN)).toBe('No');
    expect(exportCell('approved', true, CODES)).toBe(true);
    expect(exportCell('medal', 'sleepy', CODES)).toBe('sleepy');
    // A name that happens to equal a code is not a code of its column.
    expect(exportCell('store', 'high', MX)).toBe('high');
  });

  it('leaves numbers as numbers and text as text', () => {
    expect(exportCell('score', 60.5, MX)).toBe(60.5);
    expect(exportCell('enrollment', '00123', MX)).toBe('00123');
    expect(exportCell('comment', '=cmd', MX)).toBe('=cmd');
  });

  it('has every header and value in all six languages, none blank', () => {
    for (const words of [
      ...Object.values(HEADER_WORDS),
      ...Object.values(VALUE_WORDS).flatMap((t) => Object.values(t)),
    ]) {
      expect(words).toHaveLength(EXPORT_LANGS.length);
      for (const w of words) expect(w.trim()).not.toBe('');
    }
  });
});
