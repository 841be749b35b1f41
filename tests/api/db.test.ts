// The database layer itself: both Db engines, migrations, the seed and the test harness.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE } from '../../server/platform/db/data-dir-lock';
import type { Db } from '../../server/platform/db/db';
import {
  checksumOf,
  loadMigrations,
  MigrationRefusedError,
  migrate,
} from '../../server/platform/db/migrate';
import { openDb } from '../../server/platform/db/open-db';
import { PgDb } from '../../server/platform/db/pg-db';
import { PgliteDb } from '../../server/platform/db/pglite-db';
import { countRows, ensureSeeded, SEEDED_TABLES, seed } from '../../server/platform/db/seed/seed';
import { SEED_COUNTS } from '../../server/platform/db/seed/seed-context';
import { DEMO_ADMINS, FIXTURE_PEOPLE } from '../../server/platform/db/seed/seed-fixtures';
import { databaseUrl, onServer, openTestDb, testDbSource, testEngine } from './harness/test-db';

/**
 * Exact row counts of the small seed (the bulk tables come from SEED_COUNTS.small). Course
 * progress is the one derived count: see expectedCounts.
 */
const SMALL_COUNTS: Record<Exclude<(typeof SEEDED_TABLES)[number], 'course_progress'>, number> = {
  organizations: 153,
  regions: 12,
  positions: 18,
  admins: 6,
  admin_domains: 7,
  people: 2_000,
  business_groups: 6,
  business_group_stores: 150,
  work_groups: 9,
  work_group_members: 1_209,
  courses: 40,
  course_positions: 19,
  course_targets: 113,
  lessons: 176,
  exams: 40,
  exam_questions: 200,
  exam_attempts: 30_000,
  attempt_answers: 1_500,
  practical_exams: 200,
  dc3_records: 300,
  awards: 500,
  supervision_modules: 10,
  supervisions: 3_000,
  supervision_items: 9_772,
  kpis: 2_700,
  surveys: 5,
  survey_responses: 6_000,
  survey_openings: 8_163,
  activity_log: 300,
};

/** Half of the 'registered without activity' people opened a course without any attempt. */
const PROGRESS_WITHOUT_ATTEMPTS = 173;

/**
 * The small seed's counts for this database. Course progress is one row per person and course
 * with attempts, plus the first steps without any: which attempts share a course depends on the
 * seed day's calendar, so that count is derived from the attempts rather than fixed.
 */
async function expectedCounts(db: Db): Promise<Record<string, number>> {
  const { rows } = await db.query<{ pairs: number }>(
    `SELECT count(*)::int AS pairs FROM (SELECT DISTINCT person_id, course_id FROM exam_attempts) x`,
  );
  const pairs = rows[0]?.pairs ?? 0;
  expect(pairs, 'person and course pairs with attempts').toBeGreaterThan(11_000);
  return { ...SMALL_COUNTS, course_progress: pairs + PROGRESS_WITHOUT_ATTEMPTS };
}

