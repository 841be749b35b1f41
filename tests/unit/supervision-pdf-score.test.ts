import { describe, expect, it } from 'vitest';
import { scoreText } from '../../server/supervision/supervision-pdf';

// The visit PDF prints scores as the console does (es-ES, decimal comma), not "60.5".

describe('visit PDF score', () => {
  it('uses the console’s decimal comma and one decimal at most', () => {
    expect(scoreText(60.5)).toBe('60,5');
    expect(scoreText(85)).toBe('85');
    expect(scoreText(92.25)).toBe('92,3');
  });
});
