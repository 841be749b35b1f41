import type { Db } from '../db/db';

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

/**
 * The target and counts of an entry for documents of people's rows (DC-3 forms, awards): the
 * person when they are all one person's, else none; always how many documents and people.
 */
export function documentsEntry(personIds: readonly number[]) {
  const people = new Set(personIds);
  const [only] = people;
  return {
    ...(people.size === 1 && only !== undefined ? { targetType: 'person', targetId: only } : {}),
    details: { count: personIds.length, people: people.size },
  };
}
