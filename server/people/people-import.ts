import type { Context } from 'hono';
import { csvDocument } from '../../openapi/rules/csv-write';
import { logActivity } from '../platform/activity/activity';
import { resolveScope, type Scope } from '../platform/auth/scope';
import type { Db } from '../platform/db/db';
import {
  CsvSyntaxError,
  decodeCsvBytes,
  detectDelimiter,
  parseCsv,
} from '../platform/files/csv-read';
import { ApiFailure } from '../platform/http/api-failure';
import { readCappedBody } from '../platform/http/capped-body';
import type { AppEnv } from '../platform/http/env';
import { type OperationHandler, reply } from '../platform/http/operation';
import {
  type Candidate,
  checkRow,
  claimIdentifiers,
  FILE_COLUMN,
  type IdentifierKind,
  IMPORT_COLUMNS,
  type ImportError,
  identifierValues,
  mapHeader,
  rowContext,
  type StoreRef,
} from './people-import-rules';
import { DUPLICATE, duplicateFieldOf } from './person-rules';

/** 20 MB: about 150,000 rows of the template; beyond that the import should be split. */
const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** Rows per INSERT statement (all of a file's batches commit together or not at all). */
const BATCH = 1000;
/** The JSON reply lists this many errors; errors_csv has them all. */
const MAX_LISTED_ERRORS = 1000;

function failure(status: 400 | 413 | 503, reason: string, message: string): never {
  throw new ApiFailure(status, reason, message, { field: 'body' });
}

/** Reads the body without ever holding more than the limit (content-length may be absent). */
function readCapped(c: Context<AppEnv>): Promise<Uint8Array> {
  return readCappedBody(
    c,
    MAX_IMPORT_BYTES,
    () =>
      new ApiFailure(
        413,
        'file_too_large',
        'The file is larger than 20 MB: split it and import each part',
        { field: 'body' },
      ),
  );
}

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

const IDENTIFIER_SQL: Record<IdentifierKind, string> = {
  email: 'lower(email)',
  phone: 'phone',
  employee_number: 'employee_number',
};

/** Values of an identifier already used by active people of the brand. */
async function taken(
  db: Db,
  brandId: number,
  kind: IdentifierKind,
  values: string[],
): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const column = IDENTIFIER_SQL[kind];
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
 * Lets timers, sockets and signals run. PGlite answers its queries through promises alone, so a
 * loop of awaited queries never reaches the event loop's other phases: without this turn, a
 * SIGTERM (and /healthz) waited for the whole file.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function stopIfStopping(stopping: AbortSignal): void {
  if (stopping.aborted) {
    failure(
      503,
      'server_stopping',
      'The server is stopping: nothing of the file was imported. Send it again.',
    );
  }
}

/** Rows checked between two turns of the event loop (checking is synchronous work). */
const CHECK_SLICE = 2_000;

/**
 * Inserts the valid rows in batches, inside the import's transaction (each batch a savepoint).
 * When a batch hits a unique index (someone registered the same e-mail meanwhile), that batch is
 * retried row by row so only the clashing rows fail. Returns how many were registered.
 */
async function insertAll(
  db: Db,
  brandId: number,
  candidates: Candidate[],
  at: Date,
  errors: ImportError[],
  stopping: AbortSignal,
): Promise<number> {
  let registered = 0;
  for (let i = 0; i < candidates.length; i += BATCH) {
    await yieldToEventLoop();
    stopIfStopping(stopping);
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
 * registered whatever the others hold. Reasons: nul_character / lone_surrogate (a cell the
 * database cannot store), too_long (longer than the field's limit), identifier_required,
 * invalid_email, invalid_phone, invalid_phone_length, invalid_curp, invalid_rfc, position_required,
 * unknown_position, store_required, unknown_store, ambiguous_store, store_outside_filter,
 * duplicate_email / duplicate_phone / duplicate_employee_number (an active person of the brand
 * has it) and repeated_email / repeated_phone / repeated_employee_number (an earlier row of the
 * file registers it).
 */
export const importPeople: OperationHandler<'importPeople'> = async (c, { query }) => {
  const { db, now, stopping } = c.var.deps;
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
  const { index, missing } = mapHeader(header.fields);
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
  const ctx = rowContext(positionRows.rows, storeRows.rows, scope.filter);

  const errors: ImportError[] = [];
  const candidates: Candidate[] = [];
  let failedRows = 0;
  let checked = 0;
  for (const record of content.slice(1)) {
    checked += 1;
    if (checked % CHECK_SLICE === 0) {
      await yieldToEventLoop();
      stopIfStopping(stopping);
    }
    const outcome = checkRow(record.fields, record.line, index, ctx);
    if (outcome.kind === 'candidate') candidates.push(outcome.candidate);
    else if (outcome.kind === 'invalid') {
      errors.push(...outcome.errors);
      failedRows++;
    }
  }

  const values = identifierValues(candidates);
  const [email, phone, employee_number] = await Promise.all([
    taken(db, scope.brandId, 'email', values.email),
    taken(db, scope.brandId, 'phone', values.phone),
    taken(db, scope.brandId, 'employee_number', values.employee_number),
  ]);
  const claimed = claimIdentifiers(candidates, { email, phone, employee_number });
  errors.push(...claimed.errors);
  failedRows += claimed.failedRows;
  const valid = claimed.valid;

  const at = now();
  const before = errors.length;
  // One transaction for the whole file and its log entry: a crash, a full disk or a failed
  // statement half-way leaves nothing registered and nothing logged, so sending the file again
  // registers it whole (instead of reporting the committed part as duplicates).
  const registered = await db.transaction(async (tx) => {
    const inserted = await insertAll(tx, scope.brandId, valid, at, errors, stopping);
    await logActivity(
      tx,
      {
        brandId: scope.brandId,
        adminId: c.var.admin.id,
        securityId: scope.securityId,
        action: 'import_people',
        targetType: scoped ? scoped.level : 'brand',
        targetId: scoped ? scoped.id : scope.brandId,
        details: {
          registered: inserted,
          failed: failedRows + errors.length - before,
          encoding,
          bytes: bytes.byteLength,
        },
      },
      at,
    );
    return inserted;
  });
  failedRows += errors.length - before;
  errors.sort((a, b) => a.row - b.row);
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
};
