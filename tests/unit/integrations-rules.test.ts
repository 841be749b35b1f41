import { describe, expect, it } from 'vitest';
import { isTimeZone } from '../../server/people/ingest/ingest-stores';
import {
  hashIntegrationKey,
  isIntegrationKey,
  keyPrefix,
  newIntegrationKey,
  retryAfterSeconds,
} from '../../server/platform/auth/integration-key-rules';
import { loadContract } from '../../server/platform/http/contract';
import {
  BodyProblem,
  externalIdOf,
  itemChecker,
  MAX_ITEMS,
  mediaType,
  parseItems,
} from '../../server/platform/ingest/batch-rules';

// The pure rules of the integrations: the key's format and hash, the rate window's wait, how a
// body becomes items, and each item against its schema in the contract.

describe('integration keys', () => {
  it('are ik_ and 32 bytes in base64url, told apart from session tokens', () => {
    const key = newIntegrationKey(new Uint8Array(32).fill(0xff));
    expect(key).toBe(`ik_${'_'.repeat(42)}8`);
    expect(isIntegrationKey(key)).toBe(true);
    expect(isIntegrationKey(newIntegrationKey())).toBe(true);
    expect(isIntegrationKey(key.slice(3))).toBe(false);
    expect(isIntegrationKey(`${key}A`)).toBe(false);
    expect(isIntegrationKey(`ik_${'a'.repeat(42)}=`)).toBe(false);
    expect(() => newIntegrationKey(new Uint8Array(16))).toThrow();
  });

  it('are kept as their SHA-256 and shown by a prefix too short to use', () => {
    expect(hashIntegrationKey('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hashIntegrationKey('ik_x')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashIntegrationKey('ik_x')).not.toBe(hashIntegrationKey('ik_y'));
    expect(keyPrefix(`ik_${'a'.repeat(43)}`)).toBe('ik_aaaaaaa');
  });

  it('say how long to wait until the window ends (at least a second)', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds(start, new Date('2026-01-01T00:00:00.500Z'))).toBe(60);
    expect(retryAfterSeconds(start, new Date('2026-01-01T00:00:59.100Z'))).toBe(1);
    expect(retryAfterSeconds(start, new Date('2026-01-01T00:01:30Z'))).toBe(1);
  });
});

describe('parseItems', () => {
  const problem = (text: string, type?: string) => {
    try {
      parseItems(text, type);
    } catch (err) {
      if (err instanceof BodyProblem) return { status: err.status, field: err.field };
      throw err;
    }
    return null;
  };

  it('reads {"items": [...]} as JSON (with or without a charset, or no type)', () => {
    expect(parseItems('{"items":[{"a":1},2]}', 'application/json; charset=utf-8')).toEqual([
      { a: 1 },
      2,
    ]);
    expect(parseItems('{"items":[]}', undefined)).toEqual([]);
  });

  it('reads NDJSON one item per line, skipping blank lines', () => {
    expect(parseItems('{"a":1}\r\n\n  \n{"a":2}\n', 'application/x-ndjson')).toEqual([
      { a: 1 },
      { a: 2 },
    ]);
  });

  it('refuses malformed bodies with the field (400)', () => {
    expect(problem('{', 'application/json')).toEqual({ status: 400, field: 'body' });
    expect(problem('[1]', 'application/json')).toEqual({ status: 400, field: 'body' });
    expect(problem('{"items":1}', 'application/json')).toEqual({ status: 400, field: 'items' });
    expect(problem('{"items":[],"x":1}', 'application/json')).toEqual({
      status: 400,
      field: 'body',
    });
    expect(problem('{"a":1}\nnope', 'application/x-ndjson')).toEqual({
      status: 400,
      field: 'line 2',
    });
    expect(problem('\n', 'application/x-ndjson')).toEqual({ status: 400, field: 'body' });
    expect(problem('a', 'text/plain')).toEqual({ status: 400, field: 'content-type' });
  });

  it(`refuses more than ${MAX_ITEMS} items (413)`, () => {
    const items = JSON.stringify({ items: Array.from({ length: MAX_ITEMS + 1 }, () => 1) });
    expect(problem(items, 'application/json')).toEqual({ status: 413, field: 'items' });
    expect(
      parseItems(JSON.stringify({ items: Array(MAX_ITEMS).fill(1) }), 'application/json'),
    ).toHaveLength(MAX_ITEMS);
    expect(problem('1\n'.repeat(MAX_ITEMS + 1), 'application/x-ndjson')).toEqual({
      status: 413,
      field: 'items',
    });
  });

  it('takes the media type without its parameters', () => {
    expect(mediaType('Application/X-NDJSON; charset=utf-8')).toBe('application/x-ndjson');
    expect(mediaType(undefined)).toBe('');
  });
});

describe('items against the contract', () => {
  const check = itemChecker(loadContract().doc);

  it('accepts the fields of the issue and refuses others, naming the field', () => {
    expect(
      check('regions', { externalId: 'R1', name: 'Norte', translations: { en: 'North' } }),
    ).toBeNull();
    expect(check('regions', { externalId: 'R1' })?.field).toBe('name');
    expect(
      check('regions', { externalId: 'R1', name: 'x', translations: { xx: 'y' } })?.field,
    ).toBe('translations');
    expect(
      check('stores', { externalId: 'S1', name: 'x', regionExternalId: 'R1', active: 'yes' })
        ?.field,
    ).toBe('active');
    expect(check('positions', { externalId: 'P1', name: 'x', extra: 1 })?.field).toBe('extra');
    expect(
      check('people', {
        externalId: 'E1',
        firstName: 'A',
        lastName: 'B',
        positionExternalId: 'P1',
        storeExternalId: 'S1',
        email: null,
      }),
    ).toBeNull();
    expect(
      check('people', { externalId: 'E1', firstName: 'A', lastName: 'B', positionExternalId: 'P1' })
        ?.field,
    ).toBe('storeExternalId');
    expect(check('people', 5)?.field).toBe('item');
  });

  it('bounds externalIds and refuses text the database cannot store', () => {
    expect(check('positions', { externalId: 'x'.repeat(101), name: 'a' })?.field).toBe(
      'externalId',
    );
    expect(check('positions', { externalId: ' lead', name: 'a' })?.field).toBe('externalId');
    expect(check('positions', { externalId: '', name: 'a' })?.field).toBe('externalId');
    expect(check('positions', { externalId: 'a\ud800', name: 'a' })?.field).toBe('externalId');
    expect(check('positions', { externalId: 'a', name: 'a\u0000' })?.field).toBe('name');
  });

  it('reads an externalId worth echoing from any item', () => {
    expect(externalIdOf({ externalId: 'E1' })).toBe('E1');
    expect(externalIdOf({ externalId: 5 })).toBeNull();
    expect(externalIdOf({ externalId: 'a\u0000' })).toBeNull();
    expect(externalIdOf(null)).toBeNull();
    expect(externalIdOf('E1')).toBeNull();
  });
});

describe('isTimeZone', () => {
  it('knows IANA zones only', () => {
    expect(isTimeZone('America/Mexico_City')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Base')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