/** md5 of every table's rows (password hashes left out: their salts are random). */
async function checksums(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of SEEDED_TABLES) {
    const { rows: cols } = await db.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = $1 AND column_name <> 'password_hash'
       ORDER BY ordinal_position`,
      [table],
    );
    const list = cols.map((c) => c.name).join(', ');
    const { rows } = await db.query<{ sum: string }>(
      `SELECT md5(string_agg(r::text, E'\\n' ORDER BY r::text)) AS sum
       FROM (SELECT ${list} FROM ${table}) r`,
    );
    out[table] = rows[0]?.sum ?? '';
  }
  return out;
}

/** A migrated, empty database on the test engine that is thrown away by close(). */
async function freshDb(engine: 'pglite' | 'postgres'): Promise<Db> {
  if (engine === 'pglite') return PgliteDb.open({ dataDir: 'memory://' });
  const source = testDbSource();
  if (source.engine !== 'postgres') throw new Error('No PostgreSQL in this run');
  const name = `${source.template}_fresh_${process.pid}`;
  await onServer(source.url, (c) => c.query(`CREATE DATABASE "${name}"`));
  const db = new PgDb(databaseUrl(source.url, name), { max: 2 });
  const close = db.close.bind(db);
  db.close = async () => {
    await close();
    await onServer(source.url, (c) => c.query(`DROP DATABASE IF EXISTS "${name}"`));
  };
  return db;
}

const VALUE_SQL = `SELECT 7::int4 AS int4, 9007199254740991::int8 AS int8, count(*) AS count,
  12.50::numeric(5, 2) AS numeric, avg(x)::numeric AS avg, 1.5::float8 AS float8,
  DATE '2024-02-29' AS date, $1::date AS date_param,
  TIMESTAMPTZ '2024-02-29T18:30:00Z' AS timestamptz, $2::timestamptz AS ts_param,
  '{"a": [1, 2], "b": null}'::jsonb AS jsonb, $3::jsonb AS jsonb_param,
  true AS bool, NULL::int AS nothing, ARRAY['x', 'y'] AS text_array,
  ARRAY[1, 2]::int8[] AS int8_array, ARRAY[DATE '2024-01-01'] AS date_array,
  ARRAY[1.25]::numeric[] AS numeric_array, 'año'::text AS text
  FROM (VALUES (1), (2)) v(x)`;

const VALUE_PARAMS = [
  new Date('2024-03-01T00:00:00Z'),
  '2024-03-01T12:00:00Z',
  JSON.stringify([{ k: 'v' }]),
];

const EXPECTED_VALUES = {
  int4: 7,
  int8: 9007199254740991,
  count: 2,
  numeric: 12.5,
  avg: 1.5,
  float8: 1.5,
  date: '2024-02-29',
  date_param: '2024-03-01',
  timestamptz: new Date('2024-02-29T18:30:00Z'),
  ts_param: new Date('2024-03-01T12:00:00Z'),
  jsonb: { a: [1, 2], b: null },
  jsonb_param: [{ k: 'v' }],
  bool: true,
  nothing: null,
  text_array: ['x', 'y'],
  int8_array: [1, 2],
  date_array: ['2024-01-01'],
  numeric_array: [1.25],
  text: 'año',
};

let db: Db;
let loadMs = 0;

beforeAll(async () => {
  const t0 = performance.now();
  db = await openTestDb();
  loadMs = Math.round(performance.now() - t0);
});
afterAll(async () => {
  await db?.close();
});

describe('test harness', () => {
  it('hands each test file its own copy of the small seed', async () => {
    const source = testDbSource();
    expect(source.engine).toBe(testEngine());
    expect(db.engine).toBe(testEngine());
    console.log(
      `[db.test] ${source.engine}: seed build ${source.buildMs} ms, copy opened in ${loadMs} ms`,
    );
    await db.query(`UPDATE regions SET name = 'Cambiada' WHERE id = 101`);
    const other = await openTestDb();
    try {
      const { rows } = await other.query<{ name: string }>(
        'SELECT name FROM regions WHERE id = 101',
      );
      expect(rows[0]?.name).toBe('Centro');
    } finally {
      await other.close();
    }
    await db.query(`UPDATE regions SET name = 'Centro' WHERE id = 101`);
  });
});

const FIRST_TEXTS = new URL('./fixtures/migrations-first-texts/', import.meta.url);

/**
 * A database as an earlier commit left it: the migrations up to `upTo`, with the first texts
 * (tests/api/fixtures/migrations-first-texts) of those named, each recorded with the checksum of
 * the text that ran, as the runner of that time did.
 */
async function migratedAsBefore(target: Db, upTo: string, firstTexts: string[]): Promise<void> {
  await target.exec(`CREATE TABLE schema_migrations (
    name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  for (const m of await loadMigrations()) {
    if (m.name > upTo) break;
    const sql = firstTexts.includes(m.name)
      ? await readFile(new URL(m.name, FIRST_TEXTS), 'utf8')
      : m.sql;
    await target.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
        m.name,
        checksumOf(sql),
      ]);
    });
  }
}

