// npm run backup -- <file>   |   npm run restore -- <file>
// DATABASE_URL set: pg_dump / pg_restore of that PostgreSQL database (while serving is fine).
// Otherwise the PGlite data directory DATA_DIR (./data): stop the server first.
import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup';

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, file] = positionals;
  if ((command !== 'backup' && command !== 'restore') || !file) {
    throw new Error('Usage: npm run backup -- <file>  or  npm run restore -- <file>');
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './data';
  const started = performance.now();
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`;
  if (command === 'backup') {
    if (databaseUrl) await backupPostgres(databaseUrl, file);
    else await backupPglite(dataDir, file);
    const { size } = await stat(file);
    console.log(`Backed up ${where} to ${file} (${(size / 1e6).toFixed(1)} MB)`);
  } else {
    if (databaseUrl) await restorePostgres(file, databaseUrl);
    else {
      const movedTo = await restorePglite(file, dataDir);
      if (movedTo) console.log(`The previous data directory was kept at ${movedTo}`);
    }
    console.log(`Restored ${file} into ${where}`);
  }
  console.log(`in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
