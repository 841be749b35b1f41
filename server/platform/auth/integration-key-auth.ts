import type { Context } from 'hono';
import { ApiFailure } from '../http/api-failure';
import type { AppEnv, IntegrationCaller } from '../http/env';
import { requestToken } from './authenticate';
import {
  hashIntegrationKey,
  isIntegrationKey,
  RATE_WINDOW_MS,
  retryAfterSeconds,
} from './integration-key-rules';

const refused = (message: string) => new ApiFailure(401, 'invalid_integration_key', message);

/**
 * Checks the request's integration key and counts the request against its rate limit, in one
 * UPDATE: the row lock it takes makes a concurrent burst queue on the key, and each request
 * sees the count the one before it left (PostgreSQL re-reads a row changed while it waited), so
 * exactly `requests_per_minute` requests pass in a window, on one API node or several. A window
 * older than a minute starts again at this request. Revoked and expired keys match no row.
 */
const COUNT_SQL = `
  UPDATE integration_keys k
     SET window_started_at = CASE WHEN k.window_started_at IS NULL OR k.window_started_at <= $3
                                  THEN $2 ELSE k.window_started_at END,
         window_requests = CASE WHEN k.window_started_at IS NULL OR k.window_started_at <= $3
                                THEN 1 ELSE k.window_requests + 1 END,
         last_used_at = $2
   WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > $2)
  RETURNING k.id, k.brand_id, k.kinds, k.window_started_at, k.window_requests,
            k.requests_per_minute`;

interface Counted {
  id: number;
  brand_id: number;
  kinds: string[];
  window_started_at: Date;
  window_requests: number;
  requests_per_minute: number;
}

/** The integration key of an ingestion request; 401 when missing, unknown, revoked or expired. */
export async function authenticateIntegrationKey(c: Context<AppEnv>): Promise<IntegrationCaller> {
  const token = requestToken(c);
  if (!token || !isIntegrationKey(token)) {
    throw refused('Send an integration key: Authorization: Bearer ik_…');
  }
  const { db, now } = c.var.deps;
  const at = now();
  const hash = hashIntegrationKey(token);
  const { rows } = await db.query<Counted>(COUNT_SQL, [
    hash,
    at,
    new Date(at.getTime() - RATE_WINDOW_MS),
  ]);
  const key = rows[0];
  if (!key) {
    const { rows: known } = await db.query<{ revoked: boolean }>(
      'SELECT revoked_at IS NOT NULL AS revoked FROM integration_keys WHERE key_hash = $1',
      [hash],
    );
    const found = known[0];
    if (!found) throw refused('This integration key does not exist');
    throw refused(
      found.revoked ? 'This integration key was revoked' : 'This integration key expired',
    );
  }
  if (key.window_requests > key.requests_per_minute) {
    throw new ApiFailure(
      429,
      'rate_limited',
      `This key may send ${key.requests_per_minute} requests a minute: wait and send it again`,
      { retry_after: retryAfterSeconds(new Date(key.window_started_at), at) },
    );
  }
  return { id: key.id, brandId: key.brand_id, kinds: key.kinds };
}
