import { logActivity } from '../platform/activity/activity';
import { resolveScope } from '../platform/auth/scope';
import { type OperationHandler, type Routes, route } from '../platform/http/operation';

/**
 * POST /admin/v2/activity-log: the two actions the console takes on its own (a domain change,
 * a setting that matters). The contract limits the body to them, so a client cannot forge a
 * people operation; the entry is written in the caller's own domain, checked like any call.
 */
const recordActivity: OperationHandler<'recordActivity'> = async (c, { query, body: input }) => {
  const { db, now } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  const entry =
    input.action === 'domain_change'
      ? { targetType: 'domain', targetId: scope.securityId, details: { name: input.domain_name } }
      : { targetType: 'setting', targetId: input.key, details: { value: input.value } };
  await logActivity(
    db,
    {
      brandId: scope.brandId,
      adminId: c.var.admin.id,
      securityId: scope.securityId,
      action: input.action,
      ...entry,
    },
    now(),
  );
  return c.body(null, 204);
};

/** POST /admin/v2/activity-log. */
export function activityRecordRoutes(routes: Routes): void {
  route(routes, 'recordActivity', recordActivity);
}
