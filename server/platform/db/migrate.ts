import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './db';
import { SUPERSEDED_TEXTS } from './migration-history';
import { planMigrations } from './migration-plan';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const REPAIRS_DIR = new URL('./repairs/', import.meta.url);
const FILE_NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;
// Any constant works; it only has to be the same on every API node sharing the database.
const LOCK_KEY = 7_311_024;

export interface Migration {
  name: string;
  sql: string;
}

/** A database this code must not migrate (an edited migration, or a newer version's database). */
export class MigrationRefusedError extends Error {
  constructor(problems: readonly string[]) {
    super(`The database was not migrated:\n- ${problems.join('\n- ')}`);
    this.name = 'MigrationRefusedError';
  }
}

export const checksumOf = (sql: string) => createHash('sha256').update(sql).digest('hex');

/** The numbered migration files, in order. */
export async function loadMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((n) => FILE_NAME.test(n)).sort();
  return Promise.all(
    names.map(async (name) => ({ name, sql: await readFile(new URL(name, dir), 'utf8') })),
  );
}

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction.
 * Applied migrations are immutable: their recorded checksums are compared with the files first,
 * and a database whose migrations changed (other than the known earlier texts it repairs) is
 * refused before anything is written. Safe on every start and with several API nodes starting at
 * once: a transaction-scoped advisory lock serialises them and each re-checks under the lock.
 * Returns the names applied.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  const files = all.map((m) => ({ name: m.name, checksum: checksumOf(m.sql) }));
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = (
      await tx.query<{ name: string; checksum: string }>(
        'SELECT name, checksum FROM schema_migrations',
      )
    ).rows;
    const plan = planMigrations(files, applied, SUPERSEDED_TEXTS);
    if (plan.problems.length > 0) throw new MigrationRefusedError(plan.problems);
    // An earlier text is brought forward in the same transaction that records the current
    // checksum, so a crash leaves either both or neither.
    for (const repair of plan.repairs) {
      await tx.exec(await readFile(new URL(repair.repair, REPAIRS_DIR), 'utf8'));
      const current = files.find((f) => f.name === repair.migration)?.checksum;
      await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1', [
        repair.migration,
        current,
      ]);
    }
  });
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map(
      (r) => r.name,
    ),
  );
  const applied: string[] = [];
  for (const m of all) {
    if (done.has(m.name)) continue;
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const again = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [m.name]);
      if (again.rowCount > 0) return false;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
        m.name,
        checksumOf(m.sql),
      ]);
      return true;
    });
    if (ran) applied.push(m.name);
  }
  return applied;
}
