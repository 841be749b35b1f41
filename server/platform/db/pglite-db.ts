import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir, reassertLock } from './data-dir-lock';
import { batchesOfResult, type Db } from './db';
import { assertOutsideTx, runInTxScope } from './tx-scope';

// Same value types as pg-db.ts: int8 and numeric as JS numbers (counts and sums stay far below
// 2^53), date as the 'YYYY-MM-DD' text PostgreSQL prints, never a Date shifted by a time zone.
const parsers = {
  20: (x: string) => Number(x),
  1700: (x: string) => Number(x),
  1082: (x: string) => x,
};

type Runner = Pick<Transaction, 'query' | 'exec'>;

async function runQuery<T>(
  runner: Runner,
  sql: string,
  params: readonly unknown[] | undefined,
): Promise<{ rows: T[]; rowCount: number }> {
  const res = await runner.query<T>(sql, params ? [...params] : undefined);
  // PGlite reports affectedRows only for writes; pg's rowCount is the row count for reads.
  return { rows: res.rows, rowCount: Math.max(res.affectedRows ?? 0, res.rows.length) };
}

/** A Db over one open transaction; nested transactions become savepoints. */
class PgliteTxDb implements Db {
  readonly engine = 'pglite' as const;
  #depth: number;
  #tx: Transaction;

  constructor(tx: Transaction, depth: number) {
    this.#tx = tx;
    this.#depth = depth;
  }

  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]) {
    assertOutsideTx(this);
    return runQuery<T>(this.#tx, sql, params);
  }

  batches<T extends object = Record<string, unknown>>(
    sql: string,
    params: readonly unknown[] | undefined,
    size: number,
  ) {
    assertOutsideTx(this);
    return batchesOfResult(() => runQuery<T>(this.#tx, sql, params), size);
  }

  async exec(sql: string): Promise<void> {
    assertOutsideTx(this);
    await this.#tx.exec(sql);
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    assertOutsideTx(this);
    const name = `sp_${this.#depth}`;
    await this.#tx.exec(`SAVEPOINT ${name}`);
    const inner = new PgliteTxDb(this.#tx, this.#depth + 1);
    try {
      const result = await runInTxScope(this, () => fn(inner));
      await this.#tx.exec(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (err) {
      await this.#tx.exec(`ROLLBACK TO SAVEPOINT ${name}`);
      throw err;
    }
  }

  async close(): Promise<void> {
    throw new Error('close() the Db that opened the transaction, not the transaction');
  }
}

/** PGlite (PostgreSQL in WebAssembly, in process) behind the Db seam. */
export class PgliteDb implements Db {
  readonly engine = 'pglite' as const;
  readonly pglite: PGlite;
  readonly #unlock: () => void;

  private constructor(pglite: PGlite, unlock: () => void) {
    this.pglite = pglite;
    this.#unlock = unlock;
  }

  /**
   * Opens (or creates) the database at dataDir; 'memory://' keeps it in memory. A directory is
   * locked for this process until close(): a second opener gets DataDirLockedError.
   */
  static async open(options: { dataDir?: string; loadDataDir?: Blob | File }): Promise<PgliteDb> {
    const dataDir = options.dataDir ?? 'memory://';
    const opts: PGliteOptions = { dataDir, extensions: { pg_trgm }, parsers };
    if (options.loadDataDir) opts.loadDataDir = options.loadDataDir;
    let unlock = () => {};
    if (!dataDir.includes('://')) {
      mkdirSync(dataDir, { recursive: true });
      unlock = lockDataDir(dataDir);
    }
    try {
      const pglite = await PGlite.create(opts);
      if (options.loadDataDir && !dataDir.includes('://')) {
        // The tarball brought the lock file of the process that made it: the lock is still ours.
        reassertLock(dataDir);
      }
      // As pg-db.ts's pool: reports hash and sort ~100,000 rows, which spilled to temporary files
      // with the default 4 MB. PGlite is one session, so the setting holds for its life.
      await pglite.exec(`SET work_mem = '32MB'`);
      return new PgliteDb(pglite, unlock);
    } catch (error) {
      unlock();
      throw error;
    }
  }

  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]) {
    assertOutsideTx(this);
    return runQuery<T>(this.pglite, sql, params);
  }

  batches<T extends object = Record<string, unknown>>(
    sql: string,
    params: readonly unknown[] | undefined,
    size: number,
  ) {
    assertOutsideTx(this);
    return batchesOfResult(() => runQuery<T>(this.pglite, sql, params), size);
  }

  async exec(sql: string): Promise<void> {
    assertOutsideTx(this);
    await this.pglite.exec(sql);
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    assertOutsideTx(this);
    return this.pglite.transaction((tx) => runInTxScope(this, () => fn(new PgliteTxDb(tx, 1))));
  }

  /** A tarball of the data directory (gzip by default), for `open({ loadDataDir })`. */
  dumpDataDir(compression: 'gzip' | 'none' = 'gzip'): Promise<File | Blob> {
    return this.pglite.dumpDataDir(compression);
  }

  async close(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
    this.#unlock();
  }
}
