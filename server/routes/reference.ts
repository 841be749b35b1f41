import { PHONE_COUNTRIES } from '../../openapi/rules/phone-countries';
import { resolveScope } from '../auth/scope';
import { type Routes, reply } from '../http/operation';

/** Positions of the scope's brand and the phone countries. */
export function referenceRoutes(routes: Routes): void {
  routes.set('listPositions', async (c, { query }) => {
    const { db } = c.var.deps;
    const scope = await resolveScope(db, c.var.admin.id, query);
    const { rows } = await db.query<{ id: number; name: string }>(
      'SELECT id, name FROM positions WHERE brand_id = $1 ORDER BY name',
      [scope.brandId],
    );
    return reply(c, rows);
  });

  routes.set('listPhonePrefixes', async (c) => reply(c, PHONE_COUNTRIES));
}
