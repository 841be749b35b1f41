import type { Db } from './db';
import { PgDb } from './pg-db';
import { PgliteDb } from './pglite-db';

export interface OpenDbOptions {
  /** PostgreSQL connection string; when given, the pg pool is used and dataDir is ignored. */
  databaseUrl?: string;
  /**
   * PGlite data directory (default ./data, created if missing, one opener at a time);
   * 'memory://' for in-memory.
   */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start PGlite from (tests: a seeded snapshot). */
  loadDataDir?: Blob | File;
  /** PostgreSQL pool size (default 4). */
  poolMax?: number;
}

/** Opens the database: PostgreSQL when databaseUrl is set, otherwise embedded PGlite. */
export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    return new PgDb(options.databaseUrl, options.poolMax ? { max: options.poolMax } : {});
  }
  return PgliteDb.open({
    dataDir: options.dataDir ?? './data',
    ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
  });
}
