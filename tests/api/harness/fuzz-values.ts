import fc from 'fast-check';

// Boundary and hostile values for one schema of the contract, for tests/api/fuzz.test.ts. The
// boundaries come from the schema itself (its minimum, maximum, maxLength, maxItems, enum), so a
// new field or a changed bound is fuzzed without touching the test.

export type Json = Record<string, unknown>;

/** A number written as-is into JSON or a query string (JS numbers cannot hold 2^63 exactly). */
export class RawNumber {
  constructor(readonly text: string) {}
}

const HUGE = 100_000;

/** Values that are wrong for any field: hostile texts and the wrong JSON types. */
const ANY_FIELD: unknown[] = ['', '\u0000', '\ud800', 'x'.repeat(HUGE), true, null, [], {}];

function intValues(s: Json): unknown[] {
  const min = typeof s.minimum === 'number' ? s.minimum : 0;
  const max = typeof s.maximum === 'number' ? s.maximum : 2147483647;
  return [
    min - 1,
    min,
    max,
    max + 1,
    2147483648,
    99999999999,
    new RawNumber('9223372036854775807'),
    new RawNumber('9223372036854775808'),
    new RawNumber('1e30'),
    new RawNumber('1e400'),
    min + 0.5,
    '99999999999',
    '1e30',
    '1\u0000',
  ];
}

function stringValues(s: Json): unknown[] {
  const max = typeof s.maxLength === 'number' ? s.maxLength : 1000;
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  const out: unknown[] = [
    'a\u0000b',
    'a\udfffb',
    '\udc00\ud800',
    { a: '\ud800' },
    1.5,
    new RawNumber('1e30'),
    'x'.repeat(max),
    'x'.repeat(max + 1),
    '😀'.repeat(Math.max(1, Math.floor(max / 2))),
    `${'x'.repeat(Math.max(0, max - 1))}\u0000`,
  ];
  if (min > 0) out.push('x'.repeat(min - 1));
  if (s.format === 'email') out.push('a@b.co', 'a\u0000@b.co');
  if (s.format === 'date') out.push('2024-02-30', '0000-00-00', '9999-12-31');
  for (const e of (s.enum as unknown[] | undefined) ?? []) out.push(e, `${String(e)}\u0000`);
  return out;
}

function arrayValues(s: Json, items: unknown[]): unknown[] {
  const maxItems = typeof s.maxItems === 'number' ? s.maxItems : 100;
  const first = items[0] ?? 1;
  return [
    [],
    ...items.map((v) => [v]),
    [first, first],
    Array.from({ length: maxItems }, (_, i) => i + 1),
    Array.from({ length: maxItems + 1 }, (_, i) => i + 1),
    Array.from({ length: 10_000 }, (_, i) => i + 1),
    [[first]],
  ];
}

const codeUnit = (c: number) => String.fromCharCode(c);

const typesOf = (s: Json): unknown[] => (Array.isArray(s.type) ? s.type : [s.type]);

/** Boundary and hostile values for a (dereferenced, merged) schema. */
export function hostileValues(s: Json, itemSchema?: Json): unknown[] {
  const types = typesOf(s);
  const out = [...ANY_FIELD];
  if (types.includes('integer') || types.includes('number')) out.push(...intValues(s));
  if (types.includes('string') || Array.isArray(s.enum)) out.push(...stringValues(s));
  if (types.includes('array')) {
    out.push(...arrayValues(s, itemSchema ? hostileValues(itemSchema).slice(0, 40) : []));
  }
  if ('const' in s) out.push(s.const, `${String(s.const)}\u0000`);
  return out;
}

/** A random value of any JSON shape, hostile texts and out-of-range numbers weighted in. */
export function anyValue(s: Json): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...hostileValues(s)),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    // UTF-16 code units one by one, so lone surrogates and NULs come up too.
    fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map(codeUnit), maxLength: 40 }),
    fc.integer(),
    fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => new RawNumber(n.toString())),
    fc.double({ noNaN: true }),
    fc.constant(null),
    fc.boolean(),
    fc.array(fc.oneof(fc.integer(), fc.string({ unit: 'binary', maxLength: 10 })), {
      maxLength: 5,
    }),
  );
}
