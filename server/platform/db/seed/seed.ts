import { hashPassword } from '../../auth/password';
import type { Db } from '../db';
import {
  ANSWERED_ATTEMPT_EVERY,
  createSeedContext,
  type SeedContext,
  type SeedScale,
  todaySeedDay,
} from './seed-context';
import { DEMO_PASSWORD } from './seed-fixtures';
import {
  seedActivityLog,
  seedKpis,
  seedSupervisionItems,
  seedSupervisions,
  seedSurveyOpenings,
  seedSurveyResponses,
} from './seed-operations';
import { seedPeople } from './seed-people';
import { seedReference } from './seed-reference';
import {
  seedAnswers,
  seedAttempts,
  seedAwards,
  seedCourseTargets,
  seedDc3,
  seedPracticalExams,
  seedProgress,
} from './seed-training';

export interface SeedOptions {
  scale: SeedScale;
  /**
   * 'YYYY-MM-DD'; all data is dated relative to midnight (Mexico City) of this day. Defaults to
   * today (UTC). The same day and scale give byte-identical rows; another day gives the same
   * counts and ids, shifted in time, except that seasonal courses keep to the calendar
   * (seed-seasons.ts).
   */
  seedDay?: string;
  /**
   * The scale's bulk rows (people, attempts, supervisions, answers, …) times this, over the same
   * stores: the benchmarks' cost curve (docs/benchmarks/scale-out.md). Default 1.
   */
  times?: number;
  /** A precomputed hash of DEMO_PASSWORD; hashed once here otherwise (salts are random). */
  passwordHash?: string;
  /** Called after each step with its duration (the CLI prints them). */
  onStep?: (step: string, ms: number) => void;
}

export interface SeedResult {
  scale: SeedScale;
  seedDay: string;
  /** Rows per table after seeding. */
  counts: Record<string, number>;
  elapsedMs: number;
}

/** Tables reported by the seed, in dependency order. */
export const SEEDED_TABLES = [
  'organizations',
  'regions',
  'positions',
  'admins',
  'admin_domains',
  'people',
  'business_groups',
  'business_group_stores',
  'work_groups',
  'work_group_members',
  'courses',
  'course_positions',
  'course_targets',
  'lessons',
  'exams',
  'exam_questions',
  'exam_attempts',
  'attempt_answers',
  'course_progress',
  'practical_exams',
  'dc3_records',
  'awards',
  'supervision_modules',
  'supervisions',
  'supervision_items',
  'kpis',
  'surveys',
  'survey_responses',
  'survey_openings',
  'activity_log',
] as const;

// Any constant; the same on every API node sharing the database (migrate.ts uses another).
const SEED_LOCK_KEY = 7_311_025;

const STEPS: readonly (readonly [string, (db: Db, ctx: SeedContext) => Promise<void>])[] = [
  ['reference', seedReference],
  ['course_targets', seedCourseTargets],
  ['people', seedPeople],
  ['exam_attempts', seedAttempts],
  ['attempt_answers', seedAnswers],
  ['course_progress', seedProgress],
  ['practical_exams', seedPracticalExams],
  ['dc3_records', seedDc3],
  ['awards', seedAwards],
  ['supervisions', seedSupervisions],
  ['supervision_items', seedSupervisionItems],
  ['kpis', seedKpis],
  ['survey_responses', seedSurveyResponses],
  ['survey_openings', seedSurveyOpenings],
  ['activity_log', seedActivityLog],
];

/**
 * Fills a migrated, empty database with the demo data, in one transaction. Bulk rows are made
 * in SQL (generate_series + hashint8), so a scale always yields the same counts and, for the
 * same seed day, the same rows on PGlite and on PostgreSQL.
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  const result = await runSeed(db, options, false);
  if (!result) throw new Error('Seed skipped');
  return result;
}

/**
 * Seeds only a database without organizations; returns null when it was already seeded. Safe
 * when several API nodes start at once: they queue on a lock and all but one find it seeded.
 */
export async function ensureSeeded(
  db: Db,
  scale: SeedScale,
  options: Omit<SeedOptions, 'scale'> = {},
): Promise<SeedResult | null> {
  if (await hasOrganizations(db)) return null;
  return runSeed(db, { ...options, scale }, true);
}

async function hasOrganizations(db: Db): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM organizations LIMIT 1');
  return rows.length > 0;
}

