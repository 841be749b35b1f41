import type { Db, QueryOptions } from './db';
import { PgDb } from './pg-db';
import { type ReplicaFailure, ReplicaTimeoutError, replicaFailureOf } from './replica-failure';
import { primaryLsn, type ReplicaLag, replayedLsn, replicaLag } from './replica-lag';

/** One replica as /healthz shows it: named by its place in DATABASE_REPLICA_URLS, never its URL. */
export interface ReplicaStatus {
  name: string;
  up: boolean;
  lag_bytes: number | null;
  lag_ms: number | null;
}

interface Replica {
  name: string;
  db: Db;
  /** Skipped until then (ms since epoch): it failed like a dead server. */
  downUntil: number;
  /** Sent to the primary until then: it could not catch up in time, so nobody waits on it again. */
  behindUntil: number;
  /** The furthest WAL position it was seen to have replayed. */
  replayed: bigint;
}

export interface ReplicaRouting {
  /** How long a statement may wait for a replica to replay the primary's WAL (default 200 ms). */
  catchUpMs?: number;
  /** How long a replica that failed like a dead server is left alone before it is tried again. */
  downMs?: number;
  /** How long a replica that could not catch up is left alone (its lag is not one write's). */
  behindMs?: number;
  /**
   * How long a statement, or a streamed read's next batch, may go unanswered on a replica before
   * the replica counts as down (default 15 s). A frozen replica accepts a statement and never
   * answers; the primary runs it instead (or, rows already handed over, the read fails).
   */
  timeoutMs?: number;
}

// How often a statement waiting for a replica to catch up asks it how far it is.
const POLL_MS = 5;
// An unreachable replica (a dropped packet, not a refusal) must cost a moment, not a request.
const CONNECT_TIMEOUT_MS = 1_000;

const DEFAULT_TIMEOUT_MS = 15_000;
// The replica's server cancels a statement its caller gave up on this long after the caller did:
// the caller's own clock decides, the server only frees the connection of a live replica.
const SERVER_TIMEOUT_GRACE_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What `pending` resolves to, or a ReplicaTimeoutError after ms (`pending` is then abandoned). */
function within<T>(pending: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ReplicaTimeoutError(ms)), ms);
  });
  // An abandoned statement that fails later has nobody to tell.
  pending.catch(() => {});
  return Promise.race([pending, late]).finally(() => clearTimeout(timer));
}

/**
 * The Db of the report and export reads (replica-reads.ts): each statement runs on a hot-standby
 * replica once it has replayed everything the primary had committed when the statement began,
 * else on the primary. So an answer is never older than the primary's at the time of the call
 * (read-your-writes, on any node; the report cache's "version read before the data" holds too).
 * A replica failing like a dead server is skipped for a while and its statement runs on the
 * primary: the caller never sees the failure. Writes and transactions always go to the primary.
 */
export class ReplicaRoutedDb implements Db {
  readonly engine = 'postgres' as const;
  /** Statements answered by a replica, by the primary, and run again on the primary after a failure. */
  readonly counts = { replica: 0, primary: 0, fallbacks: 0 };
  readonly #replicas: Replica[];
  readonly #catchUpMs: number;
  readonly #downMs: number;
  readonly #behindMs: number;
  readonly #timeoutMs: number;
  #next = 0;

