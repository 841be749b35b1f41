// GET /me in one statement: the session check, the sliding expiry, the account, its domains and
// its tour settings. /me is the call every browser tab makes on load and on every refresh; four
// round trips (and a write on each) made it cost more than any page. Nothing here is cached: a
// logout, a password change or a role or scope change made through any server process is seen by
// the very next /me, because each one reads the database afresh.

import type { components } from '../../openapi/schema';
import type { Db } from '../platform/db/db';
import type { SignedInAdmin } from '../platform/http/env';
import { DOMAIN_COLUMNS, DOMAIN_FROM, type DomainJoinRow } from './domain-view';

type TourPage = components['schemas']['TourPage'];

// However often /me refreshes it, a session ends 30 days after sign-in.
const MAX_SESSION_MS = 30 * 24 * 3600 * 1000;

/**
 * The sliding expiry is written only once it lags the ideal one by more than this (a twentieth of
 * the token's life, at most a minute): back-to-back /me calls then read without writing, and a
 * session ends at most this much earlier than a write on every call would make it. Never later.
 */
function slideStepMs(ttlSeconds: number): number {
  return Math.min(60_000, (ttlSeconds * 1000) / 20);
}

/** The account's columns as the session check reads them, with its tour and its domains. */
export interface MeRow extends Omit<SignedInAdmin, 'tokenHash' | 'sessionCreatedAt'> {
  show_tour: boolean;
  seen_tours: TourPage[];
  domains: DomainJoinRow[];
}

// The UPDATE runs whether or not the SELECT reads it (a data-modifying WITH always runs once); it
// sees the same snapshot as `s`, so it slides only a session that was live when the call began.
// When it changes no row the statement writes nothing: no transaction id, no WAL to flush.
const ME_SQL = `
WITH s AS (
  SELECT admin_id, created_at,
         LEAST($3::timestamptz, created_at + $4::double precision * interval '1 millisecond')
           AS slid_to
    FROM sessions
   WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2
), slide AS (
  UPDATE sessions u SET expires_at = s.slid_to
    FROM s
   WHERE u.token_hash = $1
     AND u.expires_at < s.slid_to - $5::double precision * interval '1 millisecond'
  RETURNING 1
)
SELECT a.id, a.email, a.first_name, a.last_name, a.phone, a.avatar, a.locale, a.profile_image,
       a.timezone, a.show_tour, a.seen_tours,
       COALESCE((SELECT json_agg(x ORDER BY x.security_id)
                   FROM (SELECT ${DOMAIN_COLUMNS} FROM ${DOMAIN_FROM}
                          WHERE d.admin_id = a.id) x), '[]'::json) AS domains
  FROM s JOIN admins a ON a.id = s.admin_id`;

/** The account behind a live session, its expiry slid forward; undefined when it is not live. */
export async function readMe(
  db: Db,
  tokenHash: string,
  at: Date,
  ttlSeconds: number,
): Promise<MeRow | undefined> {
  const { rows } = await db.query<MeRow>(
    ME_SQL,
    [
      tokenHash,
      at,
      new Date(at.getTime() + ttlSeconds * 1000),
      MAX_SESSION_MS,
      slideStepMs(ttlSeconds),
    ],
    { prepared: 'read_me' },
  );
  return rows[0];
}
