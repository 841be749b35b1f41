// npm run seed -- --scale small|demo|large [--times N] [--reset] [--seed-day YYYY-MM-DD]
// --times N: the scale's bulk rows N times over the same stores (the benchmarks' cost curve).
// Seeds DATABASE_URL (PostgreSQL) when set, else the PGlite data directory DATA_DIR (./data).
// Without --reset an already seeded database is left alone; --reset drops the schema and
// migrates from scratch (so edited migrations apply too) before seeding.
import { parseArgs } from 'node:util';
import { migrate } from '../migrate';
import { openDb } from '../open-db';
import { dropSchema, ensureSeeded } from './seed';
import { SEED_COUNTS, type SeedScale } from './seed-context';

function isScale(value: string): value is SeedScale {
  return Object.hasOwn(SEED_COUNTS, value);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: 'demo' },
      reset: { type: 'boolean', default: false },
      'seed-day': { type: 'string' },
      times: { type: 'string', default: '1' },
    },
  });
  const scale = values.scale ?? 'demo';
  if (!isScale(scale)) throw new Error(`--scale must be one of ${Object.keys(SEED_COUNTS)}`);

  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './data';
  const started = performance.now();
  const db = await openDb(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`;
    console.log(`Seeding ${where}, scale ${scale}`);
    if (values.reset) await dropSchema(db);
    const applied = await migrate(db);
    if (applied.length > 0) console.log(`Migrations applied: ${applied.join(', ')}`);
    const result = await ensureSeeded(db, scale, {
      ...(values['seed-day'] && { seedDay: values['seed-day'] }),
      times: Number(values.times),
      onStep: (step, ms) => console.log(`  ${step.padEnd(18)} ${String(ms).padStart(7)} ms`),
    });
    if (!result) {
      console.log('Already seeded; nothing done (use --reset to start over).');
      return;
    }
    console.log(`Seed day ${result.seedDay}`);
    for (const [table, n] of Object.entries(result.counts)) {
      console.log(`  ${table.padEnd(22)} ${n.toLocaleString('en-US').padStart(10)}`);
    }
    console.log(
      `Seeded in ${(result.elapsedMs / 1000).toFixed(1)} s ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s with start-up and migrations)`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