async function runSeed(
  db: Db,
  options: SeedOptions,
  onlyIfEmpty: boolean,
): Promise<SeedResult | null> {
  const started = performance.now();
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const ctx = createSeedContext(
    options.scale,
    options.seedDay ?? todaySeedDay(),
    passwordHash,
    options.times,
  );

  const timed = async (step: string, run: () => Promise<unknown>) => {
    const t0 = performance.now();
    await run();
    options.onStep?.(step, Math.round(performance.now() - t0));
  };
  const seeded = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (onlyIfEmpty && (await hasOrganizations(tx))) return false;
    await tuneBulkLoad(tx);
    for (const [step, run] of STEPS) await timed(step, () => run(tx, ctx));
    // The bulk load ran with triggers off: rebuild the report rollups they keep (007, 010, 012,
    // 016, 018, 019, 036; the totals and the people counts after 010's rebuild).
    await timed('rollups', () =>
      tx.exec(
        'SELECT exam_attempt_days_rebuild(); SELECT progress_rollup_rebuild(); ' +
          'SELECT progress_totals_rebuild(); SELECT ranking_person_months_rebuild(); ' +
          'SELECT survey_response_terms_rebuild(); ' +
          'SELECT people_completed_available_refresh(NULL); SELECT people_counts_rebuild();',
      ),
    );
    await timed('checks', () => checkExactCounts(tx, ctx.counts));
    await timed('identities', () => advanceIdentities(tx));
    return true;
  });
  if (!seeded) return null;
  // Fresh statistics so the first report queries get sensible plans, and a visibility map so
  // covering indexes answer without heap visits (PGlite has no autovacuum to do it later).
  await timed('vacuum', () => db.exec('VACUUM ANALYZE'));

  return {
    scale: ctx.scale,
    seedDay: ctx.seedDay,
    counts: await countRows(db),
    elapsedMs: Math.round(performance.now() - started),
  };
}

/**
 * Drops everything in the current schema (tables, functions, the pg_trgm extension, the
 * migration records) so migrate() rebuilds it from the files: `seed --reset`. Destructive.
 */
export async function dropSchema(db: Db): Promise<void> {
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('No current schema');
  await db.exec(`DROP SCHEMA "${schema}" CASCADE; CREATE SCHEMA "${schema}"`);
}

/** Row counts of the seeded tables. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const sql = SEEDED_TABLES.map((t) => `SELECT '${t}' AS t, count(*) AS n FROM ${t}`).join(
    ' UNION ALL ',
  );
  const { rows } = await db.query<{ t: string; n: number }>(sql);
  const byTable = new Map(rows.map((r) => [r.t, r.n]));
  return Object.fromEntries(SEEDED_TABLES.map((t) => [t, byTable.get(t) ?? 0]));
}

async function checkExactCounts(db: Db, expected: SeedContext['counts']): Promise<void> {
  const want: Record<string, number> = {
    people: expected.people,
    exam_attempts: expected.examAttempts,
    attempt_answers: Math.floor(expected.examAttempts / ANSWERED_ATTEMPT_EVERY) * 5,
    supervisions: expected.supervisions,
    survey_responses: expected.surveyResponses,
    practical_exams: expected.practicalExams,
    dc3_records: expected.dc3Records,
    awards: expected.awards,
  };
  const got = await countRows(db);
  for (const [table, n] of Object.entries(want)) {
    // A LIMIT that finds too few completed courses would silently shrink a table.
    if (got[table] !== n) throw new Error(`Seed made ${got[table]} ${table}, expected ${n}`);
  }
}

/**
 * Foreign-key checks are triggers: skipping them (session_replication_role = replica) more
 * than halves the seed time, and the seed's keys are valid by construction (db.test.ts checks
 * every foreign key afterwards). Needs a superuser (PGlite always is); without one the checks
 * simply run. The people search trigger is ENABLE ALWAYS, so it still fires.
 */
async function tuneBulkLoad(tx: Db): Promise<void> {
  await tx.exec("SET LOCAL work_mem = '64MB'; SET LOCAL jit = off");
  try {
    await tx.transaction((sp) => sp.exec('SET LOCAL session_replication_role = replica'));
  } catch {
    // Not a superuser: keep the checks.
  }
}

/** Rows were inserted with explicit ids; move every identity past them. */
async function advanceIdentities(db: Db): Promise<void> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND is_identity = 'YES'
     ORDER BY table_name`,
  );
  for (const { table_name: t, column_name: c } of rows) {
    await db.query(
      `SELECT setval(pg_get_serial_sequence('${t}', '${c}'), coalesce(max(${c}), 0) + 1, false)
       FROM ${t}`,
    );
  }
}
