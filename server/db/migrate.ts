import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './db';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const FILE_NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;
// Any constant works; it only has to be the same on every API node sharing the database.
const LOCK_KEY = 7_311_024;

export interface Migration {
  name: string;
  sql: string;
}

/** The numbered migration files, in order. */
export async function loadMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((n) => FILE_NAME.test(n)).sort();
  return Promise.all(
    names.map(async (name) => ({ name, sql: await readFile(new URL(name, dir), 'utf8') })),
  );
}

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction.
 * Safe on every start and with several API nodes starting at once: a transaction-scoped
 * advisory lock serialises them and each re-checks under the lock. Returns the names applied.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
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
      // The checksum is recorded, not enforced: a developer's ./data must survive a reworded
      // comment in an applied migration. Compare it by hand when in doubt.
      const checksum = createHash('sha256').update(m.sql).digest('hex');
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
        m.name,
        checksum,
      ]);
      return true;
    });
    if (ran) applied.push(m.name);
  }
  return applied;
}
