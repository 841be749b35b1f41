import { checkBirthDate, latestTodayAnywhere } from '../../openapi/rules/birth-date';
import { logActivity } from '../platform/activity/activity';
import { hashPassword } from '../platform/auth/password';
import { resolveScope } from '../platform/auth/scope';
import type { Db } from '../platform/db/db';
import { ApiFailure } from '../platform/http/api-failure';
import { type OperationHandler, reply } from '../platform/http/operation';
import { checkPlacement, duplicateFailure, findDuplicate } from './people-placement';
import { loadPerson, PERSON_COLUMNS, type PersonRow, toPerson } from './people-repository';
import {
  BIRTH_DATE_MESSAGES,
  checkIdentity,
  duplicateFieldOf,
  type Identity,
  MESSAGES,
  type Problem,
  type RawIdentity,
} from './person-rules';

/** The first problem as the form's 400 (the form shows one message per field anyway). */
function failOn(problems: Problem[]): void {
  const p = problems[0];
  if (!p) return;
  const field = p.field === 'identifier' ? 'employee_number' : p.field;
  throw new ApiFailure(400, p.reason, MESSAGES[p.reason], { field });
}

/** A birth date still to come, or before 1900, is a 400 naming `birth_date`; null is no date. */
function failOnBirthDate(day: string | null | undefined, now: Date): void {
  if (day === null || day === undefined) return;
  const problem = checkBirthDate(day, latestTodayAnywhere(now));
  if (problem) {
    throw new ApiFailure(400, problem, BIRTH_DATE_MESSAGES[problem], { field: 'birth_date' });
  }
}

/** Runs a write; a unique index that still fires (a concurrent write won the race) is a 409. */
async function guarded<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const field = duplicateFieldOf(err);
    if (field) throw duplicateFailure(field);
    throw err;
  }
}

/**
 * Stores the app account's password hashed (as the seed does); the contract already bounds it
 * (8–200). Never read back: Person has no password field.
 */
async function storePassword(db: Db, id: number, hash: string | null): Promise<void> {
  if (hash === null) return;
  await db.query('UPDATE people SET password_hash = $2 WHERE id = $1', [id, hash]);
}

/** The hash of a given password, computed outside the transaction (scrypt is slow on purpose). */
const hashOf = (password: string | undefined) =>
  password === undefined ? Promise.resolve(null) : hashPassword(password);

const reloaded = async (db: Db, id: number) => {
  const { rows } = await db.query<PersonRow>(
    `SELECT ${PERSON_COLUMNS} FROM people p WHERE p.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new Error(`person ${id} vanished inside its own transaction`);
  return row;
};

/** POST /admin/v2/people: a new person, pre-registered, in a store of the caller's reach. */
export const createPerson: OperationHandler<'createPerson'> = async (c, { query, body: input }) => {
  const { db, now } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  const { identity, problems } = checkIdentity(input);
  failOn(problems);
  failOnBirthDate(input.birth_date, now());
  const { regionId } = await checkPlacement(db, scope, input.position_id, input.store_id);
  const passwordHash = await hashOf(input.password);
  const at = now();
  const row = await guarded(() =>
    db.transaction(async (tx) => {
      const clash = await findDuplicate(tx, scope.brandId, identity, null);
      if (clash) throw duplicateFailure(clash);
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO people (brand_id, region_id, store_id, position_id, first_name, last_name,
                             email, phone, calling_code, country, gender, employee_number,
                             national_id, tax_id, birth_date, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
                 'preregistered', $16)
         RETURNING id`,
        [
          scope.brandId,
          regionId,
          input.store_id,
          input.position_id,
          identity.first_name,
          identity.last_name,
          identity.email,
          identity.phone,
          identity.calling_code,
          identity.country,
          input.gender ?? null,
          identity.employee_number,
          identity.national_id,
          identity.tax_id,
          input.birth_date ?? null,
          at,
        ],
      );
      const id = rows[0]?.id as number;
      await storePassword(tx, id, passwordHash);
      await logActivity(
        tx,
        {
          brandId: scope.brandId,
          adminId: c.var.admin.id,
          securityId: scope.securityId,
          action: 'create_person',
          targetType: 'person',
          targetId: id,
          details: { store_id: input.store_id, position_id: input.position_id },
        },
        at,
      );
      return reloaded(tx, id);
    }),
  );
  return reply(c, toPerson(row), 201);
};

