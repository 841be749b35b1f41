import { describe, expect, it } from 'vitest';
import { dashboardMessages as m } from '../../src/features/dashboard/dashboard-messages';
import { failuresOf, TILES } from '../../src/features/dashboard/key-metrics-tiles';

describe('key metrics loading failures (SPEC §8: each its own message)', () => {
  it('names adoption, course counts and user scores apart, once each in reading order', () => {
    expect(failuresOf(TILES)).toEqual([
      'errorAdoption',
      'errorProgress',
      'errorUserScores',
      'errorCourseCounts',
      'errorExams',
    ]);
  });

  it('maps each figure to the failure of its kind', () => {
    const failure = Object.fromEntries(TILES.map((t) => [t.key, t.failure]));
    expect(failure.adoption).toBe('errorAdoption');
    expect(failure.courses).toBe('errorCourseCounts');
    expect(failure.microlessons).toBe('errorCourseCounts');
    expect(failure.score).toBe('errorUserScores');
    expect(failure.exams_failed).toBe('errorExams');
  });

  it('gives every failure a text of its own', () => {
    const texts = failuresOf(TILES).map((k) => m[k].defaultMessage);
    expect(new Set(texts).size).toBe(texts.length);
    expect(m.errorAdoption.defaultMessage).toBe('Error al cargar la adopción');
    expect(m.errorCourseCounts.defaultMessage).toBe(
      'Error al cargar el conteo de cursos y lecciones',
    );
    expect(m.errorUserScores.defaultMessage).toBe(
      'Error al cargar las calificaciones de los usuarios',
    );
  });
});