/** Every table column, index, constraint, function and trigger of the public schema. */
async function schemaOf(target: Db): Promise<Record<string, string[]>> {
  const lines = async (sql: string) =>
    (await target.query<{ line: string }>(sql)).rows.map((r) => r.line);
  return {
    columns: await lines(
      `SELECT concat_ws(' ', table_name, column_name, data_type, is_nullable, column_default,
         generation_expression) AS line
         FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1`,
    ),
    indexes: await lines(
      `SELECT indexdef AS line FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1`,
    ),
    constraints: await lines(
      `SELECT c.conrelid::regclass::text || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid)
         AS line
         FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE n.nspname = 'public' ORDER BY 1`,
    ),
    functions: await lines(
      `SELECT pg_get_functiondef(p.oid) AS line
         FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public' AND p.prokind = 'f' ORDER BY 1`,
    ),
    triggers: await lines(
      `SELECT pg_get_triggerdef(oid) AS line FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1`,
    ),
  };
}

describe('migrations', () => {
  it('apply each file once: a second run on a migrated database applies nothing', async () => {
    expect(await migrate(db)).toEqual([]);
    const names = (await loadMigrations()).map((m) => m.name);
    const { rows } = await db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(rows.map((r) => r.name)).toEqual(names);
  });

  it('upgrade databases left by earlier commits (edited migrations included) to the schema a fresh one has', async () => {
    const reference = await freshDb(testEngine());
    let expected: Record<string, string[]>;
    try {
      await migrate(reference);
      expected = await schemaOf(reference);
    } finally {
      await reference.close();
    }
    const migrations = await loadMigrations();
    const last = migrations.at(-1)?.name ?? '';
    const cases: [string, string[]][] = [
      // Up to 017 with 010's first text: 018 calls a function only 010's current text makes.
      [
        '017_attempt_score_hundredths.sql',
        ['002_activity.sql', '004_people_sort_name.sql', '010_progress_rollup.sql'],
      ],
      [last, ['018_people_counts.sql']],
      // 042's edited text, which already made what 043 makes.
      ['042_report_versions_deferred.sql', ['042_report_versions_deferred.sql']],
    ];
    for (const [upTo, firstTexts] of cases) {
      const old = await freshDb(testEngine());
      try {
        await migratedAsBefore(old, upTo, firstTexts);
        const beforeFill = upTo < '027_kpi_direction_fill.sql';
        // A service time seeded before 011 knew a KPI's direction: it reads "better higher".
        if (beforeFill) {
          await old.exec(`INSERT INTO organizations (id, kind, brand_id, name) VALUES (1, 'brand', 1, 'B');
            INSERT INTO supervision_modules (brand_id, name, has_kpis, kpi_unit)
            VALUES (1, 'Tiempo de servicio', true, 'min'), (1, 'Ventas', true, 'miles MXN')`);
        }
        const applied = await migrate(old);
        if (beforeFill) {
          const directions = await old.query<{ name: string; lower: boolean }>(
            'SELECT name, kpi_lower_is_better AS lower FROM supervision_modules ORDER BY name',
          );
          expect(directions.rows).toEqual([
            { name: 'Tiempo de servicio', lower: true },
            { name: 'Ventas', lower: false },
          ]);
        }
        expect(applied).toEqual(migrations.filter((m) => m.name > upTo).map((m) => m.name));
        expect(await schemaOf(old), upTo).toEqual(expected);
        const { rows } = await old.query<{ name: string; checksum: string }>(
          'SELECT name, checksum FROM schema_migrations ORDER BY name',
        );
        expect(rows).toEqual(
          migrations.map((m) => ({ name: m.name, checksum: checksumOf(m.sql) })),
        );
      } finally {
        await old.close();
      }
    }
  }, 240_000);

  it("refuse an applied migration whose text changed, and a newer version's database, before writing anything", async () => {
    const target = await freshDb(testEngine());
    try {
      const migrations = await loadMigrations();
      await migrate(target);
      const next = { name: '999_next.sql', sql: 'CREATE TABLE must_not_exist (id int)' };
      await target.query(
        `UPDATE schema_migrations SET checksum = 'edited' WHERE name = '011_kpi_direction.sql'`,
      );
      const edited = migrate(target, [...migrations, next]);
      await expect(edited).rejects.toThrow(MigrationRefusedError);
      await expect(edited).rejects.toThrow(
        /Migration 011_kpi_direction\.sql was changed after this database applied it/,
      );
      const made = await target.query(`SELECT to_regclass('must_not_exist') IS NOT NULL AS made`);
      expect(made.rows[0]).toEqual({ made: false });
      await target.query(
        `UPDATE schema_migrations SET checksum = $1 WHERE name = '011_kpi_direction.sql'`,
        [checksumOf(migrations.find((m) => m.name === '011_kpi_direction.sql')?.sql ?? '')],
      );
      await target.query(
        `INSERT INTO schema_migrations (name, checksum) VALUES ('998_future.sql', 'x')`,
      );
      await expect(migrate(target)).rejects.toThrow(
        /998_future\.sql, which this version does not have/,
      );
    } finally {
      await target.close();
    }
  });
});

