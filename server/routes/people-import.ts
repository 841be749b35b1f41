import type { Context } from 'hono';
import { logActivity } from '../activity';
import { resolveScope, type Scope } from '../auth/scope';
import { CsvSyntaxError, decodeCsvBytes, detectDelimiter, parseCsv } from '../csv/read';
import { csvDocument } from '../csv/write';
import type { Db } from '../db/db';
import { ApiFailure } from '../http/api-failure';
import type { AppEnv, Input } from '../http/env';
import { reply } from '../http/operation';
import { IMPORT_COLUMNS } from './people-template';
import { checkIdentity, DUPLICATE, duplicateFieldOf, type Identity } from './person-rules';

/** 20 MB: about 150,000 rows of the template; beyond that the import should be split. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** Rows per INSERT and per transaction: a crash loses at most one batch, never half a row. */
const BATCH = 1000;
/** The JSON reply lists this many errors; errors_csv has them all. */
const MAX_LISTED_ERRORS = 1000;

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

const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s-]+/g, '_');

export interface ImportError {
  row: number;
  column: string;
  value: string;
  reason: string;
}

interface Candidate {
  row: number;
  identity: Identity;
  positionId: number;
  storeId: number;
  regionId: number | null;
}

interface StoreRef {
  id: number;
  name: string;
  region_id: number | null;
}

function failure(status: 400 | 413, reason: string, message: string): never {
  throw new ApiFailure(status, reason, message, { field: 'body' });
}

/** Reads the body without ever holding more than the limit (content-length may be absent). */
async function readCapped(c: Context<AppEnv>): Promise<Uint8Array> {
  const tooLarge = () =>
    failure(413, 'file_too_large', 'The file is larger than 20 MB: split it and import each part');
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > MAX_IMPORT_BYTES) tooLarge();
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_IMPORT_BYTES) {
      await reader.cancel();
      tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

const FILE_COLUMN: Record<string, string> = {
  identifier: 'email/phone/enrollment',
  employee_number: 'enrollment',
};

/** The entity a scope filter narrows to, when the call narrows the domain's own reach. */
async function scopedTo(db: Db, scope: Scope) {
  const f = scope.filter;
  if (f.storeId !== null && f.storeId !== scope.storeId) {
    const { rows } = await db.query<{ name: string }>(
      'SELECT name FROM organizations WHERE id = $1',
      [f.storeId],
    );
    return { level: 'store' as const, id: f.storeId, name: rows[0]?.name ?? '' };
  }
  if (f.regionId !== null && f.regionId !== scope.regionId) {
    const { rows } = await db.query<{ name: string }>('SELECT name FROM regions WHERE id = $1', [
      f.regionId,
    ]);
    return { level: 'region' as const, id: f.regionId, name: rows[0]?.name ?? '' };
  }
  return null;
}

/** Values of an identifier already used by active people of the brand. */
async function taken(
  db: Db,
  brandId: number,
  column: 'lower(email)' | 'phone' | 'employee_number',
  values: string[],
): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const { rows } = await db.query<{ v: string }>(
    `SELECT ${column} AS v FROM people
      WHERE brand_id = $1 AND deleted_at IS NULL AND ${column} = ANY($2::text[])`,
    [brandId, values],
  );
  return new Set(rows.map((r) => r.v));
}

const INSERT_SQL = `
  INSERT INTO people (brand_id, region_id, store_id, position_id, first_name, last_name, email,
                      phone, calling_code, country, employee_number, national_id, tax_id, status,
                      created_at)
  SELECT $1, x.region_id, x.store_id, x.position_id, x.first_name, x.last_name, x.email, x.phone,
         x.calling_code, x.country, x.employee_number, x.national_id, x.tax_id, 'preregistered',
         $2
    FROM jsonb_to_recordset($3::jsonb) AS x(region_id int, store_id int, position_id int,
         first_name text, last_name text, email text, phone text, calling_code text,
         country text, employee_number text, national_id text, tax_id text)`;

const asRecord = (c: Candidate) => ({
  region_id: c.regionId,
  store_id: c.storeId,
  position_id: c.positionId,
  ...c.identity,
});

/**
 * Inserts the valid rows in batches, one transaction each. When a batch hits a unique index
 * (someone registered the same e-mail meanwhile), that batch is retried row by row so only the
 * clashing rows fail. Returns how many were registered.
 */