  constructor(
    readonly primary: Db,
    replicas: readonly Db[],
    routing: ReplicaRouting = {},
  ) {
    this.#replicas = replicas.map((db, i) => ({
      name: `replica-${i + 1}`,
      db,
      downUntil: 0,
      behindUntil: 0,
      replayed: 0n,
    }));
    this.#catchUpMs = routing.catchUpMs ?? 200;
    this.#downMs = routing.downMs ?? 2_000;
    this.#behindMs = routing.behindMs ?? 1_000;
    this.#timeoutMs = routing.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** Pools on each of `urls` (as many connections each as the primary's), in front of primary. */
  static open(
    primary: Db,
    urls: readonly string[],
    options: { poolMax?: number } & ReplicaRouting = {},
  ): ReplicaRoutedDb {
    const replicas = urls.map(
      (url) =>
        new PgDb(url, {
          ...(options.poolMax ? { max: options.poolMax } : {}),
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
          statementTimeoutMs: (options.timeoutMs ?? DEFAULT_TIMEOUT_MS) + SERVER_TIMEOUT_GRACE_MS,
        }),
    );
    return new ReplicaRoutedDb(primary, replicas, options);
  }

  async query<T extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<{ rows: T[]; rowCount: number }> {
    const replica = await this.#caughtUp();
    if (replica) {
      try {
        const result = await within(replica.db.query<T>(sql, params, options), this.#timeoutMs);
        this.counts.replica += 1;
        return result;
      } catch (err) {
        if (!this.#failed(replica, err)) throw err;
      }
    }
    this.counts.primary += 1;
    return this.primary.query<T>(sql, params, options);
  }

  async *batches<T extends object = Record<string, unknown>>(
    sql: string,
    params: readonly unknown[] | undefined,
    size: number,
  ): AsyncGenerator<T[], void, undefined> {
    const replica = await this.#caughtUp();
    if (replica) {
      const rows = replica.db.batches<T>(sql, params, size)[Symbol.asyncIterator]();
      let handed = false;
      // Rows not read to their end are closed (their connection back to the pool) when the
      // reader stops early; not after a failure or a timeout (a frozen read would never close).
      let open = true;
      try {
        for (;;) {
          const step = await within(rows.next(), this.#timeoutMs);
          if (step.done) break;
          if (!handed) this.counts.replica += 1;
          handed = true;
          yield step.value;
        }
        open = false;
        if (!handed) this.counts.replica += 1;
        return;
      } catch (err) {
        open = false;
        // Rows already handed over cannot be taken back: only a failure before the first batch
        // is run again on the primary (a dead replica is skipped from now on either way).
        if (handed) {
          this.#failure(replica, err);
          throw err;
        }
        if (!this.#failed(replica, err)) throw err;
      } finally {
        if (open) await rows.return(undefined);
      }
    }
    this.counts.primary += 1;
    yield* this.primary.batches<T>(sql, params, size);
  }

  exec(sql: string): Promise<void> {
    return this.primary.exec(sql);
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.primary.transaction(fn);
  }

  /**
   * Each replica: up (answering within timeoutMs) or down, and its lag behind the primary. A
   * health check must answer even when a replica hangs.
   */
  async health(timeoutMs = 500): Promise<ReplicaStatus[]> {
    return Promise.all(
      this.#replicas.map(async (replica): Promise<ReplicaStatus> => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<undefined>((resolve) => {
          timer = setTimeout(resolve, timeoutMs, undefined);
        });
        const lag: ReplicaLag | undefined = await Promise.race([
          replicaLag(this.primary, replica.db).catch(() => undefined),
          late,
        ]);
        clearTimeout(timer);
        return {
          name: replica.name,
          up: lag !== undefined,
          lag_bytes: lag?.lag_bytes ?? null,
          lag_ms: lag?.lag_ms ?? null,
        };
      }),
    );
  }

  /** Closes the replicas' pools (the primary is its opener's to close). */
  async close(): Promise<void> {
    await Promise.all(this.#replicas.map((r) => r.db.close()));
  }

  /**
   * The next usable replica once it has replayed the primary's WAL up to now (waiting up to
   * catchUpMs), or undefined: the primary answers.
   */
  async #caughtUp(): Promise<Replica | undefined> {
    const now = Date.now();
    const usable = this.#replicas.filter((r) => r.downUntil <= now && r.behindUntil <= now);
    if (usable.length === 0) return undefined;
    const replica = usable[this.#next++ % usable.length];
    if (replica === undefined) return undefined;
    const target = await primaryLsn(this.primary);
    const deadline = Date.now() + this.#catchUpMs;
    while (replica.replayed < target) {
      try {
        const left = Math.max(1, deadline - Date.now());
        replica.replayed = await within(replayedLsn(replica.db), left);
      } catch (err) {
        // Silent until the deadline: behind or frozen, either way not worth waiting on now.
        if (err instanceof ReplicaTimeoutError) {
          replica.behindUntil = Date.now() + this.#behindMs;
        } else {
          this.#failed(replica, err);
        }
        return undefined;
      }
      if (replica.replayed >= target) break;
      if (Date.now() >= deadline) {
        replica.behindUntil = Date.now() + this.#behindMs;
        return undefined;
      }
      await sleep(POLL_MS);
    }
    return replica;
  }

  /** True when err is the replica's failure, not the statement's: the primary runs it instead. */
  #failed(replica: Replica, err: unknown): boolean {
    if (this.#failure(replica, err) === undefined) return false;
    this.counts.fallbacks += 1;
    return true;
  }

  /** How err failed, when it is the replica's failure; a dead replica is skipped for a while. */
  #failure(replica: Replica, err: unknown): ReplicaFailure | undefined {
    const failure = replicaFailureOf(err);
    if (failure === 'down') {
      replica.downUntil = Date.now() + this.#downMs;
      replica.replayed = 0n;
    }
    return failure;
  }
}
