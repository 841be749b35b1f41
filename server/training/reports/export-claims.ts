import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../../platform/db/db';

/**
 * Claims (leased locks) on e-mailed exports (export_requests rows being made), shared by every API process on
 * one database. The process making one keeps its heartbeat; a claim whose heartbeat is older than
 * CLAIM_EXPIRES_MS belongs to a process that stopped (crash, kill -9) and is failed by whichever
 * process sweeps next, freeing the admin's slot. A live process's claim is never taken.
 */
const CLAIM_HEARTBEAT_MS = 10_000;
export const CLAIM_EXPIRES_MS = 60_000;

/** This process, as a claim's owner: host, pid and a per-start id (pids are reused). */
export const PROCESS_OWNER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** Renews the heartbeat of the owner's claims still being made; returns how many. */
export async function renewClaims(db: Db, owner: string, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE export_requests SET heartbeat_at = $2 WHERE claimed_by = $1 AND status = 'queued'`,
    [owner, now],
  );
  return rowCount;
}

/**
 * Fails the claims whose heartbeat stopped (or that never had one: left before claims had
 * owners); returns their ids. Each row is failed once however many processes sweep at once.
 */
export async function failExpiredClaims(db: Db, now: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: unknown }>(
    `UPDATE export_requests SET status = 'failed', finished_at = $1
      WHERE status = 'queued'
        AND (heartbeat_at IS NULL OR heartbeat_at < $1::timestamptz - make_interval(secs => $2))
      RETURNING id`,
    [now, CLAIM_EXPIRES_MS / 1000],
  );
  return rows.map((r) => Number(r.id));
}

/**
 * The timer every server process runs: renews its own claims and sweeps expired ones. Returns
 * the function that stops it.
 */
export function keepClaims(db: Db, now: () => Date = () => new Date()): () => void {
  const tick = async () => {
    try {
      await renewClaims(db, PROCESS_OWNER, now());
      const failed = await failExpiredClaims(db, now());
      if (failed.length > 0) {
        console.warn(`${failed.length} e-mailed export(s) whose server stopped: failed`);
      }
    } catch (error) {
      // A database that is briefly unreachable is tried again at the next tick.
      console.error('export claims: heartbeat failed', error);
    }
  };
  const timer = setInterval(() => void tick(), CLAIM_HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}
