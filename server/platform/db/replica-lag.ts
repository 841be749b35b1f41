import type { Db } from './db';

/** A WAL position ('16/B374D848') as a number of bytes, to compare and subtract. */
export function lsnBytes(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** Where the primary's WAL ends now: every transaction committed so far is before it. */
export async function primaryLsn(primary: Db): Promise<bigint> {
  const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
  const lsn = rows[0]?.lsn;
  if (lsn === undefined) throw new Error('pg_current_wal_lsn() returned no row');
  return lsnBytes(lsn);
}

/** How far a standby has replayed the WAL (0 when it is not a standby: nothing to trust). */
export async function replayedLsn(replica: Db): Promise<bigint> {
  const { rows } = await replica.query<{ lsn: string | null }>(
    'SELECT pg_last_wal_replay_lsn()::text AS lsn',
  );
  const lsn = rows[0]?.lsn;
  return lsn ? lsnBytes(lsn) : 0n;
}

export interface ReplicaLag {
  /** WAL the primary has written that the replica has not replayed yet. */
  lag_bytes: number;
  /** How long ago the replica replayed its last transaction while it is behind; 0 once caught up. */
  lag_ms: number;
}

/**
 * The replica's lag behind the primary now. Caught up counts as 0 ms: the time since the last
 * replayed transaction only grows while the primary writes nothing, and is no lag then.
 */
export async function replicaLag(primary: Db, replica: Db): Promise<ReplicaLag> {
  const target = await primaryLsn(primary);
  const { rows } = await replica.query<{ lsn: string | null; since_ms: number | null }>(
    `SELECT pg_last_wal_replay_lsn()::text AS lsn,
            (extract(epoch FROM clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000)::float8
              AS since_ms`,
  );
  const row = rows[0];
  const replayed = row?.lsn ? lsnBytes(row.lsn) : 0n;
  if (replayed >= target) return { lag_bytes: 0, lag_ms: 0 };
  return {
    lag_bytes: Number(target - replayed),
    lag_ms: Math.max(0, Math.round(row?.since_ms ?? 0)),
  };
}