const IDENTITY_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'calling_code',
  'country',
  'employee_number',
  'national_id',
  'tax_id',
] as const;

/**
 * PUT /admin/v2/people/{id}. A field left out keeps its value and null clears it, so a form that
 * sends only what it shows cannot wipe the rest. Fields left out are not re-validated: a value
 * stored before a rule tightened must not block an unrelated edit.
 */
export const updatePerson: OperationHandler<'updatePerson'> = async (
  c,
  { query, params, body: input },
) => {
  const { db, now } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  const id = params.personId;
  const current = await loadPerson(db, scope, id);
  const given = new Set(Object.keys(input));
  const merged: RawIdentity = {};
  for (const f of IDENTITY_FIELDS) merged[f] = given.has(f) ? input[f] : current[f];
  const { identity: checked, problems } = checkIdentity(merged);
  failOn(problems.filter((p) => p.field === 'identifier' || given.has(p.field)));
  // Only a sent date is checked, as with the other fields.
  failOnBirthDate(input.birth_date, now());
  const identity: Identity = { ...checked };
  for (const f of IDENTITY_FIELDS) {
    // Values the caller did not send stay exactly as stored.
    if (!given.has(f)) (identity as unknown as Record<string, unknown>)[f] = current[f];
  }
  if (given.has('phone') && !given.has('calling_code'))
    identity.calling_code = checked.calling_code;
  const { regionId } = await checkPlacement(db, scope, input.position_id, input.store_id);
  const passwordHash = await hashOf(input.password);
  const at = now();
  const row = await guarded(() =>
    db.transaction(async (tx) => {
      await loadPerson(tx, scope, id, { forUpdate: true });
      const clash = await findDuplicate(tx, scope.brandId, identity, id);
      if (clash) throw duplicateFailure(clash);
      await tx.query(
        `UPDATE people SET region_id = $2, store_id = $3, position_id = $4, first_name = $5,
                last_name = $6, email = $7, phone = $8, calling_code = $9, country = $10,
                gender = $11, employee_number = $12, national_id = $13, tax_id = $14,
                birth_date = $15
          WHERE id = $1`,
        [
          id,
          regionId,
          input.store_id,
          input.position_id,
          identity.first_name,
          identity.last_name,
          identity.email,
          identity.phone,
          identity.calling_code,
          identity.country,
          given.has('gender') ? (input.gender ?? null) : current.gender,
          identity.employee_number,
          identity.national_id,
          identity.tax_id,
          given.has('birth_date') ? (input.birth_date ?? null) : current.birth_date,
        ],
      );
      const after: Record<string, unknown> = {
        ...identity,
        gender: given.has('gender') ? (input.gender ?? null) : current.gender,
        birth_date: given.has('birth_date') ? (input.birth_date ?? null) : current.birth_date,
        store_id: input.store_id,
        position_id: input.position_id,
      };
      await storePassword(tx, id, passwordHash);
      const before = current as unknown as Record<string, unknown>;
      const changed = Object.keys(after).filter((f) => after[f] !== before[f]);
      // The log names the field, never the value.
      if (passwordHash !== null) changed.push('password');
      await logActivity(
        tx,
        {
          brandId: scope.brandId,
          adminId: c.var.admin.id,
          securityId: scope.securityId,
          action: 'update_person',
          targetType: 'person',
          targetId: id,
          details: { fields: changed.sort() },
        },
        at,
      );
      return reloaded(tx, id);
    }),
  );
  return reply(c, toPerson(row));
};
