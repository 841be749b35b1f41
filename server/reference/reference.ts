import { PHONE_COUNTRIES } from '../../openapi/rules/phone-countries';
import { resolveScope } from '../platform/auth/scope';
import { type OperationHandler, type Routes, reply, route } from '../platform/http/operation';

/** The positions of the scope's brand. */
const listPositions: OperationHandler<'listPositions'> = async (c, { query }) => {
  const { db } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  const { rows } = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM positions WHERE brand_id = $1 ORDER BY name',
    [scope.brandId],
  );
  return reply(c, rows);
};

/** The brand's active topics (the topic filters of the reports). */
const listTopics: OperationHandler<'listTopics'> = async (c, { query }) => {
  const { db } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  const { rows } = await db.query<{ id: number; name: string }>(
    "SELECT id, name FROM courses WHERE brand_id = $1 AND type <> 'inactive' ORDER BY name, id",
    [scope.brandId],
  );
  return reply(c, rows);
};

const listPhonePrefixes: OperationHandler<'listPhonePrefixes'> = async (c) =>
  reply(c, [...PHONE_COUNTRIES]);

/** Positions and topics of the scope's brand, and the phone countries. */
export function referenceRoutes(routes: Routes): void {
  route(routes, 'listPositions', listPositions);
  route(routes, 'listTopics', listTopics);
  route(routes, 'listPhonePrefixes', listPhonePrefixes);
}
