import { logActivity } from '../platform/activity/activity';
import { resolveScope } from '../platform/auth/scope';
import { SqlParams } from '../platform/db/sql';
import { EXPORT_BATCH, recordedCsvResponse } from '../platform/exports/csv-export';
import type { OperationHandler } from '../platform/http/operation';
import { localTimestamp } from '../platform/time/local-time';
import {
  ACTIVITY_FROM,
  activityOrder,
  activityWhere,
  actorOf,
  ENTRY_COLUMNS,
  type EntryRow,
} from './activity-log-filter';

// `action` is read in the console's language when the request asks for one; `action_code` keeps
// the stable code beside it for filters and scripts.
const HEADER = [
  'date',
  'actor',
  'actor_email',
  'action',
  'action_code',
  'target_type',
  'target_id',
  'target_name',
  'details',
] as const;

/**
 * GET /admin/v2/activity-log/export: every entry of the list's filter in its order, streamed (CSV
 * or Excel); times in the caller's zone with their offset, actions in `lang` beside their code.
 * The export itself is logged: it carries the admins' e-mails out of the console.
 */
export const exportActivityLog: OperationHandler<'exportActivityLog'> = async (c, { query }) => {
  const { db, now } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  const zone = c.var.admin.timezone;
  const p = new SqlParams();
  const where = activityWhere(scope, query, zone, p);
  const rows = db.batches<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM ${ACTIVITY_FROM}
      WHERE ${where} ORDER BY ${activityOrder(query.sort)}`,
    p.values,
    EXPORT_BATCH,
  );
  const f = scope.filter;
  return recordedCsvResponse(
    c,
    { scope },
    'actividad.csv',
    {
      header: HEADER,
      cells: (r) => {
        const actor = actorOf(r);
        return [
          localTimestamp(new Date(r.created_at), zone),
          actor?.name ?? '',
          actor?.email ?? '',
          r.action,
          r.action,
          r.target_type,
          r.target_id,
          r.target_name,
          JSON.stringify(r.details ?? {}),
        ];
      },
    },
    rows,
    () =>
      logActivity(
        db,
        {
          brandId: f.brandId,
          adminId: c.var.admin.id,
          securityId: scope.securityId,
          action: 'export_activity_log',
          targetType: f.level,
          targetId: f.storeId ?? f.regionId ?? f.brandId,
          details: {
            start: query.start ?? null,
            end: query.end ?? null,
            action: query.action ?? null,
            actor_id: query.actor_id ?? null,
            search: query.search ?? null,
          },
        },
        now(),
      ),
  );
};
