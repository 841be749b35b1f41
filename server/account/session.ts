import { logActivity } from '../platform/activity/activity';
import { requestToken } from '../platform/auth/authenticate';
import { hashPassword, verifyPassword } from '../platform/auth/password';
import { deriveRole } from '../platform/auth/roles';
import { loadDomain } from '../platform/auth/scope';
import { throttledPasswordCheck } from '../platform/auth/sign-in-throttle';
import { createSession, hashToken } from '../platform/auth/tokens';
import type { Db } from '../platform/db/db';
import { ApiFailure } from '../platform/http/api-failure';
import { type Routes, reply, route } from '../platform/http/operation';
import {
  ORGANIZATION_COLUMNS,
  ORGANIZATION_FROM,
  type OrganizationRow,
  toOrganization,
} from './organization-view';
import { tourSettingsOf } from './tour-settings';

// However often /me refreshes it, a session ends 30 days after sign-in.
const MAX_SESSION_MS = 30 * 24 * 3600 * 1000;

let dummyHash: Promise<string> | undefined;

/** Keeps the response time of an unknown e-mail close to that of a wrong password. */
async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
  return false;
}

interface DomainJoinRow extends OrganizationRow {
  security_id: number;
  role_id: number;
  brand_store_group_id: number | null;
  group_name: string | null;
  group_translations: Record<string, string> | null;
}

/** The caller's domain security records with their organisations (SPEC §3). */
export async function domainsOf(db: Db, adminId: number) {
  const { rows } = await db.query<DomainJoinRow>(
    `SELECT d.id AS security_id, d.role_id, d.brand_store_group_id,
            g.name AS group_name, g.translations AS group_translations, ${ORGANIZATION_COLUMNS}
       FROM admin_domains d
       JOIN ${ORGANIZATION_FROM} ON o.id = d.organization_id
       LEFT JOIN regions g ON g.id = d.brand_store_group_id
      WHERE d.admin_id = $1 ORDER BY d.id`,
    [adminId],
  );
  return rows.map((r) => ({
    id: r.security_id,
    role_id: r.role_id,
    brand_store_group_id: r.brand_store_group_id,
    storeGroup:
      r.brand_store_group_id === null
        ? null
        : {
            id: r.brand_store_group_id,
            name: r.group_name ?? '',
            translations: r.group_translations ?? {},
          },
    organization: toOrganization(r),
  }));
}

/** POST /token, /api/v2/me, /logout and /api/v2/setLastActivity. */
export function sessionRoutes(routes: Routes): void {
  route(routes, 'createToken', async (c, { body }) => {
    const { username, password, client_id } = body;
    const { db, now, config } = c.var.deps;
    const at = now();
    const email = username.trim().toLowerCase();
    const { rows } = await db.query<{ id: number; password_hash: string }>(
      'SELECT id, password_hash FROM admins WHERE lower(email) = $1',
      [email],
    );
    const admin = rows[0];
    const ok = await throttledPasswordCheck(db, email, at, () =>
      admin ? verifyPassword(password, admin.password_hash) : burnPasswordCheck(password),
    );
    if (!admin || !ok) {
      if (!admin) {
        const person = await db.query(
          'SELECT 1 FROM people WHERE lower(email) = $1 AND deleted_at IS NULL LIMIT 1',
          [email],
        );
        if (person.rows[0]) {
          throw new ApiFailure(
            403,
            'no_admin_account',
            "Sorry! We don't have any admin account associated to this email",
            { code: 2 },
          );
        }
      }
      throw new ApiFailure(
        401,
        'invalid_credentials',
        'Invalid email or password. Please try again.',
        {
          code: 1,
        },
      );
    }
    const token = await createSession(db, admin.id, client_id, config.tokenTtlSeconds, at);
    await logActivity(
      db,
      { brandId: null, adminId: admin.id, securityId: null, action: 'login' },
      at,
    );
    return reply(c, {
      access_token: token,
      token_type: 'Bearer',
      expires_in: config.tokenTtlSeconds,
    });
  });

  route(routes, 'getMe', async (c) => {
    const { db, now, config } = c.var.deps;
    const { tokenHash, sessionCreatedAt, ...user } = c.var.admin;
    // Refreshing slides the session's expiry (never past MAX_SESSION_MS from sign-in) and hands
    // back the same token: requests in flight keep working and no session rows pile up.
    const at = now().getTime();
    const expires = Math.min(
      at + config.tokenTtlSeconds * 1000,
      sessionCreatedAt.getTime() + MAX_SESSION_MS,
    );
    await db.query('UPDATE sessions SET expires_at = $2 WHERE token_hash = $1', [
      tokenHash,
      new Date(expires),
    ]);
    const domains = await domainsOf(db, user.id);
    const first = domains[0];
    // authenticate() already refused a request without a token; this only narrows the type.
    const accessToken = requestToken(c);
    if (!accessToken) throw new ApiFailure(401, 'unauthenticated', 'Sign in first');
    return reply(c, {
      accessToken,
      user: {
        ...user,
        role: first
          ? deriveRole({
              role_id: first.role_id,
              brand_store_group_id: first.brand_store_group_id,
              kind: first.organization.kind,
            })
          : null,
        domains,
        tour: await tourSettingsOf(db, user.id),
      },
    });
  });

  route(routes, 'logout', async (c, { body }) => {
    const { db, now } = c.var.deps;
    const { token } = body;
    const at = now();
    await db.query(
      `UPDATE sessions SET revoked_at = $3
        WHERE admin_id = $1 AND token_hash IN ($2, $4) AND revoked_at IS NULL`,
      [c.var.admin.id, hashToken(token), at, c.var.admin.tokenHash],
    );
    await logActivity(
      db,
      { brandId: null, adminId: c.var.admin.id, securityId: null, action: 'logout' },
      at,
    );
    return reply(c, { ok: true });
  });

  route(routes, 'setLastActivity', async (c, { body }) => {
    const { db, now } = c.var.deps;
    const { security_id } = body;
    const domain = await loadDomain(db, c.var.admin.id, security_id);
    await db.query('UPDATE admins SET last_activity_at = $2 WHERE id = $1', [
      c.var.admin.id,
      now(),
    ]);
    void domain;
    return reply(c, { ok: true });
  });
}
