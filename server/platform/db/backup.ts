import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { open, readFile, writeFile } from 'node:fs/promises';
import { PgliteDb } from './pglite-db';

/**
 * Backups of either engine, for `npm run backup` / `npm run restore`.
 *
 * PGlite: a gzip tarball of the data directory, made through the database itself (so it is a
 * consistent copy). It needs the directory's lock, so the server must be stopped first: a copy of
 * a directory another process is writing would not be consistent.
 *
 * PostgreSQL: pg_dump's custom format, a consistent snapshot taken while the server serves;
 * restored with pg_restore in one transaction (all or nothing) over the existing objects.
 */
export type BackupEngine = 'pglite' | 'postgres';

class BackupError extends Error {}

/** Which engine made a backup file, from its first bytes. */
export async function backupEngineOf(file: string): Promise<BackupEngine> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  } finally {
    await handle.close();
  }
  throw new BackupError(`${file} is not a backup made by npm run backup`);
}

/** Writes the PGlite database at dataDir to file (the server must be stopped). */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(dataDir)) throw new BackupError(`There is no database at ${dataDir}`);
  const db = await PgliteDb.open({ dataDir });
  try {
    const dump = await db.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/**
 * Restores a PGlite backup into dataDir. An existing, non-empty directory is never deleted: it is
 * moved aside to `<dataDir>.before-restore-<time>` (after its lock proved no server uses it).
 * Returns where the previous data went, if anywhere.
 */
export async function restorePglite(
  file: string,
  dataDir: string,
  at: Date = new Date(),
): Promise<string | null> {
  if ((await backupEngineOf(file)) !== 'pglite') {
    throw new BackupError(`${file} is a PostgreSQL backup: restore it with DATABASE_URL set`);
  }
  let movedTo: string | null = null;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    // Opening takes the lock: a running server makes this throw before anything moves.
    const current = await PgliteDb.open({ dataDir });
    await current.close();
    movedTo = `${dataDir}.before-restore-${at.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, movedTo);
  }
  const db = await PgliteDb.open({
    dataDir,
    loadDataDir: new Blob([new Uint8Array(await readFile(file))]),
  });
  await db.close();
  return movedTo;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.once('error', (error) =>
      reject(new BackupError(`${command} could not be started (${error.message}): install it`)),
    );
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${command} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}

/** pg_dump of the database at url into file (custom format; consistent while serving). */
export function backupPostgres(url: string, file: string): Promise<void> {
  return run('pg_dump', ['--format=custom', '--no-owner', '--file', file, url]);
}

/** pg_restore of a backup over the database at url, in one transaction. */
export async function restorePostgres(file: string, url: string): Promise<void> {
  if ((await backupEngineOf(file)) !== 'postgres') {
    throw new BackupError(
      `${file} is an embedded-database backup: restore it without DATABASE_URL`,
    );
  }
  await run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    '--dbname',
    url,
    file,
  ]);
}
