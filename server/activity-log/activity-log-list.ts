import { resolveScope } from '../platform/auth/scope';
import { SqlParams } from '../platform/db/sql';
import { type OperationHandler, reply } from '../platform/http/operation';
import {
  ACTIVITY_FROM,
  ACTOR_NAME,
  activityOrder,
  activityWhere,
  actorOf,
  ENTRY_COLUMNS,
  type EntryRow,
} from './activity-log-filter';

/**
 * GET /admin/v2/activity-log: one page of the entries under the scope and filter
 * (`activityWhere`), newest first unless sorted, with the total and the admins who acted under
 * the filter without its actor (the actor filter's options).
 */
export const listActivityLog: OperationHandler<'listActivityLog'> = async (c, { query }) => {
  const { db } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  const zone = c.var.admin.timezone;
  const p = new SqlParams();
  const where = activityWhere(scope, query, zone, p);
  const { page, page_size: pageSize } = query;
  const limit = p.add(pageSize);
  const offset = p.add((page - 1) * pageSize);
  const others = new SqlParams();
  const withoutActor = activityWhere(scope, query, zone, others, { withActor: false });
  const [items, count, actors] = await Promise.all([
    db.query<EntryRow>(
      `SELECT ${ENTRY_COLUMNS} FROM ${ACTIVITY_FROM}
        WHERE ${where} ORDER BY ${activityOrder(query.sort)} LIMIT ${limit} OFFSET ${offset}`,
      p.values,
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${ACTIVITY_FROM} WHERE ${where}`,
      p.values.slice(0, -2),
    ),
    db.query<{ id: number; email: string; name: string }>(
      `SELECT a.id, a.email, max(${ACTOR_NAME}) AS name FROM ${ACTIVITY_FROM}
        WHERE ${withoutActor} AND a.id IS NOT NULL
        GROUP BY a.id, a.email ORDER BY lower(max(${ACTOR_NAME})), a.id`,
      others.values,
    ),
  ]);
  return reply(c, {
    items: items.rows.map((r) => ({
      id: Number(r.id),
      action: r.action,
      actor: actorOf(r),
      domain: r.security_id,
      target_type: r.target_type,
      target_id: r.target_id,
      target_name: r.target_name,
      details: r.details,
      created_at: new Date(r.created_at).toISOString(),
    })),
    actors: actors.rows.map((a) => ({ id: a.id, email: a.email, name: a.name })),
    total: count.rows[0]?.total ?? 0,
    page,
    page_size: pageSize,
  });
};
