import type { SupersededText } from './migration-history';

export interface MigrationFile {
  name: string;
  checksum: string;
}

export interface AppliedMigration {
  name: string;
  checksum: string;
}

export interface MigrationPlan {
  /** Earlier texts of applied migrations to bring forward, in migration order. */
  repairs: SupersededText[];
  /** Migrations not applied yet, in order. */
  pending: string[];
  /** Why this database must not be migrated by this code; empty when it may. */
  problems: string[];
}

const short = (checksum: string) => checksum.slice(0, 12);

/**
 * What the runner must do with a database: the files (with their checksums) against what the
 * database recorded. An applied migration is immutable: a checksum that is neither the file's nor
 * a known earlier text's is refused, and so is a migration the database has but the code lacks
 * (a newer version migrated it).
 */
export function planMigrations(
  files: readonly MigrationFile[],
  applied: readonly AppliedMigration[],
  superseded: readonly SupersededText[],
): MigrationPlan {
  const byName = new Map(files.map((f) => [f.name, f]));
  const recorded = new Map(applied.map((a) => [a.name, a.checksum]));
  const repairs: SupersededText[] = [];
  const problems: string[] = [];
  for (const a of [...applied].sort((x, y) => x.name.localeCompare(y.name))) {
    const file = byName.get(a.name);
    if (!file) {
      problems.push(
        `The database has migration ${a.name}, which this version does not have: a newer version ` +
          'migrated it. Run that version (or a newer one) against it.',
      );
      continue;
    }
    if (file.checksum === a.checksum) continue;
    const earlier = superseded.find((s) => s.migration === a.name && s.checksum === a.checksum);
    if (earlier) {
      repairs.push(earlier);
      continue;
    }
    problems.push(
      `Migration ${a.name} was changed after this database applied it (recorded sha256 ` +
        `${short(a.checksum)}…, the file now ${short(file.checksum)}…). Applied migrations never ` +
        'change: restore the file as it was and put the change in a new migration.',
    );
  }
  const pending = files.filter((f) => !recorded.has(f.name)).map((f) => f.name);
  return { repairs, pending, problems };
}
