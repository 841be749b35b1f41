import { logActivity } from '../platform/activity/activity';
import { reachCondition, resolveScope } from '../platform/auth/scope';
import type { Db } from '../platform/db/db';
import { SqlParams } from '../platform/db/sql';
import { ApiFailure } from '../platform/http/api-failure';
import { type OperationHandler, reply } from '../platform/http/operation';
import { domainReach, loadPerson } from './people-repository';

/** Soft-deletes people (reactivation undoes it) and ends their sessions in the app. */
export async function softDelete(tx: Db, ids: readonly number[], at: Date): Promise<void> {
  await tx.query('UPDATE people SET deleted_at = $2 WHERE id = ANY($1::int[])', [ids, at]);
  await tx.query(
    'UPDATE app_sessions SET revoked_at = $2 WHERE person_id = ANY($1::int[]) AND revoked_at IS NULL',
    [ids, at],
  );
}

/** DELETE /admin/v2/people/{id}. */
export const deletePerson: OperationHandler<'deletePerson'> = async (c, { query, params }) => {
  const { db, now } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  const id = params.personId;
  const at = now();
  await db.transaction(async (tx) => {
    await loadPerson(tx, scope, id, { forUpdate: true });
    await softDelete(tx, [id], at);
    await logActivity(
      tx,
      {
        brandId: scope.brandId,
        adminId: c.var.admin.id,
        securityId: scope.securityId,
        action: 'delete_person',
        targetType: 'person',
        targetId: id,
      },
      at,
    );
  });
  return reply(c, { deleted: 1 });
};

/**
 * POST /admin/v2/people/bulk-delete. All or nothing: the rows are locked, and when any id is
 * missing, already deleted or outside the caller's reach the whole call is a 404 (the same
 * answer for all three, so the reply does not tell which ids exist elsewhere).
 */
export const deletePeople: OperationHandler<'deletePeople'> = async (c, { query, body }) => {
  const { db, now } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  const { ids } = body;
  const at = now();
  await db.transaction(async (tx) => {
    const p = new SqlParams();
    const { rows } = await tx.query<{ id: number }>(
      `SELECT p.id FROM people p
        WHERE p.id = ANY(${p.add(ids)}::int[]) AND p.deleted_at IS NULL
          AND ${reachCondition(domainReach(scope), 'p', p)}
        ORDER BY p.id FOR UPDATE`,
      p.values,
    );
    if (rows.length !== ids.length) {
      const found = new Set(rows.map((r) => r.id));
      const missing = ids.filter((id) => !found.has(id));
      throw new ApiFailure(
        404,
        'not_found',
        `Nothing was deleted: ${missing.length} of the people were not found (${missing.slice(0, 20).join(', ')})`,
        { field: 'ids' },
      );
    }
    await softDelete(tx, ids, at);
    await logActivity(
      tx,
      {
        brandId: scope.brandId,
        adminId: c.var.admin.id,
        securityId: scope.securityId,
        action: 'delete_people',
        targetType: 'person',
        details: { ids, count: ids.length },
      },
      at,
    );
  });
  return reply(c, { deleted: ids.length });
};
