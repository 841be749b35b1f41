import type { components } from '../../openapi/schema';
import { logActivity } from '../platform/activity/activity';
import {
  hashIntegrationKey,
  keyPrefix,
  newIntegrationKey,
} from '../platform/auth/integration-key-rules';
import { resolveScope, type Scope } from '../platform/auth/scope';
import type { Db } from '../platform/db/db';
import { ApiFailure, notFound } from '../platform/http/api-failure';
import { type OperationHandler, type Routes, reply, route } from '../platform/http/operation';
import { runLoad } from '../platform/ingest/load';
import type { IngestLoaders } from '../platform/ingest/loaders';
import { integrationFileRoutes } from './file-routes';

type IntegrationKey = components['schemas']['IntegrationKey'];
type Kind = components['schemas']['IntegrationKind'];

/** Integration keys are a brand's business: brand-level admins and super administrators only. */
function requireBrandLevel(scope: Scope): void {
  if (scope.role !== 'superAdmin' && scope.role !== 'brandAdmin') {
    throw new ApiFailure(403, 'forbidden', 'Only brand administrators manage integration keys');
  }
}

interface KeyRow {
  id: number;
  name: string;
  kinds: Kind[];
  key_prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
  revoked_at: Date | null;
  requests_per_minute: number;
  admin_id: number | null;
  admin_email: string | null;
  admin_name: string | null;
}

const KEY_SELECT = `
  SELECT k.id, k.name, k.kinds, k.key_prefix, k.created_at, k.last_used_at, k.expires_at,
         k.revoked_at, k.requests_per_minute, a.id AS admin_id, a.email AS admin_email,
         trim(a.first_name || ' ' || a.last_name) AS admin_name
    FROM integration_keys k LEFT JOIN admins a ON a.id = k.created_by`;

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

const toKey = (r: KeyRow): IntegrationKey => ({
  id: r.id,
  name: r.name,
  kinds: r.kinds,
  prefix: r.key_prefix,
  created_by:
    r.admin_id === null
      ? null
      : { id: r.admin_id, email: r.admin_email ?? '', name: r.admin_name || (r.admin_email ?? '') },
  created_at: new Date(r.created_at).toISOString(),
  last_used_at: iso(r.last_used_at),
  expires_at: iso(r.expires_at),
  revoked_at: iso(r.revoked_at),
  requests_per_minute: r.requests_per_minute,
});

async function loadKey(db: Db, brandId: number, id: number): Promise<KeyRow> {
  const { rows } = await db.query<KeyRow>(`${KEY_SELECT} WHERE k.id = $1 AND k.brand_id = $2`, [
    id,
    brandId,
  ]);
  const row = rows[0];
  if (!row) throw notFound('Integration key');
  return row;
}

/** GET /admin/v2/integration-keys. */
const listIntegrationKeys: OperationHandler<'listIntegrationKeys'> = async (c, { query }) => {
  const { db } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  requireBrandLevel(scope);
  const { rows } = await db.query<KeyRow>(
    `${KEY_SELECT} WHERE k.brand_id = $1 ORDER BY k.created_at DESC, k.id DESC`,
    [scope.brandId],
  );
  return reply(c, rows.map(toKey));
};

/** POST /admin/v2/integration-keys: the key is in this answer and nowhere else, ever. */
const createIntegrationKey: OperationHandler<'createIntegrationKey'> = async (
  c,
  { query, body },
) => {
  const { db, now } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  requireBrandLevel(scope);
  const at = now();
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  // Not after at.getTime(): an instant the format admits but Date cannot hold (a leap second).
  if (expiresAt && !(expiresAt.getTime() > at.getTime())) {
    throw new ApiFailure(400, 'validation', 'expires_at must be an instant in the future', {
      field: 'expires_at',
    });
  }
  const name = body.name.trim();
  if (name === '') throw new ApiFailure(400, 'validation', 'name is blank', { field: 'name' });
  const key = newIntegrationKey();
  const row = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO integration_keys (brand_id, name, key_hash, key_prefix, kinds, created_by,
                                     created_at, expires_at, requests_per_minute)
       VALUES ($1, $2, $3, $4, $5::text[], $6, $7, $8, $9) RETURNING id`,
      [
        scope.brandId,
        name,
        hashIntegrationKey(key),
        keyPrefix(key),
        body.kinds,
        c.var.admin.id,
        at,
        expiresAt,
        body.requests_per_minute ?? 120,
      ],
    );
    const id = rows[0]?.id as number;
    await logActivity(
      tx,
      {
        brandId: scope.brandId,
        adminId: c.var.admin.id,
        securityId: scope.securityId,
        action: 'create_integration_key',
        targetType: 'integration_key',
        targetId: id,
        details: { name, kinds: body.kinds, expires_at: iso(expiresAt) },
      },
      at,
    );
    return loadKey(tx, scope.brandId, id);
  });
  return reply(c, { ...toKey(row), key }, 201);
};

/** DELETE /admin/v2/integration-keys/{keyId}: revoked at once; revoking again changes nothing. */
const revokeIntegrationKey: OperationHandler<'revokeIntegrationKey'> = async (
  c,
  { query, params },
) => {
  const { db, now } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  requireBrandLevel(scope);
  const at = now();
  const row = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; name: string }>(
      `UPDATE integration_keys SET revoked_at = $3
        WHERE id = $1 AND brand_id = $2 AND revoked_at IS NULL RETURNING id, name`,
      [params.keyId, scope.brandId, at],
    );
    const revoked = rows[0];
    if (revoked) {
      await logActivity(
        tx,
        {
          brandId: scope.brandId,
          adminId: c.var.admin.id,
          securityId: scope.securityId,
          action: 'revoke_integration_key',
          targetType: 'integration_key',
          targetId: revoked.id,
          details: { name: revoked.name },
        },
        at,
      );
    }
    return loadKey(tx, scope.brandId, params.keyId);
  });
  return reply(c, toKey(row));
};

/** The key routes, the file loads and one ingestion operation per kind, on the app's loaders. */
export function integrationRoutes(routes: Routes, loaders: IngestLoaders): void {
  route(routes, 'listIntegrationKeys', listIntegrationKeys);
  route(routes, 'createIntegrationKey', createIntegrationKey);
  route(routes, 'revokeIntegrationKey', revokeIntegrationKey);
  integrationFileRoutes(routes, loaders);
  route(routes, 'ingestRegions', (c) => runLoad(c, loaders.regions));
  route(routes, 'ingestStores', (c) => runLoad(c, loaders.stores));
  route(routes, 'ingestPositions', (c) => runLoad(c, loaders.positions));
  route(routes, 'ingestPeople', (c) => runLoad(c, loaders.people));
  route(routes, 'ingestCourses', (c) => runLoad(c, loaders.courses));
  route(routes, 'ingestAttempts', (c) => runLoad(c, loaders.attempts));
  route(routes, 'ingestProgress', (c) => runLoad(c, loaders.progress));
  route(routes, 'ingestChecklists', (c) => runLoad(c, loaders.checklists));
  route(routes, 'ingestSupervisions', (c) => runLoad(c, loaders.supervisions));
  route(routes, 'ingestKpiModules', (c) => runLoad(c, loaders['kpi-modules']));
  route(routes, 'ingestKpiValues', (c) => runLoad(c, loaders['kpi-values']));
  route(routes, 'ingestSurveys', (c) => runLoad(c, loaders.surveys));
  route(routes, 'ingestSurveyOpenings', (c) => runLoad(c, loaders['survey-openings']));
  route(routes, 'ingestSurveyAnswers', (c) => runLoad(c, loaders['survey-answers']));
}
