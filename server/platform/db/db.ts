export interface QueryOptions {
  /**
   * PostgreSQL: keeps the statement parsed, and its plan once PostgreSQL settles on a generic one,
   * on each pool connection under this name, so a hot call stops paying to plan a join on every
   * request. One name, one SQL text, for the life of the process. PGlite ignores it.
   */
  prepared?: string;
}

/** The one database seam: implemented by PGlite (embedded) and by `pg` (PostgreSQL). */
export interface Db {
  readonly engine: 'pglite' | 'postgres';
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<T extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<{ rows: T[]; rowCount: number }>;
  /**
   * Runs one parameterised statement and hands its rows over in order, `size` at a time (the
   * last batch smaller; none without rows). PostgreSQL hands each batch over as soon as it has
   * arrived, so a large export writes its first lines while the rest is still on the wire;
   * PGlite once the whole result is read. The statement starts on the first `next()` and runs
   * to its end even if nobody reads on (`return()` drops the rest): its connection is free again
   * as soon as the statement is over. On PostgreSQL at most a quarter of the pool's
   * connections (at least one) run them at once outside a transaction; the next waits its turn.
   */
  batches<T extends object = Record<string, unknown>>(
    sql: string,
    params: readonly unknown[] | undefined,
    size: number,
  ): AsyncGenerator<T[], void, undefined>;
  /** Runs a script of several statements without parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
  /** Runs fn inside one transaction on one connection; rolls back when fn throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** `Db.batches` of an engine that reads the whole result first: `read` runs on the first next(). */
export async function* batchesOfResult<T>(
  read: () => Promise<{ rows: T[] }>,
  size: number,
): AsyncGenerator<T[], void, undefined> {
  const { rows } = await read();
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
