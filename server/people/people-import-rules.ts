import { PERSON_TEXT_LIMITS } from '../../openapi/rules/person-limits';
import { unsafeTextReason } from '../../openapi/rules/safe-text';
import { checkIdentity, DUPLICATE, type Identity, textLength } from './person-rules';

// The pure steps of the people import (SPEC §3): which file column is which, what is wrong with
// one row, and which rows repeat an identifier. The route does the I/O around them: reading the
// upload, the SQL, and writing the error file.

/** The import columns of SPEC §3, in this order, as the template's header keys. */
export const IMPORT_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'enrollment',
  'position',
  'store',
  'national_id',
  'tax_id',
] as const;

type Column = (typeof IMPORT_COLUMNS)[number];

// Header names people actually type (Spanish spreadsheets, the form's wording) → the keys.
const ALIASES: Record<string, Column> = {
  nombre: 'first_name',
  nombres: 'first_name',
  apellido: 'last_name',
  apellidos: 'last_name',
  correo: 'email',
  e_mail: 'email',
  telefono: 'phone',
  celular: 'phone',
  mobile: 'phone',
  employee_number: 'enrollment',
  numero_de_empleado: 'enrollment',
  matricula: 'enrollment',
  puesto: 'position',
  role: 'position',
  rol: 'position',
  sucursal: 'store',
  tienda: 'store',
  curp: 'national_id',
  rfc: 'tax_id',
};

/** A header cell as a lookup key: trimmed, lower case, accents off, spaces and dashes as `_`. */
export const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s-]+/g, '_');

const isColumn = (key: string): key is Column =>
  (IMPORT_COLUMNS as readonly string[]).includes(key);

/** Where each import column is in the file (the first cell naming it wins). */
export type HeaderIndex = ReadonlyMap<Column, number>;

/**
 * Maps the header cells to the import columns; `missing` names what the file lacks to be read
 * at all (an identifier column, position, store), empty when it can be imported.
 */
export function mapHeader(cells: readonly string[]): { index: HeaderIndex; missing: string[] } {
  const index = new Map<Column, number>();
  cells.forEach((cell, i) => {
    const key = headerKey(cell);
    const column = isColumn(key) ? key : ALIASES[key];
    if (column && !index.has(column)) index.set(column, i);
  });
  const missing: string[] = [];
  if (!index.has('email') && !index.has('phone') && !index.has('enrollment')) {
    missing.push('email, phone or enrollment');
  }
  for (const k of ['position', 'store'] as const) if (!index.has(k)) missing.push(k);
  return { index, missing };
}

export interface ImportError {
  row: number;
  column: string;
  value: string;
  reason: string;
}

/** A row that passed its own checks, ready to be checked against the brand and inserted. */
export interface Candidate {
  row: number;
  identity: Identity;
  positionId: number;
  storeId: number;
  regionId: number | null;
}

export interface StoreRef {
  id: number;
  name: string;
  region_id: number | null;
}

/** What a row is checked against: the brand's positions and the stores of the caller's reach. */
export interface RowContext {
  /** Position id by lower-cased name. */
  positions: ReadonlyMap<string, number>;
  /** Stores of the domain's reach by lower-cased name (names may repeat). */
  stores: ReadonlyMap<string, readonly StoreRef[]>;
  /** The scope filter of the call (store or region), null where it does not narrow. */
  filter: { regionId: number | null; storeId: number | null };
  /** The one store of a store filter (or a store admin's reach): rows may leave store empty. */
  filterStore: StoreRef | undefined;
}

/** Builds the lookups of a RowContext from the rows the route read. */
export function rowContext(
  positionRows: readonly { id: number; name: string }[],
  storeRows: readonly StoreRef[],
  filter: RowContext['filter'],
): RowContext {
  const filterStore =
    filter.storeId === null ? undefined : storeRows.find((s) => s.id === filter.storeId);
  const positions = new Map<string, number>();
  for (const p of positionRows) positions.set(p.name.trim().toLowerCase(), p.id);
  const stores = new Map<string, StoreRef[]>();
  for (const s of storeRows) {
    const key = s.name.trim().toLowerCase();
    stores.set(key, [...(stores.get(key) ?? []), s]);
  }
  return { positions, stores, filter, filterStore };
}

/** The file's name of a checked field, where it differs. */
export const FILE_COLUMN: Readonly<Record<string, string>> = {
  identifier: 'email/phone/enrollment',
  employee_number: 'enrollment',
};

// The person field (and so the length limit) each text column fills.
const LIMIT_OF: Partial<Record<Column, keyof typeof PERSON_TEXT_LIMITS>> = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  phone: 'phone',
  enrollment: 'employee_number',
  national_id: 'national_id',
  tax_id: 'tax_id',
};

// A value reported back must itself be storable and writable as UTF-8: the offending
// characters are shown as U+FFFD, the reason says what they were.
const LONE_SURROGATES = /[\uD800-\uDFFF]/gu;
const reportable = (value: string) =>
  value.replaceAll('\u0000', '\uFFFD').replace(LONE_SURROGATES, '\uFFFD');

/** A cell the database cannot hold (U+0000, a lone surrogate) or longer than its field allows. */
function cellProblem(column: Column, value: string): ImportError['reason'] | null {
  const unsafe = unsafeTextReason(value);
  if (unsafe) return unsafe;
  const field = LIMIT_OF[column];
  if (field && textLength(value) > PERSON_TEXT_LIMITS[field]) return 'too_long';
  return null;
}

export type RowOutcome =
  | { kind: 'blank' }
  | { kind: 'invalid'; errors: ImportError[] }
  | { kind: 'candidate'; candidate: Candidate };

