import { resolveScope } from '../auth/scope';
import { forbidden } from '../http/api-failure';
import { type Routes, reply } from '../http/operation';

interface EntryRow {
  id: number;
  action: string;
  admin_id: number | null;
  admin_email: string | null;
  admin_first_name: string | null;
  admin_last_name: string | null;
  security_id: number | null;
  target_type: string | null;
  target_id: string | null;
  details: Record<string, unknown>;
  created_at: Date;
}

/**
 * GET /admin/v2/activity-log (SPEC §6: hidden from store admins, so they get 403). Super and
 * brand admins see every entry of the scope's brand. A regional admin sees the entries made in
 * a domain inside their region: a domain of that region (brand_store_group_id) or of one of its
 * stores. Search is a case-insensitive substring of the action, the target or the actor's e-mail.
 */
export function activityLogRoutes(routes: Routes): void {
  routes.set('listActivityLog', async (c, { query }) => {
    const { db } = c.var.deps;
    const scope = await resolveScope(db, c.var.admin.id, query);
    if (scope.role === 'storeAdmin')
      throw forbidden('The activity log is not available to store admins');
    const params: unknown[] = [scope.brandId];
    const parts = ['l.brand_id = $1'];
    if (scope.role === 'regionalAdmin') {
      params.push(scope.regionId);
      parts.push(`l.security_id IN (
        SELECT d.id FROM admin_domains d JOIN organizations o ON o.id = d.organization_id
         WHERE d.brand_id = $1 AND (d.brand_store_group_id = $2 OR o.region_id = $2))`);
    }
    const search = (query.search as string | undefined)?.trim().toLowerCase() ?? '';
    if (search !== '') {
      params.push(`%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
      const p = `$${params.length}`;
      parts.push(`(lower(l.action) LIKE ${p} OR lower(coalesce(l.target_type, '')) LIKE ${p}
                   OR lower(coalesce(l.target_id, '')) LIKE ${p} OR lower(coalesce(a.email, '')) LIKE ${p})`);
    }
    const page = (query.page as number | undefined) ?? 1;
    const pageSize = (query.page_size as number | undefined) ?? 10;
    const where = parts.join(' AND ');
    const n = params.length;
    const [items, count] = await Promise.all([
      db.query<EntryRow>(
        `SELECT l.id, l.action, l.admin_id, a.email AS admin_email, a.first_name AS admin_first_name,
                a.last_name AS admin_last_name, l.security_id, l.target_type, l.target_id,
                l.details, l.created_at
           FROM activity_log l LEFT JOIN admins a ON a.id = l.admin_id
          WHERE ${where}
          ORDER BY l.created_at DESC, l.id DESC
          LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, pageSize, (page - 1) * pageSize],
      ),
      db.query<{ total: number }>(
        `SELECT count(*)::int AS total
           FROM activity_log l LEFT JOIN admins a ON a.id = l.admin_id WHERE ${where}`,
        params,
      ),
    ]);
    return reply(c, {
      items: items.rows.map((r) => ({
        id: Number(r.id),
        action: r.action,
        actor:
          r.admin_id === null
            ? null
            : {
                id: r.admin_id,
                email: r.admin_email ?? '',
                name: `${r.admin_first_name ?? ''} ${r.admin_last_name ?? ''}`.trim(),
              },
        domain: r.security_id,
        target_type: r.target_type,
        target_id: r.target_id,
        details: r.details,
        created_at: new Date(r.created_at).toISOString(),
      })),
      total: count.rows[0]?.total ?? 0,
      page,
      page_size: pageSize,
    });
  });
}