async function insertAll(
  db: Db,
  brandId: number,
  candidates: Candidate[],
  at: Date,
  errors: ImportError[],
): Promise<number> {
  let registered = 0;
  for (let i = 0; i < candidates.length; i += BATCH) {
    const batch = candidates.slice(i, i + BATCH);
    try {
      await db.transaction((tx) =>
        tx.query(INSERT_SQL, [brandId, at, JSON.stringify(batch.map(asRecord))]),
      );
      registered += batch.length;
    } catch (err) {
      if (!duplicateFieldOf(err)) throw err;
      for (const one of batch) {
        try {
          await db.transaction((tx) =>
            tx.query(INSERT_SQL, [brandId, at, JSON.stringify([asRecord(one)])]),
          );
          registered++;
        } catch (rowErr) {
          const field = duplicateFieldOf(rowErr);
          if (!field) throw rowErr;
          errors.push({
            row: one.row,
            column: FILE_COLUMN[field] ?? field,
            value: one.identity[field] ?? '',
            reason: DUPLICATE[field].reason,
          });
        }
      }
    }
  }
  return registered;
}

/**
 * POST /admin/v2/people/import. Every row is checked on its own and reported; valid rows are
 * registered whatever the others hold. Reasons: identifier_required, invalid_email,
 * invalid_phone, invalid_phone_length, invalid_curp, invalid_rfc, too_long, position_required,
 * unknown_position, store_required, unknown_store, ambiguous_store, store_outside_filter,
 * duplicate_email / duplicate_phone / duplicate_employee_number (an active person of the brand
 * has it) and repeated_email / repeated_phone / repeated_employee_number (an earlier row of the
 * file registers it).
 */
