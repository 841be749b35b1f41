import type { Db } from './db/db';

export interface ActivityEntry {
  brandId: number | null;
  adminId: number | null;
  securityId: number | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
}

/** Records one admin action for the activity log (who, which domain, what, when, target). */
export async function logActivity(db: Db, e: ActivityEntry, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO activity_log (brand_id, admin_id, security_id, action, target_type, target_id,
                               details, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      e.brandId,
      e.adminId,
      e.securityId,
      e.action,
      e.targetType ?? null,
      e.targetId === undefined ? null : String(e.targetId),
      JSON.stringify(e.details ?? {}),
      at,
    ],
  );
}
