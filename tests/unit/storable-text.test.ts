import { describe, expect, it } from 'vitest';
import { loadContract } from '../../server/platform/http/contract';
import { findUnstorableText } from '../../server/platform/http/storable-text';

describe('the text rule of request values', () => {
  it('finds NUL and lone surrogates at any depth, keys included, with their pointer', () => {
    expect(findUnstorableText({ a: 'ok', b: ['x', 'y\u0000'] })).toEqual({
      instancePath: '/b/1',
      reason: 'nul_character',
    });
    expect(findUnstorableText({ 'a/b': { '\ud800': 1 } })).toEqual({
      instancePath: '/a~1b/\ud800',
      reason: 'lone_surrogate',
    });
    expect(findUnstorableText('\udfff')).toEqual({ instancePath: '', reason: 'lone_surrogate' });
  });

  it('accepts ordinary text, paired surrogates and non-text values', () => {
    expect(findUnstorableText({ name: 'Añil 😀', n: 5, list: [null, true, 'ü'] })).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
  });

  it('walks deeply nested input without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep)?.reason).toBe('nul_character');
  });

  // Loading the contract compiles every operation's validators: seconds on a busy 2-core machine.
  it('is applied by every compiled request validator of the contract', { timeout: 30_000 }, () => {
    const op = loadContract().operations.get('createPerson');
    const body = { country: 'MX', position_id: 105, store_id: 1001, first_name: 'a\u0000' };
    expect(op?.validateBody?.(body)).toBe(false);
    expect(op?.validateBody?.errors?.[0]?.instancePath).toBe('/first_name');
    const list = loadContract().operations.get('listPeople');
    expect(list?.validateQuery({ security_id: '2', search: 'a\ud800' })).toBe(false);
    expect(list?.validateQuery.errors?.[0]?.message).toMatch(/unpaired UTF-16 surrogate/);
    expect(list?.validateQuery({ security_id: '2', search: 'añil 😀' })).toBe(true);
  });
});
