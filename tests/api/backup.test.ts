import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backupEngineOf,
  backupPglite,
  backupPostgres,
  restorePglite,
  restorePostgres,
} from '../../server/platform/db/backup';
import { DataDirLockedError } from '../../server/platform/db/data-dir-lock';
import { PgDb } from '../../server/platform/db/pg-db';
import { PgliteDb } from '../../server/platform/db/pglite-db';
import { countRows } from '../../server/platform/db/seed/seed';
import { databaseUrl, onServer, testDbSource, testEngine } from './harness/test-db';

// A backup, the data wiped, the backup restored: every seeded table has its rows again, and a
// write made after the backup is gone (it is the backup's state, not a merge).

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'backup-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

// Each engine's round trip runs in that engine's pass of the API tests (CI runs both).
describe.runIf(testEngine() === 'pglite')('backup and restore of the embedded database', () => {
  it('round-trips the seeded data; refuses while a server has it open; keeps the replaced data', async () => {
    const source = testDbSource();
    if (source.engine !== 'pglite') throw new Error('runs on the PGlite pass of the API tests');
    const dataDir = join(root, 'data');
    const seeded = await PgliteDb.open({
      dataDir,
      loadDataDir: new Blob([new Uint8Array(await readFile(source.snapshotPath))]),
    });
    const counts = await countRows(seeded);
    expect(counts.people).toBeGreaterThan(1000);
    // A server has it open: no backup of a directory being written.
    await expect(backupPglite(dataDir, join(root, 'refused.tgz'))).rejects.toThrow(
      DataDirLockedError,
    );
    await seeded.close();

    const file = join(root, 'console.tgz');
    await backupPglite(dataDir, file);
    expect(await backupEngineOf(file)).toBe('pglite');
    const changed = await PgliteDb.open({ dataDir });
    await changed.query('DELETE FROM activity_log');
    await changed.close();

    const movedTo = await restorePglite(file, dataDir, new Date('2026-11-27T12:00:00Z'));
    expect(movedTo).toBe(`${dataDir}.before-restore-2026-11-27T12-00-00-000Z`);
    expect(existsSync(movedTo ?? '')).toBe(true);
    const restored = await PgliteDb.open({ dataDir });
    try {
      expect(await countRows(restored)).toEqual(counts);
    } finally {
      await restored.close();
    }
    // Closed cleanly: no lock left behind, whoever made the backup.
    expect(readdirSync(dataDir)).not.toContain('admin-console.lock');
    // Wiped entirely, it restores too.
    await rm(dataDir, { recursive: true });
    expect(await restorePglite(file, dataDir)).toBeNull();
    const again = await PgliteDb.open({ dataDir });
    try {
      expect(await countRows(again)).toEqual(counts);
    } finally {
      await again.close();
    }
  }, 240_000);
});

describe.runIf(testEngine() === 'postgres')('backup and restore of PostgreSQL', () => {
  it('round-trips the seeded data with pg_dump and pg_restore', async () => {
    const source = testDbSource();
    if (source.engine !== 'postgres') throw new Error('runs on the PostgreSQL pass');
    expect(spawnSync('pg_dump', ['--version']).status).toBe(0);
    const name = `${source.template}_backup_${process.pid}`;
    const url = databaseUrl(source.url, name);
    await onServer(source.url, (c) =>
      c.query(`CREATE DATABASE "${name}" TEMPLATE "${source.template}"`),
    );
    try {
      let db = new PgDb(url, { max: 2 });
      const counts = await countRows(db);
      await db.close();
      const file = join(root, 'console.dump');
      await backupPostgres(url, file);
      expect(await backupEngineOf(file)).toBe('postgres');
      // Wiped: a new, empty database of the same name.
      await onServer(source.url, async (c) => {
        await c.query(`DROP DATABASE "${name}"`);
        await c.query(`CREATE DATABASE "${name}"`);
      });
      await restorePostgres(file, url);
      db = new PgDb(url, { max: 2 });
      try {
        expect(await countRows(db)).toEqual(counts);
        // Over a database that has data: --clean replaces it.
        await db.query('DELETE FROM activity_log');
      } finally {
        await db.close();
      }
      await restorePostgres(file, url);
      db = new PgDb(url, { max: 2 });
      try {
        expect(await countRows(db)).toEqual(counts);
      } finally {
        await db.close();
      }
      // A PostgreSQL backup is not restored into an embedded directory, and the other way round.
      await expect(restorePglite(file, join(root, 'nope'))).rejects.toThrow(/PostgreSQL backup/);
    } finally {
      await onServer(source.url, (c) => c.query(`DROP DATABASE IF EXISTS "${name}"`));
    }
  }, 240_000);
});
