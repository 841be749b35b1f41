import type { components } from '../../../openapi/schema';
import { instantField } from '../../platform/ingest/instant-field';
import { type Loader, Rejection, unknownReference } from '../../platform/ingest/load';
import { type PersonStatus, raisedStatus } from '../../platform/ingest/person-status';
import { softDelete } from '../people-delete';
import { findDuplicate } from '../people-placement';
import {
  checkIdentity,
  DUPLICATE,
  duplicateFieldOf,
  type IdentifierField,
  MESSAGES,
  type RawIdentity,
} from '../person-rules';

type Item = components['schemas']['IngestPerson'];

// The people rules are the console's (person-rules.ts, people-placement.ts): the same checks of
// a person's own fields, the same identifiers unique among the brand's active people, the same
// soft delete. Only the names differ: the item's fields are camelCase.

/** The item's name of each person field. */
const ITEM_FIELD: Record<string, string> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  calling_code: 'phone',
  country: 'phone',
  employee_number: 'employeeNumber',
  national_id: 'nationalId',
  tax_id: 'nationalId',
  // "one of employee number, e-mail or phone": the form names the employee number too.
  identifier: 'employeeNumber',
};

interface Stored {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  calling_code: string;
  country: string;
  employee_number: string | null;
  national_id: string | null;
  position_id: number | null;
  store_id: number;
  region_id: number | null;
  deleted: boolean;
  status: PersonStatus;
  registered_at: Date | null;
}

const OPTIONAL = [
  ['email', 'email'],
  ['phone', 'phone'],
  ['employeeNumber', 'employee_number'],
  ['nationalId', 'national_id'],
] as const;

const duplicate = (field: IdentifierField) =>
  new Rejection(ITEM_FIELD[field] ?? field, DUPLICATE[field].reason, DUPLICATE[field].message);

/**
 * People by externalId. Optional fields left out keep their stored value and are not checked
 * again (as in the console's edit); null clears them. `active: false` deletes the person (their
 * app sessions end), `active: true` brings them back, left out keeps them as they are.
 * `registeredAt` registers a pre-registered person at that instant (a registered one takes the
 * app's instant and keeps their status); left out, the registration they have is kept.
 */
export const peopleLoader: Loader<Item> = {
  kind: 'people',
  async apply(tx, brandId, item, at) {
    const positions = await tx.query<{ id: number }>(
      'SELECT id FROM positions WHERE brand_id = $1 AND external_id = $2',
      [brandId, item.positionExternalId],
    );
    const stores = await tx.query<{ id: number; region_id: number | null }>(
      `SELECT id, region_id FROM organizations
        WHERE brand_id = $1 AND kind = 'store' AND external_id = $2`,
      [brandId, item.storeExternalId],
    );
    const people = await tx.query<Stored>(
      `SELECT id, first_name, last_name, email, phone, calling_code, country, employee_number,
              national_id, position_id, store_id, region_id, deleted_at IS NOT NULL AS deleted,
              status, registered_at
         FROM people WHERE brand_id = $1 AND external_id = $2 FOR UPDATE`,
      [brandId, item.externalId],
    );
    const position = positions.rows[0];
    if (!position)
      throw unknownReference('positionExternalId', 'position', item.positionExternalId);
    const store = stores.rows[0];
    if (!store) throw unknownReference('storeExternalId', 'store', item.storeExternalId);
    const current = people.rows[0];
    const registeredAt =
      item.registeredAt === undefined ? null : instantField(item.registeredAt, 'registeredAt', at);

    const raw: RawIdentity = { first_name: item.firstName, last_name: item.lastName };
    const given = new Set<string>(['first_name', 'last_name']);
    for (const [itemField, field] of OPTIONAL) {
      const value = item[itemField];
      if (value !== undefined) {
        raw[field] = value;
        given.add(field);
      } else if (current) {
        raw[field] = current[field];
      }
    }
    if (!given.has('phone') && current) {
      raw.calling_code = current.calling_code;
      raw.country = current.country;
    }
    const { identity, problems } = checkIdentity(raw);
    const problem = problems.find((p) => p.field === 'identifier' || given.has(p.field));
    if (problem) {
      throw new Rejection(
        ITEM_FIELD[problem.field] ?? problem.field,
        problem.reason,
        MESSAGES[problem.reason],
      );
    }
    for (const field of ['first_name', 'last_name'] as const) {
      if (identity[field] === '') {
        throw new Rejection(
          ITEM_FIELD[field] ?? field,
          'validation',
          `${ITEM_FIELD[field]} is blank`,
        );
      }
    }
    const next = {
      first_name: identity.first_name,
      last_name: identity.last_name,
      email: identity.email,
      phone: identity.phone,
      calling_code: identity.calling_code,
      country: identity.country,
      employee_number: identity.employee_number,
      national_id: identity.national_id,
      position_id: position.id,
      store_id: store.id,
      region_id: store.region_id,
      deleted: item.active === undefined ? (current?.deleted ?? false) : !item.active,
    };
    const status: PersonStatus = registeredAt
      ? raisedStatus(current?.status ?? 'preregistered', 'registeredWNAct')
      : (current?.status ?? 'preregistered');
    const registered = registeredAt ?? current?.registered_at ?? null;
    if (!next.deleted) {
      const clash = await findDuplicate(tx, brandId, identity, current?.id ?? null);
      if (clash) throw duplicate(clash);
    }
    try {
      if (!current) {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO people (brand_id, region_id, store_id, position_id, first_name, last_name,
                               email, phone, calling_code, country, employee_number, national_id,
                               external_id, status, registered_at, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
           RETURNING id`,
          [
            brandId,
            next.region_id,
            next.store_id,
            next.position_id,
            next.first_name,
            next.last_name,
            next.email,
            next.phone,
            next.calling_code,
            next.country,
            next.employee_number,
            next.national_id,
            item.externalId,
            status,
            registered,
            at,
          ],
        );
        const id = rows[0]?.id;
        if (next.deleted && id !== undefined) await softDelete(tx, [id], at);
        return 'created';
      }
      const changed =
        (Object.keys(next) as (keyof typeof next)[]).some((k) => next[k] !== current[k]) ||
        status !== current.status ||
        registered?.getTime() !== current.registered_at?.getTime();
      if (!changed) return 'unchanged';
      await tx.query(
        `UPDATE people SET region_id = $2, store_id = $3, position_id = $4, first_name = $5,
                last_name = $6, email = $7, phone = $8, calling_code = $9, country = $10,
                employee_number = $11, national_id = $12, status = $13, registered_at = $14
          WHERE id = $1`,
        [
          current.id,
          next.region_id,
          next.store_id,
          next.position_id,
          next.first_name,
          next.last_name,
          next.email,
          next.phone,
          next.calling_code,
          next.country,
          next.employee_number,
          next.national_id,
          status,
          registered,
        ],
      );
      if (next.deleted && !current.deleted) await softDelete(tx, [current.id], at);
      if (!next.deleted && current.deleted) {
        await tx.query('UPDATE people SET deleted_at = NULL WHERE id = $1', [current.id]);
      }
      return 'updated';
    } catch (err) {
      // A concurrent write took the identifier after the check above.
      const field = duplicateFieldOf(err);
      if (field) throw duplicate(field);
      throw err;
    }
  },
};
