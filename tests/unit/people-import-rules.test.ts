import { describe, expect, it } from 'vitest';
import {
  type Candidate,
  checkRow,
  claimIdentifiers,
  headerKey,
  IMPORT_COLUMNS,
  identifierValues,
  mapHeader,
  type RowContext,
  rowContext,
} from '../../server/people/people-import-rules';

// The pure steps of the people import: header mapping, one row's checks and the identifiers a
// file repeats. The API tests (tests/api/people-import.test.ts) cover them end to end.

const STORES = [
  { id: 1001, name: 'Centro', region_id: 101 },
  { id: 1002, name: 'Norte', region_id: 101 },
  { id: 1014, name: 'Mérida', region_id: 102 },
  { id: 1015, name: 'Doble', region_id: 101 },
  { id: 1016, name: 'doble ', region_id: 102 },
];
const POSITIONS = [
  { id: 7, name: 'Cajero' },
  { id: 8, name: 'Gerente' },
];
const unfiltered = rowContext(POSITIONS, STORES, { regionId: null, storeId: null });
const { index } = mapHeader(IMPORT_COLUMNS);

type Cells = Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>;
const fields = (cells: Cells) => IMPORT_COLUMNS.map((k) => cells[k] ?? '');
const VALID: Cells = {
  first_name: 'Ana',
  last_name: 'Ruiz',
  email: 'ana@ejemplo.mx',
  position: 'cajero',
  store: 'Centro',
};
const check = (cells: Cells, ctx: RowContext = unfiltered, row = 2) =>
  checkRow(fields(cells), row, index, ctx);
const reasons = (cells: Cells, ctx: RowContext = unfiltered) => {
  const out = check(cells, ctx);
  return out.kind === 'invalid' ? out.errors.map((e) => [e.column, e.reason]) : out.kind;
};

describe('mapHeader', () => {
  it('reads the template keys and the Spanish names people type, accents and case aside', () => {
    expect(headerKey('  Número de empleado ')).toBe('numero_de_empleado');
    const { index: spanish, missing } = mapHeader([
      'Nombre',
      'APELLIDOS',
      'Correo',
      'Teléfono',
      'Número de empleado',
      'Puesto',
      'Sucursal',
      'CURP',
      'RFC',
      'notas',
    ]);
    expect(missing).toEqual([]);
    expect([...spanish.entries()]).toEqual(IMPORT_COLUMNS.map((k, i) => [k, i]));
  });

  it('keeps the first cell naming a column and names what is missing', () => {
    expect(mapHeader(['email', 'correo', 'position', 'store']).index.get('email')).toBe(0);
    expect(mapHeader(['first_name', 'last_name', 'email']).missing).toEqual(['position', 'store']);
    expect(mapHeader(['nombre', 'puesto', 'tienda']).missing).toEqual([
      'email, phone or enrollment',
    ]);
  });
});

