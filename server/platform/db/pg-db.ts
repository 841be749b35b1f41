import pg from 'pg';
import type { Db, QueryOptions } from './db';
import { Slots } from './slots';
import { assertOutsideTx, runInTxScope } from './tx-scope';

// Value types identical to pglite-db.ts: int8 and numeric (and their arrays) as JS numbers,
// date (and date[]) as 'YYYY-MM-DD' text. Kept per pool so no other pg user is affected.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const INT8_ARRAY = 1016;
const DATE_ARRAY = 1182;
const INT4_ARRAY = 1007;
const FLOAT8_ARRAY = 1022;
const TEXT_ARRAY = 1009;
const NUMERIC_ARRAY = 1231;

type TextParser = (value: string) => unknown;
// pg-types types its oids as an enum of scalar types only; array oids are plain numbers.
const builtinParser = pg.types.getTypeParser as unknown as (
  oid: number,
  format?: string,
) => TextParser;

const overrides = new Map<number, TextParser>([
  [INT8, (x) => Number(x)],
  [NUMERIC, (x) => Number(x)],
  [DATE, (x) => x],
  [INT8_ARRAY, builtinParser(INT4_ARRAY, 'text')],
  [NUMERIC_ARRAY, builtinParser(FLOAT8_ARRAY, 'text')],
  [DATE_ARRAY, builtinParser(TEXT_ARRAY, 'text')],
]);

const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (format ?? 'text') === 'text' && overrides.has(oid)
      ? overrides.get(oid)
      : builtinParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

// PGlite sends a Date parameter as its UTC ISO text; pg would send local time with an offset,
// which turns a Date into a different calendar day when it meets a date column. Match PGlite.
function prepare(params: readonly unknown[] | undefined): unknown[] | undefined {
  return params?.map((p) => (p instanceof Date ? p.toISOString() : p));
}

interface Queryable {
  query(config: pg.QueryConfig & { queryMode?: 'extended' }): Promise<pg.QueryResult>;
  query(text: string): Promise<pg.QueryResult | pg.QueryResult[]>;
}

async function runQuery<T>(
  client: Queryable,
  sql: string,
  params: readonly unknown[] | undefined,
  options?: QueryOptions,
): Promise<{ rows: T[]; rowCount: number }> {
  // Always the extended protocol, like PGlite's query(): one statement, server-side parameters.
  const res = await client.query({
    text: sql,
    values: prepare(params) ?? [],
    queryMode: 'extended',
    ...(options?.prepared ? { name: options.prepared } : {}),
  });
  return { rows: res.rows as T[], rowCount: res.rowCount ?? res.rows.length };
}

/**
 * `Db.batches` on one connection: pg's row events, each batch handed over once `size` rows have
 * arrived (no cursor, so no transaction needed; rows not yet taken wait in memory, as a whole
 * result would). `ended` runs once the statement is over (with its error, if any), whether or
 * not anyone still reads: a response the server drops unread must not keep its connection.
 */
async function* streamRows<T>(
  client: pg.ClientBase,
  sql: string,
  params: readonly unknown[] | undefined,
  size: number,
  ended: (failure?: Error) => void,
): AsyncGenerator<T[], void, undefined> {
  const ready: T[][] = [];
  let batch: T[] = [];
  let failure: Error | undefined;
  let finished = false;
  let stopped = false;
  let wake = () => {};
  const finish = (err?: Error) => {
    if (finished) return;
    finished = true;
    failure = err;
    if (!err && batch.length > 0 && !stopped) ready.push(batch);
    batch = [];
    wake();
    ended(err);
  };
  // queryMode is pg's (as in runQuery) but missing from @types/pg's QueryConfig.
  const query = new pg.Query<T & pg.QueryResultRow>({
    text: sql,
    values: prepare(params) ?? [],
    queryMode: 'extended',
  } as pg.QueryConfig);
  query.on('row', (row) => {
    if (stopped || finished) return;
    batch.push(row);
    if (batch.length >= size) {
      ready.push(batch);
      batch = [];
      wake();
    }
  });
  query.on('end', () => finish());
  query.on('error', (err) => finish(err));
  client.query(query);
  try {
    for (;;) {
      const next = ready.shift();
      if (next !== undefined) yield next;
      else if (failure !== undefined) throw failure;
      else if (finished) return;
      else await new Promise<void>((r) => (wake = r));
    }
  } finally {
    // Stopped early: drop the rows still to come (the statement runs to its end regardless).
    stopped = true;
    ready.length = 0;
  }
}

/** A Db over one checked-out pool client with an open transaction. */
class PgTxDb implements Db {
  readonly engine = 'postgres' as const;
  #client: pg.PoolClient;
  #depth: number;

  constructor(client: pg.PoolClient, depth: number) {
    this.#client = client;
    this.#depth = depth;
  }

