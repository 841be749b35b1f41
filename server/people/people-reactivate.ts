import { checkPhone } from '../../openapi/rules/phone-number';
import { logActivity } from '../platform/activity/activity';
import { reachCondition, resolveScope, type Scope } from '../platform/auth/scope';
import type { Db } from '../platform/db/db';
import { SqlParams } from '../platform/db/sql';
import { ApiFailure, notFound } from '../platform/http/api-failure';
import { type OperationHandler, reply } from '../platform/http/operation';
import { duplicateFailure, findDuplicate } from './people-placement';
import { domainReach, PERSON_COLUMNS, type PersonRow, toPerson } from './people-repository';
import { duplicateFieldOf } from './person-rules';

interface Lookup {
  employee_number?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
}

const blank = (v: string | undefined) => {
  const t = v?.trim() ?? '';
  return t === '' ? undefined : t;
};

/** Phones are stored as national digits; "+52 55 1234-5678" finds "5512345678". */
function phoneDigits(raw: string): string {
  const checked = checkPhone(raw);
  return checked.ok ? checked.digits : raw.replace(/\D/g, '');
}

/**
 * People of the caller's reach matching every identifier given (deleted ones too), active
 * first, then the most recently deleted. 400 when no identifier is given.
 */
async function findPeople(db: Db, scope: Scope, l: Lookup, limit: number): Promise<PersonRow[]> {
  const p = new SqlParams();
  const parts = [reachCondition(domainReach(scope), 'p', p)];
  const add = (v: unknown) => p.add(v);
  const number = blank(l.employee_number);
  const email = blank(l.email);
  const phone = blank(l.phone);
  if (number === undefined && email === undefined && phone === undefined) {
    throw new ApiFailure(
      400,
      'identifier_required',
      'Lookup or reactivation needs employee number, email or phone',
      { field: 'employee_number' },
    );
  }
  if (number !== undefined) parts.push(`p.employee_number = ${add(number)}`);
  if (email !== undefined) parts.push(`lower(p.email) = lower(${add(email)}::text)`);
  if (phone !== undefined) parts.push(`p.phone = ${add(phoneDigits(phone))}`);
  const { rows } = await db.query<PersonRow>(
    `SELECT ${PERSON_COLUMNS} FROM people p
      WHERE ${parts.join(' AND ')}
      ORDER BY (p.deleted_at IS NULL) DESC, p.deleted_at DESC, p.id DESC
      LIMIT ${add(limit)}`,
    p.values,
  );
  return rows;
}

/** GET /admin/v2/people/lookup. */
export const lookupPerson: OperationHandler<'lookupPerson'> = async (c, { query }) => {
  const { db } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  const [row] = await findPeople(db, scope, query, 1);
  if (!row) throw notFound('Person');
  return reply(c, toPerson(row));
};

/**
 * POST /admin/v2/people/reactivate: undeletes the most recently deleted match. 409 when the
 * match is active already, or when someone active took one of its identifiers meanwhile.
 */
export const reactivatePerson: OperationHandler<'reactivatePerson'> = async (
  c,
  { query, body },
) => {
  const { db, now } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  const at = now();
  try {
    const row = await db.transaction(async (tx) => {
      const matches = await findPeople(tx, scope, body, 50);
      const person = matches.find((p) => p.deleted_at !== null);
      if (!person) {
        if (matches.length > 0) {
          throw new ApiFailure(409, 'already_active', 'This person is already active');
        }
        throw notFound('Person');
      }
      const clash = await findDuplicate(tx, scope.brandId, person, person.id);
      if (clash) throw duplicateFailure(clash);
      await tx.query('UPDATE people SET deleted_at = NULL WHERE id = $1', [person.id]);
      await logActivity(
        tx,
        {
          brandId: scope.brandId,
          adminId: c.var.admin.id,
          securityId: scope.securityId,
          action: 'reactivate_person',
          targetType: 'person',
          targetId: person.id,
        },
        at,
      );
      return { ...person, deleted_at: null };
    });
    return reply(c, toPerson(row));
  } catch (err) {
    const field = duplicateFieldOf(err);
    if (field) throw duplicateFailure(field);
    throw err;
  }
};
