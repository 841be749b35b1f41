import type { components } from '../../openapi/schema';
import { logActivity } from '../activity';
import { resolveScope } from '../auth/scope';
import type { Routes } from '../http/operation';

type ActivityInput = components['schemas']['ActivityInput'];

/**
 * POST /admin/v2/activity-log: the two actions the console takes on its own (a domain change,
 * a setting that matters). The contract limits the body to them, so a client cannot forge a
 * people operation; the entry is written in the caller's own domain, checked like any call.
 */
export function activityRecordRoutes(routes: Routes): void {
  routes.set('recordActivity', async (c, { query, body }) => {
    const { db, now } = c.var.deps;
    const scope = await resolveScope(db, c.var.admin.id, query);
    const input = body as ActivityInput;
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
  });
}