  query<T extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ) {
    assertOutsideTx(this);
    return runQuery<T>(this.#client as Queryable, sql, params, options);
  }

  batches<T extends object = Record<string, unknown>>(
    sql: string,
    params: readonly unknown[] | undefined,
    size: number,
  ) {
    assertOutsideTx(this);
    return streamRows<T>(this.#client, sql, params, size, () => {});
  }

  async exec(sql: string): Promise<void> {
    assertOutsideTx(this);
    await this.#client.query(sql);
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    assertOutsideTx(this);
    const name = `sp_${this.#depth}`;
    await this.#client.query(`SAVEPOINT ${name}`);
    try {
      const result = await runInTxScope(this, () => fn(new PgTxDb(this.#client, this.#depth + 1)));
      await this.#client.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (err) {
      await this.#client.query(`ROLLBACK TO SAVEPOINT ${name}`);
      throw err;
    }
  }

  async close(): Promise<void> {
    throw new Error('close() the Db that opened the transaction, not the transaction');
  }
}

/** PostgreSQL through a `pg` pool behind the Db seam. */
export class PgDb implements Db {
  readonly engine = 'postgres' as const;
  readonly pool: pg.Pool;
  /**
   * A semaphore for long reads (`batches`: streamed exports, a whole brand's ranking each): they
   * hold at most a quarter of the pool's connections (one of four: the pool has about two per
   * core). Without it sixteen downloads at once took every connection for seconds, so every page,
   * and the downloads' own cached first batches, waited behind them. With one permit the other
   * core and connections stay for everyone else, and the downloads take turns (they end later;
   * two permits let the pages wait again: docs/benchmarks/exports.md).
   */
  readonly longReads: Slots;
  #closed = false;

  /**
   * `connectionTimeoutMillis`: give up opening a connection after this long (default: never). A
   * replica (replica-db.ts) sets it so an unreachable one costs a moment, then the primary answers.
   * `statementTimeoutMs`: the server cancels a statement running longer (default: never); a
   * replica's, so one its caller gave up on does not keep its connection.
   */
  constructor(
    connectionString: string,
    options: { max?: number; connectionTimeoutMillis?: number; statementTimeoutMs?: number } = {},
  ) {
    const max = options.max ?? 4;
    this.longReads = new Slots(Math.max(1, Math.floor(max / 4)));
    this.pool = new pg.Pool({
      connectionString,
      // A few connections per core: more backends only contend for the same CPUs (a pool of 10
      // answered 16 clients slower than a pool of 4: docs/benchmarks/people.md).
      max,
      ...(options.connectionTimeoutMillis
        ? { connectionTimeoutMillis: options.connectionTimeoutMillis }
        : {}),
      types,
      // Same session time zone as PGlite, so ::date and date_trunc agree on both engines.
      // Reports hash and sort up to ~100,000 people or attempts per call: with the default 4 MB
      // they spilled to disk (a brand's user ranking wrote 60 MB of temp files). JIT compiling
      // cost more than it saved on every report tried. Parallel workers too: starting them cost
      // more than they saved on any report at one client, and at 16 clients every core is busy
      // anyway.
      options: `-c TimeZone=UTC -c work_mem=32MB -c jit=off -c max_parallel_workers_per_gather=0${
        options.statementTimeoutMs ? ` -c statement_timeout=${options.statementTimeoutMs}` : ''
      }`,
    });
    // An idle client losing its server connection must not crash the process; the pool drops it.
    this.pool.on('error', () => {});
  }

  query<T extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ) {
    assertOutsideTx(this);
    return runQuery<T>(this.pool as unknown as Queryable, sql, params, options);
  }

  batches<T extends object = Record<string, unknown>>(
    sql: string,
    params: readonly unknown[] | undefined,
    size: number,
  ) {
    assertOutsideTx(this);
    return this.#streamOnPool<T>(sql, params, size);
  }

  async *#streamOnPool<T>(sql: string, params: readonly unknown[] | undefined, size: number) {
    const free = await this.longReads.take();
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (err) {
      free();
      throw err;
    }
    // Back to the pool when the statement ends; dropped after an error, as pool.query does.
    yield* streamRows<T>(client, sql, params, size, (failure) => {
      client.release(failure);
      free();
    });
  }

  async exec(sql: string): Promise<void> {
    assertOutsideTx(this);
    await this.pool.query(sql);
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    assertOutsideTx(this);
    const client = await this.pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      const result = await runInTxScope(this, () => fn(new PgTxDb(client, 1)));
      const commit = await client.query('COMMIT');
      // PostgreSQL answers COMMIT of a failed transaction with ROLLBACK; PGlite throws. Match it.
      if (commit.command === 'ROLLBACK') throw new Error('Transaction aborted: it was rolled back');
      return result;
    } catch (err) {
      try {
        await client.query('ROLLBACK');
      } catch {
        // The connection itself failed; do not hand it back to the pool.
        broken = true;
      }
      throw err;
    } finally {
      client.release(broken);
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.pool.end();
  }
}
