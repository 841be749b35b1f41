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
import { DOMAIN_COLUMNS, DOMAIN_FROM, type DomainJoinRow, toDomain } from './domain-view';
import { readMe } from './me-read';

let dummyHash: Promise<string> | undefined;

/** Keeps the response time of an unknown e-mail close to that of a wrong password. */
async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
  return false;
}

/** The caller's domain security records with their organisations (SPEC §3). */
export async function domainsOf(db: Db, adminId: number) {
  const { rows } = await db.query<DomainJoinRow>(
    `SELECT ${DOMAIN_COLUMNS} FROM ${DOMAIN_FROM} WHERE d.admin_id = $1 ORDER BY d.id`,
    [adminId],
  );
  return rows.map(toDomain);
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

  // Reads its own session, in the one statement that answers it (me-read.ts).
  route(
    routes,
    'getMe',
    async (c) => {
      const { db, now, config } = c.var.deps;
      const accessToken = requestToken(c);
      if (!accessToken) throw new ApiFailure(401, 'unauthenticated', 'Sign in first');
      // Refreshing slides the session's expiry and hands back the same token: requests in flight
      // keep working and no session rows pile up.
      const me = await readMe(db, hashToken(accessToken), now(), config.tokenTtlSeconds);
      if (!me) throw new ApiFailure(401, 'session_expired', 'The session has expired or was ended');
      const { show_tour, seen_tours, domains: rows, ...user } = me;
      const domains = rows.map(toDomain);
      const first = domains[0];
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
          tour: { show_tour, seen_tours },
        },
      });
    },
    { ownSession: true },
  );

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