/**
 * Every problem of one data row on its own (not yet against other rows or the database):
 * unstorable or too long cells, the person's own fields (SPEC §5), the position and the store.
 * A row whose import cells are all empty is blank and skipped.
 */
export function checkRow(
  fields: readonly string[],
  row: number,
  index: HeaderIndex,
  ctx: RowContext,
): RowOutcome {
  const cell = (k: Column) => {
    const i = index.get(k);
    return i === undefined ? '' : (fields[i] ?? '').trim();
  };
  if (IMPORT_COLUMNS.every((k) => cell(k) === '')) return { kind: 'blank' };
  const errors: ImportError[] = [];
  const add = (column: string, value: string, reason: string) =>
    errors.push({ row, column, value, reason });

  // A cell that cannot be stored gets that one reason; the checks of its content would only
  // restate it (a 300-character e-mail is also "invalid").
  const badCells = new Set<string>();
  for (const k of IMPORT_COLUMNS) {
    const reason = cellProblem(k, cell(k));
    if (reason) {
      badCells.add(k);
      add(k, reportable(cell(k)), reason);
    }
  }

  const { identity, problems } = checkIdentity({
    first_name: cell('first_name'),
    last_name: cell('last_name'),
    email: cell('email'),
    phone: cell('phone'),
    employee_number: cell('enrollment'),
    national_id: cell('national_id'),
    tax_id: cell('tax_id'),
  });
  for (const p of problems) {
    const column = FILE_COLUMN[p.field] ?? p.field;
    if (!badCells.has(column)) add(column, p.value, p.reason);
  }

  const positionName = cell('position');
  const positionId = ctx.positions.get(positionName.toLowerCase());
  if (!badCells.has('position')) {
    if (positionName === '') add('position', '', 'position_required');
    else if (positionId === undefined) add('position', positionName, 'unknown_position');
  }

  const store = badCells.has('store') ? undefined : pickStore(cell('store'), ctx, add);

  if (errors.length > 0 || positionId === undefined || !store) return { kind: 'invalid', errors };
  return {
    kind: 'candidate',
    candidate: { row, identity, positionId, storeId: store.id, regionId: store.region_id },
  };
}

/** The store a row names, told apart: missing, unknown, outside the filter, ambiguous. */
function pickStore(
  name: string,
  ctx: RowContext,
  add: (column: string, value: string, reason: string) => void,
): StoreRef | undefined {
  const { filter, filterStore } = ctx;
  const inFilter = (s: StoreRef) =>
    (filter.storeId === null || s.id === filter.storeId) &&
    (filter.regionId === null || s.region_id === filter.regionId);
  if (name === '') {
    // A single-store reach (store admin, or a store filter) needs no store column.
    if (!filterStore) add('store', '', 'store_required');
    return filterStore;
  }
  const found = ctx.stores.get(name.toLowerCase()) ?? [];
  const allowed = found.filter(inFilter);
  if (found.length === 0) add('store', name, 'unknown_store');
  else if (allowed.length === 0) add('store', name, 'store_outside_filter');
  else if (allowed.length > 1) add('store', name, 'ambiguous_store');
  else return allowed[0];
  return undefined;
}

export type IdentifierKind = 'email' | 'phone' | 'employee_number';

/** The identifier values as compared: e-mails case-insensitively, the others exactly. */
function keysOf(c: Candidate): Record<IdentifierKind, string | null> {
  return {
    email: c.identity.email?.toLowerCase() ?? null,
    phone: c.identity.phone,
    employee_number: c.identity.employee_number,
  };
}

/** The distinct identifier values of the candidates, to look up among the brand's people. */
export function identifierValues(
  candidates: readonly Candidate[],
): Record<IdentifierKind, string[]> {
  const out = {
    email: new Set<string>(),
    phone: new Set<string>(),
    employee_number: new Set<string>(),
  };
  for (const c of candidates) {
    const keys = keysOf(c);
    for (const kind of ['email', 'phone', 'employee_number'] as const) {
      const key = keys[kind];
      if (key !== null) out[kind].add(key);
    }
  }
  return {
    email: [...out.email],
    phone: [...out.phone],
    employee_number: [...out.employee_number],
  };
}

/**
 * Identifiers against the brand (`taken`: values active people already use) and then within
 * the file: the first valid row claims a value and later rows repeating it fail. Returns the
 * rows to insert, in file order, and the errors of the others.
 */
export function claimIdentifiers(
  candidates: readonly Candidate[],
  taken: Readonly<Record<IdentifierKind, ReadonlySet<string>>>,
): { valid: Candidate[]; errors: ImportError[]; failedRows: number } {
  const claimed = {
    email: new Set<string>(),
    phone: new Set<string>(),
    employee_number: new Set<string>(),
  };
  const valid: Candidate[] = [];
  const errors: ImportError[] = [];
  let failedRows = 0;
  for (const cand of candidates) {
    const keys = keysOf(cand);
    const rowErrors: ImportError[] = [];
    for (const kind of ['email', 'phone', 'employee_number'] as const) {
      const key = keys[kind];
      const value = cand.identity[kind];
      if (key === null || value === null) continue;
      const column = FILE_COLUMN[kind] ?? kind;
      if (taken[kind].has(key)) {
        rowErrors.push({ row: cand.row, column, value, reason: DUPLICATE[kind].reason });
      } else if (claimed[kind].has(key)) {
        rowErrors.push({ row: cand.row, column, value, reason: `repeated_${kind}` });
      }
    }
    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      failedRows++;
      continue;
    }
    for (const kind of ['email', 'phone', 'employee_number'] as const) {
      const key = keys[kind];
      if (key !== null) claimed[kind].add(key);
    }
    valid.push(cand);
  }
  return { valid, errors, failedRows };
}