describe('seed', () => {
  it('makes the exact counts of the small scale', async () => {
    expect(await countRows(db)).toEqual(await expectedCounts(db));
    const small = SEED_COUNTS.small;
    for (const [key, n] of Object.entries(SEED_COUNTS.demo)) {
      expect(small[key as keyof typeof small] * 10, key).toBe(n);
      expect(SEED_COUNTS.large[key as keyof typeof small], key).toBe(n * 10);
    }
  });

  it('leaves a seeded database alone', async () => {
    expect(await ensureSeeded(db, 'small')).toBeNull();
  });

  it('is deterministic: the same seed day gives identical rows, on both engines', async () => {
    const { seedDay } = testDbSource();
    const expected = await checksums(db);
    const engines =
      testEngine() === 'postgres' ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
    for (const engine of engines) {
      const fresh = await freshDb(engine);
      try {
        await migrate(fresh);
        const t0 = performance.now();
        const result = await seed(fresh, { scale: 'small', seedDay });
        console.log(`[db.test] small seed on ${engine}: ${Math.round(performance.now() - t0)} ms`);
        expect(result.counts).toEqual(await expectedCounts(fresh));
        expect(await checksums(fresh), engine).toEqual(expected);
      } finally {
        await fresh.close();
      }
    }
    // Seeds a whole database: minutes on a busy shared machine, not a timing assertion.
  }, 240_000);

  it('keeps every foreign key valid (the bulk load skips the FK triggers)', async () => {
    const { rows: fks } = await db.query<{
      child: string;
      col: string;
      parent: string;
      pcol: string;
    }>(
      `SELECT c.conrelid::regclass::text AS child, a.attname AS col,
         c.confrelid::regclass::text AS parent, pa.attname AS pcol
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
       WHERE c.contype = 'f' AND cardinality(c.conkey) = 1
         AND c.connamespace = current_schema()::regnamespace`,
    );
    expect(fks.length).toBeGreaterThan(40);
    for (const fk of fks) {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*) AS n FROM ${fk.child} c WHERE c.${fk.col} IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM ${fk.parent} p WHERE p.${fk.pcol} = c.${fk.col})`,
      );
      expect(rows[0]?.n, `${fk.child}.${fk.col} → ${fk.parent}`).toBe(0);
    }
  });

  it('has the documented fixed ids and accounts', async () => {
    const brands = await db.query<{ id: number; kind: string; store_type: { es: string } }>(
      `SELECT id, kind, store_type FROM organizations WHERE kind = 'brand' ORDER BY id`,
    );
    expect(brands.rows.map((b) => [b.id, b.store_type.es])).toEqual([
      [1, 'Sucursal'],
      [2, 'Tienda'],
      [3, 'Escuela'],
    ]);
    const regions = await db.query<{ id: number }>(
      'SELECT id FROM regions WHERE brand_id = 1 ORDER BY id',
    );
    expect(regions.rows.map((r) => r.id)).toEqual([101, 102, 103, 104]);
    const stores = await db.query<{ region_id: number; n: number }>(
      `SELECT region_id, count(*) AS n FROM organizations WHERE brand_id = 1 AND kind = 'store'
       GROUP BY region_id ORDER BY region_id`,
    );
    expect(stores.rows.map((s) => s.n)).toEqual([13, 12, 13, 12]);
    for (const admin of Object.values(DEMO_ADMINS)) {
      const { rows } = await db.query<{
        id: number;
        role_id: number;
        organization_id: number;
        brand_id: number;
        brand_store_group_id: number | null;
      }>(
        `SELECT d.id, d.role_id, d.organization_id, d.brand_id, d.brand_store_group_id
         FROM admins a JOIN admin_domains d ON d.admin_id = a.id
         WHERE a.email = $1 ORDER BY d.id`,
        [admin.email],
      );
      expect(rows, admin.email).toEqual(
        admin.domains.map((d) => ({
          id: d.id,
          role_id: d.roleId,
          organization_id: d.organizationId,
          brand_id: d.brandId,
          brand_store_group_id: d.regionId,
        })),
      );
    }
    const collab = await db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM people WHERE email = 'collab@demo.test' AND brand_id = 1)
        + (SELECT count(*) FROM admins WHERE email = 'collab@demo.test') AS n`,
    );
    expect(collab.rows[0]?.n).toBe(1);
    const fixtures = await db.query<{ id: number; store_id: number }>(
      'SELECT id, store_id FROM people WHERE id <= $1 ORDER BY id',
      [FIXTURE_PEOPLE.length],
    );
    expect(fixtures.rows.every((p) => p.store_id === 1001)).toBe(true);
  });

  it('advances identities past the seeded ids and keeps search_text current', async () => {
    const admin = await db.query<{ id: number }>(
      `INSERT INTO admins (email, password_hash) VALUES ('nuevo@demo.test', 'x') RETURNING id`,
    );
    expect(admin.rows[0]?.id).toBe(7);
    const person = await db.query<{ id: number; search_text: string }>(
      `INSERT INTO people (brand_id, region_id, store_id, first_name, last_name, email)
       VALUES (1, 101, 1001, 'José', 'Núñez', 'Jose.Nunez@Ejemplo.mx')
       RETURNING id, search_text`,
    );
    expect(person.rows[0]?.id).toBe(SMALL_COUNTS.people + 1);
    expect(person.rows[0]?.search_text).toBe('josé núñez jose.nunez@ejemplo.mx jose nunez');
    const found = await db.query<{ id: number }>(
      `SELECT id FROM people WHERE search_text LIKE '%' || search_fold($1) || '%'`,
      ['NÚÑEZ'],
    );
    expect(found.rows.map((r) => r.id)).toContain(person.rows[0]?.id);
  });
});

