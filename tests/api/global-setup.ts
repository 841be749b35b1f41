// Builds ONE migrated, small-seeded database per `vitest --project api` run and hands it to the
// workers (harness/test-db.ts turns it into a fresh copy per test file):
// - PGlite (default): seeded in a temporary data directory, dumped to a tarball in the OS temp
//   directory; the workers load it with `loadDataDir`. Uncompressed on purpose:
//   gzip made the dump several times slower and every test file's load about twice as slow, only
//   to save ~80 MB of a temporary file.
// - PostgreSQL (TEST_DATABASE_URL set): a template database with a unique name per run; the
//   workers copy it with CREATE DATABASE … TEMPLATE. Teardown drops it and any copy left over.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { hashPassword } from '../../server/platform/auth/password';
import type { Db } from '../../server/platform/db/db';
import { migrate } from '../../server/platform/db/migrate';
import { PgDb } from '../../server/platform/db/pg-db';
import { PgliteDb } from '../../server/platform/db/pglite-db';
import { seed } from '../../server/platform/db/seed/seed';
import { todaySeedDay } from '../../server/platform/db/seed/seed-context';
import { DEMO_PASSWORD } from '../../server/platform/db/seed/seed-fixtures';
import { databaseUrl, onServer, type TestDbSource } from './harness/test-db';

async function migrateAndSeed(db: Db, seedDay: string): Promise<void> {
  await migrate(db);
  await seed(db, { scale: 'small', seedDay, passwordHash: await hashPassword(DEMO_PASSWORD) });
}

async function buildPglite(seedDay: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-seed-'));
  const snapshotPath = `${dataDir}.tar`;
  const db = await PgliteDb.open({ dataDir });
  try {
    await migrateAndSeed(db, seedDay);
    const dump = await db.dumpDataDir('none');
    await writeFile(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return { snapshotPath, teardown: () => rm(snapshotPath, { force: true }) };
}

async function buildPostgres(url: string, seedDay: string) {
  const template = `api_tpl_${Date.now().toString(36)}_${process.pid}`;
  const dropAll = () =>
    onServer(url, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname DESC`,
        [`${template}%`],
      );
      // Copies first (longer names sort after the template), then the template itself.
      for (const { datname } of rows) {
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
    });
  await onServer(url, (client) => client.query(`CREATE DATABASE "${template}"`));
  const db = new PgDb(databaseUrl(url, template), { max: 2 });
  try {
    await migrateAndSeed(db, seedDay);
  } catch (err) {
    await db.close();
    await dropAll();
    throw err;
  }
  // No session may stay connected to a template while it is being copied.
  await db.close();
  return { template, teardown: dropAll };
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const seedDay = todaySeedDay();
  const url = process.env.TEST_DATABASE_URL;
  let source: TestDbSource;
  let teardown: () => Promise<unknown>;
  if (url) {
    const built = await buildPostgres(url, seedDay);
    teardown = built.teardown;
    source = {
      engine: 'postgres',
      url,
      template: built.template,
      scale: 'small',
      seedDay,
      buildMs: 0,
    };
  } else {
    const built = await buildPglite(seedDay);
    teardown = built.teardown;
    source = {
      engine: 'pglite',
      snapshotPath: built.snapshotPath,
      scale: 'small',
      seedDay,
      buildMs: 0,
    };
  }
  source.buildMs = Math.round(performance.now() - started);
  console.log(
    `[api] small seed on ${source.engine} built in ${(source.buildMs / 1000).toFixed(1)} s`,
  );
  project.provide('testDb', source);
  return async () => {
    await teardown();
  };
}
