import { describe, expect, it } from 'vitest';
import { concatBytes } from '../../openapi/rules/bytes';

describe('concatBytes', () => {
  it('joins chunks in order', () => {
    const out = concatBytes([new Uint8Array([1, 2]), new Uint8Array([]), new Uint8Array([3])]);
    expect([...out]).toEqual([1, 2, 3]);
    expect(concatBytes([]).byteLength).toBe(0);
  });
});