describe('Db value types', () => {
  it('are the same on PGlite and PostgreSQL', async () => {
    const pglite = await PgliteDb.open({ dataDir: 'memory://' });
    try {
      const results = [pglite, db].map(async (d) => (await d.query(VALUE_SQL, VALUE_PARAMS)).rows);
      for (const rows of await Promise.all(results)) expect(rows).toEqual([EXPECTED_VALUES]);
    } finally {
      await pglite.close();
    }
  });
});

describe('transactions', () => {
  const names = async () =>
    (
      await db.query<{ name: string }>(`SELECT name FROM work_groups WHERE id >= 100 ORDER BY id`)
    ).rows.map((r) => r.name);

  it('roll back when the callback throws and commit otherwise', async () => {
    const insert = (tx: Db, id: number, name: string) =>
      tx.query('INSERT INTO work_groups (id, brand_id, name) VALUES ($1, 1, $2)', [id, name]);
    await expect(
      db.transaction(async (tx) => {
        await insert(tx, 100, 'deshecho');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await names()).toEqual([]);

    const result = await db.transaction(async (tx) => {
      await insert(tx, 101, 'guardado');
      // A nested transaction is a savepoint: its failure leaves the outer one intact.
      await expect(
        tx.transaction(async (inner) => {
          await insert(inner, 102, 'interno');
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
      return 'ok';
    });
    expect(result).toBe('ok');
    expect(await names()).toEqual(['guardado']);
  });

  it('refuse the outer Db inside its own transaction (PGlite would wait forever)', async () => {
    await expect(db.transaction(() => db.query('SELECT 1'))).rejects.toThrow(/own transaction/);
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('surface constraint errors with their SQLSTATE on both engines', async () => {
    await expect(
      db.query(`INSERT INTO admins (email, password_hash) VALUES ('SUPER@demo.test', 'x')`),
    ).rejects.toMatchObject({ code: '23505' });
  });
});

describe('long reads (Db.batches)', () => {
  it('take a quarter of the PostgreSQL pool, so other statements still find a connection', async () => {
    const events: string[] = [];
    const longRead = async (name: string) => {
      for await (const rows of db.batches<{ n: number }>(
        'SELECT n, pg_sleep(0.2) FROM generate_series(1, 1) n',
        [],
        10,
      )) {
        events.push(`${name} ${rows.length}`);
      }
    };
    const reads = [longRead('a'), longRead('b'), longRead('c')];
    await new Promise((resolve) => setTimeout(resolve, 50));
    const quick = db.query('SELECT 1').then(() => events.push('quick'));
    if (db instanceof PgDb) {
      // Four connections: one long read runs, the others wait their turn; a query does not.
      expect(db.longReads.size).toBe(1);
      expect(db.longReads.busy).toBe(1);
      expect(db.longReads.queued).toBe(2);
      await Promise.all([...reads, quick]);
      expect(events).toEqual(['quick', 'a 1', 'b 1', 'c 1']);
      expect(db.longReads.busy).toBe(0);
    } else {
      // PGlite has one session: every statement runs in turn, the query after the first read.
      await Promise.all([...reads, quick]);
      expect(events[0]).toBe('a 1');
      expect(events).toContain('quick');
      expect(events).toHaveLength(4);
    }
  });
});

describe('PGlite data directory lock', () => {
  it('refuses a second opener while the first is open, and opens again after close', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pglite-lock-'));
    try {
      const first = await openDb({ dataDir });
      await expect(openDb({ dataDir })).rejects.toThrow(DataDirLockedError);
      await expect(openDb({ dataDir })).rejects.toThrow(/already open by process/);
      await first.exec('CREATE TABLE t (id int)');
      await first.close();
      const again = await openDb({ dataDir });
      await again.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('takes over the lock of a process that is gone; refuses one from another host', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pglite-lock-'));
    const lock = join(dataDir, LOCK_FILE);
    try {
      // A pid no process has (above Linux's pid_max default of 4,194,304).
      const dead = { pid: 99_999_999, host: hostname(), since: '2026-01-01T00:00:00Z' };
      await writeFile(lock, JSON.stringify(dead));
      const db = await openDb({ dataDir });
      expect(JSON.parse(await readFile(lock, 'utf8')).pid).toBe(process.pid);
      await db.close();
      expect(existsSync(lock)).toBe(false);
      await writeFile(lock, JSON.stringify({ ...dead, pid: 1, host: 'another-host' }));
      await expect(openDb({ dataDir })).rejects.toThrow(/process 1 on host another-host/);
      // Refused without touching the other host's lock.
      expect(JSON.parse(await readFile(lock, 'utf8')).host).toBe('another-host');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('PGlite durability', () => {
  it('keeps a committed row after close and reopen of the same data directory', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pglite-durable-'));
    try {
      const first = await openDb({ dataDir });
      try {
        await first.exec('CREATE TABLE notes (id int PRIMARY KEY, body text)');
        await first.query('INSERT INTO notes VALUES ($1, $2)', [1, 'sigue aquí']);
      } finally {
        await first.close();
      }
      const t0 = performance.now();
      const again = await openDb({ dataDir });
      try {
        console.log(`[db.test] PGlite reopened in ${Math.round(performance.now() - t0)} ms`);
        expect((await again.query('SELECT id, body FROM notes')).rows).toEqual([
          { id: 1, body: 'sigue aquí' },
        ]);
      } finally {
        await again.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
