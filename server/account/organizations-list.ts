import { type OperationHandler, reply } from '../platform/http/operation';
import { allOrganizations, type Organization, reachesOf } from './organizations-reach';

/** GET /api/v2/organizations: every organisation for a super admin, else those of their domains. */
export const listOrganizations: OperationHandler<'listOrganizations'> = async (c, { query }) => {
  const { db } = c.var.deps;
  const kind = query['filter[kind]'];
  const reaches = await reachesOf(db, c.var.admin.id);
  if (reaches.some((r) => r.role === 'superAdmin')) {
    return reply(c, await allOrganizations(db, kind));
  }
  const seen = new Map<number, Organization>();
  for (const r of reaches) {
    if (!kind || r.organization.kind === kind) seen.set(r.organization.id, r.organization);
  }
  return reply(
    c,
    [...seen.values()].sort((a, b) => a.name.localeCompare(b.name)),
  );
};
