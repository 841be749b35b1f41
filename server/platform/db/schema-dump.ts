import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { migrate } from './migrate';
import { PgDb } from './pg-db';

const run = promisify(execFile);

/**
 * The schema every migration builds, as one readable file: `pg_dump --schema-only` of a fresh
 * database migrated from nothing. `server/platform/db/schema.sql` is this text; `npm run schema:dump`
 * writes it, and an API test on PostgreSQL fails when the committed file is stale.
 */
export async function dumpMigratedSchema(serverUrl: string): Promise<string> {
  const name = `schema_dump_${process.pid}_${Date.now()}`;
  const onServer = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await onServer(`CREATE DATABASE "${name}"`);
  try {
    const db = new PgDb(url.toString());
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    const { stdout } = await run(
      'pg_dump',
      ['--schema-only', '--no-owner', '--no-privileges', '--no-comments', url.toString()],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return normaliseSchemaDump(stdout);
  } finally {
    await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/**
 * Drops what changes from one dump to the next without the schema changing: the server and
 * pg_dump versions, the random key of `\restrict` lines, runs of blank lines.
 */
export function normaliseSchemaDump(text: string): string {
  const kept = text
    .split('\n')
    .filter((line) => !/^-- Dumped (from|by) /.test(line) && !/^\\(un)?restrict /.test(line));
  return `${kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