export async function importPeople(c: Context<AppEnv>, { query }: Input) {
  const { db, now } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  const bytes = await readCapped(c);
  const { text, encoding } = decodeCsvBytes(bytes);
  if (text.trim() === '') failure(400, 'empty_file', 'The file is empty');
  // Blank lines before the header must not hide its delimiter.
  const delimiter = detectDelimiter(text.replace(/^(?:[ \t]*\r?\n|\r)+/, ''));
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text, delimiter);
  } catch (err) {
    if (err instanceof CsvSyntaxError)
      failure(400, 'malformed_csv', `The file is not valid CSV: ${err.message}`);
    throw err;
  }
  const isBlank = (fields: string[]) => fields.every((f) => f.trim() === '');
  const content = records.filter((r) => !isBlank(r.fields));
  const header = content[0];
  if (!header) failure(400, 'empty_file', 'The file is empty');
  const index = new Map<Column, number>();
  header.fields.forEach((cell, i) => {
    const key = headerKey(cell);
    const column = (IMPORT_COLUMNS as readonly string[]).includes(key)
      ? (key as Column)
      : ALIASES[key];
    if (column && !index.has(column)) index.set(column, i);
  });
  const missing: string[] = [];
  if (!index.has('email') && !index.has('phone') && !index.has('enrollment')) {
    missing.push('email, phone or enrollment');
  }
  for (const k of ['position', 'store'] as const) if (!index.has(k)) missing.push(k);
  if (missing.length > 0) {
    failure(
      400,
      'missing_header',
      `The first line must be the header ${IMPORT_COLUMNS.join(',')} (missing: ${missing.join(', ')})`,
    );
  }

  const [positionRows, storeRows, scoped] = await Promise.all([
    db.query<{ id: number; name: string }>('SELECT id, name FROM positions WHERE brand_id = $1', [
      scope.brandId,
    ]),
    // Stores of the domain's reach: one outside the filter is told apart from an unknown one.
    db.query<StoreRef>(
      `SELECT id, name, region_id FROM organizations
        WHERE kind = 'store' AND brand_id = $1
          AND ($2::int IS NULL OR region_id = $2) AND ($3::int IS NULL OR id = $3)`,
      [scope.brandId, scope.regionId, scope.storeId],
    ),
    scopedTo(db, scope),
  ]);
  const positions = new Map<string, number>();
  for (const p of positionRows.rows) positions.set(p.name.trim().toLowerCase(), p.id);
  const stores = new Map<string, StoreRef[]>();
  for (const s of storeRows.rows) {
    const key = s.name.trim().toLowerCase();
    stores.set(key, [...(stores.get(key) ?? []), s]);
  }
  const filter = scope.filter;
  const inFilter = (s: StoreRef) =>
    (filter.storeId === null || s.id === filter.storeId) &&
    (filter.regionId === null || s.region_id === filter.regionId);
  const filterStore =
    filter.storeId === null ? undefined : storeRows.rows.find((s) => s.id === filter.storeId);

  const errors: ImportError[] = [];
  const candidates: Candidate[] = [];
  let failedRows = 0;
  for (const record of content.slice(1)) {
    const cell = (k: Column) => {
      const i = index.get(k);
      return i === undefined ? '' : (record.fields[i] ?? '').trim();
    };
    if (IMPORT_COLUMNS.every((k) => cell(k) === '')) continue;
    const row = record.line;
    const rowErrors: ImportError[] = [];
    const add = (column: string, value: string, reason: string) =>
      rowErrors.push({ row, column, value, reason });
    const { identity, problems } = checkIdentity({
      first_name: cell('first_name'),
      last_name: cell('last_name'),
      email: cell('email'),
      phone: cell('phone'),
      employee_number: cell('enrollment'),
      national_id: cell('national_id'),
      tax_id: cell('tax_id'),
    });
    for (const p of problems) add(FILE_COLUMN[p.field] ?? p.field, p.value, p.reason);

    const positionName = cell('position');
    const positionId = positions.get(positionName.toLowerCase());
    if (positionName === '') add('position', '', 'position_required');
    else if (positionId === undefined) add('position', positionName, 'unknown_position');

    const storeName = cell('store');
    let store: StoreRef | undefined;
    if (storeName === '') {
      // A single-store reach (store admin, or a store filter) needs no store column.
      if (filterStore) store = filterStore;
      else add('store', '', 'store_required');
    } else {
      const found = stores.get(storeName.toLowerCase()) ?? [];
      const allowed = found.filter(inFilter);
      if (found.length === 0) add('store', storeName, 'unknown_store');
      else if (allowed.length === 0) add('store', storeName, 'store_outside_filter');
      else if (allowed.length > 1) add('store', storeName, 'ambiguous_store');
      else store = allowed[0];
    }

    if (rowErrors.length > 0 || positionId === undefined || !store) {
      errors.push(...rowErrors);
      failedRows++;
      continue;
    }
    candidates.push({ row, identity, positionId, storeId: store.id, regionId: store.region_id });
  }

  // Identifiers against the database (active people of the brand), then within the file: the
  // first valid row claims a value and later rows repeating it fail.
  const [emails, phones, numbers] = await Promise.all([
    taken(
      db,
      scope.brandId,
      'lower(email)',
      uniq(candidates.map((c) => c.identity.email?.toLowerCase())),
    ),
    taken(db, scope.brandId, 'phone', uniq(candidates.map((c) => c.identity.phone))),
    taken(
      db,
      scope.brandId,
      'employee_number',
      uniq(candidates.map((c) => c.identity.employee_number)),
    ),
  ]);
  const claimed = {
    email: new Set<string>(),
    phone: new Set<string>(),
    employee_number: new Set<string>(),
  };
  const valid: Candidate[] = [];
  for (const cand of candidates) {
    const rowErrors: ImportError[] = [];
    const checks = [
      ['email', cand.identity.email, cand.identity.email?.toLowerCase(), emails],
      ['phone', cand.identity.phone, cand.identity.phone, phones],
      ['employee_number', cand.identity.employee_number, cand.identity.employee_number, numbers],
    ] as const;
    for (const [field, value, key, inDb] of checks) {
      if (value === null || key === undefined || key === null) continue;
      const column = FILE_COLUMN[field] ?? field;
      if (inDb.has(key))
        rowErrors.push({ row: cand.row, column, value, reason: DUPLICATE[field].reason });
      else if (claimed[field].has(key)) {
        rowErrors.push({ row: cand.row, column, value, reason: `repeated_${field}` });
      }
    }
    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      failedRows++;
      continue;
    }
    for (const [field, , key] of checks)
      if (key !== null && key !== undefined) claimed[field].add(key);
    valid.push(cand);
  }

  const at = now();
  const before = errors.length;
  const registered = await insertAll(db, scope.brandId, valid, at, errors);
  failedRows += errors.length - before;
  errors.sort((a, b) => a.row - b.row);
  await logActivity(
    db,
    {
      brandId: scope.brandId,
      adminId: c.var.admin.id,
      securityId: scope.securityId,
      action: 'import_people',
      targetType: scoped ? scoped.level : 'brand',
      targetId: scoped ? scoped.id : scope.brandId,
      details: { registered, failed: failedRows, encoding, bytes: bytes.byteLength },
    },
    at,
  );
  return reply(c, {
    registered,
    failed: failedRows,
    errors: errors.slice(0, MAX_LISTED_ERRORS),
    errors_csv:
      errors.length === 0
        ? null
        : csvDocument(
            ['row', 'column', 'value', 'reason'],
            errors.map((e) => [e.row, e.column, e.value, e.reason]),
          ),
    scoped_to: scoped,
  });
}

function uniq(values: (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => typeof v === 'string'))];
}