describe('checkRow', () => {
  it('skips a blank row and turns a valid one into a candidate', () => {
    expect(check({}).kind).toBe('blank');
    const out = check({ ...VALID, phone: '55 1234 5678', enrollment: ' E-1 ' }, unfiltered, 9);
    expect(out).toEqual({
      kind: 'candidate',
      candidate: {
        row: 9,
        positionId: 7,
        storeId: 1001,
        regionId: 101,
        identity: expect.objectContaining({
          first_name: 'Ana',
          email: 'ana@ejemplo.mx',
          phone: '5512345678',
          employee_number: 'E-1',
        }),
      },
    });
  });

  it('sends a cell with U+0000 to the error file as nul_character, shown as U+FFFD', () => {
    const out = check({ ...VALID, first_name: 'An\u0000a' });
    expect(out).toEqual({
      kind: 'invalid',
      errors: [{ row: 2, column: 'first_name', value: 'An\uFFFDa', reason: 'nul_character' }],
    });
  });

  it('sends a cell with a lone surrogate to the error file as lone_surrogate', () => {
    const out = check({ ...VALID, last_name: 'Ruiz\uD800', email: 'x\uDC00@ejemplo.mx' });
    expect(out).toEqual({
      kind: 'invalid',
      errors: [
        { row: 2, column: 'last_name', value: 'Ruiz\uFFFD', reason: 'lone_surrogate' },
        // One reason per cell: not also invalid_email.
        { row: 2, column: 'email', value: 'x\uFFFD@ejemplo.mx', reason: 'lone_surrogate' },
      ],
    });
    // A pair of surrogates is one character (an emoji), not a lone one.
    expect(check({ ...VALID, first_name: 'Ana 😀' }).kind).toBe('candidate');
  });

  it('refuses a cell longer than its field allows as too_long, counting characters', () => {
    expect(reasons({ ...VALID, first_name: 'a'.repeat(101) })).toEqual([
      ['first_name', 'too_long'],
    ]);
    expect(reasons({ ...VALID, first_name: '😀'.repeat(100) })).toBe('candidate');
    expect(reasons({ ...VALID, phone: '5'.repeat(21) })).toEqual([['phone', 'too_long']]);
    expect(reasons({ ...VALID, enrollment: 'E'.repeat(41) })).toEqual([['enrollment', 'too_long']]);
    expect(reasons({ ...VALID, national_id: 'X'.repeat(19), tax_id: 'Y'.repeat(14) })).toEqual([
      ['national_id', 'too_long'],
      ['tax_id', 'too_long'],
    ]);
    expect(reasons({ ...VALID, email: `${'a'.repeat(250)}@x.mx` })).toEqual([
      ['email', 'too_long'],
    ]);
    // At the limit is fine.
    expect(reasons({ ...VALID, first_name: 'a'.repeat(100) })).toBe('candidate');
  });

  it('still reports the other problems of a row with an unstorable cell', () => {
    expect(reasons({ ...VALID, first_name: '\u0000', email: 'no-es-correo', store: '' })).toEqual([
      ['first_name', 'nul_character'],
      ['email', 'invalid_email'],
      ['store', 'store_required'],
    ]);
    expect(reasons({ ...VALID, position: 'Caj\u0000ero', store: 'Centro\uD800' })).toEqual([
      ['position', 'nul_character'],
      ['store', 'lone_surrogate'],
    ]);
  });

  it('tells the store problems apart and needs no store under a store filter', () => {
    expect(reasons({ ...VALID, store: 'Fantasma' })).toEqual([['store', 'unknown_store']]);
    expect(reasons({ ...VALID, store: 'DOBLE' })).toEqual([['store', 'ambiguous_store']]);
    expect(reasons({ ...VALID, position: '' })).toEqual([['position', 'position_required']]);
    expect(reasons({ ...VALID, position: 'Chef' })).toEqual([['position', 'unknown_position']]);
    const region = rowContext(POSITIONS, STORES, { regionId: 102, storeId: null });
    expect(reasons({ ...VALID, store: 'Centro' }, region)).toEqual([
      ['store', 'store_outside_filter'],
    ]);
    expect(reasons({ ...VALID, store: 'doble' }, region)).toBe('candidate');
    const store = rowContext(POSITIONS, STORES, { regionId: null, storeId: 1002 });
    const out = check({ ...VALID, store: '' }, store);
    expect(out.kind === 'candidate' && out.candidate.storeId).toBe(1002);
    expect(reasons({ ...VALID, store: 'Centro' }, store)).toEqual([
      ['store', 'store_outside_filter'],
    ]);
  });

  it('reports an empty identifier set as one error on the identifier columns', () => {
    expect(reasons({ first_name: 'Sin', position: 'Cajero', store: 'Centro' })).toEqual([
      ['email/phone/enrollment', 'identifier_required'],
    ]);
  });
});

describe('claimIdentifiers', () => {
  const candidate = (row: number, cells: Cells): Candidate => {
    const out = check({ ...VALID, ...cells }, unfiltered, row);
    if (out.kind !== 'candidate') throw new Error(`row ${row} is not valid`);
    return out.candidate;
  };

  it('fails identifiers the brand uses and those an earlier row of the file claimed', () => {
    const rows = [
      candidate(2, { email: 'Uno@Ejemplo.mx', enrollment: 'E1' }),
      candidate(3, { email: 'uno@ejemplo.mx' }),
      candidate(4, { email: 'dos@ejemplo.mx', phone: '5512345678' }),
      candidate(5, { email: 'tres@ejemplo.mx', enrollment: 'E1' }),
      candidate(6, { email: 'cuatro@ejemplo.mx', phone: '55 1234 5678' }),
    ];
    const taken = {
      email: new Set<string>(),
      phone: new Set(['5512345678']),
      employee_number: new Set<string>(),
    };
    const out = claimIdentifiers(rows, taken);
    expect(out.valid.map((c) => c.row)).toEqual([2]);
    expect(out.failedRows).toBe(4);
    expect(out.errors.map((e) => [e.row, e.column, e.value, e.reason])).toEqual([
      [3, 'email', 'uno@ejemplo.mx', 'repeated_email'],
      [4, 'phone', '5512345678', 'duplicate_phone'],
      [5, 'enrollment', 'E1', 'repeated_employee_number'],
      [6, 'phone', '5512345678', 'duplicate_phone'],
    ]);
  });

  it('lets a value of a failed row be claimed by a later one', () => {
    const rows = [
      candidate(2, { email: 'a@ejemplo.mx', enrollment: 'TAKEN' }),
      candidate(3, { email: 'a@ejemplo.mx' }),
    ];
    const taken = {
      email: new Set<string>(),
      phone: new Set<string>(),
      employee_number: new Set(['TAKEN']),
    };
    const out = claimIdentifiers(rows, taken);
    expect(out.valid.map((c) => c.row)).toEqual([3]);
    expect(out.errors.map((e) => e.reason)).toEqual(['duplicate_employee_number']);
  });

  it('looks up each distinct identifier once, e-mails in lower case', () => {
    const rows = [
      candidate(2, { email: 'A@ejemplo.mx', enrollment: 'E1' }),
      candidate(3, { email: 'a@ejemplo.mx', phone: '5512345678' }),
    ];
    expect(identifierValues(rows)).toEqual({
      email: ['a@ejemplo.mx'],
      phone: ['5512345678'],
      employee_number: ['E1'],
    });
  });
});
