/** The one database seam: implemented by PGlite (embedded) and by `pg` (PostgreSQL). */
export interface Db {
  readonly engine: 'pglite' | 'postgres';
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<T extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<{ rows: T[]; rowCount: number }>;
  /** Runs a script of several statements without parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
  /** Runs fn inside one transaction on one connection; rolls back when fn throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
