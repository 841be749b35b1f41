import type { Scope } from '../platform/auth/scope';
import type { Db } from '../platform/db/db';
import { ApiFailure, forbidden } from '../platform/http/api-failure';
import { DUPLICATE, type IdentifierField, type Identity } from './person-rules';

// Where a person may be placed and whom they would clash with: the checks of a write that need
// the database. Shared by create, edit and reactivation.

/** The store's region; 403 unless the position is the brand's and the store is in reach. */
export async function checkPlacement(
  db: Db,
  scope: Scope,
  positionId: number,
  storeId: number,
): Promise<{ regionId: number | null }> {
  const { rows: positions } = await db.query(
    'SELECT 1 FROM positions WHERE id = $1 AND brand_id = $2',
    [positionId, scope.brandId],
  );
  if (!positions[0]) {
    throw new ApiFailure(403, 'forbidden', 'This role/position is not in your scope', {
      field: 'position_id',
    });
  }
  const { rows: stores } = await db.query<{ region_id: number | null }>(
    `SELECT region_id FROM organizations
      WHERE id = $1 AND kind = 'store' AND brand_id = $2
        AND ($3::int IS NULL OR region_id = $3) AND ($4::int IS NULL OR id = $4)`,
    [storeId, scope.brandId, scope.regionId, scope.storeId],
  );
  const store = stores[0];
  if (!store) throw forbidden('This store is not in your scope');
  return { regionId: store.region_id };
}

/** The identifier an active person of the brand (other than exceptId) already uses, if any. */
export async function findDuplicate(
  db: Db,
  brandId: number,
  who: Pick<Identity, 'email' | 'phone' | 'employee_number'>,
  exceptId: number | null,
): Promise<IdentifierField | null> {
  if (who.email === null && who.phone === null && who.employee_number === null) return null;
  const { rows } = await db.query<{ email_hit: boolean; phone_hit: boolean; number_hit: boolean }>(
    `SELECT coalesce(bool_or(lower(email) = lower($2::text)), false) AS email_hit,
            coalesce(bool_or(phone = $3::text), false) AS phone_hit,
            coalesce(bool_or(employee_number = $4::text), false) AS number_hit
       FROM people
      WHERE brand_id = $1 AND deleted_at IS NULL AND id <> $5
        AND (lower(email) = lower($2::text) OR phone = $3::text OR employee_number = $4::text)`,
    [brandId, who.email, who.phone, who.employee_number, exceptId ?? 0],
  );
  const r = rows[0];
  if (r?.email_hit) return 'email';
  if (r?.phone_hit) return 'phone';
  if (r?.number_hit) return 'employee_number';
  return null;
}

/** The 409 for a clash on one identifier. */
export function duplicateFailure(field: IdentifierField): ApiFailure {
  const d = DUPLICATE[field];
  return new ApiFailure(409, d.reason, d.message, { field });
}
