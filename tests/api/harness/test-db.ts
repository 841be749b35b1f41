import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../../../server/platform/db/db';
import { PgDb } from '../../../server/platform/db/pg-db';
import { PgliteDb } from '../../../server/platform/db/pglite-db';

export type TestEngine = 'pglite' | 'postgres';

/** What global-setup.ts built once per run: a seeded snapshot (PGlite) or template (PostgreSQL). */
export type TestDbSource = {
  scale: 'small';
  /** The seed day the data is dated from ('YYYY-MM-DD'; midnight Mexico City is the anchor). */
  seedDay: string;
  /** How long building it took, for the run's report. */
  buildMs: number;
} & (
  | { engine: 'pglite'; snapshotPath: string }
  | { engine: 'postgres'; url: string; template: string }
);

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbSource;
  }
}

/** PostgreSQL when TEST_DATABASE_URL is set (e.g. postgres://postgres@127.0.0.1:5432/test). */
export function testEngine(): TestEngine {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

/** The provided source: the engine, seed day and where the seeded copy lives. */
export function testDbSource(): TestDbSource {
  return inject('testDb');
}

let snapshot: Promise<Uint8Array<ArrayBuffer>> | undefined;
let copies = 0;

/**
 * A fresh, migrated, small-seeded database for one test file; close() it in afterAll. On
 * PGlite an in-memory copy of the snapshot; on PostgreSQL a database made from the template
 * and dropped again on close().
 */
export async function openTestDb(): Promise<Db> {
  const source = testDbSource();
  if (source.engine === 'pglite') {
    // One read per worker; each copy gets its own Blob over the same bytes.
    snapshot ??= readFile(source.snapshotPath).then((bytes) => new Uint8Array(bytes));
    return PgliteDb.open({ dataDir: 'memory://', loadDataDir: new Blob([await snapshot]) });
  }
  copies += 1;
  const name = `${source.template}_${process.pid}_${copies}`;
  await createFromTemplate(source.url, name, source.template);
  return new ThrowawayPgDb(databaseUrl(source.url, name), source.url, name);
}

/**
 * With TEST_DATABASE_REPLICA_URL (a hot standby of TEST_DATABASE_URL's server, `npm run replica`):
 * the same database on the replica, for DATABASE_REPLICA_URLS; none on PGlite or without it.
 */
export function replicaUrlsFor(db: Db): string[] {
  const replicaServer = process.env.TEST_DATABASE_REPLICA_URL;
  if (!replicaServer || !(db instanceof PgDb)) return [];
  const primary = db.pool.options.connectionString;
  if (!primary) return [];
  return [databaseUrl(replicaServer, new URL(primary).pathname.slice(1))];
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs statements on the maintenance database of serverUrl with a short-lived client. */
export async function onServer<T>(
  serverUrl: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function createFromTemplate(serverUrl: string, name: string, template: string) {
  await onServer(serverUrl, async (client) => {
    // CREATE DATABASE … TEMPLATE fails while another session is connected to the template
    // (SQLSTATE 55006); that is brief (only global setup connects), so retry a few times.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
}

/** A PostgreSQL test database that is dropped when closed. */
class ThrowawayPgDb extends PgDb {
  readonly #serverUrl: string;
  readonly #name: string;

  constructor(url: string, serverUrl: string, name: string) {
    super(url, { max: 4 });
    this.#serverUrl = serverUrl;
    this.#name = name;
  }

  override async close(): Promise<void> {
    await super.close();
    await onServer(this.#serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${this.#name}"`));
  }
}
